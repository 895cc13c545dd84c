/**
 * `java.lang.Math` as Painless whitelists it (one double signature per name) and Lucene expressions' function table.
 * JS and Java agree on IEEE special cases (pow, hypot, signum, floor/ceil of -0.0); transcendental functions may differ
 * by about 1 ulp, which vanishes once a score is rounded to float32. `Math.random` is excluded (results must be stable).
 */

export interface JavaMathFunction {
  readonly arity: number;
  /** Painless: `round` returns long, everything else double. */
  readonly returns: 'double' | 'long';
  readonly fn: (a: number, b: number) => number;
}

const LONG_MAX_AS_DOUBLE = 9223372036854775807;

/** Java `Math.round(double)`: floor(x + 0.5) computed exactly, NaN to 0, saturating at the long range. */
export function javaRound(x: number): number {
  if (Number.isNaN(x)) return 0;
  // ES: Java 8+ rounds half up without the x + 0.5 double-rounding error; JS Math.round does the same.
  const r = Math.round(x);
  if (r >= LONG_MAX_AS_DOUBLE) return LONG_MAX_AS_DOUBLE;
  if (r <= -LONG_MAX_AS_DOUBLE) return -LONG_MAX_AS_DOUBLE;
  return r === 0 ? 0 : r;
}

/** Java `Math.rint`: round half to even. */
function rint(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const f = Math.floor(x);
  const diff = x - f;
  let r: number;
  if (diff > 0.5) r = f + 1;
  else if (diff < 0.5) r = f;
  else r = f % 2 === 0 ? f : f + 1;
  return r === 0 ? (x < 0 ? -0 : 0) : r;
}

const f1 = (fn: (a: number) => number): JavaMathFunction => ({ arity: 1, returns: 'double', fn: (a) => fn(a) });
const f2 = (fn: (a: number, b: number) => number): JavaMathFunction => ({ arity: 2, returns: 'double', fn });

/** Painless `Math.<name>(...)`, keyed `name/arity`. */
export const PAINLESS_MATH: ReadonlyMap<string, JavaMathFunction> = new Map<string, JavaMathFunction>([
  ['abs/1', f1(Math.abs)],
  ['acos/1', f1(Math.acos)],
  ['asin/1', f1(Math.asin)],
  ['atan/1', f1(Math.atan)],
  ['atan2/2', f2(Math.atan2)],
  ['cbrt/1', f1(Math.cbrt)],
  ['ceil/1', f1(Math.ceil)],
  ['cos/1', f1(Math.cos)],
  ['cosh/1', f1(Math.cosh)],
  ['exp/1', f1(Math.exp)],
  ['expm1/1', f1(Math.expm1)],
  ['floor/1', f1(Math.floor)],
  ['hypot/2', f2(Math.hypot)],
  ['log/1', f1(Math.log)],
  ['log10/1', f1(Math.log10)],
  ['log1p/1', f1(Math.log1p)],
  ['max/2', f2(javaMax)],
  ['min/2', f2(javaMin)],
  ['pow/2', f2(Math.pow)],
  ['rint/1', f1(rint)],
  ['round/1', { arity: 1, returns: 'long', fn: (a) => javaRound(a) }],
  ['signum/1', f1(Math.sign)],
  ['sin/1', f1(Math.sin)],
  ['sinh/1', f1(Math.sinh)],
  ['sqrt/1', f1(Math.sqrt)],
  ['tan/1', f1(Math.tan)],
  ['tanh/1', f1(Math.tanh)],
  ['toDegrees/1', f1((a) => (a * 180) / Math.PI)],
  ['toRadians/1', f1((a) => (a / 180) * Math.PI)],
]);

/** Painless `Math.E`, `Math.PI`. */
export const PAINLESS_MATH_FIELDS: ReadonlyMap<string, number> = new Map([
  ['E', Math.E],
  ['PI', Math.PI],
]);

/** Java `Math.max(double,double)`: NaN wins, and +0.0 is greater than -0.0 (JS Math.max agrees). */
function javaMax(a: number, b: number): number {
  return Math.max(a, b);
}

function javaMin(a: number, b: number): number {
  return Math.min(a, b);
}

/** Lucene `MathUtil.asinh`, `acosh`, `atanh`, `log(base, x)` as Lucene 7 computes them. */
function luceneAsinh(a: number): number {
  const sign = a < 0 ? -1 : a > 0 ? 1 : 0;
  const x = Math.abs(a);
  return sign === 0 ? a : sign * Math.log(Math.sqrt(x * x + 1) + x);
}
function luceneAcosh(a: number): number {
  return Math.log(Math.sqrt(a * a - 1) + a);
}
function luceneAtanh(a: number): number {
  const sign = a < 0 ? -1 : a > 0 ? 1 : 0;
  const x = Math.abs(a);
  return sign === 0 ? a : sign * 0.5 * Math.log((1 + x) / (1 - x));
}

/** Earth's mean radius Lucene 7 uses for haversin, in kilometres. Deviation: exact trig instead of SloppyMath tables. */
const EARTH_MEAN_RADIUS_KM = 6371.0087714;

function haversinKilometers(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface ExpressionFunction {
  readonly arity: number;
  readonly fn: (args: Float64Array) => number;
}

const e1 = (fn: (a: number) => number): ExpressionFunction => ({ arity: 1, fn: (v) => fn(v[0]) });
const e2 = (fn: (a: number, b: number) => number): ExpressionFunction => ({ arity: 2, fn: (v) => fn(v[0], v[1]) });

/** Lucene 7 `JavascriptCompiler.DEFAULT_FUNCTIONS` (lang `expression`): bare names, fixed arities. */
export const EXPRESSION_FUNCTIONS: ReadonlyMap<string, ExpressionFunction> = new Map<string, ExpressionFunction>([
  ['abs', e1(Math.abs)],
  ['acos', e1(Math.acos)],
  ['acosh', e1(luceneAcosh)],
  ['asin', e1(Math.asin)],
  ['asinh', e1(luceneAsinh)],
  ['atan', e1(Math.atan)],
  ['atan2', e2(Math.atan2)],
  ['atanh', e1(luceneAtanh)],
  ['ceil', e1(Math.ceil)],
  ['cos', e1(Math.cos)],
  ['cosh', e1(Math.cosh)],
  ['exp', e1(Math.exp)],
  ['floor', e1(Math.floor)],
  ['haversin', { arity: 4, fn: (v) => haversinKilometers(v[0], v[1], v[2], v[3]) }],
  ['ln', e1(Math.log)],
  ['log10', e1(Math.log10)],
  ['logn', e2((base, x) => Math.log(x) / Math.log(base))],
  ['max', e2(javaMax)],
  ['min', e2(javaMin)],
  ['pow', e2(Math.pow)],
  ['sin', e1(Math.sin)],
  ['sinh', e1(Math.sinh)],
  ['sqrt', e1(Math.sqrt)],
  ['tan', e1(Math.tan)],
  ['tanh', e1(Math.tanh)],
]);
