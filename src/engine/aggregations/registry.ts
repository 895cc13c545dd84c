/** Every aggregation type Searchpad implements, by its request name. */
import { parseHistogram } from './bucket/histogram';
import { parseRange } from './bucket/range';
import { parseFilter, parseFilters, parseGlobal, parseMissing } from './bucket/single-bucket';
import { parseTerms } from './bucket/terms';
import { parseCardinality, parseValueCount } from './metrics/counts';
import { parseMad, parsePercentiles } from './metrics/percentiles';
import { parseStats } from './metrics/stats';
import { parseWeightedAvg } from './metrics/weighted-avg';
import type { AggParseContext } from './parse';
import type { AggregationBuilder, PipelineBuilder } from './types';

type AggParser = (name: string, body: Record<string, unknown>, ctx: AggParseContext) => AggregationBuilder;
type PipelineParser = (name: string, body: Record<string, unknown>, ctx: AggParseContext) => PipelineBuilder;

export const AGGREGATION_PARSERS = new Map<string, AggParser>([
  ['terms', parseTerms],
  ['histogram', parseHistogram(false)],
  ['date_histogram', parseHistogram(true)],
  ['range', parseRange(false)],
  ['date_range', parseRange(true)],
  ['filter', parseFilter],
  ['filters', parseFilters],
  ['missing', parseMissing],
  ['global', parseGlobal],
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
]);

export const PIPELINE_PARSERS = new Map<string, PipelineParser>();
