import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HdrSketch } from './hdr';

describe('HDR percentiles', () => {
  it("gives ES 6.8's values: the highest value equivalent to the bucket reaching the percentile", () => {
    const h = new HdrSketch(3);
    for (const v of [151, 51, 101, 1]) h.add(v);
    expect([1, 25, 50, 75, 95].map((p) => h.valueAt(p))).toEqual([1, 1, 51.0302734375, 101.0615234375, 151.1240234375]);
    expect(h.rankOf(51)).toBe(50);
  });

  it('property: shards merged equal one sketch of all values, and values are within the precision', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0.001, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 50 }), fc.integer({ min: 1, max: 99 }), (values, p) => {
      const whole = new HdrSketch(3);
      const a = new HdrSketch(3);
      const b = new HdrSketch(3);
      values.forEach((v, i) => {
        whole.add(v);
        (i % 2 ? a : b).add(v);
      });
      a.merge(b);
      expect(a.valueAt(p)).toBe(whole.valueAt(p));
      // the reported value is never below the true order statistic and within 0.1% above its bucket
      const sorted = [...values].sort((x, y) => x - y);
      const exact = sorted[Math.max(0, Math.trunc((p / 100) * values.length + 0.5) - 1)];
      expect(whole.valueAt(p)).toBeGreaterThanOrEqual(exact * (1 - 1e-3) - 1e-9);
      expect(whole.valueAt(p)).toBeLessThanOrEqual(exact * (1 + 2e-3) + 1e-3);
    }));
  });

  it('refuses negative values as the shard failure ES reports', () => {
    expect(() => new HdrSketch(3).add(-1)).toThrow('Negative values cannot be recorded');
  });
});
