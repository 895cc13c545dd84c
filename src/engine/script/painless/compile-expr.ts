/**
 * Compiles Painless expressions into closures. Static types are checked where ES's analyzer checks them (with its
 * compile-error messages); values carry runtime tags, so `def` values follow DefMath's dynamic rules. Constant
 * operands are folded at compile time, as ES does (`1/0` is a compile error).
 */
import { JavaException, nullPointerJava } from '../script-errors';
import type { BinaryOp, Expr } from './ast';
import { atPosition, compileCastError, compileError, type CExpr, type CompileContext, type Ev } from './context';
import * as objects from './objects';
import * as longMath from './long-math';
import * as operators from './operators';
import type { ArithOp, BitOp, CompareOp, ShiftOp } from './operators';
import { compileCall, compileField, compileIndex, compileTarget, type Target } from './compile-members';
import * as state from './state';
import { ExecState } from './state';
import * as values from './values';
import type { SType } from './values';
import { STATIC_CLASSES } from './statics';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { classOf } = objects;
const { longAdd } = longMath;
const { arith, bitNot, bitwise, compare, equals, identical, negate, plus, shift } = operators;
const { TBOOL, TDOUBLE, TINT, TNULL, TOBJ, TSTRING } = state;
const { canonicalName, castValue, convertNumber, isLegalCast, isNumericSType, isReferenceSType, sTypeOfTag, tagOfSType } = values;

const OP_NAMES: Readonly<Record<string, string>> = {
  '*': 'multiply', '/': 'divide', '%': 'remainder', '+': 'add', '-': 'subtract',
  '<<': 'left shift', '>>': 'right shift', '>>>': 'unsigned shift', '&': 'and', '^': 'xor', '|': 'or',
  '==': 'equals', '===': 'reference equals', '!=': 'not equals', '!==': 'reference not equals',
  '<': 'less than', '<=': 'less than or equals', '>': 'greater than', '>=': 'greater than or equals',
};

const NUMERIC_RANK: readonly SType[] = ['int', 'long', 'float', 'double'];

/** Scratch state for folding constants at compile time. */
const FOLD_STATE = new ExecState();

export function constant(ctx: CompileContext, v: unknown, t: number, type: SType): CExpr {
  const st = ctx.st;
  return { ev: () => ((st.t = t), v), type, constant: { v, t }, statement: false, nodes: 1 };
}

/** Evaluates `fn` on constant operands now; a Java exception becomes a compile error at `pos`. */
function fold(ctx: CompileContext, pos: number, type: SType, fn: (st: ExecState) => unknown): CExpr {
  let v: unknown;
  try {
    v = fn(FOLD_STATE);
  } catch (e) {
    throw atPosition(e, pos);
  }
  return constant(ctx, v, FOLD_STATE.t, type === 'def' ? sTypeOfTag(FOLD_STATE.t) : type);
}

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
  }
}

// ---- variables and statics ---------------------------------------------------------------------------------------

function compileVariable(ctx: CompileContext, name: string, pos: number): CExpr {
  const st = ctx.st;
  switch (name) {
    case '_score':
      ctx.needsScore = true;
      return { ev: () => ((st.t = TDOUBLE), st.score), type: 'double', statement: false, nodes: 1 };
    case 'params': {
      const params = ctx.params;
      return { ev: () => ((st.t = TOBJ), params), type: 'Map', statement: false, nodes: 1 };
    }
    case 'doc': {
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

function compileStaticField(ctx: CompileContext, typeName: string, name: string, pos: number): CExpr {
  const cls = STATIC_CLASSES.get(typeName);
  if (cls === undefined) throw unsupportedType(typeName, pos);
  const field = cls.fields.get(name);
  if (field === undefined) throw compileError(`field [${cls.name}, ${name}] not found`, pos);
  return constant(ctx, field.value, tagOfSType(field.type), field.type);
}

export function unsupportedType(typeName: string, pos: number): JavaException {
  return compileError(`type [${typeName}] is not supported in Searchpad's Painless subset.`, pos);
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
      return 'Map';
    case 'ArrayList':
      return 'List';
    default:
      throw unsupportedType(name, pos);
  }
}

// ---- operators ---------------------------------------------------------------------------------------------------

function promoteNumeric(a: SType, b: SType): SType {
  return NUMERIC_RANK[Math.max(NUMERIC_RANK.indexOf(a), NUMERIC_RANK.indexOf(b))];
}

const isIntegral = (t: SType) => t === 'int' || t === 'long';

/** ES EBinary/EComp analysis: the static result type, or a compile error for operand types the operator rejects. */
function binaryType(op: BinaryOp, a: SType, b: SType, pos: number): SType {
  const comparison = op === '<' || op === '<=' || op === '>' || op === '>=';
  const equality = op === '==' || op === '!=' || op === '===' || op === '!==';
  if (a === 'def' || b === 'def') return comparison || equality ? 'boolean' : 'def';
  let ok: boolean;
  let result: SType = 'boolean';
  if (equality) {
    const ref = (t: SType) => isReferenceSType(t) || t === 'null';
    ok = (isNumericSType(a) && isNumericSType(b)) || (a === 'boolean' && b === 'boolean') || (ref(a) && ref(b));
  } else if (comparison) {
    ok = isNumericSType(a) && isNumericSType(b);
  } else if (op === '+' && (a === 'String' || b === 'String')) {
    ok = a !== 'void' && b !== 'void';
    result = 'String';
  } else if (op === '&' || op === '|' || op === '^') {
    ok = (isIntegral(a) && isIntegral(b)) || (a === 'boolean' && b === 'boolean');
    result = a === 'boolean' ? 'boolean' : promoteNumeric(a, b);
  } else if (op === '<<' || op === '>>' || op === '>>>') {
    ok = isIntegral(a) && isIntegral(b);
    result = a;
  } else {
    ok = isNumericSType(a) && isNumericSType(b);
    if (ok) result = promoteNumeric(a, b);
  }
  if (!ok) {
    throw compileCastError(
      `Cannot apply ${OP_NAMES[op]} [${op}] to types [${canonicalName(a)}] and [${canonicalName(b)}].`,
      pos,
    );
  }
  return result;
}

type BinaryFn = (a: unknown, ta: number, b: unknown, tb: number, st: ExecState) => unknown;

function binaryFn(op: BinaryOp): BinaryFn {
  switch (op) {
    case '+':
    case '-':
    case '*':
    case '/':
    case '%':
      return (a, ta, b, tb, st) => arith(op as ArithOp, a, ta, b, tb, st);
    case '&':
    case '|':
    case '^':
      return (a, ta, b, tb, st) => bitwise(op as BitOp, a, ta, b, tb, st);
    case '<<':
    case '>>':
    case '>>>':
      return (a, ta, b, tb, st) => shift(op as ShiftOp, a, ta, b, tb, st);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return (a, ta, b, tb, st) => compare(op as CompareOp, a, ta, b, tb, st);
    case '==':
      return (a, ta, b, tb, st) => ((st.t = TBOOL), equals(a, ta, b, tb));
    case '!=':
      return (a, ta, b, tb, st) => ((st.t = TBOOL), !equals(a, ta, b, tb));
    case '===':
      return (a, ta, b, tb, st) => ((st.t = TBOOL), identical(a, ta, b, tb));
    default:
      return (a, ta, b, tb, st) => ((st.t = TBOOL), !identical(a, ta, b, tb));
  }
}

export function compileBinary(ctx: CompileContext, op: BinaryOp, left: CExpr, right: CExpr, pos: number): CExpr {
  const type = binaryType(op, left.type, right.type, pos);
  const fn = binaryFn(op);
  if (left.constant && right.constant) {
    const l = left.constant;
    const r = right.constant;
    return fold(ctx, pos, type, (s) => fn(l.v, l.t, r.v, r.t, s));
  }
  const st = ctx.st;
  const L = left.ev;
  const R = right.ev;
  const ev: Ev = () => {
    const a = L();
    const ta = st.t;
    const b = R();
    const tb = st.t;
    st.pos = pos;
    return fn(a, ta, b, tb, st);
  };
  return { ev, type, statement: false, nodes: left.nodes + right.nodes + 1 };
}

/** A boolean operand: statically boolean or def (checked at runtime), else ES's cast error. */
export function requireBoolean(ctx: CompileContext, e: CExpr, pos: number): Ev {
  if (e.type === 'boolean') return e.ev;
  if (e.type !== 'def') throw compileCastError(`Cannot cast from [${canonicalName(e.type)}] to [boolean].`, pos);
  const st = ctx.st;
  const ev = e.ev;
  return () => {
    const v = ev();
    if (st.t !== TBOOL) {
      st.pos = pos;
      castValue(v, st.t, 'boolean', false, st);
    }
    return v;
  };
}

function compileLogical(ctx: CompileContext, op: '&&' | '||', left: CExpr, right: CExpr, pos: number): CExpr {
  const L = requireBoolean(ctx, left, pos);
  const R = requireBoolean(ctx, right, pos);
  if (left.constant && right.constant) {
    const v = op === '&&' ? (left.constant.v as boolean) && (right.constant.v as boolean) : (left.constant.v as boolean) || (right.constant.v as boolean);
    return constant(ctx, v, TBOOL, 'boolean');
  }
  const st = ctx.st;
  const ev: Ev =
    op === '&&'
      ? () => {
          if (!L()) return ((st.t = TBOOL), false);
          const b = R();
          st.t = TBOOL;
          return b;
        }
      : () => {
          if (L()) return ((st.t = TBOOL), true);
          const b = R();
          st.t = TBOOL;
          return b;
        };
  return { ev, type: 'boolean', statement: false, nodes: left.nodes + right.nodes + 1 };
}

function compileUnary(ctx: CompileContext, op: '-' | '+' | '!' | '~', operand: CExpr, pos: number): CExpr {
  const st = ctx.st;
  if (op === '!') {
    const ev = requireBoolean(ctx, operand, pos);
    if (operand.constant) return constant(ctx, !operand.constant.v, TBOOL, 'boolean');
    return { ev: () => ((st.t = TBOOL), !ev()), type: 'boolean', statement: false, nodes: operand.nodes + 1 };
  }
  const t = operand.type;
  const name = op === '-' ? 'negative' : op === '+' ? 'positive' : 'not';
  const ok = t === 'def' || (op === '~' ? isIntegral(t) : isNumericSType(t));
  if (!ok) throw compileCastError(`Cannot apply ${name} [${op}] to type [${canonicalName(t)}].`, pos);
  const fn = op === '-' ? negate : op === '+' ? plus : bitNot;
  if (operand.constant) {
    const c = operand.constant;
    return fold(ctx, pos, t, (s) => fn(c.v, c.t, s));
  }
  const O = operand.ev;
  const ev: Ev = () => {
    const v = O();
    st.pos = pos;
    return fn(v, st.t, st);
  };
  return { ev, type: t, statement: false, nodes: operand.nodes + 1 };
}

function compileConditional(ctx: CompileContext, test: CExpr, then: CExpr, otherwise: CExpr, pos: number): CExpr {
  const T = requireBoolean(ctx, test, pos);
  let type: SType;
  let a = then;
  let b = otherwise;
  if (isNumericSType(then.type) && isNumericSType(otherwise.type)) {
    // ES: both branches are promoted to one numeric type (`c ? 1 : 2.0` is a double).
    type = promoteNumeric(then.type, otherwise.type);
    a = coerce(ctx, then, type, false, pos);
    b = coerce(ctx, otherwise, type, false, pos);
  } else if (then.type === otherwise.type) {
    type = then.type;
  } else if (then.type === 'null' && isReferenceSType(otherwise.type)) {
    type = otherwise.type;
  } else if (otherwise.type === 'null' && isReferenceSType(then.type)) {
    type = then.type;
  } else {
    type = 'def';
  }
  const A = a.ev;
  const B = b.ev;
  const ev: Ev = () => (T() ? A() : B());
  return { ev, type, statement: false, nodes: test.nodes + then.nodes + otherwise.nodes + 1 };
}

function compileElvis(ctx: CompileContext, left: CExpr, right: CExpr, pos: number): CExpr {
  if (left.type !== 'def' && !isReferenceSType(left.type)) {
    throw compileError(
      left.type === 'null' ? 'Extraneous elvis operator. LHS is null.' : 'Extraneous elvis operator. LHS is a primitive.',
      pos,
    );
  }
  const st = ctx.st;
  const L = left.ev;
  const R = right.ev;
  const type = left.type === right.type ? left.type : 'def';
  return { ev: () => { const v = L(); return st.t === TNULL ? R() : v; }, type, statement: false, nodes: left.nodes + right.nodes + 1 };
}

// ---- casts -------------------------------------------------------------------------------------------------------

/** Converts `e` to static type `to` (ES AnalyzerCaster): compile error if illegal, runtime check from `def`. */
export function coerce(ctx: CompileContext, e: CExpr, to: SType, explicit: boolean, pos: number): CExpr {
  const from = e.type;
  if (!isLegalCast(from, to, explicit)) {
    throw compileCastError(`Cannot cast from [${canonicalName(from)}] to [${canonicalName(to)}].`, pos);
  }
  if (from === to) return e;
  if (to === 'def' || to === 'Object' || from === 'null') return { ...e, type: to };
  const st = ctx.st;
  const E = e.ev;
  if (isNumericSType(from) && isNumericSType(to)) {
    const ft = tagOfSType(from);
    const tt = tagOfSType(to);
    if (e.constant) return constant(ctx, convertNumber(e.constant.v as number, ft, tt), tt, to);
    return { ev: () => { const v = E() as number; st.t = tt; return convertNumber(v, ft, tt); }, type: to, statement: e.statement, nodes: e.nodes };
  }
  const tt = tagOfSType(to);
  const ev: Ev =
    isNumericSType(to) && !explicit
      ? () => {
          const v = E();
          const t = st.t;
          // perf: widening a def number needs no checks.
          if (t >= TINT && t <= tt) {
            st.t = tt;
            return t === tt ? v : convertNumber(v as number, t, tt);
          }
          st.pos = pos;
          return castValue(v, t, to, explicit, st);
        }
      : () => {
          const v = E();
          st.pos = pos;
          return castValue(v, st.t, to, explicit, st);
        };
  return { ev, type: to, statement: e.statement, nodes: e.nodes };
}

function compileCast(ctx: CompileContext, operand: CExpr, to: SType, pos: number): CExpr {
  return { ...coerce(ctx, operand, to, true, pos), statement: false };
}

function compileInstanceof(ctx: CompileContext, operand: CExpr, typeName: string, pos: number): CExpr {
  const st = ctx.st;
  const O = operand.ev;
  const test = instanceTest(typeName, pos);
  return { ev: () => { const v = O(); const t = st.t; st.t = TBOOL; return test(v, t); }, type: 'boolean', statement: false, nodes: operand.nodes + 1 };
}

function instanceTest(typeName: string, pos: number): (v: unknown, t: number) => boolean {
  const byTag = (tag: number) => (_v: unknown, t: number) => t === tag;
  switch (typeName) {
    case 'def':
    case 'Object':
      return (_v, t) => t !== TNULL;
    case 'Number':
      return (_v, t) => t >= 2 && t <= 5;
    case 'int':
    case 'Integer':
      return byTag(tagOfSType('int'));
    case 'long':
    case 'Long':
      return byTag(tagOfSType('long'));
    case 'float':
    case 'Float':
      return byTag(tagOfSType('float'));
    case 'double':
    case 'Double':
      return byTag(TDOUBLE);
    case 'boolean':
    case 'Boolean':
      return byTag(TBOOL);
    case 'String':
    case 'CharSequence':
      return byTag(TSTRING);
    case 'Map':
    case 'HashMap':
      return (v, t) => t === TOBJ && classOf(v, t)?.map !== undefined;
    case 'List':
    case 'ArrayList':
    case 'Collection':
    case 'Iterable':
      return (v, t) => t === TOBJ && classOf(v, t)?.list !== undefined;
    default:
      throw unsupportedType(typeName, pos);
  }
}

// ---- assignment --------------------------------------------------------------------------------------------------

const COMPOUND_OPS: Readonly<Record<string, BinaryOp>> = {
  '+=': '+', '-=': '-', '*=': '*', '/=': '/', '%=': '%', '&=': '&', '^=': '^', '|=': '|', '<<=': '<<', '>>=': '>>', '>>>=': '>>>',
};

function compileAssign(ctx: CompileContext, target: Target, op: string, value: CExpr, pos: number): CExpr {
  const st = ctx.st;
  const nodes = value.nodes + target.nodes + 1;
  if (op === '=') {
    const V = coerce(ctx, value, target.type, false, pos).ev;
    const ev: Ev = () => {
      target.prepare();
      const v = V();
      const t = st.t;
      st.pos = pos;
      target.store(v, t);
      st.t = t;
      return v;
    };
    return { ev, type: target.type, statement: true, nodes };
  }
  const bop = COMPOUND_OPS[op];
  if (target.type !== 'def') {
    const result = binaryType(bop, target.type, value.type === 'null' ? 'Object' : value.type, pos);
    if (!isLegalCast(result, target.type, true)) {
      throw compileCastError(`Cannot cast from [${canonicalName(result)}] to [${canonicalName(target.type)}].`, pos);
    }
  }
  const fn = binaryFn(bop);
  const V = value.ev;
  const type = target.type;
  if (target.slot !== undefined && isNumericSType(type)) {
    // perf: a typed numeric local: compute in the promoted type, then narrow back to the local's type.
    const slot = target.slot;
    const vals = ctx.vals;
    const tt = tagOfSType(type);
    const ev: Ev = () => {
      const cur = vals[slot];
      const v = V();
      const tv = st.t;
      st.pos = pos;
      const r = fn(cur, tt, v, tv, st);
      const out = st.t === tt ? (r as number) : convertNumber(r as number, st.t, tt);
      vals[slot] = out;
      st.t = tt;
      return out;
    };
    return { ev, type, statement: true, nodes };
  }
  const ev: Ev = () => {
    target.prepare();
    const cur = target.load();
    const tc = st.t;
    const v = V();
    const tv = st.t;
    st.pos = pos;
    let r = fn(cur, tc, v, tv, st);
    // ES: a compound assignment casts the result back to the target's type, explicitly.
    if (type !== 'def') r = castValue(r, st.t, type, true, st);
    const tr = st.t;
    target.store(r, tr);
    st.t = tr;
    return r;
  };
  return { ev, type, statement: true, nodes };
}

function compileIncDec(ctx: CompileContext, target: Target, op: '++' | '--', prefix: boolean, pos: number): CExpr {
  const st = ctx.st;
  const type = target.type;
  if (type !== 'def' && !isNumericSType(type)) {
    throw compileCastError(`Cannot apply ${op === '++' ? 'add [+]' : 'subtract [-]'} to types [${canonicalName(type)}] and [int].`, pos);
  }
  const aop: ArithOp = op === '++' ? '+' : '-';
  if (target.slot !== undefined && isNumericSType(type)) {
    // perf: a typed local always holds its own type, so the update is one Java-typed add.
    const slot = target.slot;
    const vals = ctx.vals;
    const tt = tagOfSType(type);
    const delta = op === '++' ? 1 : -1;
    const step: (x: number) => number =
      type === 'int' ? (x) => (x + delta) | 0 : type === 'long' ? (x) => longAdd(x, delta) : type === 'float' ? (x) => Math.fround(x + delta) : (x) => x + delta;
    return {
      ev: () => {
        const cur = vals[slot] as number;
        const r = step(cur);
        vals[slot] = r;
        st.t = tt;
        return prefix ? r : cur;
      },
      type,
      statement: true,
      nodes: 2,
    };
  }
  const ev: Ev = () => {
    target.prepare();
    const cur = target.load();
    const tc = st.t;
    st.pos = pos;
    if (tc === TNULL) throw nullPointerJava();
    let r = arith(aop, cur, tc, 1, TINT, st);
    if (type !== 'def') r = castValue(r, st.t, type, true, st);
    const tr = st.t;
    target.store(r, tr);
    if (prefix) {
      st.t = tr;
      return r;
    }
    st.t = tc;
    return cur;
  };
  return { ev, type, statement: true, nodes: target.nodes + 1 };
}

