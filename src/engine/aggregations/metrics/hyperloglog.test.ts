// HyperLogLog++ as ES 6.8's HyperLogLogPlusPlus (facts from its source and HyperLogLogPlusPlusTests): the
// precision from a threshold, the encoded hashes, linear counting below the load threshold, the bias tables.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fmix64, murmur3x64h1 } from '../../util/murmur3-128';
import { BIAS_DATA, RAW_ESTIMATE_DATA, THRESHOLDS } from './hll-bias-data';
import { DEFAULT_PRECISION, encodeHash, HyperLogLog, precisionFromThreshold } from './hyperloglog';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

const hashOf = (i: number) => fmix64(BigInt(i));

describe('HyperLogLog++ data', () => {
  it('every raw estimate minus its bias is a true cardinality on the precision\'s grid (1, then steps of about m/40)', () => {
    expect(RAW_ESTIMATE_DATA).toHaveLength(15);
    expect(THRESHOLDS).toHaveLength(15);
    for (let p = 4; p <= 18; p++) {
      const raw = RAW_ESTIMATE_DATA[p - 4];
      const bias = BIAS_DATA[p - 4];
      expect(bias).toHaveLength(raw.length);
      const truth = raw.map((r, i) => Math.round((r - bias[i]) * 1e6) / 1e6);
      expect(truth[0]).toBe(1);
      for (const t of truth) expect(Number.isInteger(t)).toBe(true);
      const steps = new Set(truth.slice(2).map((t, i) => t - truth[i + 1]));
      expect(steps.size).toBeLessThanOrEqual(2);
      const [a, b] = [...steps].sort((x, y) => x - y);
      if (b !== undefined) expect(b - a).toBe(1);
    }
  });
});

describe('HyperLogLog++', () => {
  it('precisionFromThreshold: bitsRequired(ceil(count / 0.75) × 4), in [4, 18]', () => {
    expect(precisionFromThreshold(3000)).toBe(14);
    expect(precisionFromThreshold(100)).toBe(10);
    expect(precisionFromThreshold(0)).toBe(4);
    expect(precisionFromThreshold(40000)).toBe(18);
    expect(precisionFromThreshold(1_000_000)).toBe(18);
    expect(DEFAULT_PRECISION).toBe(14);
  });

  it('MurmurHash3 x64_128 h1 and fmix64 match the reference vectors', () => {
    expect(murmur3x64h1(new TextEncoder().encode('hello')).toString(16)).toBe('cbd8a7b341bd9b02');
    expect(murmur3x64h1(new TextEncoder().encode('The quick brown fox jumps over the lazy dog')).toString(16)).toBe('e34bbc7bbc071b6c');
    expect(fmix64(0n)).toBe(0n);
  });

  it('encodeHash never gives 0 and keeps the index bits', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), fc.integer({ min: 4, max: 18 }), (hash, p) => {
      const e = encodeHash(hash, p);
      expect(e).not.toBe(0);
      const index = (e & 1) === 1 ? e >>> 7 : e >>> 1;
      expect(BigInt(index >>> (25 - p))).toBe(hash >> BigInt(64 - p));
    }));
  });

  it('below the load threshold the count is linear counting over 2^25 cells: exact for small sets', () => {
    const h = new HyperLogLog(14);
    for (let i = 0; i < 3000; i++) h.collect(hashOf(i));
    for (let i = 0; i < 3000; i++) h.collect(hashOf(i));
    expect(h.cardinality()).toBe(3000);
  });

  it('above it, bias-corrected estimates stay within HLL\'s error, and merging shards equals one sketch', () => {
    for (const n of [5000, 20000, 100000]) {
      const one = new HyperLogLog(14);
      const a = new HyperLogLog(14);
      const b = new HyperLogLog(14);
      for (let i = 0; i < n; i++) {
        one.collect(hashOf(i));
        (i % 3 === 0 ? a : b).collect(hashOf(i));
      }
      a.merge(b);
      expect(a.cardinality()).toBe(one.cardinality());
      expect(Math.abs(one.cardinality() - n) / n).toBeLessThan(0.03);
    }
  });

  it('the aggregation: default precision 14, exact below 3072 distinct, precision_threshold chooses the precision', async () => {
    const { req } = testEngine();
    await req('PUT', '/c', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { k: { type: 'keyword' }, n: { type: 'long' }, d: { type: 'double' } } } } });
    const lines: string[] = [];
    for (let i = 0; i < 2500; i++) lines.push('{"index":{}}', JSON.stringify({ k: `term-${i % 2000}`, n: i % 1500, d: (i % 1700) / 3 }));
    await req('POST', '/c/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
    const r = (await req('POST', '/c/_search', { size: 0, aggs: { k: { cardinality: { field: 'k' } }, n: { cardinality: { field: 'n' } }, d: { cardinality: { field: 'd' } }, low: { cardinality: { field: 'k', precision_threshold: 10 } } } })) as { body: AnyBody };
    const aggs = r.body.aggregations;
    expect(aggs.k.value).toBe(2000);
    expect(aggs.n.value).toBe(1500);
    expect(aggs.d.value).toBe(1700);
    // precision 6 (threshold 10): registers, a bias-corrected estimate near 2000
    expect(Math.abs(aggs.low.value - 2000) / 2000).toBeLessThan(0.4);
  });
});
