/**
 * Compiles Painless expressions into closures: the dispatcher, variables and static fields.
 * Static types are checked where ES's analyzer checks them (with its compile-error messages); values carry runtime
 * tags, so `def` values follow DefMath's dynamic rules. Constant operands are folded at compile time, as ES does
 * (`1/0` is a compile error).
 */
import type { Expr } from './ast';
import { compileError, type CExpr, type CompileContext } from './context';
import { constant, unsupportedType } from './compile-constants';
import { compileAssign, compileIncDec } from './compile-assign';
import { compileCast, compileInstanceof } from './compile-casts';
import { compileCall, compileField, compileIndex, compileTarget } from './compile-members';
import { compileListInit, compileMapInit, compileNew } from './compile-new';
import {
  compileBinary, compileConditional, compileElvis, compileLogical, compileUnary,
} from './compile-operators';
import * as state from './state';
import * as values from './values';
import type { SType } from './values';
import { STATIC_CLASSES } from './statics';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { TBOOL, TDOUBLE, TNULL, TOBJ, TSTRING } = state;
const { tagOfSType } = values;

export function compileExpr(ctx: CompileContext, e: Expr): CExpr {
  switch (e.kind) {
    case 'num':
      return constant(ctx, e.value, tagOfSType(e.type), e.type);
    case 'str':
      return constant(ctx, e.value, TSTRING, 'String');
    case 'bool':
      return constant(ctx, e.value, TBOOL, 'boolean');
    case 'null':
      return constant(ctx, null, TNULL, 'null');
    case 'var':
      return compileVariable(ctx, e.name, e.pos);
    case 'static':
      throw compileError(`invalid sequence of tokens near ['${e.typeName}'].`, e.pos);
    case 'field':
      if (e.obj.kind === 'static') return compileStaticField(ctx, e.obj.typeName, e.name, e.pos);
      return compileField(ctx, compileExpr(ctx, e.obj), e.name, e.nullSafe, e.pos);
    case 'index':
      return compileIndex(ctx, e.obj, e.index, e.pos);
    case 'call':
      return compileCall(ctx, e);
    case 'unary':
      return compileUnary(ctx, e.op, compileExpr(ctx, e.operand), e.pos);
    case 'binary':
      return compileBinary(ctx, e.op, compileExpr(ctx, e.left), compileExpr(ctx, e.right), e.pos);
    case 'logical':
      return compileLogical(ctx, e.op, compileExpr(ctx, e.left), compileExpr(ctx, e.right), e.pos);
    case 'cond':
      return compileConditional(ctx, compileExpr(ctx, e.test), compileExpr(ctx, e.then), compileExpr(ctx, e.else), e.pos);
    case 'elvis':
      return compileElvis(ctx, compileExpr(ctx, e.left), compileExpr(ctx, e.right), e.pos);
    case 'assign':
      return compileAssign(ctx, compileTarget(ctx, e.target), e.op, compileExpr(ctx, e.value), e.pos);
    case 'incdec':
      return compileIncDec(ctx, compileTarget(ctx, e.target), e.op, e.prefix, e.pos);
    case 'cast':
      return compileCast(ctx, compileExpr(ctx, e.operand), declaredType(e.type, e.pos), e.pos);
    case 'instanceof':
      return compileInstanceof(ctx, compileExpr(ctx, e.operand), e.type, e.pos);
    case 'new':
      return compileNew(ctx, e);
    case 'listinit':
      return compileListInit(ctx, e);
    case 'mapinit':
      return compileMapInit(ctx, e);
    case 'lambda':
    case 'fcall':
      return ctx.compileCallable(e);
  }
}

// ---- variables and statics ---------------------------------------------------------------------------------------

function compileVariable(ctx: CompileContext, name: string, pos: number): CExpr {
  const st = ctx.st;
  switch (name) {
    case '_score':
      // A scripted_metric's init, combine and reduce scripts run outside any doc (no doc values to read).
      if (isAggPhaseWithoutDoc(ctx.context)) break;
      ctx.needsScore = true;
      return { ev: () => ((st.t = TDOUBLE), st.score), type: 'double', statement: false, nodes: 1 };
    case '_value':
      // An aggregation value script's input (ES binds it as a def).
      return { ev: () => ((st.t = st.valueT), st.value), type: 'def', statement: false, nodes: 1 };
    case 'params': {
      const params = ctx.params;
      return { ev: () => ((st.t = TOBJ), params), type: 'Map', statement: false, nodes: 1 };
    }
    case 'token':
      // An analysis script's token (ES's AnalysisPredicateScript.Token), read through map members.
      if (ctx.context !== 'analysis') break;
      return { ev: () => ((st.t = TOBJ), st.ctxMap), type: 'Map', statement: false, nodes: 1 };
    case 'ctx':
      if (ctx.context !== 'update') break;
      return { ev: () => ((st.t = TOBJ), st.ctxMap), type: 'Map', statement: false, nodes: 1 };
    case 'state':
      if (ctx.context !== 'aggs_init' && ctx.context !== 'aggs_map' && ctx.context !== 'aggs_combine') break;
      return { ev: () => ((st.t = TOBJ), st.ctxMap), type: 'Map', statement: false, nodes: 1 };
    case 'states':
      if (ctx.context !== 'aggs_reduce') break;
      return { ev: () => ((st.t = TOBJ), st.ctxMap), type: 'List', statement: false, nodes: 1 };
    case 'doc': {
      // ES: an update script sees its document as `ctx._source`, never as doc values.
      if (ctx.context === 'update' || isAggPhaseWithoutDoc(ctx.context)) break;
      const doc = ctx.docLookup;
      return { ev: () => ((st.t = TOBJ), doc), type: 'Map', statement: false, nodes: 1 };
    }
  }
  const info = ctx.lookup(name);
  if (info === undefined) throw compileError(`Variable [${name}] is not defined.`, pos);
  const { slot, type } = info;
  const vals = ctx.vals;
  const tags = ctx.tags;
  return { ev: () => ((st.t = tags[slot]), vals[slot]), type, statement: false, nodes: 1 };
}

function isAggPhaseWithoutDoc(context: string): boolean {
  return context === 'aggs_init' || context === 'aggs_combine' || context === 'aggs_reduce';
}

function compileStaticField(ctx: CompileContext, typeName: string, name: string, pos: number): CExpr {
  const cls = STATIC_CLASSES.get(typeName);
  if (cls === undefined) throw unsupportedType(typeName, pos);
  const field = cls.fields.get(name);
  if (field === undefined) throw compileError(`field [${cls.name}, ${name}] not found`, pos);
  return constant(ctx, field.value, tagOfSType(field.type), field.type);
}

/** A declared type name (`int`, `def`, `String`, ...) as a static type; others are not supported. */
export function declaredType(name: string, pos: number): SType {
  switch (name) {
    case 'def':
    case 'int':
    case 'long':
    case 'float':
    case 'double':
    case 'boolean':
    case 'String':
    case 'Map':
    case 'List':
    case 'Object':
      return name;
    case 'HashMap':
    case 'LinkedHashMap':
      return 'Map';
    case 'ArrayList':
    case 'LinkedList':
      return 'List';
    case 'StringBuilder':
      // Deviation: held as `def` (calls dispatch on the value), so a wrong assignment fails when it runs.
      return 'def';
    default:
      throw unsupportedType(name, pos);
  }
}
