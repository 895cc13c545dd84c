/**
 * The Profile API's aggregation tree (ES 6.8's AggregationProfiler): one node per aggregation with the time its
 * aggregators spent being made (`initialize`), collecting (`collect`) and building their shard result
 * (`build_aggregation`); `reduce` happens on the coordinator and stays 0 here, as 6.8 reports it per shard.
 *
 * The aggregations are profiled by wrapping their builders for the request: each wrapper makes the same
 * collectors as the builder it wraps, timed. A bucket aggregation makes its sub-aggregations' collectors from
 * its `subs`, so those are wrapped in place (the parsed request belongs to this one search).
 */
import type { AggregationBuilder, Collector, InternalAggregation } from '../aggregations/types';
import type { NanoClock } from '../query/query-profiler';

/** ES 6.8's AggregationTimingType, in its order. */
export const AGG_TIMINGS = ['initialize', 'collect', 'build_aggregation', 'reduce'] as const;
export type AggTiming = (typeof AGG_TIMINGS)[number];

export class AggProfileNode {
  readonly nanos = new Float64Array(AGG_TIMINGS.length);
  readonly counts = new Float64Array(AGG_TIMINGS.length);
  readonly children: AggProfileNode[] = [];
  /** The shard result's type name (`sterms`, `lterms`...), which tells the aggregator class. */
  resultType?: string;
  constructor(readonly aggType: string, readonly description: string) {}
  add(timing: AggTiming, nanos: number) {
    const i = AGG_TIMINGS.indexOf(timing);
    this.nanos[i] += nanos;
    this.counts[i] += 1;
  }
  get totalNanos(): number {
    let t = 0;
    for (const n of this.nanos) t += n;
    return t;
  }
  /** The aggregator's class simple name, as 6.8's profiler names it. */
  get type(): string {
    return aggregatorClass(this.aggType, this.resultType);
  }
}

const CLASS_BY_TYPE: Readonly<Record<string, string>> = {
  avg: 'AvgAggregator', sum: 'SumAggregator', min: 'MinAggregator', max: 'MaxAggregator', stats: 'StatsAggregator',
  extended_stats: 'ExtendedStatsAggregator', value_count: 'ValueCountAggregator', cardinality: 'CardinalityAggregator',
  weighted_avg: 'WeightedAvgAggregator', median_absolute_deviation: 'MedianAbsoluteDeviationAggregator', top_hits: 'TopHitsAggregator',
  histogram: 'HistogramAggregator', date_histogram: 'DateHistogramAggregator', range: 'RangeAggregator', date_range: 'RangeAggregator',
  ip_range: 'BinaryRangeAggregator', composite: 'CompositeAggregator', adjacency_matrix: 'AdjacencyMatrixAggregator',
  sampler: 'SamplerAggregator', filter: 'FilterAggregator', filters: 'FiltersAggregator', missing: 'MissingAggregator',
  global: 'GlobalAggregator', significant_text: 'SignificantTextAggregator', scripted_metric: 'ScriptedMetricAggregator',
  nested: 'NestedAggregator', reverse_nested: 'ReverseNestedAggregator',
  geo_distance: 'RangeAggregator', geohash_grid: 'GeoHashGridAggregator',
};

/** Terms and significant terms pick their aggregator by the field's values (the shard result says which). */
const CLASS_BY_RESULT: Readonly<Record<string, string>> = {
  sterms: 'GlobalOrdinalsStringTermsAggregator', lterms: 'LongTermsAggregator', dterms: 'DoubleTermsAggregator',
  // an unmapped field's aggregator is an anonymous class: its simple name is empty
  umterms: '', umsigterms: '',
  sigsterms: 'GlobalOrdinalsSignificantTermsAggregator', siglterms: 'SignificantLongTermsAggregator',
  tdigest_percentiles: 'TDigestPercentilesAggregator', hdr_percentiles: 'HDRPercentilesAggregator',
  tdigest_percentile_ranks: 'TDigestPercentileRanksAggregator', hdr_percentile_ranks: 'HDRPercentileRanksAggregator',
};

export function aggregatorClass(type: string, resultType?: string): string {
  if (resultType !== undefined && resultType in CLASS_BY_RESULT) return CLASS_BY_RESULT[resultType];
  if (type in CLASS_BY_TYPE) return CLASS_BY_TYPE[type];
  return type.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('') + 'Aggregator';
}

/**
 * Profiles a request's aggregations shard by shard: `builders` are the wrapped top-level builders to run; call
 * `startShard()` before each shard's aggregations are prepared and read its tree from the returned list.
 */
export class AggregationProfiler {
  readonly builders: AggregationBuilder[];
  private current: Map<AggregationBuilder, AggProfileNode> = new Map();
  private roots: AggProfileNode[] = [];
  private readonly order: AggregationBuilder[] = [];
  private readonly parents = new Map<AggregationBuilder, AggregationBuilder | undefined>();

  constructor(top: AggregationBuilder[], private readonly now: NanoClock) {
    const wrap = (b: AggregationBuilder, parent: AggregationBuilder | undefined): AggregationBuilder => {
      const wrapped = this.wrap(b);
      this.order.push(wrapped);
      this.parents.set(wrapped, parent);
      b.subs = b.subs.map((s) => wrap(s, wrapped));
      return wrapped;
    };
    this.builders = top.map((b) => wrap(b, undefined));
  }

  /** A fresh tree for the next shard; returns its roots (filled as the shard runs). */
  startShard(): AggProfileNode[] {
    this.current = new Map();
    this.roots = [];
    for (const b of this.order) {
      const node = new AggProfileNode(b.type, b.name);
      this.current.set(b, node);
      const parent = this.parents.get(b);
      (parent ? this.current.get(parent)!.children : this.roots).push(node);
    }
    return this.roots;
  }

  private wrap(b: AggregationBuilder): AggregationBuilder {
    const profiler = this;
    const wrapped: AggregationBuilder = Object.create(b);
    wrapped.prepare = (shard) => {
      const node = () => profiler.current.get(wrapped)!;
      const started = profiler.now();
      const factory = b.prepare(shard);
      node().add('initialize', profiler.now() - started);
      return () => profiler.timedCollector(factory, node());
    };
    return wrapped;
  }

  private timedCollector(factory: () => Collector, node: AggProfileNode): Collector {
    const now = this.now;
    const made = now();
    const inner = factory();
    node.nanos[0] += now() - made;
    return {
      collect(leaf, doc, score) {
        const started = now();
        inner.collect(leaf, doc, score);
        node.add('collect', now() - started);
      },
      build(): InternalAggregation {
        const started = now();
        const result = inner.build();
        node.add('build_aggregation', now() - started);
        node.resultType ??= result.typedName;
        return result;
      },
    };
  }
}
