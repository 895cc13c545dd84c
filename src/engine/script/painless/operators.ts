/**
 * Painless operators on tagged values with Java semantics: binary numeric promotion (int < long < float < double),
 * int overflow wrapping, integer division and `/ by zero`, float rounding, String concatenation, `==` as `equals`
 * (ES `DefMath`), and the errors DefMath raises for other operand types. Each function leaves the result tag in `st.t`.
 */
import * as limits from '../limits';
import { JavaException, arithmeticJava, classCastJava, nullPointerJava } from '../script-errors';
import * as longMath from './long-math';
import type { Long } from './long-math';
import * as state from './state';
import type { ExecState } from './state';
import * as values from './values';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { MAX_STRING_LENGTH } = limits;
const { longAdd, longAnd, longDiv, longMul, longNeg, longNot, longOr, longRem, longShift, longSub, longXor, longToInt } = longMath;
const { TBOOL, TFLOAT, TINT, TLONG, TNULL, TOBJ, TSTRING, isNumericTag } = state;
const { convertNumber, javaClassName, javaToString } = values;

export type ArithOp = '+' | '-' | '*' | '/' | '%';
export type BitOp = '&' | '|' | '^';
export type ShiftOp = '<<' | '>>' | '>>>';
export type CompareOp = '<' | '<=' | '>' | '>=';

/** DefMath's error for operands an operator cannot take; a null operand fails first with a NullPointerException. */
export function cannotApply(op: string, a: unknown, ta: number, b: unknown, tb: number): JavaException {
  if (ta === TNULL || tb === TNULL) return nullPointerJava();
  return classCastJava(`Cannot apply [${op}] operation to types [${javaClassName(a, ta)}] and [${javaClassName(b, tb)}].`);
}

export function arith(op: ArithOp, a: unknown, ta: number, b: unknown, tb: number, st: ExecState): unknown {
  if (op === '+' && (ta === TSTRING || tb === TSTRING)) return concat(a, ta, b, tb, st);
  if (!isNumericTag(ta) || !isNumericTag(tb)) throw cannotApply(op, a, ta, b, tb);
  const t = ta > tb ? ta : tb;
  const x = convertNumber(a as Long, ta, t);
  const y = convertNumber(b as Long, tb, t);
  st.t = t;
  switch (t) {
    case TINT:
      return intArith(op, x as number, y as number);
    case TLONG:
      return longArith(op, x, y);
    case TFLOAT:
      return Math.fround(doubleArith(op, x as number, y as number));
    default:
      return doubleArith(op, x as number, y as number);
  }
}

function intArith(op: ArithOp, x: number, y: number): number {
  switch (op) {
    case '+':
      return (x + y) | 0;
    case '-':
      return (x - y) | 0;
    case '*':
      return Math.imul(x, y);
    case '/':
      if (y === 0) throw arithmeticJava('/ by zero');
      return (x / y) | 0;
    default:
      if (y === 0) throw arithmeticJava('/ by zero');
      return (x % y) | 0;
  }
}

function longArith(op: ArithOp, x: Long, y: Long): Long {
  switch (op) {
    case '+':
      return longAdd(x, y);
    case '-':
      return longSub(x, y);
    case '*':
      return longMul(x, y);
    case '/':
      if (y === 0) throw arithmeticJava('/ by zero');
      return longDiv(x, y);
    default:
      if (y === 0) throw arithmeticJava('/ by zero');
      return longRem(x, y);
  }
}

function doubleArith(op: ArithOp, x: number, y: number): number {
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return x / y;
    default:
      // ES: Java's % on doubles is C's fmod, which JS % also is.
      return x % y;
  }
}

export function concat(a: unknown, ta: number, b: unknown, tb: number, st: ExecState): string {
  const left = javaToString(a, ta, st);
  const right = javaToString(b, tb, st);
  if (left.length + right.length > MAX_STRING_LENGTH) {
    throw new JavaException('out_of_memory_error', `a script string may not exceed [${MAX_STRING_LENGTH}] characters`);
  }
  st.t = TSTRING;
  return left + right;
}

export function bitwise(op: BitOp, a: unknown, ta: number, b: unknown, tb: number, st: ExecState): unknown {
  if (ta === TBOOL && tb === TBOOL) {
    st.t = TBOOL;
    if (op === '&') return (a as boolean) && (b as boolean);
    if (op === '|') return (a as boolean) || (b as boolean);
    return a !== b;
  }
  if ((ta !== TINT && ta !== TLONG) || (tb !== TINT && tb !== TLONG)) throw cannotApply(op, a, ta, b, tb);
  const x = a as Long;
  const y = b as Long;
  if (ta === TINT && tb === TINT) {
    st.t = TINT;
    return op === '&' ? (x as number) & (y as number) : op === '|' ? (x as number) | (y as number) : (x as number) ^ (y as number);
  }
  st.t = TLONG;
  return op === '&' ? longAnd(x, y) : op === '|' ? longOr(x, y) : longXor(x, y);
}

/** Java shifts: the result has the (unary-promoted) type of the left operand; the distance is an int or long. */
export function shift(op: ShiftOp, a: unknown, ta: number, b: unknown, tb: number, st: ExecState): Long {
  if ((ta !== TINT && ta !== TLONG) || (tb !== TINT && tb !== TLONG)) throw cannotApply(op, a, ta, b, tb);
  const d = tb === TLONG ? longToInt(b as Long) : (b as number);
  if (ta === TINT) {
    const x = a as number;
    st.t = TINT;
    return op === '<<' ? x << d : op === '>>' ? x >> d : (x >>> d) | 0;
  }
  st.t = TLONG;
  return longShift(op, a as Long, d);
}

export function compare(op: CompareOp, a: unknown, ta: number, b: unknown, tb: number, st: ExecState): boolean {
  if (!isNumericTag(ta) || !isNumericTag(tb)) throw cannotApply(op, a, ta, b, tb);
  const t = ta > tb ? ta : tb;
  // A long past 2^53 is a bigint: JS compares it with a number exactly.
  const x = convertNumber(a as Long, ta, t);
  const y = convertNumber(b as Long, tb, t);
  st.t = TBOOL;
  switch (op) {
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    default:
      return x >= y;
  }
}

/** `==` (ES: `equals` for references, promoted comparison for numbers, both null is equal). */
export function equals(a: unknown, ta: number, b: unknown, tb: number): boolean {
  if (ta === TNULL || tb === TNULL) return ta === tb;
  if (isNumericTag(ta) && isNumericTag(tb)) {
    const t = ta > tb ? ta : tb;
    // Longs have one spelling each (long-math.ts), so `===` is Java's `==`.
    return convertNumber(a as Long, ta, t) === convertNumber(b as Long, tb, t);
  }
  if (ta === TOBJ && tb === TOBJ) {
    const eq = (a as { cls: { methods: ReadonlyMap<string, unknown> } }).cls.methods.get('equals/1');
    if (eq) return (eq as (s: unknown, args: unknown[], tags: Uint8Array) => boolean)(a, [b], Uint8Array.of(tb));
    return a === b;
  }
  return ta === tb && a === b;
}

/** `===` (reference equality): primitives compare like `==` after boxing into the same value. */
export function identical(a: unknown, ta: number, b: unknown, tb: number): boolean {
  if (ta === TOBJ || tb === TOBJ) return a === b;
  return ta === tb && a === b;
}

export function negate(a: unknown, ta: number, st: ExecState): Long {
  if (!isNumericTag(ta)) throw unaryFailure('-', a, ta);
  st.t = ta;
  if (ta === TINT) return (0 - (a as number)) | 0;
  if (ta === TLONG) return longNeg(a as Long);
  return -(a as number);
}

export function plus(a: unknown, ta: number, st: ExecState): Long {
  if (!isNumericTag(ta)) throw unaryFailure('+', a, ta);
  st.t = ta;
  return a as Long;
}

export function bitNot(a: unknown, ta: number, st: ExecState): Long {
  if (ta !== TINT && ta !== TLONG) throw unaryFailure('~', a, ta);
  st.t = ta;
  return ta === TINT ? ~(a as number) : longNot(a as Long);
}

function unaryFailure(op: string, a: unknown, ta: number): JavaException {
  if (ta === TNULL) return nullPointerJava();
  return classCastJava(`Cannot apply [${op}] operation to type [${javaClassName(a, ta)}].`);
}
