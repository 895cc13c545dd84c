/**
 * Java `long` arithmetic, exact. A long has one spelling (`Long`): a JS number when it is a safe integer
 * (|x| <= 2^53 - 1: every realistic id, count and epoch millis, and the fast path), else a bigint. With one spelling
 * per value, `===` is Java's `==` on longs, and `<` compares a number and a bigint exactly. Results are computed with
 * doubles while they stay safe, else with BigInt wrapped to 64 bits as Java wraps. Divisors of zero are the caller's
 * check.
 */

export type Long = number | bigint;

export const LONG_MAX = 9223372036854775807n;
export const LONG_MIN = -9223372036854775808n;
const SAFE_DIVIDEND = 2 ** 52;

/** The one spelling of the 64-bit two's complement value of `x`. */
export function toLong(x: bigint): Long {
  const w = BigInt.asIntN(64, x);
  return w >= -9007199254740991n && w <= 9007199254740991n ? Number(w) : w;
}

const big = (a: Long): bigint => (typeof a === 'bigint' ? a : BigInt(a));

export function longAdd(a: Long, b: Long): Long {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a + b;
    if (Number.isSafeInteger(r)) return r;
  }
  return toLong(big(a) + big(b));
}

export function longSub(a: Long, b: Long): Long {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a - b;
    if (Number.isSafeInteger(r)) return r + 0;
  }
  return toLong(big(a) - big(b));
}

export function longMul(a: Long, b: Long): Long {
  if (typeof a === 'number' && typeof b === 'number') {
    // A product past 2^53 rounds to a double past 2^53 too: a safe result is exact.
    const r = a * b;
    if (Number.isSafeInteger(r)) return r + 0;
  }
  return toLong(big(a) * big(b));
}

/** Java `/` on longs: truncating, and Long.MIN_VALUE / -1 wraps to Long.MIN_VALUE. */
export function longDiv(a: Long, b: Long): Long {
  // perf: below 2^52 the double quotient cannot round across an integer, so truncating it is exact.
  if (typeof a === 'number' && typeof b === 'number' && Math.abs(a) <= SAFE_DIVIDEND && Math.abs(b) <= SAFE_DIVIDEND) {
    return Math.trunc(a / b) + 0;
  }
  return toLong(big(a) / big(b));
}

/** Java `%` on longs: the sign of the dividend (JS `%` on safe integers is exact). */
export function longRem(a: Long, b: Long): Long {
  if (typeof a === 'number' && typeof b === 'number') return (a % b) + 0;
  return toLong(big(a) % big(b));
}

export function longNeg(a: Long): Long {
  return typeof a === 'number' ? 0 - a : toLong(-a);
}

const inInt32 = (x: Long) => typeof x === 'number' && x >= -2147483648 && x <= 2147483647;

export function longAnd(a: Long, b: Long): Long {
  return inInt32(a) && inInt32(b) ? (a as number) & (b as number) : toLong(big(a) & big(b));
}

export function longOr(a: Long, b: Long): Long {
  return inInt32(a) && inInt32(b) ? (a as number) | (b as number) : toLong(big(a) | big(b));
}

export function longXor(a: Long, b: Long): Long {
  return inInt32(a) && inInt32(b) ? (a as number) ^ (b as number) : toLong(big(a) ^ big(b));
}

export function longNot(a: Long): Long {
  return inInt32(a) ? ~(a as number) : toLong(~big(a));
}

/** Java `<<`, `>>`, `>>>` on a long: the distance uses its low 6 bits. */
export function longShift(op: '<<' | '>>' | '>>>', a: Long, distance: number): Long {
  const n = BigInt(distance & 63);
  const x = big(a);
  if (op === '<<') return toLong(x << n);
  if (op === '>>') return toLong(x >> n);
  return toLong(BigInt.asUintN(64, x) >> n);
}

/** Java `(long) d` for a double: truncation, NaN to 0, saturating at the long range. */
export function doubleToLong(d: number): Long {
  if (Number.isNaN(d)) return 0;
  if (d >= 9223372036854775807) return LONG_MAX;
  if (d <= -9223372036854775808) return LONG_MIN;
  const t = Math.trunc(d) + 0;
  // A double past 2^53 is an integer: BigInt reads it exactly.
  return Number.isSafeInteger(t) ? t : BigInt(t);
}

/** Java `(int) d` for a double: truncation, NaN to 0, saturating at the int range. */
export function doubleToInt(d: number): number {
  if (Number.isNaN(d)) return 0;
  if (d >= 2147483647) return 2147483647;
  if (d <= -2147483648) return -2147483648;
  return Math.trunc(d) | 0;
}

/** Java `(int) l` for a long: keeps the low 32 bits. */
export function longToInt(l: Long): number {
  // ToInt32 of an integral double is exact modulo 2^32.
  return typeof l === 'number' ? l | 0 : Number(BigInt.asIntN(32, l));
}

/** Java `(double) l`: the nearest double, ties to even (as `Number(bigint)` rounds). */
export function longToDouble(l: Long): number {
  return typeof l === 'number' ? l : Number(l);
}

/**
 * Java `(float) l`: the nearest float, rounded once. Rounding a bigint to a double first and then to a float could
 * round twice; rounding to 53 bits "to odd" (the lost bits folded into the last one) and then to 24 is exact.
 */
export function longToFloat(l: Long): number {
  if (typeof l === 'number') return Math.fround(l);
  const neg = l < 0n;
  const m = neg ? -l : l;
  const shift = m.toString(2).length - 53;
  if (shift <= 0) return Math.fround(Number(l));
  let hi = m >> BigInt(shift);
  if ((m & ((1n << BigInt(shift)) - 1n)) !== 0n) hi |= 1n;
  const d = Number(hi) * 2 ** shift;
  return Math.fround(neg ? -d : d);
}

/** A long as Java prints it. */
export const longToString = (l: Long): string => String(l);
