import { illegalArgument, parsingException } from '../errors/catalog';
import { notSupportedYet, refuseMembers, SEARCH_BODY_NOT_SUPPORTED_YET } from '../errors/not-supported-yet';
import { isObject } from '../util/json';
import { parseSourceFilter, type SourceFilter } from '../util/source-filter';
import { parseDocValueFields, parseStoredFields, storedFieldsFromParam, type DocValueField, type StoredFields } from './fetch-fields';
import { parseRescorer, type Rescorer } from './rescore';
import { parseSort, sortsOnlyByScore, type SortField } from './sort';

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
  /** `routing` values: only the shards they route to are searched. */
  routing?: string[];
  /** `allow_partial_search_results=false`: one failed shard fails the search. */
  allowPartialResults: boolean;
  storedFields?: StoredFields;
  docValueFields?: DocValueField[];
  searchType: 'query_then_fetch' | 'dfs_query_then_fetch';
}

const BODY_KEYS = new Set(['stats', 'query', 'from', 'size', '_source', 'version', 'explain', 'track_scores', 'track_total_hits', 'timeout',
  'terminate_after', 'min_score', 'post_filter', 'sort', 'rescore', 'stored_fields', 'docvalue_fields', 'script_fields', 'aggs',
  'aggregations', 'highlight', 'seq_no_primary_term', 'collapse', 'search_after', 'slice', 'suggest', 'profile', 'indices_boost', 'ext']);

/** `sort=field:desc,other` from the URL. */
function urlSort(s: string): unknown[] {
  return s.split(',').map((part) => {
    const i = part.lastIndexOf(':');
    return i < 0 ? part : { [part.slice(0, i)]: part.slice(i + 1) };
  });
}

/** Reads a search body and the URL parameters (URL wins), with 6.8's errors. */
export function parseSearchRequest(body: unknown, params: Map<string, string>): SearchRequest {
  const b = isObject(body) ? body : {};
  for (const [k, v] of Object.entries(b)) {
    if (!BODY_KEYS.has(k)) {
      if (isObject(v)) throw parsingException(`Unknown key for a START_OBJECT in [${k}].`);
      if (Array.isArray(v)) throw parsingException(`Unknown key for a START_ARRAY in [${k}].`);
      throw parsingException(`Unknown key for a VALUE_STRING in [${k}].`);
    }
  }
  let from = b.from === undefined ? 0 : Number(b.from);
  let size = b.size === undefined ? 10 : Number(b.size);
  if (params.has('from')) {
    from = Number(params.get('from'));
    if (from < -1) throw illegalArgument('[from] parameter cannot be negative');
  }
  if (params.has('size')) {
    size = Number(params.get('size'));
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
  const sortJson = params.has('sort') ? urlSort(params.get('sort')!) : b.sort;
  const sort = sortJson === undefined ? undefined : parseSort(sortJson);
  // SearchRequest's setters check these before anything runs.
  const atLeast = (name: string, javaName: string, min: number) => {
    const v = params.get(name);
    if (v !== undefined && Number(v) < min) throw illegalArgument(`${javaName} must be >= ${min}`);
  };
  atLeast('batched_reduce_size', 'batchedReduceSize', 2);
  atLeast('pre_filter_shard_size', 'preFilterShardSize', 1);
  atLeast('max_concurrent_shard_requests', 'maxConcurrentShardRequests', 1);
  const preference = params.get('preference');
  if (preference?.startsWith('_shards:')) throw notSupportedYet('preference', preference);
  const searchType = params.get('search_type') ?? 'query_then_fetch';
  if (searchType !== 'query_then_fetch' && searchType !== 'dfs_query_then_fetch') {
    if (searchType === 'query_and_fetch' || searchType === 'dfs_query_and_fetch') throw illegalArgument(`Unsupported search type [${searchType}]`);
    throw illegalArgument(`No search type for [${searchType}]`);
  }
  const flag = (bodyValue: unknown, param: string) => bodyValue === true || params.get(param) === 'true' || params.get(param) === '';
  return {
    query: b.query,
    postFilter: b.post_filter,
    from,
    size,
    sort: sort && !sortsOnlyByScore(sort) ? sort : undefined,
    trackScores: flag(b.track_scores, 'track_scores'),
    minScore: b.min_score === undefined ? undefined : Math.fround(Number(b.min_score)),
    rescore,
    explain: flag(b.explain, 'explain'),
    source: b._source !== undefined ? parseSourceFilter(b._source) : undefined,
    version: flag(b.version, 'version'),
    seqNoPrimaryTerm: flag(b.seq_no_primary_term, 'seq_no_primary_term'),
    routing: params.has('routing') ? params.get('routing')!.split(',').map((s) => s.trim()).filter(Boolean) : undefined,
    allowPartialResults: params.get('allow_partial_search_results') !== 'false',
    storedFields: params.has('stored_fields') ? storedFieldsFromParam(params.get('stored_fields')!) : b.stored_fields !== undefined ? parseStoredFields(b.stored_fields) : undefined,
    docValueFields: params.has('docvalue_fields')
      ? parseDocValueFields(params.get('docvalue_fields')!.split(',').map((s) => s.trim()).filter(Boolean))
      : b.docvalue_fields !== undefined ? parseDocValueFields(b.docvalue_fields) : undefined,
    searchType,
  };
}
