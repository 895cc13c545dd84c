/**
 * Results whose buckets line up across shards (range, date_range, ip_range, filters): the same buckets in the same
 * order on every shard, reduced position by position; the subclass only writes its buckets and copies itself.
 */
import { consumeBuckets } from '../max-buckets';
import { countBuckets, reduceByPosition, renderAll } from '../subs';
import { setMember } from '../../util/json';
import type { InternalAggregation, ReduceContext, RenderContext } from '../types';

export interface PositionalBucket {
  key: string;
  docCount: number;
  subs: InternalAggregation[];
}

export abstract class PositionalBuckets<B extends PositionalBucket> implements InternalAggregation {
  meta?: Record<string, unknown>;
  abstract readonly typedName: string;
  constructor(readonly name: string, readonly buckets: B[]) {}
  /** The same result with other buckets. */
  protected abstract withBuckets(buckets: B[]): PositionalBuckets<B>;
  abstract render(ctx: RenderContext): Record<string, unknown>;
  innerBucketCount() {
    return this.buckets.reduce((n, b) => n + 1 + countBuckets(b.subs), 0);
  }
  reduce(all: InternalAggregation[], ctx: ReduceContext): InternalAggregation {
    const buckets = reduceByPosition((all as PositionalBuckets<B>[]).map((r) => r.buckets), ctx);
    if (ctx.final) consumeBuckets(ctx, buckets.length);
    const r = this.withBuckets(buckets);
    r.meta = this.meta;
    return r;
  }
  /**
   * The buckets as ES writes them: each bucket's own fields (`fields`), then doc_count and the sub-aggregations;
   * an array, or an object by key when `keyed` (keys are user-chosen, hence setMember).
   */
  protected renderBuckets(ctx: RenderContext, keyed: boolean, fields: (b: B, out: Record<string, unknown>) => void) {
    const rendered = this.buckets.map((b) => {
      const out: Record<string, unknown> = {};
      fields(b, out);
      out.doc_count = b.docCount;
      renderAll(out, b.subs, ctx);
      return out;
    });
    if (!keyed) return { buckets: rendered };
    const byKey: Record<string, unknown> = {};
    this.buckets.forEach((b, i) => setMember(byKey, b.key, rendered[i]));
    return { buckets: byKey };
  }
  property(path: string[]): unknown {
    return path[0] === '_bucket_count' ? this.buckets.length : undefined;
  }
}
