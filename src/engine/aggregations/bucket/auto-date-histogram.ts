/**
 * auto_date_histogram, as ES 6.8's AutoDateHistogramAggregator and InternalAutoDateHistogram: the rounding climbs a
 * ladder (second, minute, hour, day, month, year, each with its inner intervals: 1/5/10/30 s and m, 1/3/12 h, 1/7 d,
 * 1/3 M, 1/5/10/20/50/100 y) until at most `buckets` × the rung's largest inner interval keys remain; on the final
 * reduce, the rung the whole range needs, the empty buckets filled, and consecutive buckets merged by the smallest
 * inner interval that brings the count to `buckets` or fewer. `interval` in the response is that inner interval and
 * the rung's unit (`7d`, `3M`). 6.8 has no `minimum_interval` (7.3 added it).
 */
import { illegalArgument } from '../../errors/catalog';
import { RAW, type DocValueFormat } from '../doc-value-format';
import { consumeBuckets } from '../max-buckets';
import { intMember, parseValuesSourceBody, stringMember } from '../parse-helpers';
import { buildAll, collectAll, countBuckets, createAll, prepareAll, reduceAll, renderAll } from '../subs';
import { parseTimeZone, UTC, type TimeZone } from '../time-zone';
import type { AggregationBuilder, Collector, InternalAggregation, ReduceContext, RenderContext } from '../types';
import { resolveValuesSource } from '../values-source';
import { renderHistogramBucket, type HistoBucket } from './histogram';
import { calendarRounding, type Rounding } from './rounding';

interface RoundingInfo {
  rounding: Rounding;
  roughMillis: number;
  unit: string;
  innerIntervals: readonly number[];
}

const LADDER: ReadonlyArray<[string, number, string, readonly number[]]> = [
  ['second', 1000, 's', [1, 5, 10, 30]],
  ['minute', 60 * 1000, 'm', [1, 5, 10, 30]],
  ['hour', 60 * 60 * 1000, 'h', [1, 3, 12]],
  ['day', 24 * 60 * 60 * 1000, 'd', [1, 7]],
  ['month', 30 * 24 * 60 * 60 * 1000, 'M', [1, 3]],
  ['year', 365 * 24 * 60 * 60 * 1000, 'y', [1, 5, 10, 20, 50, 100]],
];

/** AutoDateHistogramAggregationBuilder.buildRoundings. */
export function buildRoundings(zone: TimeZone): RoundingInfo[] {
  return LADDER.map(([unit, roughMillis, abbreviation, innerIntervals]) => ({
    rounding: calendarRounding(unit, zone), roughMillis, unit: abbreviation, innerIntervals,
  }));
}

const maxInner = (r: RoundingInfo) => r.innerIntervals[r.innerIntervals.length - 1];

type AutoBucket = HistoBucket;

export class InternalAutoDateHistogram implements InternalAggregation {
  readonly typedName = 'auto_date_histogram';
  meta?: Record<string, unknown>;
  constructor(
    readonly name: string,
    readonly buckets: AutoBucket[],
    readonly targetBuckets: number,
    readonly roundings: RoundingInfo[],
    readonly roundingIdx: number,
    readonly emptySubs: InternalAggregation[],
    readonly format: DocValueFormat,
    readonly innerInterval: number,
  ) {}

  innerBucketCount() {
    return this.buckets.reduce((n, b) => n + 1 + countBuckets(b.subs), 0);
  }

  private merge(same: AutoBucket[], key: number, ctx: ReduceContext): AutoBucket {
    return { key, docCount: same.reduce((n, b) => n + b.docCount, 0), subs: same.length === 1 ? same[0].subs : reduceAll(same.map((b) => b.subs), ctx) };
  }

  /** mergeBuckets: neighbours whose keys the coarser rounding makes equal become one. */
  private mergeBuckets(buckets: AutoBucket[], rounding: Rounding, ctx: ReduceContext): AutoBucket[] {
    const out: AutoBucket[] = [];
    let same: AutoBucket[] = [];
    let key = NaN;
    for (const b of buckets) {
      const rounded = rounding.round(b.key);
      if (!Number.isNaN(key) && rounded !== key) {
        out.push(this.merge(same, key, ctx));
        same = [];
      }
      key = rounded;
      same.push(b);
    }
    if (same.length > 0) out.push(this.merge(same, key, ctx));
    return out;
  }

  private mergeIfNeeded(buckets: AutoBucket[], idx: number, ctx: ReduceContext): { buckets: AutoBucket[]; idx: number } {
    while (buckets.length > this.targetBuckets * maxInner(this.roundings[idx]) && idx < this.roundings.length - 1) {
      idx++;
      buckets = this.mergeBuckets(buckets, this.roundings[idx].rounding, ctx);
    }
    return { buckets, idx };
  }

  reduce(all: InternalAggregation[], ctx: ReduceContext): InternalAggregation {
    const list = all as InternalAutoDateHistogram[];
    let idx = Math.max(...list.map((h) => h.roundingIdx));
    const rounding = this.roundings[idx].rounding;
    const byKey = new Map<number, AutoBucket[]>();
    for (const h of list) {
      for (const b of h.buckets) {
        const key = rounding.round(b.key);
        const same = byKey.get(key);
        if (same) same.push(b);
        else byKey.set(key, [b]);
      }
    }
    let buckets = [...byKey].sort((a, b) => a[0] - b[0]).map(([key, same]) => this.merge(same, key, ctx));
    ({ buckets, idx } = this.mergeIfNeeded(buckets, idx, ctx));
    let innerInterval = 1;
    if (ctx.final) {
      ({ buckets, idx } = this.addEmptyBuckets(buckets, idx, ctx));
      ({ buckets, idx } = this.mergeIfNeeded(buckets, idx, ctx));
      ({ buckets, innerInterval } = this.maybeMergeConsecutive(buckets, idx, ctx));
      consumeBuckets(ctx, buckets.length);
    }
    const r = new InternalAutoDateHistogram(this.name, buckets, this.targetBuckets, this.roundings, idx, this.emptySubs, this.format, innerInterval);
    r.meta = this.meta;
    return r;
  }

  private addEmptyBuckets(buckets: AutoBucket[], idx: number, ctx: ReduceContext): { buckets: AutoBucket[]; idx: number } {
    if (buckets.length === 0) return { buckets, idx };
    idx = appropriateRounding(buckets[0].key, buckets[buckets.length - 1].key, idx, this.roundings, this.targetBuckets);
    const rounding = this.roundings[idx].rounding;
    const merged = this.mergeBuckets(buckets, rounding, ctx);
    const out: AutoBucket[] = [];
    let last: AutoBucket | undefined;
    for (const b of merged) {
      if (last) {
        for (let key = rounding.next(last.key); key < b.key; key = rounding.next(key)) {
          out.push({ key, docCount: 0, subs: reduceAll([this.emptySubs], ctx) });
        }
      }
      out.push(b);
      last = b;
    }
    return { buckets: out, idx };
  }

  /** maybeMergeConsecutiveBuckets: the first inner interval that brings the buckets to the target merges them. */
  private maybeMergeConsecutive(buckets: AutoBucket[], idx: number, ctx: ReduceContext): { buckets: AutoBucket[]; innerInterval: number } {
    if (buckets.length <= this.targetBuckets) return { buckets, innerInterval: 1 };
    const info = this.roundings[idx];
    for (const interval of info.innerIntervals) {
      const resulting = Math.ceil(buckets.length / interval);
      if (resulting > this.targetBuckets) continue;
      const out: AutoBucket[] = [];
      let same: AutoBucket[] = [];
      let key = info.rounding.round(buckets[0].key);
      buckets.forEach((b, i) => {
        if (i % interval === 0 && same.length > 0) {
          out.push(this.merge(same, key, ctx));
          same = [];
          key = info.rounding.round(b.key);
        }
        same.push(b);
      });
      if (same.length > 0) out.push(this.merge(same, key, ctx));
      return { buckets: out, innerInterval: interval };
    }
    return { buckets, innerInterval: 1 };
  }

  property(path: string[]) {
    if (path[0] === '_bucket_count') return this.buckets.length;
    return undefined;
  }

  render(ctx: RenderContext): Record<string, unknown> {
    return {
      buckets: this.buckets.map((b) => renderHistogramBucket(b, this.format, ctx)),
      interval: `${this.innerInterval}${this.roundings[this.roundingIdx].unit}`,
    };
  }
}

/** InternalAutoDateHistogram.getAppropriateRounding: a rough estimate per rung, then the exact count of keys. */
export function appropriateRounding(minKey: number, maxKey: number, roundingIdx: number, roundings: RoundingInfo[], target: number): number {
  if (roundingIdx === roundings.length - 1) return roundingIdx;
  let current = roundingIdx;
  for (let i = current + 1; i < roundings.length; i++) {
    const rough = Math.trunc((maxKey - minKey) / roundings[i].roughMillis);
    if (rough < target * maxInner(roundings[i])) {
      current = i - 1;
      break;
    }
  }
  let required: number;
  do {
    const rounding = roundings[current].rounding;
    required = 0;
    for (let key = minKey; key < maxKey; key = rounding.next(key)) required++;
    current++;
  } while (required > target * maxInner(roundings[current - 1]) && current < roundings.length);
  return current - 1;
}

/** A shard's bucket: sub-aggregations built when the rounding grows (merged later), live collectors since. */
interface ShardBucket {
  count: number;
  built: InternalAggregation[][];
  live?: Collector[];
}

export function parseAutoDateHistogram(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec, rest } = parseValuesSourceBody('auto_date_histogram', body, ['buckets', 'time_zone']);
  const target = rest.has('buckets') ? intMember('auto_date_histogram', 'buckets', rest.get('buckets')) : 10;
  if (target <= 0) throw illegalArgument(`buckets must be greater than 0 for [${name}]`);
  const zone = rest.has('time_zone') ? parseTimeZone(stringMember('auto_date_histogram', 'time_zone', rest.get('time_zone'))) : UTC;
  if (spec.valueType === undefined) spec.valueType = 'date';
  const roundings = buildRoundings(zone);
  const builder: AggregationBuilder = {
    name,
    type: 'auto_date_histogram',
    subs: [],
    pipelines: [],
    minDocCount: 0,
    prepare(shard) {
      // ES: buckets × the largest inner interval below years may not pass search.max_buckets.
      if (shard.maxBuckets !== undefined && shard.maxBuckets >= 0) {
        const ceiling = Math.trunc(shard.maxBuckets / 30);
        if (target > ceiling) throw illegalArgument(`buckets must be less than ${ceiling}`);
      }
      const source = resolveValuesSource(spec, shard.index, 'numeric', zone);
      const format = source?.format ?? RAW;
      const subFactories = prepareAll(builder.subs, shard);
      const partial: ReduceContext = { maxBuckets: -1, buckets: 0, warn: (t) => shard.warn(t), final: false };
      return (): Collector => {
        let idx = 0;
        let buckets = new Map<number, ShardBucket>();
        const settle = (b: ShardBucket) => (b.live ? [...b.built, buildAll(b.live)] : b.built);
        const increaseRounding = () => {
          idx++;
          const rounding = roundings[idx].rounding;
          const next = new Map<number, ShardBucket>();
          for (const [key, b] of [...buckets].sort((x, y) => x[0] - y[0])) {
            const k = rounding.round(key);
            const into = next.get(k);
            if (into) {
              into.count += b.count;
              into.built.push(...settle(b));
            } else next.set(k, { count: b.count, built: settle(b) });
          }
          buckets = next;
        };
        return {
          collect(leaf, doc, score) {
            if (!source) return;
            const vs = source.values(leaf, doc, score) as ArrayLike<number>;
            let previous = NaN;
            for (let i = 0; i < vs.length; i++) {
              const key = roundings[idx].rounding.round(vs[i]);
              if (key === previous) continue;
              previous = key;
              let b = buckets.get(key);
              const isNew = !b;
              if (!b) buckets.set(key, (b = { count: 0, built: [] }));
              b.count++;
              b.live ??= createAll(subFactories);
              collectAll(b.live, leaf, doc, score);
              if (isNew) while (idx < roundings.length - 1 && buckets.size > target * maxInner(roundings[idx])) increaseRounding();
            }
          },
          build() {
            const list = [...buckets].sort((a, b) => a[0] - b[0]).map(([key, b]) => {
              const lists = settle(b);
              return { key, docCount: b.count, subs: lists.length === 1 ? lists[0] : reduceAll(lists, partial) };
            });
            const r = new InternalAutoDateHistogram(name, list, target, roundings, idx, buildAll(createAll(subFactories)), format, 1);
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}
