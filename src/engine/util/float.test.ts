import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { javaFloatToString, shortestFloat32 } from './float';

/** The definition: the fewest digits, each candidate read back from toPrecision's text. */
function byToPrecision(v: number): number {
  let n = Number(v.toPrecision(8));
  if (Math.fround(n) !== v) return Number(v.toPrecision(9));
  for (let p = 7; p >= 1; p--) {
    const m = Number(v.toPrecision(p));
    if (Math.fround(m) !== v) return n;
    n = m;
  }
  return n;
}

const bits = new Int32Array(1);
const asFloat = new Float32Array(bits.buffer);
function floatOfBits(b: number): number {
  bits[0] = b;
  return asFloat[0];
}

describe('shortestFloat32', () => {
  it('equals the toPrecision definition on every float32 bit pattern it is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -0x7f7fffff - 1, max: 0x7f7fffff }), (b) => {
        const v = floatOfBits(b);
        if (!Number.isFinite(v) || v === 0) return;
        expect(shortestFloat32(v)).toBe(byToPrecision(v));
      }),
      { numRuns: 200_000 },
    );
  });

  it('equals it on a dense run of scores (0.01 to 100, every 2,317th float32) and near powers of ten', () => {
    for (let b = 0x3c23d70a; b < 0x42c80000; b += 7 * 331) {
      const v = floatOfBits(b);
      expect(shortestFloat32(v)).toBe(byToPrecision(v));
    }
    for (let e = -30; e <= 30; e++) {
      const p = Math.fround(10 ** e);
      for (let d = -50; d <= 50; d++) {
        bits[0] = 0;
        asFloat[0] = p;
        const v = floatOfBits(bits[0] + d);
        if (v > 0 && Number.isFinite(v)) expect(shortestFloat32(v)).toBe(byToPrecision(v));
      }
    }
  });

  it('prints as Java does', () => {
    expect(javaFloatToString(Math.fround(0.1))).toBe('0.1');
    expect(javaFloatToString(Math.fround(1.3862944))).toBe('1.3862944');
    expect(javaFloatToString(Math.fround(1e10))).toBe('1.0E10');
    expect(javaFloatToString(Math.fround(-2.5e-5))).toBe('-2.5E-5');
    expect(javaFloatToString(100)).toBe('100.0');
  });
});
