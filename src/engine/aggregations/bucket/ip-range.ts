/**
 * ip_range (ES's BinaryRangeAggregator over the 16-byte terms): ranges `[from, to)` given as addresses or a CIDR
 * `mask` (from the block's first address to the one after its last), sorted by from then to; keys `from-to` with
 * `*` for open ends, or the mask.
 */
import { illegalArgument } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { cidrToHexRange, hexToIp, ipToHex } from '../../util/ip';
import { setMember } from '../../util/json';
import { booleanMember, parseValuesSourceBody, unknownField } from '../parse-helpers';
import { buildAll, collectAll, createAll, prepareAll, renderAll } from '../subs';
import { PositionalBuckets } from './positional-buckets';
import type { AggregationBuilder, Collector, InternalAggregation, RenderContext } from '../types';
import { resolveValuesSource } from '../values-source';

interface IpBucket {
  key: string;
  from?: string;
  to?: string;
  docCount: number;
  subs: InternalAggregation[];
}

export class InternalIpRange extends PositionalBuckets<IpBucket> {
  readonly typedName = 'ip_range';
  constructor(name: string, readonly keyed: boolean, buckets: IpBucket[]) {
    super(name, buckets);
  }
  protected withBuckets(buckets: IpBucket[]) {
    return new InternalIpRange(this.name, this.keyed, buckets);
  }
  render(ctx: RenderContext): Record<string, unknown> {
    return this.renderBuckets(ctx, this.keyed, (b, out) => {
      if (!this.keyed) out.key = b.key;
      if (b.from !== undefined) out.from = hexToIp(b.from);
      if (b.to !== undefined) out.to = hexToIp(b.to);
    });
  }
}

/** The address after `hex` (undefined past the last one). */
function nextHex(hex: string): string | undefined {
  const n = BigInt(`0x${hex}`) + 1n;
  if (n >> 128n) return undefined;
  return n.toString(16).padStart(32, '0');
}

function readIp(v: unknown, name: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  const h = ipToHex(String(v));
  if (h === undefined) throw illegalArgument(`'${String(v)}' is not an IP string literal.`);
  void name;
  return h;
}

export function parseIpRange(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec, rest } = parseValuesSourceBody('ip_range', body, ['ranges', 'keyed'], { format: false });
  const rangesJson = rest.get('ranges');
  if (!Array.isArray(rangesJson) || rangesJson.length === 0) throw illegalArgument(`No [ranges] specified for the [${name}] aggregation`);
  const keyed = rest.has('keyed') ? booleanMember('ip_range', 'keyed', rest.get('keyed')) : false;
  const ranges = rangesJson.map((r) => {
    if (!isObject(r)) throw illegalArgument(`[ranges] must hold objects in [${name}]`);
    for (const k of Object.keys(r)) if (!['key', 'from', 'to', 'mask'].includes(k)) throw unknownField('range', k);
    let from = readIp(r.from, name);
    let to = readIp(r.to, name);
    let key = r.key === undefined ? undefined : String(r.key);
    if (r.mask !== undefined) {
      if (r.from !== undefined || r.to !== undefined) throw illegalArgument(`[mask] cannot be used with [from] or [to] in [${name}]`);
      const block = cidrToHexRange(String(r.mask));
      if (!block) throw illegalArgument(`Expected [ip/prefix] but was [${String(r.mask)}]`);
      from = block[0];
      to = nextHex(block[1]);
      key ??= String(r.mask);
    }
    key ??= `${from === undefined ? '*' : hexToIp(from)}-${to === undefined ? '*' : hexToIp(to)}`;
    return { key, from, to };
  });
  ranges.sort((a, b) => ((a.from ?? '') < (b.from ?? '') ? -1 : (a.from ?? '') > (b.from ?? '') ? 1 : (a.to ?? 'g') < (b.to ?? 'g') ? -1 : (a.to ?? 'g') > (b.to ?? 'g') ? 1 : 0));
  const builder: AggregationBuilder = {
    name,
    type: 'ip_range',
    subs: [],
    pipelines: [],
    prepare(shard) {
      const source = resolveValuesSource(spec, shard.index, 'bytes');
      if (source && source.fieldType !== 'ip') throw illegalArgument(`Field [${spec.field}] of type [${source.fieldType}] is not supported for aggregation [ip_range]`);
      const subFactories = prepareAll(builder.subs, shard);
      return (): Collector => {
        const counts = new Array<number>(ranges.length).fill(0);
        const subs = ranges.map(() => createAll(subFactories));
        return {
          collect(leaf, doc, score) {
            if (!source) return;
            const vs = source.values(leaf, doc, score) as readonly string[];
            for (let r = 0; r < ranges.length; r++) {
              const { from, to } = ranges[r];
              if (vs.some((v) => (from === undefined || v >= from) && (to === undefined || v < to))) {
                counts[r]++;
                collectAll(subs[r], leaf, doc, score);
              }
            }
          },
          build() {
            const r = new InternalIpRange(name, keyed, ranges.map((x, i) => ({ ...x, docCount: counts[i], subs: buildAll(subs[i]) })));
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}
