/**
 * percentiles and percentile_ranks over a t-digest (ES's default method), and median_absolute_deviation.
 * `tdigest` (the default) or `hdr` (metrics/hdr.ts).
 */
import { illegalArgument, xContentParseException } from '../../errors/catalog';
import { javaDoubleToString } from '../../script/java-string';
import { isObject } from '../../util/json';
import { RAW, type DocValueFormat } from '../doc-value-format';
import { setMember } from '../../util/json';
import { booleanMember, javaDouble, numberMember, parseValuesSourceBody, unknownField } from '../parse-helpers';
import type { AggregationBuilder, InternalAggregation } from '../types';
import type { ValuesSourceSpec } from '../values-source';
import { valuesMetric } from './values-metric';
import { HdrSketch } from './hdr';
import { TDigest } from './tdigest';

/** What the percentiles aggregations need of a sketch (t-digest or HDR). */
interface Sketch {
  readonly method: 'tdigest' | 'hdr';
  count: number;
  add(v: number): void;
  merge(other: Sketch): void;
  empty(): Sketch;
  valueAt(percent: number): number;
  rankOf(value: number): number;
}

function tdigestSketch(d: TDigest): Sketch {
  return {
    method: 'tdigest',
    get count() {
      return d.count;
    },
    add: (v) => d.add(v),
    merge: (o) => d.merge((o as unknown as { digest: TDigest }).digest),
    empty: () => tdigestSketch(new TDigest(d.compression)),
    valueAt: (p) => d.quantile(p / 100),
    rankOf: (v) => Math.max(0, Math.min(100, d.cdf(v) * 100)),
    digest: d,
  } as Sketch;
}

function hdrSketch(h: HdrSketch): Sketch {
  return {
    method: 'hdr',
    get count() {
      return h.count;
    },
    add: (v) => h.add(v),
    merge: (o) => h.merge((o as unknown as { hdr: HdrSketch }).hdr),
    empty: () => hdrSketch(new HdrSketch(h.digits)),
    valueAt: (p) => h.valueAt(p),
    rankOf: (v) => h.rankOf(v),
    hdr: h,
  } as Sketch;
}

const DEFAULT_PERCENTS = [1, 5, 25, 50, 75, 95, 99];

export class InternalPercentiles implements InternalAggregation {
  meta?: Record<string, unknown>;
  constructor(
    readonly name: string,
    readonly ranks: boolean,
    readonly keys: number[],
    readonly sketch: Sketch,
    readonly keyed: boolean,
    readonly format: DocValueFormat,
  ) {}
  get typedName() {
    return `${this.sketch.method}_${this.ranks ? 'percentile_ranks' : 'percentiles'}`;
  }
  reduce(all: InternalAggregation[]): InternalAggregation {
    const merged = this.sketch.empty();
    for (const a of all as InternalPercentiles[]) merged.merge(a.sketch);
    const r = new InternalPercentiles(this.name, this.ranks, this.keys, merged, this.keyed, this.format);
    r.meta = this.meta;
    return r;
  }
  valueOf(key: number): number {
    if (this.sketch.count === 0) return NaN;
    return this.ranks ? this.sketch.rankOf(key) : this.sketch.valueAt(key);
  }
  property(path: string[]) {
    if (path.length === 0) return undefined;
    const v = this.valueOf(Number(path[0]));
    return v;
  }
  render() {
    const values = this.keys.map((k) => ({ k, v: this.valueOf(k) }));
    if (this.keyed) {
      const out: Record<string, unknown> = {};
      for (const { k, v } of values) {
        setMember(out, javaDoubleToString(k), Number.isNaN(v) ? null : v);
        if (this.format !== RAW && !Number.isNaN(v)) setMember(out, `${javaDoubleToString(k)}_as_string`, this.format.format(v));
      }
      return { values: out };
    }
    return {
      values: values.map(({ k, v }) => {
        const o: Record<string, unknown> = { key: k, value: Number.isNaN(v) ? null : v };
        if (this.format !== RAW && !Number.isNaN(v)) o.value_as_string = this.format.format(v);
        return o;
      }),
    };
  }
}

function parseNumberList(type: string, key: string, value: unknown): number[] {
  if (!Array.isArray(value)) throw xContentParseException(`[${type}] ${key} doesn't support values of type: ${value === null ? 'VALUE_NULL' : 'VALUE_STRING'}`);
  return value.map((v) => {
    if (typeof v !== 'number') throw xContentParseException(`[${type}] failed to parse field [${key}]`);
    return v;
  });
}

function parseMethod(type: string, name: string, rest: Map<string, unknown>): { compression: number; digits?: number } {
  let compression = 100;
  let digits: number | undefined;
  if (rest.has('hdr') && rest.has('tdigest')) throw illegalArgument(`Only one percentiles method can be given: [tdigest] or [hdr] in [${name}]`);
  if (rest.has('hdr')) {
    digits = 3;
    const hdr = rest.get('hdr');
    if (!isObject(hdr)) throw xContentParseException(`[${type}] failed to parse field [hdr]`);
    for (const [k, v] of Object.entries(hdr)) {
      if (k !== 'number_of_significant_value_digits') throw unknownField('hdr', k);
      digits = numberMember('hdr', k, v);
      if (!Number.isInteger(digits) || digits < 0 || digits > 5) throw illegalArgument(`[numberOfSignificantValueDigits] must be between 0 and 5: [${name}]`);
    }
  }
  if (rest.has('tdigest')) {
    const td = rest.get('tdigest');
    if (!isObject(td)) throw xContentParseException(`[${type}] failed to parse field [tdigest]`);
    for (const [k, v] of Object.entries(td)) {
      if (k !== 'compression') throw unknownField('tdigest', k);
      compression = numberMember('tdigest', k, v);
      if (compression < 0) throw illegalArgument(`[compression] must be greater than or equal to 0. Found [${javaDouble(compression)}] in [${name}]`);
    }
  }
  return { compression, digits };
}

function digestBuilder(name: string, type: string, spec: ValuesSourceSpec, make: (format: DocValueFormat, sketch: Sketch) => InternalAggregation, newSketch: () => Sketch): AggregationBuilder {
  return valuesMetric(name, type, spec, 'numeric', (format) => {
    const sketch = newSketch();
    return { add: (v) => sketch.add(v as number), build: () => make(format, sketch) };
  });
}

export function parsePercentiles(ranks: boolean) {
  const type = ranks ? 'percentile_ranks' : 'percentiles';
  const listKey = ranks ? 'values' : 'percents';
  return (name: string, body: Record<string, unknown>): AggregationBuilder => {
    const { spec, rest } = parseValuesSourceBody(type, body, [listKey, 'keyed', 'tdigest', 'hdr', 'method', 'compression']);
    let keys = ranks ? undefined : DEFAULT_PERCENTS;
    if (rest.has(listKey)) {
      keys = parseNumberList(type, listKey, rest.get(listKey));
      if (keys.length === 0) throw illegalArgument(`[${listKey}] must not be empty: [${name}]`);
    }
    if (!keys) throw illegalArgument(`[${listKey}] must not be null: [${name}]`);
    const keyed = rest.has('keyed') ? booleanMember(type, 'keyed', rest.get('keyed')) : true;
    const { compression, digits } = parseMethod(type, name, rest);
    if (rest.has('method') || rest.has('compression')) throw illegalArgument(`[${rest.has('method') ? 'method' : 'compression'}] is not supported in [${name}]; use [tdigest] or [hdr]`);
    const sorted = keys;
    const newSketch = () => (digits !== undefined ? hdrSketch(new HdrSketch(digits)) : tdigestSketch(new TDigest(compression)));
    return digestBuilder(name, type, spec, (format, sketch) => new InternalPercentiles(name, ranks, sorted, sketch, keyed, format), newSketch);
  };
}

export class InternalMad implements InternalAggregation {
  readonly typedName = 'median_absolute_deviation';
  meta?: Record<string, unknown>;
  constructor(readonly name: string, readonly digest: TDigest, readonly format: DocValueFormat) {}
  reduce(all: InternalAggregation[]): InternalAggregation {
    const merged = new TDigest(this.digest.compression);
    for (const a of all as InternalMad[]) merged.merge(a.digest);
    const r = new InternalMad(this.name, merged, this.format);
    r.meta = this.meta;
    return r;
  }
  value(): number {
    if (this.digest.count === 0) return NaN;
    // ES: the median of the absolute deviations from the digest's median, over the digest's own centroids.
    const median = this.digest.quantile(0.5);
    const deviations = new TDigest(this.digest.compression);
    for (const [m, w] of this.digest.centroids()) deviations.add(Math.abs(m - median), w);
    return deviations.quantile(0.5);
  }
  property(path: string[]) {
    return path.length === 0 || path[0] === 'value' ? this.value() : undefined;
  }
  render() {
    const v = this.value();
    const out: Record<string, unknown> = { value: Number.isNaN(v) ? null : v };
    if (this.format !== RAW && !Number.isNaN(v)) out.value_as_string = this.format.format(v);
    return out;
  }
}

export function parseMad(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec, rest } = parseValuesSourceBody('median_absolute_deviation', body, ['compression']);
  let compression = 1000;
  if (rest.has('compression')) {
    compression = numberMember('median_absolute_deviation', 'compression', rest.get('compression'));
    if (compression <= 0) throw illegalArgument(`[compression] must be greater than 0. Found [${javaDouble(compression)}] in [${name}]`);
  }
  return digestBuilder(name, 'median_absolute_deviation', spec, (format, sketch) => new InternalMad(name, (sketch as unknown as { digest: TDigest }).digest, format), () => tdigestSketch(new TDigest(compression)));
}
