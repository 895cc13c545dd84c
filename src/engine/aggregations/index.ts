/**
 * Aggregations: "Summarise the matching documents as Elasticsearch 6.8 does." Parsing (parse.ts), per-shard
 * collection in the query phase (shard-phase.ts), the coordinator's reduction and pipelines (below), and the JSON
 * (render.ts, kept apart from the engine's services so the REST layer can own it).
 */
import { checkCompositePlacement } from './bucket/composite';
import { applyPipelines, validatePipelines } from './pipeline/apply';
import { parseAggregations as parseTree, type AggParseContext } from './parse';
import type { InternalAggregation, ReduceContext } from './types';

export type { ParsedAggregations } from './parse';
export { ShardAggregations } from './shard-phase';
export { renderAggregations } from './render';
export type { InternalAggregation, ShardAggContext } from './types';
import type { ParsedAggregations } from './parse';

/** Parses `aggs` and checks where each pipeline is declared (ES validates the request before any shard runs). */
export function parseAggregations(json: unknown, ctx: AggParseContext): ParsedAggregations {
  const parsed = parseTree(json, ctx);
  validatePipelines(parsed.aggs, parsed.pipelines);
  checkCompositePlacement(parsed.aggs);
  return parsed;
}

export interface ReduceOptions {
  maxBuckets: number;
  warn(text: string): void;
}

/** Reduces every shard's results (each a list in request order) into the final tree, then runs pipelines. */
export function reduceAggregations(parsed: ParsedAggregations, shards: InternalAggregation[][], opts: ReduceOptions): InternalAggregation[] {
  const ctx: ReduceContext = { maxBuckets: opts.maxBuckets, buckets: 0, warn: opts.warn, final: true };
  if (shards.length === 0) return [];
  const reduced = parsed.aggs.map((_, i) => shards[0][i].reduce(shards.map((s) => s[i]), ctx));
  return applyPipelines(parsed.aggs, parsed.pipelines, reduced, ctx);
}
