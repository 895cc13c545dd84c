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

/**
 * The value of the fewest significant digits that round-trip to the same float32 (v finite, not 0).
 * If p digits round-trip, p + 1 do too (a p-digit decimal is a (p+1)-digit one), so the search starts at
 * 8 digits, what most floats need, and walks down.
 */
function shortestFloat32(v: number): number {
  let n = Number(v.toPrecision(8));
  if (Math.fround(n) !== v) return Number(v.toPrecision(9));
  for (let p = 7; p >= 1; p--) {
    const m = Number(v.toPrecision(p));
    if (Math.fround(m) !== v) return n;
    n = m;
  }
  return n;
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

