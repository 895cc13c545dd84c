/**
 * range and date_range: buckets `[from, to)`, sorted by from then to as ES sorts them, a doc counted once per range;
 * default keys `from-to` with `*` for open ends, written through the format (`50.0`, or the date format).
 */
import { illegalArgument } from '../../errors/catalog';
import { javaDoubleToString } from '../../script/java-string';
import { isObject } from '../../util/json';
import { RAW, type DocValueFormat } from '../doc-value-format';
import { setMember } from '../../util/json';
import { booleanMember, parseValuesSourceBody, unknownField } from '../parse-helpers';
import { buildAll, collectAll, createAll, prepareAll, renderAll } from '../subs';
import { PositionalBuckets } from './positional-buckets';
import type { AggregationBuilder, Collector, InternalAggregation, RenderContext } from '../types';
import { resolveValuesSource } from '../values-source';

interface RangeSpec {
  key?: string;
  from: unknown;
  to: unknown;
}

interface RangeBucket {
  key: string;
  from: number;
  to: number;
  docCount: number;
  subs: InternalAggregation[];
}

export class InternalRange extends PositionalBuckets<RangeBucket> {
  constructor(name: string, readonly typedName: 'range' | 'date_range' | 'geo_distance', readonly format: DocValueFormat, readonly keyed: boolean, buckets: RangeBucket[]) {
    super(name, buckets);
  }
  protected withBuckets(buckets: RangeBucket[]) {
    return new InternalRange(this.name, this.typedName, this.format, this.keyed, buckets);
  }
  render(ctx: RenderContext): Record<string, unknown> {
    return this.renderBuckets(ctx, this.keyed, (b, out) => {
      if (!this.keyed) out.key = b.key;
      if (Number.isFinite(b.from)) {
        out.from = b.from;
        if (this.format !== RAW) out.from_as_string = this.format.format(b.from);
      }
      if (Number.isFinite(b.to)) {
        out.to = b.to;
        if (this.format !== RAW) out.to_as_string = this.format.format(b.to);
      }
    });
  }
}

function parseRanges(type: string, value: unknown): RangeSpec[] {
  if (!Array.isArray(value)) throw illegalArgument(`[ranges] must be an array in [${type}]`);
  return value.map((r) => {
    if (!isObject(r)) throw illegalArgument(`[ranges] must hold objects in [${type}]`);
    const spec: RangeSpec = { from: undefined, to: undefined };
    for (const [k, v] of Object.entries(r)) {
      if (k === 'key') spec.key = String(v);
      else if (k === 'from') spec.from = v;
      else if (k === 'to') spec.to = v;
      else throw unknownField('range', k);
    }
    return spec;
  });
}

function keyText(v: number, format: DocValueFormat): string {
  if (!Number.isFinite(v)) return '*';
  return format === RAW ? javaDoubleToString(v) : format.format(v);
}

export function parseRange(date: boolean) {
  const type = date ? 'date_range' : 'range';
  return (name: string, body: Record<string, unknown>): AggregationBuilder => {
    const { spec, rest } = parseValuesSourceBody(type, body, ['ranges', 'keyed', ...(date ? ['time_zone'] : [])]);
    if (!rest.has('ranges')) throw illegalArgument(`No [ranges] specified for the [${name}] aggregation`);
    const ranges = parseRanges(type, rest.get('ranges'));
    if (ranges.length === 0) throw illegalArgument(`No [ranges] specified for the [${name}] aggregation`);
    const keyed = rest.has('keyed') ? booleanMember(type, 'keyed', rest.get('keyed')) : false;
    const builder: AggregationBuilder = {
      name,
      type,
      subs: [],
      pipelines: [],
      prepare(shard) {
        const source = resolveValuesSource(spec, shard.index, 'numeric');
        const format = source?.format ?? RAW;
        const read = (v: unknown, open: number) => (v === undefined || v === null ? open : date || typeof v === 'string' ? format.parseNumber(v, shard.now) : Number(v));
        const resolved = ranges
          .map((r) => {
            const from = read(r.from, -Infinity);
            const to = read(r.to, Infinity);
            return { from, to, key: r.key ?? `${keyText(from, format)}-${keyText(to, format)}` };
          })
          .sort((a, b) => a.from - b.from || a.to - b.to);
        const subFactories = prepareAll(builder.subs, shard);
        return (): Collector => {
          const counts = new Array<number>(resolved.length).fill(0);
          const subs = resolved.map(() => createAll(subFactories));
          return {
            collect(leaf, doc, score) {
              if (!source) return;
              const vs = source.values(leaf, doc, score) as ArrayLike<number>;
              for (let r = 0; r < resolved.length; r++) {
                const { from, to } = resolved[r];
                for (let i = 0; i < vs.length; i++) {
                  if (vs[i] >= from && vs[i] < to) {
                    counts[r]++;
                    collectAll(subs[r], leaf, doc, score);
                    break;
                  }
                }
              }
            },
            build() {
              const r = new InternalRange(name, type, format, keyed, resolved.map((x, i) => ({ ...x, docCount: counts[i], subs: buildAll(subs[i]) })));
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
