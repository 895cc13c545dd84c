/**
 * Casts (ES AnalyzerCaster): implicit conversions at assignments, arguments and returns, explicit `(type)` casts,
 * and `instanceof`. Illegal static casts are compile errors; casts from `def` are checked at runtime.
 */
import { compileCastError, type CExpr, type CompileContext, type Ev } from './context';
import { constant, unsupportedType } from './compile-constants';
import * as objects from './objects';
import * as state from './state';
import * as values from './values';
import type { SType } from './values';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { classOf } = objects;
const { TBOOL, TDOUBLE, TINT, TNULL, TOBJ, TSTRING } = state;
const { canonicalName, castValue, convertNumber, isLegalCast, isNumericSType, tagOfSType } = values;

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

export function compileCast(ctx: CompileContext, operand: CExpr, to: SType, pos: number): CExpr {
  return { ...coerce(ctx, operand, to, true, pos), statement: false };
}

export function compileInstanceof(ctx: CompileContext, operand: CExpr, typeName: string, pos: number): CExpr {
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
