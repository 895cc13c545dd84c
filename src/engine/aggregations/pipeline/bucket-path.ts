/**
 * buckets_path (ES's AggregationPath): `_count`, `_key`, `metric`, `metric.value`, `stats.avg`,
 * `percentiles[99.9]`, `single_bucket>metric`; values resolved per bucket with the gap policy
 * (BucketHelpers.resolveBucketValue: NaN, infinite or an empty bucket's metric is a gap).
 */
import { EsError } from '../../errors/es-error';
import { bucketProperty } from '../bucket/order';
import type { AnyBucket } from './buckets';

export type GapPolicy = 'skip' | 'insert_zeros';

export function parseGapPolicy(v: unknown): GapPolicy {
  const s = String(v).toLowerCase();
  if (s === 'skip' || s === 'insert_zeros') return s;
  throw new EsError({ type: 'illegal_argument_exception', reason: `Unknown GapPolicy: [${String(v)}]`, status: 400 });
}

export function pathError(path: string): EsError {
  return new EsError({
    type: 'aggregation_execution_exception',
    reason: `buckets_path must reference either a number value or a single value numeric metric aggregation, got: [${path}]`,
    status: 500,
  });
}

/** The raw value of a path in one bucket (NaN when the metric is empty). */
export function rawBucketValue(bucket: AnyBucket, path: string): number {
  if (path === '_count') return bucket.docCount;
  if (path === '_key') return typeof bucket.key === 'number' ? bucket.key : Number.NaN;
  const v = bucketProperty(bucket.subs, path);
  if (typeof v === 'number') return v;
  if (v === undefined || v === null) throw pathError(path);
  return Number.NaN;
}

/** ES: a gap is NaN with `skip`, 0 with `insert_zeros`; `_count` never has gaps. */
export function resolveBucketValue(bucket: AnyBucket, path: string, gap: GapPolicy): number {
  const v = rawBucketValue(bucket, path);
  if (path === '_count') return v;
  if (!Number.isFinite(v) || bucket.docCount === 0) return gap === 'insert_zeros' ? 0 : Number.NaN;
  return v;
}
