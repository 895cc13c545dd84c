/**
 * `search.max_buckets` (ES 6.8's MultiBucketConsumer): buckets are counted as the final reduce creates them. Unset
 * (-1) only warns past 10000, as 6.8 does; set, it fails the search with too_many_buckets_exception.
 */
import { EsError } from '../errors/es-error';
import type { ReduceContext } from './types';

export const DEFAULT_WARN_BUCKETS = 10000;

export function consumeBuckets(ctx: ReduceContext, n: number) {
  const before = ctx.buckets;
  ctx.buckets += n;
  if (ctx.maxBuckets >= 0 && ctx.buckets > ctx.maxBuckets) {
    throw new EsError({
      type: 'too_many_buckets_exception',
      reason: `Trying to create too many buckets. Must be less than or equal to: [${ctx.maxBuckets}] but was [${ctx.maxBuckets + 1}]. This limit can be set by changing the [search.max_buckets] cluster setting.`,
      status: 503,
      extras: { max_buckets: ctx.maxBuckets },
    });
  }
  if (ctx.maxBuckets < 0 && before <= DEFAULT_WARN_BUCKETS && ctx.buckets > DEFAULT_WARN_BUCKETS) {
    // ES counts bucket by bucket: the warning names the first count past the limit.
    ctx.warn(`This aggregation creates too many buckets (${DEFAULT_WARN_BUCKETS + 1}) and will throw an error in future versions. You should update the [search.max_buckets] cluster setting or use the [composite] aggregation to paginate all buckets in multiple requests.`);
  }
}
