/** Every aggregation type Searchpad implements, by its request name. */
import { parseAdjacencyMatrix } from './bucket/adjacency-matrix';
import { parseAutoDateHistogram } from './bucket/auto-date-histogram';
import { parseComposite } from './bucket/composite';
import { parseHistogram } from './bucket/histogram';
import { parseIpRange } from './bucket/ip-range';
import { parseRange } from './bucket/range';
import { parseSampler } from './bucket/sampler';
import { parseSignificant } from './bucket/significant-terms';
import { parseFilter, parseFilters, parseGlobal, parseMissing } from './bucket/single-bucket';
import { parseNested, parseReverseNested } from './bucket/nested';
import { parseTerms } from './bucket/terms';
import { parseCardinality, parseValueCount } from './metrics/counts';
import { parseMad, parsePercentiles } from './metrics/percentiles';
import { parseStats } from './metrics/stats';
import { parseGeoBounds } from './geo/geo-bounds';
import { parseGeoCentroid } from './geo/geo-centroid';
import { parseGeoDistance } from './geo/geo-distance';
import { parseGeohashGrid } from './geo/geohash-grid';
import { parseScriptedMetric } from './metrics/scripted-metric';
import { parseTopHits } from './metrics/top-hits';
import { parseWeightedAvg } from './metrics/weighted-avg';
import type { AggParseContext } from './types';
import { parseBucketScript, parseBucketSort, parseCumulativeSum, parseDerivative, parseMovingFn } from './pipeline/parent';
import { parseSibling } from './pipeline/sibling';
import type { AggregationBuilder, PipelineBuilder } from './types';

type AggParser = (name: string, body: Record<string, unknown>, ctx: AggParseContext) => AggregationBuilder;
type PipelineParser = (name: string, body: Record<string, unknown>, ctx: AggParseContext) => PipelineBuilder;

export const AGGREGATION_PARSERS = new Map<string, AggParser>([
  ['terms', parseTerms],
  ['histogram', parseHistogram(false)],
  ['date_histogram', parseHistogram(true)],
  ['auto_date_histogram', parseAutoDateHistogram],
  ['range', parseRange(false)],
  ['date_range', parseRange(true)],
  ['ip_range', parseIpRange],
  ['composite', parseComposite],
  ['significant_terms', parseSignificant(false)],
  ['significant_text', parseSignificant(true)],
  ['adjacency_matrix', parseAdjacencyMatrix],
  ['sampler', parseSampler],
  ['filter', parseFilter],
  ['filters', parseFilters],
  ['missing', parseMissing],
  ['global', parseGlobal],
  ['nested', parseNested],
  ['reverse_nested', parseReverseNested],
  ['avg', parseStats('avg')],
  ['sum', parseStats('sum')],
  ['min', parseStats('min')],
  ['max', parseStats('max')],
  ['stats', parseStats('stats')],
  ['extended_stats', parseStats('extended_stats')],
  ['value_count', parseValueCount],
  ['cardinality', parseCardinality],
  ['weighted_avg', parseWeightedAvg],
  ['percentiles', parsePercentiles(false)],
  ['percentile_ranks', parsePercentiles(true)],
  ['median_absolute_deviation', parseMad],
  ['top_hits', parseTopHits],
  ['scripted_metric', parseScriptedMetric],
  ['geo_bounds', parseGeoBounds],
  ['geo_centroid', parseGeoCentroid],
  ['geo_distance', parseGeoDistance],
  ['geohash_grid', parseGeohashGrid],
]);

export const PIPELINE_PARSERS = new Map<string, PipelineParser>([
  ['derivative', parseDerivative],
  ['cumulative_sum', parseCumulativeSum],
  ['moving_fn', parseMovingFn],
  ['bucket_script', parseBucketScript(false)],
  ['bucket_selector', parseBucketScript(true)],
  ['bucket_sort', parseBucketSort],
  ['avg_bucket', parseSibling('avg_bucket')],
  ['sum_bucket', parseSibling('sum_bucket')],
  ['max_bucket', parseSibling('max_bucket')],
  ['min_bucket', parseSibling('min_bucket')],
  ['stats_bucket', parseSibling('stats_bucket')],
  ['extended_stats_bucket', parseSibling('extended_stats_bucket')],
  ['percentiles_bucket', parseSibling('percentiles_bucket')],
]);
