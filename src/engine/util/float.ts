/** Float32 helpers: Lucene computes scores in Java `float`; every step must round like it. */
export const f32 = Math.fround;

const f32buf = new Float32Array(1);
const i32view = new Int32Array(f32buf.buffer);

export function floatToIntBits(x: number): number {
  f32buf[0] = x;
  return i32view[0];
}

/**
 * Java's `Float.toString`: shortest digits that round-trip to the same float32, plain decimal for
 * 1e-3 <= |x| < 1e7 (at least one fractional digit), otherwise `d.dddE±n` without '+'.
 */
export function javaFloatToString(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const n = shortestFloat32(Math.fround(x));
  const abs = Math.abs(n);
  if (abs >= 1e-3 && abs < 1e7) {
    let s = String(n);
    if (s.includes('e')) s = n.toFixed(20).replace(/0+$/, '');
    if (!s.includes('.')) s += '.0';
    return s;
  }
  // Scientific: mantissa with at least one fractional digit.
  const [mant, exp] = n.toExponential().split('e');
  const m = mant.includes('.') ? mant : `${mant}.0`;
  return `${m}E${Number(exp)}`;
}

/** 10^0 .. 10^22: every one exact in a double, so a product or quotient with one rounds once. */
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * The value of the fewest significant digits that round-trip to the same float32 (v finite, not 0).
 * If p digits round-trip, p + 1 do too (a p-digit decimal is a (p+1)-digit one), so the search starts at
 * 8 digits, what most floats need, and walks down. Each candidate is what `Number(v.toPrecision(p))`
 * gives, computed in arithmetic (a score is printed for every hit: toPrecision costs more than a query).
 */
export function shortestFloat32(v: number): number {
  let n = roundToDigits(v, 8);
  if (Math.fround(n) !== v) return roundToDigits(v, 9);
  for (let p = 7; p >= 1; p--) {
    const m = roundToDigits(v, p);
    if (Math.fround(m) !== v) return n;
    n = m;
  }
  return n;
}

/**
 * `Number(v.toPrecision(p))` (p <= 9): the p-digit integer m nearest to |v| * 10^k, then m / 10^k,
 * which IEEE division rounds to the double nearest the decimal, as parsing its digits does. Where the
 * product's one rounding could pick another m (a near tie) or 10^k is not exact, toPrecision decides.
 */
function roundToDigits(v: number, p: number): number {
  const a = Math.abs(v);
  const k = p - 1 - Math.floor(Math.log10(a));
  if (k < -22 || k > 22) return Number(v.toPrecision(p));
  const x = k >= 0 ? a * POW10[k] : a / POW10[-k];
  const m = Math.round(x);
  // Off by a digit (log10 rounded across a power of ten) or too near a tie: leave it to toPrecision.
  if (m < POW10[p - 1] || m > POW10[p] || Math.abs(Math.abs(x - m) - 0.5) < 1e-6) return Number(v.toPrecision(p));
  const n = k >= 0 ? m / POW10[k] : m * POW10[-k];
  return v < 0 ? -n : n;
}

/** The last score converted (a response's max_score is its first hit's score). */
let lastScore = NaN;
let lastJson = NaN;

/** A float32 score as the JSON number ES prints (Java's Float.toString digits). */
export function scoreToJson(x: number): number | null {
  if (Number.isNaN(x)) return null;
  const v = Math.fround(x);
  if (v === 0 || !Number.isFinite(v)) return v;
  if (v !== lastScore) {
    lastScore = v;
    lastJson = shortestFloat32(v);
  }
  return lastJson;
}

