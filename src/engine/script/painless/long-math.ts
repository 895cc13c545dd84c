/**
 * Java `long` arithmetic on JS numbers. Longs are stored as doubles: exact for |x| <= 2^53 (every realistic id,
 * count and epoch millis), and above that the nearest double. Results that leave the safe range are recomputed with
 * BigInt and wrapped to 64 bits like Java, then stored as the nearest double again. Divisors of zero are the caller's check.
 */

const SAFE_DIVIDEND = 2 ** 52;

const wrap = (x: bigint) => Number(BigInt.asIntN(64, x));

export function longAdd(a: number, b: number): number {
  const r = a + b;
  return Number.isSafeInteger(r) ? r : wrap(BigInt(a) + BigInt(b));
}

export function longSub(a: number, b: number): number {
  const r = a - b;
  return Number.isSafeInteger(r) ? r + 0 : wrap(BigInt(a) - BigInt(b));
}

export function longMul(a: number, b: number): number {
  const r = a * b;
  return Number.isSafeInteger(r) ? r + 0 : wrap(BigInt(a) * BigInt(b));
}

export function longDiv(a: number, b: number): number {
  // perf: below 2^52 the double quotient cannot round across an integer, so truncating it is exact.
  if (Math.abs(a) <= SAFE_DIVIDEND && Math.abs(b) <= SAFE_DIVIDEND) return Math.trunc(a / b) + 0;
  return wrap(BigInt(a) / BigInt(b));
}

export function longRem(a: number, b: number): number {
  if (Number.isSafeInteger(a) && Number.isSafeInteger(b)) return (a % b) + 0;
  return wrap(BigInt(a) % BigInt(b));
}

export function longNeg(a: number): number {
  return Number.isSafeInteger(a) ? 0 - a : wrap(-BigInt(a));
}

const inInt32 = (x: number) => x >= -2147483648 && x <= 2147483647;

export function longAnd(a: number, b: number): number {
  return inInt32(a) && inInt32(b) ? a & b : wrap(BigInt(a) & BigInt(b));
}

export function longOr(a: number, b: number): number {
  return inInt32(a) && inInt32(b) ? a | b : wrap(BigInt(a) | BigInt(b));
}

export function longXor(a: number, b: number): number {
  return inInt32(a) && inInt32(b) ? a ^ b : wrap(BigInt(a) ^ BigInt(b));
}

export function longNot(a: number): number {
  return inInt32(a) ? ~a : wrap(~BigInt(a));
}

/** Java `<<`, `>>`, `>>>` on a long: the distance uses its low 6 bits. */
export function longShift(op: '<<' | '>>' | '>>>', a: number, distance: number): number {
  const n = BigInt(distance & 63);
  const x = BigInt(a);
  if (op === '<<') return wrap(x << n);
  if (op === '>>') return wrap(x >> n);
  return wrap(BigInt.asUintN(64, x) >> n);
}

/** Java `(long) d` for a double: truncation, NaN to 0, saturating at the long range. */
export function doubleToLong(d: number): number {
  if (Number.isNaN(d)) return 0;
  if (d >= 9223372036854775807) return 9223372036854775807;
  if (d <= -9223372036854775808) return -9223372036854775808;
  return Math.trunc(d) + 0;
}

/** Java `(int) d` for a double: truncation, NaN to 0, saturating at the int range. */
export function doubleToInt(d: number): number {
  if (Number.isNaN(d)) return 0;
  if (d >= 2147483647) return 2147483647;
  if (d <= -2147483648) return -2147483648;
  return Math.trunc(d) | 0;
}

/** Java `(int) l` for a long: keeps the low 32 bits. */
export function longToInt(l: number): number {
  return Number.isSafeInteger(l) ? l | 0 : Number(BigInt.asIntN(32, BigInt(l)));
}
