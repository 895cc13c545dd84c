/**
 * Bucket orders (ES's BucketOrder): `_count`, `_key` (and the deprecated `_term`/`_time`), or a path into a
 * sub-aggregation (`avg_price`, `stats.max`), compounded as ES does with `_key asc` as the last tie-breaker.
 */
import { EsError } from '../../errors/es-error';
import { parsingException } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { compareUtf8 } from '../../util/utf8';
import type { AggregationBuilder, InternalAggregation } from '../types';

export interface OrderSpec {
  key: '_count' | '_key' | string;
  asc: boolean;
}

export interface OrderedBucket {
  key: number | string;
  docCount: number;
  subs: InternalAggregation[];
}

export function parseOrder(json: unknown, warn: (t: string) => void): OrderSpec[] {
  const items = Array.isArray(json) ? json : [json];
  return items.map((item) => {
    if (!isObject(item)) throw parsingException(`Order must be an object`);
    const entries = Object.entries(item);
    if (entries.length !== 1) throw parsingException(`Order must have exactly one field`);
    let [key, dir] = entries[0];
    if (typeof dir !== 'string' || !['asc', 'desc'].includes(dir.toLowerCase())) throw parsingException(`Unknown order direction [${String(dir)}]`);
    if (key === '_term' || key === '_time') {
      warn(`Deprecated aggregation order key [${key}] used, replaced by [_key]`);
      key = '_key';
    }
    return { key, asc: dir.toLowerCase() === 'asc' };
  });
}

/** Adds `_key asc` unless the order already ends on the key (ES: InternalOrder.compound). */
export function compound(orders: OrderSpec[]): OrderSpec[] {
  const last = orders[orders.length - 1];
  if (last && last.key === '_key') return orders;
  const keyAt = orders.findIndex((o) => o.key === '_key');
  if (keyAt >= 0) return orders.slice(0, keyAt + 1);
  return [...orders, { key: '_key', asc: true }];
}

export function isKeyOrder(orders: OrderSpec[]) {
  return orders[0].key === '_key';
}

export function isCountDesc(orders: OrderSpec[]) {
  return orders[0].key === '_count' && !orders[0].asc;
}

/** Reads `agg>sub.metric` or `agg.metric` from a bucket's sub-aggregations. */
export function bucketProperty(subs: InternalAggregation[], path: string): unknown {
  const steps = path.split('>');
  let aggs = subs;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const bracket = /^(.+?)\[(.+)\]$/.exec(step);
    const dot = step.indexOf('.');
    const name = bracket ? bracket[1] : dot >= 0 ? step.slice(0, dot) : step;
    const agg = aggs.find((a) => a.name === name);
    if (!agg) return undefined;
    if (i === steps.length - 1) return agg.property(dot >= 0 && !bracket ? [step.slice(dot + 1)] : bracket ? [bracket[2]] : []);
    const single = agg.property(['_bucket_subs']);
    if (!Array.isArray(single)) return undefined;
    aggs = single as InternalAggregation[];
  }
  return undefined;
}

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'string' && typeof b === 'string') return compareUtf8(a, b);
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

function valueOf(b: OrderedBucket, key: string): number {
  if (key === '_count') return b.docCount;
  const v = bucketProperty(b.subs, key);
  return typeof v === 'number' ? v : Number.NaN;
}

export function comparator(orders: OrderSpec[]) {
  return (a: OrderedBucket, b: OrderedBucket): number => {
    for (const o of orders) {
      let c: number;
      if (o.key === '_key') c = compareKeys(a.key, b.key);
      else {
        const x = valueOf(a, o.key);
        const y = valueOf(b, o.key);
        // ES: NaN (an empty avg) sorts last whatever the direction.
        if (Number.isNaN(x) || Number.isNaN(y)) {
          if (Number.isNaN(x) && Number.isNaN(y)) continue;
          return Number.isNaN(x) ? 1 : -1;
        }
        c = x < y ? -1 : x > y ? 1 : 0;
      }
      if (c !== 0) return o.asc ? c : -c;
    }
    return 0;
  };
}

const MULTI_VALUE_METRICS = new Set(['stats', 'extended_stats', 'percentiles', 'percentile_ranks']);
const SINGLE_BUCKET = new Set(['filter', 'missing', 'global', 'sampler']);

function orderPathError(reason: string): EsError {
  return new EsError({ type: 'aggregation_execution_exception', reason, status: 500 });
}

/**
 * Checks the sub-aggregation paths of an order against the sub-aggregations (ES's AggregationPath.validate): each
 * step names one; single-bucket aggregations may be walked through; the last must be a metric (a multi-value one
 * with its metric named) or a single-bucket aggregation.
 */
export function validateOrderPath(orders: OrderSpec[], subs: AggregationBuilder[], aggName: string) {
  for (const o of orders) {
    if (o.key === '_count' || o.key === '_key') continue;
    const steps = o.key.split('>');
    let level = subs;
    steps.forEach((step, i) => {
      const bracket = /^(.+?)\[(.+)\]$/.exec(step);
      const dot = step.indexOf('.');
      const name = bracket ? bracket[1] : dot >= 0 ? step.slice(0, dot) : step;
      const sub = level.find((s) => s.name === name);
      if (!sub) throw orderPathError(`Invalid aggregator order path [${o.key}]. Unknown aggregation [${name}]`);
      const last = i === steps.length - 1;
      const metric = sub.subs.length === 0 && !SINGLE_BUCKET.has(sub.type) && !isBucketType(sub.type);
      if (!last) {
        if (!SINGLE_BUCKET.has(sub.type)) throw orderPathError(`Invalid aggregator order path [${o.key}]. Buckets can only be sorted on a sub-aggregator path that is built out of zero or more single-bucket aggregations within the path and a final single-bucket or a metrics aggregation at the path end.`);
        level = sub.subs;
        return;
      }
      if (!metric && !SINGLE_BUCKET.has(sub.type)) {
        throw orderPathError(`Invalid aggregator order path [${o.key}]. Buckets can only be sorted on a sub-aggregator path that is built out of zero or more single-bucket aggregations within the path and a final single-bucket or a metrics aggregation at the path end.`);
      }
      if (MULTI_VALUE_METRICS.has(sub.type) && dot < 0 && !bracket) {
        throw orderPathError(`Invalid aggregation order path [${o.key}]. When ordering on a multi-value metrics aggregation a metric name must be specified`);
      }
    });
  }
  void aggName;
}

const BUCKET_TYPES = new Set(['terms', 'histogram', 'date_histogram', 'range', 'date_range', 'ip_range', 'filters', 'composite', 'significant_terms', 'significant_text', 'adjacency_matrix']);

function isBucketType(type: string) {
  return BUCKET_TYPES.has(type);
}

/**
 * `all.sort(cmp).slice(0, k)` for a total order (`compound` ends on the key): a heap of the k first, then those sorted,
 * so a shard with many distinct values does not sort them all to keep `shard_size` (ES keeps a priority queue too).
 * Sorts `all` in place when it holds at most k.
 */
export function firstInOrder<T>(all: T[], k: number, cmp: (a: T, b: T) => number): T[] {
  if (all.length <= k) return all.sort(cmp);
  if (k <= 0) return [];
  // A max-heap by cmp: the root is the last in order of those kept.
  const heap: T[] = [];
  for (const x of all) {
    if (heap.length < k) {
      let i = heap.length;
      heap.push(x);
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (cmp(heap[parent], x) >= 0) break;
        heap[i] = heap[parent];
        i = parent;
      }
      heap[i] = x;
    } else if (cmp(x, heap[0]) < 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= k) break;
        const r = l + 1;
        const c = r < k && cmp(heap[r], heap[l]) > 0 ? r : l;
        if (cmp(heap[c], x) <= 0) break;
        heap[i] = heap[c];
        i = c;
      }
      heap[i] = x;
    }
  }
  return heap.sort(cmp);
}
