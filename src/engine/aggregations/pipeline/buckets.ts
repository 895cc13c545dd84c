/** Generic access to a multi-bucket result for pipelines: its buckets, and a copy with other buckets. */
import type { InternalAggregation } from '../types';

export interface AnyBucket {
  key: number | string;
  docCount: number;
  subs: InternalAggregation[];
}

export function bucketsOf(agg: InternalAggregation): AnyBucket[] | undefined {
  const b = (agg as unknown as { buckets?: unknown }).buckets;
  return Array.isArray(b) ? (b as AnyBucket[]) : undefined;
}

/** Sub-aggregations of a single-bucket result (filter, global...). */
export function singleBucketSubs(agg: InternalAggregation): InternalAggregation[] | undefined {
  const s = agg.property(['_bucket_subs']);
  return Array.isArray(s) ? (s as InternalAggregation[]) : undefined;
}

export function withBuckets<T extends InternalAggregation>(agg: T, buckets: AnyBucket[]): T {
  return Object.assign(Object.create(Object.getPrototypeOf(agg)) as T, agg, { buckets });
}

export function withSubs<T extends InternalAggregation>(agg: T, subs: InternalAggregation[]): T {
  return Object.assign(Object.create(Object.getPrototypeOf(agg)) as T, agg, { subs });
}
