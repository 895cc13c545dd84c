/**
 * composite: buckets for every combination of its sources' values (terms, histogram, date_histogram), in the
 * sources' order (asc by default, a missing value first when `missing_bucket`), paged with `size` and `after`;
 * `after_key` is the last bucket's key. Keys are raw values unless a source has a `format`.
 */
import { EsError } from '../../errors/es-error';
import { illegalArgument, parsingException } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { compareUtf8 } from '../../util/utf8';
import { RAW, type DocValueFormat } from '../doc-value-format';
import { setMember } from '../../util/json';
import { consumeBuckets, DEFAULT_WARN_BUCKETS } from '../max-buckets';
import { booleanMember, intMember, numberMember, parseValuesSourceBody, stringMember } from '../parse-helpers';
import { buildAll, collectAll, countBuckets, createAll, prepareAll, reduceAll, renderAll } from '../subs';
import { parseTimeZone, UTC, type TimeZone } from '../time-zone';
import type { AggregationBuilder, Collector, InternalAggregation, ReduceContext, RenderContext } from '../types';
import { resolveValuesSource, type ValuesSource, type ValuesSourceSpec } from '../values-source';
import { calendarRounding, fixedRounding, isCalendarInterval, parseFixedInterval, type Rounding } from './rounding';

type Key = Array<number | string | null>;

interface SourceSpec {
  name: string;
  kind: 'terms' | 'histogram' | 'date_histogram';
  spec: ValuesSourceSpec;
  asc: boolean;
  missingBucket: boolean;
  interval?: number;
  calendar?: string;
  zone: TimeZone;
}

interface CompositeBucket {
  key: Key;
  docCount: number;
  subs: InternalAggregation[];
}

function compareKeys(a: Key, b: Key, sources: Array<{ asc: boolean }>): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    let c: number;
    if (x === null || y === null) c = x === y ? 0 : x === null ? -1 : 1;
    else if (typeof x === 'string' && typeof y === 'string') c = compareUtf8(x, y);
    else c = (x as number) < (y as number) ? -1 : (x as number) > (y as number) ? 1 : 0;
    if (c !== 0) return sources[i].asc ? c : -c;
  }
  return 0;
}

const keyId = (k: Key) => JSON.stringify(k);

export class InternalComposite implements InternalAggregation {
  readonly typedName = 'composite';
  meta?: Record<string, unknown>;
  constructor(
    readonly name: string,
    readonly size: number,
    readonly sources: Array<{ name: string; asc: boolean; format: DocValueFormat }>,
    readonly buckets: CompositeBucket[],
  ) {}
  innerBucketCount() {
    return this.buckets.reduce((n, b) => n + 1 + countBuckets(b.subs), 0);
  }
  reduce(all: InternalAggregation[], ctx: ReduceContext): InternalAggregation {
    const byKey = new Map<string, CompositeBucket[]>();
    for (const c of all as InternalComposite[]) {
      for (const b of c.buckets) {
        const id = keyId(b.key);
        const same = byKey.get(id);
        if (same) same.push(b);
        else byKey.set(id, [b]);
      }
    }
    const merged = [...byKey.values()].map((same) => ({ key: same[0].key, docCount: same.reduce((n, b) => n + b.docCount, 0), subs: reduceAll(same.map((b) => b.subs), ctx) }));
    merged.sort((a, b) => compareKeys(a.key, b.key, this.sources));
    const top = merged.slice(0, this.size);
    if (ctx.final) consumeBuckets(ctx, top.length);
    const r = new InternalComposite(this.name, this.size, this.sources, top);
    r.meta = this.meta;
    return r;
  }
  property(path: string[]) {
    return path[0] === '_bucket_count' ? this.buckets.length : undefined;
  }
  keyText(key: unknown): string {
    return JSON.stringify(key);
  }
  private keyJson(key: Key): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.sources.forEach((s, i) => {
      const v = key[i];
      setMember(out, s.name, v === null ? null : s.format === RAW ? v : s.format.format(v));
    });
    return out;
  }
  render(ctx: RenderContext): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    if (this.buckets.length > 0) out.after_key = this.keyJson(this.buckets[this.buckets.length - 1].key);
    out.buckets = this.buckets.map((b) => {
      const o: Record<string, unknown> = { key: this.keyJson(b.key), doc_count: b.docCount };
      renderAll(o, b.subs, ctx);
      return o;
    });
    return out;
  }
}

function parseSource(entry: unknown): SourceSpec {
  if (!isObject(entry) || Object.keys(entry).length !== 1) throw parsingException('[composite] each source must be an object with one named value source');
  const [name, def] = Object.entries(entry)[0];
  if (!isObject(def) || Object.keys(def).length !== 1) throw parsingException(`[composite] source [${name}] must hold one of [terms, histogram, date_histogram]`);
  const [kind, body] = Object.entries(def)[0];
  if (kind !== 'terms' && kind !== 'histogram' && kind !== 'date_histogram') throw parsingException(`Invalid source type: ${kind}`);
  if (!isObject(body)) throw parsingException(`[${kind}] source [${name}] must be an object`);
  const own = ['order', 'missing_bucket', ...(kind === 'terms' ? [] : ['interval']), ...(kind === 'date_histogram' ? ['time_zone'] : [])];
  const { spec, rest } = parseValuesSourceBody(kind, body, own);
  const order = rest.has('order') ? stringMember(kind, 'order', rest.get('order')).toLowerCase() : 'asc';
  if (order !== 'asc' && order !== 'desc') throw illegalArgument(`Unknown SortOrder [${order}]`);
  const src: SourceSpec = {
    name,
    kind,
    spec,
    asc: order === 'asc',
    missingBucket: rest.has('missing_bucket') ? booleanMember(kind, 'missing_bucket', rest.get('missing_bucket')) : false,
    zone: rest.has('time_zone') ? parseTimeZone(String(rest.get('time_zone'))) : UTC,
  };
  if (kind === 'histogram') {
    src.interval = numberMember(kind, 'interval', rest.get('interval'));
    if (!(src.interval > 0)) throw illegalArgument(`[interval] must be greater than 0 for [histogram] source`);
  } else if (kind === 'date_histogram') {
    const iv = rest.get('interval');
    if (iv === undefined) throw illegalArgument(`[interval] must not be null: [${name}]`);
    const text = typeof iv === 'number' ? `${iv}ms` : String(iv);
    if (isCalendarInterval(text)) src.calendar = text;
    else src.interval = parseFixedInterval(text, 'date_histogram.interval');
  }
  if (spec.missing !== undefined) throw illegalArgument(`[missing] is not supported in composite sources, use [missing_bucket] in [${name}]`);
  return src;
}

export function parseComposite(name: string, body: Record<string, unknown>): AggregationBuilder {
  let size = 10;
  let sources: SourceSpec[] | undefined;
  let after: Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'size') size = intMember('composite', k, v);
    else if (k === 'sources') {
      if (!Array.isArray(v)) throw parsingException('[composite] sources must be an array');
      sources = v.map(parseSource);
    } else if (k === 'after') {
      if (!isObject(v)) throw parsingException('[composite] after must be an object');
      after = v;
    } else throw parsingException(`[composite] unknown field [${k}], parser not found`);
  }
  if (!sources || sources.length === 0) throw illegalArgument(`Composite [sources] cannot be null or empty`);
  const names = new Set(sources.map((s) => s.name));
  if (names.size !== sources.length) throw illegalArgument(`Composite source names must be unique`);
  if (after && (Object.keys(after).length !== sources.length || sources.some((s) => !(s.name in after!)))) {
    throw illegalArgument(`[after] has ${Object.keys(after).length} value(s) but [sources] has ${sources.length}`);
  }
  const srcs = sources;
  const builder: AggregationBuilder = {
    name,
    type: 'composite',
    subs: [],
    pipelines: [],
    prepare(shard) {
      const limit = shard.maxBuckets !== undefined && shard.maxBuckets >= 0 ? shard.maxBuckets : DEFAULT_WARN_BUCKETS;
      if (size > limit) {
        throw new EsError({ type: 'too_many_buckets_exception', reason: `Trying to create too many buckets. Must be less than or equal to: [${limit}] but was [${size}]. This limit can be set by changing the [search.max_buckets] cluster setting.`, status: 503, extras: { max_buckets: limit } });
      }
      const resolved = srcs.map((s) => {
        const source = resolveValuesSource(s.spec, shard.index, s.kind === 'terms' ? 'any' : 'numeric', s.zone);
        let rounding: Rounding | undefined;
        if (s.kind === 'histogram') rounding = { round: (v) => Math.floor(v / s.interval!) * s.interval!, next: (k) => k + s.interval! };
        if (s.kind === 'date_histogram') rounding = s.calendar ? calendarRounding(s.calendar, s.zone) : fixedRounding(s.interval!, s.zone);
        const format = s.spec.format !== undefined && source ? source.format : RAW;
        return { ...s, source, rounding, format };
      });
      const afterKey: Key | undefined = after
        ? resolved.map((s) => {
            const v = after![s.name];
            if (v === null) return null;
            if (s.source?.kind === 'numeric') return typeof v === 'number' ? v : s.source.format.parseNumber(v);
            return s.source?.format.parseTerm ? s.source.format.parseTerm(v) : String(v);
          })
        : undefined;
      const subFactories = prepareAll(builder.subs, shard);
      const valuesOf = (s: (typeof resolved)[number], source: ValuesSource | undefined, leaf: Parameters<Collector['collect']>[0], doc: number, score: number): Key => {
        const out: Key = [];
        if (source) {
          const vs = source.values(leaf, doc, score);
          for (let i = 0; i < vs.length; i++) {
            const v = s.rounding ? s.rounding.round(vs[i] as number) : vs[i];
            if (!out.includes(v)) out.push(v);
          }
        }
        if (out.length === 0 && s.missingBucket) out.push(null);
        return out;
      };
      return (): Collector => {
        const buckets = new Map<string, { key: Key; count: number; subs: Collector[] }>();
        return {
          collect(leaf, doc, score) {
            let combos: Key[] = [[]];
            for (const s of resolved) {
              const vs = valuesOf(s, s.source, leaf, doc, score);
              if (vs.length === 0) return;
              const next: Key[] = [];
              for (const c of combos) for (const v of vs) next.push([...c, v]);
              combos = next;
            }
            for (const key of combos) {
              if (afterKey && compareKeys(key, afterKey, resolved) <= 0) continue;
              const id = keyId(key);
              let b = buckets.get(id);
              if (!b) buckets.set(id, (b = { key, count: 0, subs: createAll(subFactories) }));
              b.count++;
              collectAll(b.subs, leaf, doc, score);
            }
          },
          build() {
            const list = [...buckets.values()].sort((a, b) => compareKeys(a.key, b.key, resolved)).slice(0, size);
            const r = new InternalComposite(name, size, resolved.map((s) => ({ name: s.name, asc: s.asc, format: s.format })), list.map((b) => ({ key: b.key, docCount: b.count, subs: buildAll(b.subs) })));
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}

/** ES: composite only at the top level (or under a nested aggregation). */
export function checkCompositePlacement(builders: AggregationBuilder[], parent?: AggregationBuilder) {
  for (const b of builders) {
    if (b.type === 'composite' && parent && parent.type !== 'nested') {
      throw new EsError({ type: 'aggregation_initialization_exception', reason: `[composite] aggregation cannot be used with a parent aggregation of type: [${parent.type}]`, status: 500 });
    }
    checkCompositePlacement(b.subs, b);
  }
}
