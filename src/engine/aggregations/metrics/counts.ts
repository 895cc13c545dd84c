/** value_count (values of any type) and cardinality (ES 6.8's HyperLogLog++: hyperloglog.ts). */
import { illegalArgument } from '../../errors/catalog';
import { intMember, parseValuesSourceBody } from '../parse-helpers';
import type { AggregationBuilder, InternalAggregation } from '../types';
import { fmix64, murmur3x64h1 } from '../../util/murmur3-128';
import { utf8Encode } from '../../util/utf8';
import { refuseSubs } from '../subs';
import { PerLeafColumn, resolveValuesSource, type NumberKind } from '../values-source';
import type { DocValuesColumn } from '../../index/segment';
import { encodedHashesOf } from './encoded-hashes';
import { DEFAULT_PRECISION, encodeHash, HyperLogLog, precisionFromThreshold } from './hyperloglog';
import { valuesMetric } from './values-metric';

export class InternalValueCount implements InternalAggregation {
  readonly typedName = 'value_count';
  meta?: Record<string, unknown>;
  constructor(readonly name: string, readonly value: number) {}
  reduce(all: InternalAggregation[]): InternalAggregation {
    const r = new InternalValueCount(this.name, (all as InternalValueCount[]).reduce((s, a) => s + a.value, 0));
    r.meta = this.meta;
    return r;
  }
  property(path: string[]) {
    return path.length === 0 || path[0] === 'value' ? this.value : undefined;
  }
  render() {
    return { value: this.value };
  }
}

export function parseValueCount(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec } = parseValuesSourceBody('value_count', body, [], { format: true });
  return valuesMetric(name, 'value_count', spec, 'any', () => {
    let n = 0;
    return { add: () => void n++, build: () => new InternalValueCount(name, n) };
  });
}

export class InternalCardinality implements InternalAggregation {
  readonly typedName = 'cardinality';
  meta?: Record<string, unknown>;
  constructor(readonly name: string, readonly sketch: HyperLogLog) {}
  reduce(all: InternalAggregation[]): InternalAggregation {
    const merged = this.sketch.copy();
    for (const a of all as InternalCardinality[]) if (a !== this) merged.merge(a.sketch);
    const r = new InternalCardinality(this.name, merged);
    r.meta = this.meta;
    return r;
  }
  property(path: string[]) {
    return path.length === 0 || path[0] === 'value' ? this.sketch.cardinality() : undefined;
  }
  render() {
    return { value: this.sketch.cardinality() };
  }
}

const f64 = new Float64Array(1);
const i64 = new BigInt64Array(f64.buffer);

/**
 * The 64-bit hash ES's CardinalityAggregator collects for a value: MurmurHash3.hash128(term bytes).h1 for keywords,
 * ips (their 16 bytes) and scripts' strings; MurmurHash3.hash(long) for longs, dates and booleans, and of
 * Double.doubleToLongBits for doubles.
 */
function valueHasher(kind: 'numeric' | 'bytes', numberKind: NumberKind, fieldType: string): (v: number | string) => bigint {
  if (kind === 'bytes') {
    const ip = fieldType === 'ip';
    return (v) => murmur3x64h1(ip && typeof v === 'string' && /^[0-9a-f]{32}$/.test(v) ? hexBytes(v) : utf8Encode(String(v)));
  }
  if (numberKind === 'double') {
    return (v) => {
      f64[0] = Number(v);
      return fmix64(BigInt.asUintN(64, Number.isNaN(f64[0]) ? 0x7ff8000000000000n : i64[0]));
    };
  }
  return (v) => fmix64(BigInt.asUintN(64, BigInt(Math.trunc(Number(v)))));
}

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

export function parseCardinality(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec, rest } = parseValuesSourceBody('cardinality', body, ['precision_threshold', 'rehash']);
  let precision = DEFAULT_PRECISION;
  if (rest.has('precision_threshold')) {
    const threshold = intMember('cardinality', 'precision_threshold', rest.get('precision_threshold'));
    if (threshold < 0) throw illegalArgument(`[precisionThreshold] must be greater than or equal to 0. Found [${threshold}] in [${name}]`);
    precision = precisionFromThreshold(threshold);
  }
  const builder: AggregationBuilder = {
    name,
    type: 'cardinality',
    subs: [],
    pipelines: [],
    prepare(shard) {
      refuseSubs(builder);
      const source = resolveValuesSource(spec, shard.index, 'any');
      const hash = source ? valueHasher(source.kind, source.numberKind, source.fieldType) : undefined;
      // A term's encoded hash, once per distinct value on the shard (the same values recur across docs).
      const encodedOf = new Map<number | string, number>();
      const encoded = (v: number | string): number => {
        let e = encodedOf.get(v);
        if (e === undefined) {
          e = encodeHash(hash!(v), precision);
          if (encodedOf.size < 1_000_000) encodedOf.set(v, e);
        }
        return e;
      };
      const column = source?.column;
      const codesKey = source ? `${source.kind} ${source.numberKind} ${source.fieldType} ${precision}` : '';
      return () => {
        const sketch = new HyperLogLog(precision);
        // Each leaf's column with its codes (encoded-hashes.ts): a value is hashed once across requests.
        const leafColumn = column === undefined ? undefined : new PerLeafColumn(column, (c) => ({ c, codes: encodedHashesOf(c, codesKey) }));
        // A value repeated in a doc is collected twice: the sketch keeps a set of hashes, so nothing changes.
        const collectDoc = ({ c, codes }: { c: DocValuesColumn; codes: Int32Array }, doc: number) => {
          for (let i = c.start[doc], end = c.start[doc + 1]; i < end; i++) {
            let e = codes[i];
            if (e === 0) codes[i] = e = encoded(c.values[i]);
            sketch.collectEncoded(e);
          }
        };
        return {
          collectMatches: leafColumn && ((leaf, matches) => {
            const read = leafColumn.of(leaf);
            if (read) for (let i = 0; i < matches.length; i++) collectDoc(read, matches.docs[i]);
          }),
          collect(leaf, doc, score) {
            if (!source) return;
            if (leafColumn) {
              const read = leafColumn.of(leaf);
              if (read) collectDoc(read, doc);
              return;
            }
            const vs = source.values(leaf, doc, score);
            for (let i = 0; i < vs.length; i++) sketch.collectEncoded(encoded(vs[i]));
          },
          build() {
            const r = new InternalCardinality(name, sketch);
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}
