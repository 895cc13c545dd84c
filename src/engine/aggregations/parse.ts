/**
 * Parses `aggs`/`aggregations` as ES 6.8's AggregatorFactories.parseAggregators: names, one type per object, `meta`,
 * one sub-aggregation member, with its parsing_exception messages. Names are user keys: kept in arrays and Maps.
 */
import { parsingException } from '../errors/catalog';
import { isObject } from '../util/json';
import { AGGREGATION_PARSERS, PIPELINE_PARSERS } from './registry';
import type { AggParseContext, AggregationBuilder, PipelineBuilder } from './types';

export type { AggParseContext } from './types';

export interface ParsedAggregations {
  aggs: AggregationBuilder[];
  pipelines: PipelineBuilder[];
}

const VALID_NAME = /^[^[\]>]+$/;

function tokenOf(v: unknown): string {
  if (isObject(v)) return 'START_OBJECT';
  if (Array.isArray(v)) return 'START_ARRAY';
  if (typeof v === 'string') return 'VALUE_STRING';
  if (typeof v === 'number') return 'VALUE_NUMBER';
  if (typeof v === 'boolean') return 'VALUE_BOOLEAN';
  return 'VALUE_NULL';
}

export function parseAggregations(json: unknown, ctx: AggParseContext): ParsedAggregations {
  if (!isObject(json)) throw parsingException(`Unexpected token ${tokenOf(json)} in [aggs]: aggregations definitions must start with the name of the aggregation.`);
  const out: ParsedAggregations = { aggs: [], pipelines: [] };
  const seen = new Set<string>();
  for (const [name, def] of Object.entries(json)) {
    if (!VALID_NAME.test(name)) throw parsingException(`Invalid aggregation name [${name}]. Aggregation names can contain any character except '[', ']', and '>'`);
    if (!isObject(def)) throw parsingException(`Aggregation definition for [${name} starts with a [${tokenOf(def)}], expected a [START_OBJECT].`);
    if (seen.has(name)) throw illegalSibling(name);
    seen.add(name);
    let type: string | undefined;
    let body: Record<string, unknown> | undefined;
    let meta: Record<string, unknown> | undefined;
    let subs: ParsedAggregations | undefined;
    for (const [key, value] of Object.entries(def)) {
      if (!isObject(value)) throw parsingException(`Expected [START_OBJECT] under [${key}], but got a [${tokenOf(value)}] in [${name}]`);
      if (key === 'meta') meta = value;
      else if (key === 'aggs' || key === 'aggregations') {
        if (subs) throw parsingException(`Found two sub aggregation definitions under [${name}]`);
        subs = parseAggregations(value, ctx);
      } else {
        if (type !== undefined) throw parsingException(`Found two aggregation type definitions in [${name}]: [${type}] and [${key}]`);
        if (!AGGREGATION_PARSERS.has(key) && !PIPELINE_PARSERS.has(key)) throw parsingException(`Unknown aggregation type [${key}]`);
        type = key;
        body = value;
      }
    }
    if (type === undefined) throw parsingException(`Missing definition for aggregation [${name}]`);
    const pipelineParser = PIPELINE_PARSERS.get(type);
    if (pipelineParser) {
      if (subs && (subs.aggs.length > 0 || subs.pipelines.length > 0)) {
        throw parsingException(`Aggregation [${name}] cannot define sub-aggregations`);
      }
      const p = pipelineParser(name, body!, ctx);
      if (meta) p.meta = meta;
      out.pipelines.push(p);
      continue;
    }
    const agg = AGGREGATION_PARSERS.get(type)!(name, body!, ctx);
    if (meta) agg.meta = meta;
    if (subs) {
      agg.subs = subs.aggs;
      agg.pipelines = subs.pipelines;
    }
    out.aggs.push(agg);
  }
  return out;
}

function illegalSibling(name: string) {
  return parsingException(`Two sibling aggregations cannot have the same name: [${name}]`);
}
