/**
 * histogram and date_histogram: a bucket per rounded key (each doc once per key), merged by key on the coordinator;
 * with min_doc_count 0 the final reduce fills the gaps between the first and last keys (and `extended_bounds`) with
 * empty buckets carrying empty sub-aggregations, as ES's emptyBucketInfo does.
 */
import { illegalArgument } from '../../errors/catalog';
import { javaDoubleToString } from '../../script/java-string';
import { isObject } from '../../util/json';
import { RAW, type DocValueFormat } from '../doc-value-format';
import { setMember } from '../../util/json';
import { consumeBuckets } from '../max-buckets';
import type { AggParseContext } from '../types';
import { booleanMember, intMember, numberMember, parseValuesSourceBody, stringMember, unknownField } from '../parse-helpers';
import { buildAll, collectAll, countBuckets, createAll, prepareAll, reduceAll, renderAll } from '../subs';
import { parseTimeZone, UTC } from '../time-zone';
import type { AggregationBuilder, Collector, InternalAggregation, ReduceContext, RenderContext } from '../types';
import { PerLeafColumn, resolveValuesSource } from '../values-source';
import type { DocValuesColumn } from '../../index/segment';
import type { LeafContext } from '../../query/query';
import { comparator, parseOrder, validateOrderPath, type OrderSpec } from './order';
import { calendarRounding, fixedRounding, isCalendarInterval, parseFixedInterval, type Rounding } from './rounding';

export interface HistoBucket {
  key: number;
  docCount: number;
  subs: InternalAggregation[];
}

/** One bucket of a histogram (fixed, date or auto date) as InternalHistogram writes it: key_as_string, key, doc_count, subs. */
export function renderHistogramBucket(b: HistoBucket, format: DocValueFormat, ctx: RenderContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (format !== RAW) out.key_as_string = format.format(b.key);
  out.key = b.key;
  out.doc_count = b.docCount;
  renderAll(out, b.subs, ctx);
  return out;
}

interface Gaps {
  next(key: number): number;
  round(v: number): number;
  min?: number;
  max?: number;
}

export class InternalHistogram implements InternalAggregation {
  meta?: Record<string, unknown>;
  constructor(
    readonly name: string,
    readonly typedName: 'histogram' | 'date_histogram',
    readonly format: DocValueFormat,
    readonly order: OrderSpec[],
    readonly keyed: boolean,
    readonly minDocCount: number,
    readonly buckets: HistoBucket[],
    readonly gaps: Gaps,
    readonly emptySubs: InternalAggregation[],
  ) {}
  innerBucketCount() {
    return this.buckets.reduce((n, b) => n + 1 + countBuckets(b.subs), 0);
  }
  reduce(all: InternalAggregation[], ctx: ReduceContext): InternalAggregation {
    const byKey = new Map<number, HistoBucket[]>();
    for (const h of all as InternalHistogram[]) {
      for (const b of h.buckets) {
        const same = byKey.get(b.key);
        if (same) same.push(b);
        else byKey.set(b.key, [b]);
      }
    }
    let buckets: HistoBucket[] = [...byKey.values()].map((same) => ({
      key: same[0].key,
      docCount: same.reduce((n, b) => n + b.docCount, 0),
      subs: reduceAll(same.map((b) => b.subs), ctx),
    }));
    buckets.sort((a, b) => a.key - b.key);
    if (ctx.final) {
      if (this.minDocCount === 0) buckets = this.fill(buckets, ctx);
      else buckets = buckets.filter((b) => b.docCount >= this.minDocCount);
      if (!(this.order.length === 1 && this.order[0].key === '_key' && this.order[0].asc)) buckets.sort(comparator(this.order));
      consumeBuckets(ctx, buckets.length);
    }
    const r = new InternalHistogram(this.name, this.typedName, this.format, this.order, this.keyed, this.minDocCount, buckets, this.gaps, this.emptySubs);
    r.meta = this.meta;
    return r;
  }
  private fill(buckets: HistoBucket[], ctx: ReduceContext): HistoBucket[] {
    const empty = () => ({ docCount: 0, subs: reduceAll([this.emptySubs], ctx) });
    const out: HistoBucket[] = [];
    const g = this.gaps;
    let from = buckets.length > 0 ? buckets[0].key : undefined;
    let to = buckets.length > 0 ? buckets[buckets.length - 1].key : undefined;
    if (g.min !== undefined) {
      const m = g.round(g.min);
      if (from === undefined || m < from) from = m;
    }
    if (g.max !== undefined) {
      const m = g.round(g.max);
      if (to === undefined || m > to) to = m;
    }
    if (from === undefined || to === undefined) return buckets;
    let i = 0;
    for (let key = from; key <= to; key = g.next(key)) {
      while (i < buckets.length && buckets[i].key < key) out.push(buckets[i++]);
      if (i < buckets.length && buckets[i].key === key) out.push(buckets[i++]);
      else out.push({ key, ...empty() });
      if (out.length > 1_000_000) throw illegalArgument(`[${this.name}] would create more than 1000000 buckets`);
    }
    while (i < buckets.length) out.push(buckets[i++]);
    return out;
  }
  property(path: string[]) {
    if (path[0] === '_bucket_count') return this.buckets.length;
    return undefined;
  }
  keyText(key: number): string {
    return this.format === RAW ? javaDoubleToString(key) : this.format.format(key);
  }
  render(ctx: RenderContext): Record<string, unknown> {
    const rendered = this.buckets.map((b) => renderHistogramBucket(b, this.format, ctx));
    if (!this.keyed) return { buckets: rendered };
    const keyed: Record<string, unknown> = {};
    this.buckets.forEach((b, i) => setMember(keyed, this.keyText(b.key), rendered[i]));
    return { buckets: keyed };
  }
}

const COMMON = ['interval', 'offset', 'min_doc_count', 'extended_bounds', 'order', 'keyed'];

export function parseHistogram(date: boolean) {
  const type = date ? 'date_histogram' : 'histogram';
  return (name: string, body: Record<string, unknown>, ctx: AggParseContext): AggregationBuilder => {
    const own = date ? [...COMMON, 'time_zone', 'calendar_interval', 'fixed_interval'] : COMMON;
    const { spec, rest } = parseValuesSourceBody(type, body, own);
    const minDocCount = rest.has('min_doc_count') ? intMember(type, 'min_doc_count', rest.get('min_doc_count')) : 0;
    if (minDocCount < 0) throw illegalArgument(`[minDocCount] must be greater than or equal to 0. Found [${minDocCount}] in [${name}]`);
    const keyed = rest.has('keyed') ? booleanMember(type, 'keyed', rest.get('keyed')) : false;
    const order = rest.has('order') ? parseOrder(rest.get('order'), ctx.warn) : [{ key: '_key', asc: true }];
    const zone = rest.has('time_zone') ? parseTimeZone(stringMember(type, 'time_zone', rest.get('time_zone'))) : UTC;
    const bounds = rest.get('extended_bounds');
    if (bounds !== undefined && !isObject(bounds)) throw unknownField(type, 'extended_bounds');
    for (const k of Object.keys(bounds ?? {})) if (k !== 'min' && k !== 'max') throw unknownField('extended_bounds', k);
    let interval = 0;
    let intervalText = '';
    let offset = 0;
    if (date) {
      const given = ['interval', 'calendar_interval', 'fixed_interval'].filter((k) => rest.has(k));
      if (given.length === 0) throw illegalArgument(`Invalid interval specified, must be non-null and non-empty`);
      if (given.length > 1) throw illegalArgument(`Cannot use [${given[1]}] with [${given[0]}] configuration option.`);
      const v = rest.get(given[0]);
      intervalText = typeof v === 'number' ? `${v}ms` : stringMember(type, given[0], v);
      if (given[0] === 'calendar_interval' && !isCalendarInterval(intervalText)) throw illegalArgument(`The supplied interval [${intervalText}] could not be parsed as a calendar interval.`);
      if (given[0] === 'fixed_interval' && isCalendarInterval(intervalText) && !/^1[smhd]$/.test(intervalText)) throw illegalArgument(`failed to parse setting [date_histogram.fixedInterval] with value [${intervalText}] as a time value: unit is missing or unrecognized`);
      if (!isCalendarInterval(intervalText) || given[0] === 'fixed_interval') interval = parseFixedInterval(intervalText, 'date_histogram.interval');
      if (rest.has('offset')) {
        const o = rest.get('offset');
        offset = typeof o === 'number' ? o : parseOffset(stringMember(type, 'offset', o));
      }
    } else {
      if (!rest.has('interval')) throw illegalArgument(`[interval] must be >0 for histogram aggregation [${name}]`);
      interval = numberMember(type, 'interval', rest.get('interval'));
      if (!(interval > 0)) throw illegalArgument(`[interval] must be >0 for histogram aggregation [${name}]`);
      if (rest.has('offset')) offset = numberMember(type, 'offset', rest.get('offset'));
    }
    const builder: AggregationBuilder = {
      name,
      type,
      subs: [],
      pipelines: [],
      minDocCount,
      prepare(shard) {
        validateOrderPath(order, builder.subs, name);
        const source = resolveValuesSource(spec, shard.index, 'numeric', zone);
        const format = source?.format ?? (date ? RAW : RAW);
        const subFactories = prepareAll(builder.subs, shard);
        let rounding: Rounding;
        if (date) {
          const base = interval > 0 ? fixedRounding(interval, zone) : calendarRounding(intervalText, zone);
          rounding = { round: (v) => base.round(v - offset) + offset, next: (k) => base.next(k - offset) + offset };
        } else {
          rounding = { round: (v) => Math.floor((v - offset) / interval) * interval + offset, next: (k) => k + interval };
        }
        const readBound = (v: unknown) => (v === undefined || v === null ? undefined : date ? format.parseNumber(v, shard.now) : Number(v));
        const gaps: Gaps = { round: rounding.round, next: rounding.next, min: readBound(bounds?.min), max: readBound(bounds?.max) };
        if (gaps.min !== undefined && gaps.max !== undefined && gaps.min > gaps.max) {
          throw illegalArgument(`[extended_bounds.min][${gaps.min}] cannot be greater than [extended_bounds.max][${gaps.max}] for histogram aggregation [${name}]`);
        }
        const column = source?.column;
        return (): Collector => {
          const buckets = new Map<number, { count: number; subs: Collector[] }>();
          const add = (value: number, previous: number, leaf: LeafContext, doc: number, score: number): number => {
            const key = rounding.round(value);
            if (key === previous) return key;
            let b = buckets.get(key);
            if (!b) buckets.set(key, (b = { count: 0, subs: createAll(subFactories) }));
            b.count++;
            collectAll(b.subs, leaf, doc, score);
            return key;
          };
          const addDoc = (c: DocValuesColumn, leaf: LeafContext, doc: number, score: number) => {
            const values = c.values as Float64Array;
            let previous = NaN;
            for (let i = c.start[doc], end = c.start[doc + 1]; i < end; i++) previous = add(values[i], previous, leaf, doc, score);
          };
          // perf: a field's values read off its column (the leaf's, kept while the leaf lasts), no array per doc.
          const leafColumn = column === undefined ? undefined : new PerLeafColumn(column, (c) => c);
          return {
            collectMatches: leafColumn && ((leaf, matches) => {
              const c = leafColumn.of(leaf);
              if (c) for (let i = 0; i < matches.length; i++) addDoc(c, leaf, matches.docs[i], matches.scores[i]);
            }),
            collect(leaf, doc, score) {
              if (!source) return;
              if (leafColumn) {
                const c = leafColumn.of(leaf);
                if (c) addDoc(c, leaf, doc, score);
                return;
              }
              const vs = source.values(leaf, doc, score) as ArrayLike<number>;
              let previous = NaN;
              for (let i = 0; i < vs.length; i++) previous = add(vs[i], previous, leaf, doc, score);
            },
            build() {
              const list = [...buckets].map(([key, b]) => ({ key, docCount: b.count, subs: buildAll(b.subs) })).sort((a, b) => a.key - b.key);
              const r = new InternalHistogram(name, type, format, order, keyed, minDocCount, list, gaps, buildAll(createAll(subFactories)));
              r.meta = builder.meta;
              return r;
            },
          };
        };
      },
    };
    return builder;
  };
}

/** `offset` of a date histogram: `+6h`, `-1d`, `30m`. */
function parseOffset(text: string): number {
  const sign = text.startsWith('-') ? -1 : 1;
  const body = text.replace(/^[+-]/, '');
  return sign * parseFixedInterval(body, 'date_histogram.offset');
}
