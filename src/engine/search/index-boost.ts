/**
 * `indices_boost`: a factor on the scores of the hits of some indices. Parsed as SearchSourceBuilder reads it
 * (the array form, or the deprecated object form), resolved as TransportSearchAction.resolveIndexBoosts does
 * (each entry an index expression; the first entry naming an index wins), and applied per shard as
 * DefaultSearchContext does: the query wrapped in a function score with one weight factor.
 */
import { parsingException } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import { resolveIndices, type IndexLookup, type IndicesOptions } from '../index/resolve-indices';
import { FunctionScoreQuery } from '../query/function-score';
import type { Query } from '../query/query';
import { isObject } from '../util/json';
import { tokenName } from '../util/json-token';
import { parseJavaDouble } from '../util/java-numbers';

export interface IndexBoost {
  /** An index expression: a name, an alias or a wildcard. */
  index: string;
  /** A float, as ES keeps it. */
  boost: number;
}

const OBJECT_FORMAT_DEPRECATION = 'Object format in indices_boost is deprecated, please use array format instead';

/** XContentParser.floatValue of a scalar (a numeric string is parsed, as Jackson coerces it). */
function floatOf(v: unknown, name: string): number {
  if (typeof v === 'number') return Math.fround(v);
  if (typeof v === 'string') {
    const d = parseJavaDouble(v);
    if (!Number.isNaN(d)) return Math.fround(d);
  }
  throw parsingException(`Unknown key for a ${tokenName(v)} in [${name}].`);
}

/** The array form `[{index: boost}, ...]` or the deprecated object form `{index: boost, ...}` (with its warning). */
export function parseIndicesBoost(json: unknown, warn: (text: string) => void): IndexBoost[] {
  if (isObject(json)) {
    warn(OBJECT_FORMAT_DEPRECATION);
    return Object.entries(json).map(([index, v]) => {
      if (isObject(v) || Array.isArray(v)) throw parsingException(`Unknown key for a ${tokenName(v)} in [${index}].`);
      return { index, boost: floatOf(v, index) };
    });
  }
  if (!Array.isArray(json)) throw parsingException(`Unknown key for a ${tokenName(json)} in [indices_boost].`);
  return json.map((entry) => {
    if (!isObject(entry)) throw parsingException(`Expected [START_OBJECT] in [indices_boost] but found [${tokenName(entry)}]`);
    const keys = Object.keys(entry);
    if (keys.length === 0) throw parsingException('Expected [FIELD_NAME] in [indices_boost] but found [END_OBJECT]');
    const v = entry[keys[0]];
    if (typeof v !== 'number') throw parsingException(`Expected [VALUE_NUMBER] in [indices_boost] but found [${tokenName(v)}]`);
    if (keys.length > 1) throw parsingException('Expected [END_OBJECT] in [indices_boost] but found [FIELD_NAME]');
    return { index: keys[0], boost: Math.fround(v) };
  });
}

/**
 * Each entry's expression resolved with the search's indices options (a missing index is a 404 unless
 * `ignore_unavailable`); an index keeps the boost of the first entry that names it.
 */
export function resolveIndexBoosts(node: IndexLookup, boosts: readonly IndexBoost[], options: IndicesOptions): Map<IndexService, number> {
  const out = new Map<IndexService, number>();
  for (const { index, boost } of boosts) {
    for (const svc of resolveIndices(node, index, options)) if (!out.has(svc)) out.set(svc, boost);
  }
  return out;
}

/** The query of a boosted index: `function_score` with one weight (no boost when the factor is 1). */
export function boostedQuery(query: Query, boost: number | undefined): Query {
  if (boost === undefined || boost === 1) return query;
  return new FunctionScoreQuery(query, [{ weight: boost }], 'multiply', 'multiply', 3.4028234663852886e38, undefined, []);
}
