/**
 * HDR percentiles as ES 6.8 computes them (HdrHistogram's DoubleHistogram, auto-resizing): values become integers
 * at a power-of-two conversion ratio set by the smallest recorded value's binary order (that value lands in the
 * lower half of the sub-buckets), integers fall in buckets of 2^(msb - log2(half count)) units, and a percentile
 * is the highest value equivalent to the bucket where the count reaches it. The raw values are kept so shards
 * merge exactly and the ratio can follow the smallest value.
 */
import { EsError } from '../../errors/es-error';

export class HdrSketch {
  private readonly counts = new Map<number, number>();
  count = 0;
  private readonly subBucketCount: number;
  private readonly halfCount: number;
  constructor(readonly digits: number) {
    this.subBucketCount = 2 ** Math.ceil(Math.log2(2 * 10 ** digits));
    this.halfCount = Math.max(1, this.subBucketCount / 2);
  }
  add(v: number, n = 1) {
    // ES 6.8: the shard holding a negative value fails (HdrHistogram cannot record it).
    if (v < 0) throw new EsError({ type: 'array_index_out_of_bounds_exception', reason: 'Negative values cannot be recorded', status: 500 });
    this.counts.set(v, (this.counts.get(v) ?? 0) + n);
    this.count += n;
  }
  merge(other: HdrSketch) {
    for (const [v, n] of other.counts) this.add(v, n);
  }
  private ratio(): number {
    let min = Infinity;
    for (const v of this.counts.keys()) if (v > 0 && v < min) min = v;
    if (!Number.isFinite(min)) return 1 / this.halfCount;
    return 2 ** Math.floor(Math.log2(min)) / this.halfCount;
  }
  /** [lowest, highest] integer equivalents of an integer value. */
  private bucket(iv: number): [number, number] {
    if (iv < this.subBucketCount) return [iv, iv];
    const size = 2 ** (Math.floor(Math.log2(iv)) - Math.log2(this.halfCount));
    const lo = Math.floor(iv / size) * size;
    return [lo, lo + size - 1];
  }
  /** Buckets with their counts, in value order. */
  private buckets(r: number): Array<{ lo: number; hi: number; n: number }> {
    const byLow = new Map<number, { lo: number; hi: number; n: number }>();
    for (const [v, n] of this.counts) {
      const [lo, hi] = this.bucket(Math.trunc(v / r));
      const b = byLow.get(lo);
      if (b) b.n += n;
      else byLow.set(lo, { lo, hi, n });
    }
    return [...byLow.values()].sort((a, b) => a.lo - b.lo);
  }
  valueAt(percent: number): number {
    if (this.count === 0) return Number.NaN;
    const r = this.ratio();
    const p = Math.min(Math.max(percent, 0), 100);
    const target = Math.max(1, Math.trunc((p / 100) * this.count + 0.5));
    let total = 0;
    for (const b of this.buckets(r)) {
      total += b.n;
      if (total >= target) return (percent === 0 ? b.lo : b.hi) * r;
    }
    return 0;
  }
  rankOf(value: number): number {
    if (this.count === 0) return Number.NaN;
    const r = this.ratio();
    const [targetLow] = this.bucket(Math.max(0, Math.trunc(value / r)));
    let total = 0;
    for (const b of this.buckets(r)) if (b.lo <= targetLow) total += b.n;
    return Math.min(100, (100 * total) / this.count);
  }
}
