/**
 * Results whose buckets line up across shards (range, date_range, ip_range, filters): the same buckets in the same
 * order on every shard, reduced position by position; the subclass only writes its buckets and copies itself.
 */
import { consumeBuckets } from '../max-buckets';
import { countBuckets, reduceByPosition } from '../subs';
import type { InternalAggregation, ReduceContext, RenderContext } from '../types';

export interface PositionalBucket {
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
  property(path: string[]): unknown {
    return path[0] === '_bucket_count' ? this.buckets.length : undefined;
  }
}
