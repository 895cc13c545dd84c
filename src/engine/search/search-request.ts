import { parseAggregations, type ParsedAggregations } from '../aggregations/index';
import { illegalArgument, parsingException, xContentParseException } from '../errors/catalog';
import { notSupportedYet, refuseMembers, SEARCH_BODY_NOT_SUPPORTED_YET } from '../errors/not-supported-yet';
import { parseJavaDouble, parseJavaInt } from '../util/java-numbers';
import { numberText } from '../util/json-numbers';
import { isObject } from '../util/json';
import { tokenName } from '../util/json-token';
import { valueLocation } from '../util/json-locations';
import { parseSourceFilter, type SourceFilter } from '../util/source-filter';
import { parseDocValueFields, parseStoredFields, storedFieldsFromParam, type DocValueField, type StoredFields } from './fetch-fields';
import type { IndexService } from '../index/index-service';
import { parseIndicesBoost, type IndexBoost } from './index-boost';
import { parseRescorer, type Rescorer } from './rescore';
import { parseSuggest, type NamedSuggestion } from './suggest/suggest-request';
import { parseScriptFields, type ScriptField } from './script-fields';
import { parseSearchAfter } from './search-after';
import { parseSlice, type Slice } from './slice';
import { parseCollapse, type CollapseSpec } from './collapse';
import { parseSort, sortsOnlyByScore, type SortField } from './sort';
import { parseHighlight, type HighlightRequest } from './highlight/highlight-request';

export interface SearchRequest {
  query: unknown;
  postFilter: unknown;
  from: number;
  size: number;
  sort?: SortField[];
  trackScores: boolean;
  minScore?: number;
  rescore: Rescorer[];
  explain: boolean;
  source?: SourceFilter;
  version: boolean;
  seqNoPrimaryTerm: boolean;
  /** `allow_partial_search_results=false`: one failed shard fails the search. */
  allowPartialResults: boolean;
  storedFields?: StoredFields;
  docValueFields?: DocValueField[];
  searchType: 'query_then_fetch' | 'dfs_query_then_fetch';
  /** `aggs` / `aggregations`, parsed; undefined when the body has none. */
  aggs?: ParsedAggregations;
  scriptFields?: ScriptField[];
  /** `search_after`'s raw values (converted per index against the sort when the search runs). */
  searchAfter?: unknown[];
  /** `slice` of a scroll. */
  slice?: Slice;
  /** `?scroll=`: the keep-alive of the scroll context this search opens, in ms. */
  scroll?: number;
  /** `"profile": true`: the shards report where the query phase spent its time. */
  profile: boolean;
  /** `highlight`, parsed. */
  highlight?: HighlightRequest;
  /** `collapse`: one hit per value of a field, with its inner hits (search/collapse.ts). */
  collapse?: CollapseSpec;
  /** `suggest` (or the URL's `suggest_field`): the named suggestions. */
  suggest?: NamedSuggestion[];
  /** `indices_boost` as written (index expressions). */
  indicesBoost?: IndexBoost[];
  /** `indices_boost` resolved to the target indices (rest/ resolves it with the search's indices options). */
  indexBoosts?: Map<IndexService, number>;
  /** `pre_filter_shard_size`: above this many shards, a search first skips those that cannot match (can-match.ts). */
  preFilterShardSize: number;
  /** `terminate_after`: each shard stops collecting after this many documents; 0 (the default) for never. */
  terminateAfter: number;
}

/** SearchRequest's DEFAULT_PRE_FILTER_SHARD_SIZE. */
export const DEFAULT_PRE_FILTER_SHARD_SIZE = 128;

const BODY_KEYS = new Set(['stats', 'query', 'from', 'size', '_source', 'version', 'explain', 'track_scores', 'track_total_hits', 'timeout',
  'terminate_after', 'min_score', 'post_filter', 'sort', 'rescore', 'stored_fields', 'docvalue_fields', 'script_fields', 'aggs',
  'aggregations', 'highlight', 'seq_no_primary_term', 'collapse', 'search_after', 'slice', 'suggest', 'profile', 'indices_boost', 'ext']);

/**
 * What the URL sets over the body, read from the query string by rest/ (rest/params/search-params.ts):
 * numbers and flags typed, the sort as the body would spell it.
 */
export interface SearchUrlOverrides {
  /** Read when the body has been (a bad number in the URL is refused after the body's errors, as ES does). */
  from?: () => number;
  size?: () => number;
  sort?: unknown[];
  searchType?: string;
  /** A flag set in the URL (`true` or empty); false leaves the body's value. */
  trackScores?: boolean;
  explain?: boolean;
  version?: boolean;
  seqNoPrimaryTerm?: boolean;
  /** `allow_partial_search_results`: false only when the URL says so. */
  allowPartialResults?: boolean;
  /** `stored_fields` / `docvalue_fields` as the URL lists them (they win over the body's). */
  storedFields?: string;
  docvalueFields?: string;
  /** Parameters SearchRequest's setters check before anything runs, as written. */
  batchedReduceSize?: string;
  preFilterShardSize?: string;
  maxConcurrentShardRequests?: string;
  preference?: string;
  /** The URL's `suggest_field` suggestion (it replaces the body's). */
  suggest?: NamedSuggestion[];
  /** `terminate_after` in the URL (read after the body; 0 leaves the body's). */
  terminateAfter?: () => number;
}

/**
 * An int member of the body as XContentParser.intValue reads it: a number is truncated, a string is
 * Double.parseDouble; a number past 32 bits (`1e400`, `9223372036854775808`) is refused with its text.
 */
function bodyInt(b: Record<string, unknown>, name: string): number {
  const v = b[name];
  if (typeof v === 'string') {
    const d = parseJavaDouble(v);
    if (!(d >= -2147483648 && d <= 2147483647)) throw illegalArgument(`Value [${v}] is out of range for an integer`);
    return Math.trunc(d);
  }
  if (typeof v !== 'number') throw parsingException(`[${name}] must be a number, found [${String(v)}]`);
  if (!(v > -2147483649 && v < 2147483648)) throw xContentParseException(`[${name}] Numeric value (${numberText(b, name) ?? String(v)}) out of range of int`);
  return Math.trunc(v);
}

/** A boolean member as XContentParser.booleanValue reads it: true or false, also as strings. */
function bodyBoolean(b: Record<string, unknown>, name: string): boolean {
  const v = b[name];
  if (v !== null && typeof v === 'object') {
    const loc = valueLocation(b, name);
    throw parsingException(`Unknown key for a ${tokenName(v)} in [${name}].`, loc?.line, loc?.col);
  }
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw illegalArgument(`Failed to parse value [${String(v)}] as only [true] or [false] are allowed.`);
}

/**
 * `ext`: the sections search plugins define (SearchExtBuilder). 6.8 without plugins knows none: an empty object is
 * accepted, a section is refused as its NamedXContentRegistry refuses a category nothing registered.
 */
function parseExt(b: Record<string, unknown>) {
  const ext = b.ext;
  if (!isObject(ext)) {
    const loc = valueLocation(b, 'ext');
    throw parsingException(`Unknown key for a ${tokenName(ext)} in [ext].`, loc?.line, loc?.col);
  }
  if (Object.keys(ext).length > 0) throw xContentParseException('unknown named object category [org.elasticsearch.search.SearchExtBuilder]');
}

/** Reads a search body and the URL's overrides (URL wins), with 6.8's errors; `warn` takes deprecation warnings. */
export function parseSearchRequest(body: unknown, url: SearchUrlOverrides = {}, warn: (text: string) => void = () => {}): SearchRequest {
  const b = isObject(body) ? body : {};
  for (const k in b) {
    if (!BODY_KEYS.has(k)) {
      // ES reads the member's value token before it rejects the name: the location is that token's.
      const loc = valueLocation(b, k);
      throw parsingException(`Unknown key for a ${tokenName(b[k])} in [${k}].`, loc?.line, loc?.col);
    }
  }
  let from = b.from === undefined ? 0 : bodyInt(b, 'from');
  let size = b.size === undefined ? 10 : bodyInt(b, 'size');
  if (url.from !== undefined) {
    from = url.from();
    if (from < -1) throw illegalArgument('[from] parameter cannot be negative');
  }
  if (url.size !== undefined) {
    size = url.size();
    if (size < -1) throw illegalArgument(`[size] parameter cannot be negative, found [${size}]`);
  }
  if (from === -1) from = 0;
  if (size === -1) size = 10;
  if (from < 0) throw illegalArgument('[from] parameter cannot be negative');
  if (size < 0) throw illegalArgument(`[size] parameter cannot be negative, found [${size}]`);
  const rescoreJson = b.rescore === undefined ? [] : Array.isArray(b.rescore) ? b.rescore : [b.rescore];
  const rescore = rescoreJson.map(parseRescorer);
  if (rescore.length > 0 && b.collapse !== undefined) throw illegalArgument('cannot use `collapse` in conjunction with `rescore`');
  refuseMembers('search body member', b, SEARCH_BODY_NOT_SUPPORTED_YET);
  if (b.ext !== undefined) parseExt(b);
  // SearchSourceBuilder reads the body's value as it is (a negative one stops every shard at once); RestSearchAction
  // checks the URL's and lets a 0 leave the body's.
  let terminateAfter = b.terminate_after === undefined ? 0 : bodyInt(b, 'terminate_after');
  if (url.terminateAfter !== undefined) {
    const t = url.terminateAfter();
    if (t < 0) throw illegalArgument('terminateAfter must be > 0');
    if (t > 0) terminateAfter = t;
  }
  const sortJson = url.sort ?? b.sort;
  const sort = sortJson === undefined ? undefined : parseSort(sortJson);
  // SearchRequest's setters check these before anything runs.
  const atLeast = (value: string | undefined, javaName: string, min: number) => {
    if (value !== undefined && Number(value) < min) throw illegalArgument(`${javaName} must be >= ${min}`);
  };
  atLeast(url.batchedReduceSize, 'batchedReduceSize', 2);
  // RestSearchAction reads it with paramAsInt; SearchRequest's setter checks it.
  const preFilterShardSize = url.preFilterShardSize === undefined ? DEFAULT_PRE_FILTER_SHARD_SIZE : parseJavaInt(url.preFilterShardSize);
  if (preFilterShardSize === undefined) throw illegalArgument(`Failed to parse int parameter [pre_filter_shard_size] with value [${url.preFilterShardSize}]`);
  atLeast(url.preFilterShardSize, 'preFilterShardSize', 1);
  atLeast(url.maxConcurrentShardRequests, 'maxConcurrentShardRequests', 1);
  if (url.preference?.startsWith('_shards:')) throw notSupportedYet('preference', url.preference);
  const searchType = url.searchType ?? 'query_then_fetch';
  if (searchType !== 'query_then_fetch' && searchType !== 'dfs_query_then_fetch') {
    if (searchType === 'query_and_fetch' || searchType === 'dfs_query_and_fetch') throw illegalArgument(`Unsupported search type [${searchType}]`);
    throw illegalArgument(`No search type for [${searchType}]`);
  }
  if (b.aggs !== undefined && b.aggregations !== undefined) throw parsingException('Found two aggregation definitions: [aggs] and [aggregations]');
  const aggsJson = b.aggs ?? b.aggregations;
  const aggs = aggsJson === undefined ? undefined : parseAggregations(aggsJson, { warn });
  return {
    query: b.query,
    postFilter: b.post_filter,
    from,
    size,
    // search_after needs the sort it pages on, even a plain `_score` one.
    sort: sort && (!sortsOnlyByScore(sort) || (b.search_after !== undefined && sort.length > 0)) ? sort : undefined,
    trackScores: b.track_scores === true || url.trackScores === true,
    minScore: b.min_score === undefined ? undefined : Math.fround(Number(b.min_score)),
    rescore,
    explain: b.explain === true || url.explain === true,
    source: b._source !== undefined ? parseSourceFilter(b._source) : undefined,
    scriptFields: b.script_fields !== undefined ? parseScriptFields(b.script_fields) : undefined,
    version: b.version === true || url.version === true,
    seqNoPrimaryTerm: b.seq_no_primary_term === true || url.seqNoPrimaryTerm === true,
    allowPartialResults: url.allowPartialResults !== false,
    storedFields: url.storedFields !== undefined ? storedFieldsFromParam(url.storedFields) : b.stored_fields !== undefined ? parseStoredFields(b.stored_fields) : undefined,
    docValueFields: url.docvalueFields !== undefined
      ? parseDocValueFields(url.docvalueFields.split(',').map((s) => s.trim()).filter(Boolean))
      : b.docvalue_fields !== undefined ? parseDocValueFields(b.docvalue_fields) : undefined,
    searchType,
    aggs,
    searchAfter: b.search_after === undefined ? undefined : parseSearchAfter(b.search_after),
    slice: b.slice === undefined ? undefined : parseSlice(b.slice),
    profile: b.profile === undefined ? false : bodyBoolean(b, 'profile'),
    highlight: b.highlight === undefined ? undefined : parseHighlight(b.highlight),
    collapse: b.collapse === undefined ? undefined : parseCollapse(b.collapse),
    indicesBoost: b.indices_boost === undefined ? undefined : parseIndicesBoost(b.indices_boost, warn),
    suggest: url.suggest ?? (b.suggest === undefined ? undefined : parseSuggest(b.suggest)),
    preFilterShardSize,
    terminateAfter,
  };
}
