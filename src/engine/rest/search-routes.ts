import { explainHandler } from './handlers/explain';
import { validateQueryHandler } from './handlers/validate-query';
import { countHandler, searchHandler } from './handlers/search';
import { msearchHandler } from './handlers/msearch';
import { clearScrollHandler, scrollHandler } from './handlers/scroll';
import type { Route } from './rest-types';

const SEARCH_PARAMS = ['analyzer', 'analyze_wildcard', 'default_operator', 'df', 'explain', 'stored_fields', 'docvalue_fields', 'from',
  'ignore_unavailable', 'ignore_throttled', 'allow_no_indices', 'expand_wildcards', 'lenient', 'preference', 'q', 'routing', 'scroll', 'search_type', 'size',
  'sort', '_source', '_source_excludes', '_source_includes', '_source_exclude', '_source_include', 'terminate_after', 'stats',
  'suggest_field', 'suggest_mode', 'suggest_size', 'suggest_text', 'timeout', 'track_scores', 'track_total_hits', 'typed_keys',
  'version', 'seq_no_primary_term', 'request_cache', 'batched_reduce_size', 'max_concurrent_shard_requests', 'pre_filter_shard_size',
  'rest_total_hits_as_int', 'allow_partial_search_results', 'ccs_minimize_roundtrips'];
const COUNT_PARAMS = ['ignore_unavailable', 'ignore_throttled', 'allow_no_indices', 'expand_wildcards', 'min_score', 'preference', 'routing',
  'q', 'analyzer', 'analyze_wildcard', 'default_operator', 'df', 'lenient', 'terminate_after'];
const EXPLAIN_PARAMS = ['analyze_wildcard', 'analyzer', 'default_operator', 'df', 'stored_fields', 'lenient', 'parent', 'preference', 'q',
  'routing', '_source', '_source_excludes', '_source_includes', '_source_exclude', '_source_include'];
const MSEARCH_PARAMS = ['search_type', 'max_concurrent_searches', 'typed_keys', 'pre_filter_shard_size', 'max_concurrent_shard_requests',
  'rest_total_hits_as_int', 'ccs_minimize_roundtrips'];
const VALIDATE_PARAMS = ['explain', 'ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'q', 'analyzer', 'analyze_wildcard',
  'default_operator', 'df', 'lenient', 'rewrite', 'all_shards'];
const M = ['GET', 'POST'];

/** Search routes: _search, _msearch, _count, _validate/query and _explain (typed and typeless). */
export const SEARCH_ROUTES: Route[] = [
  { api: 'search', methods: M, path: '/_search', handler: searchHandler, params: SEARCH_PARAMS },
  { api: 'search', methods: M, path: '/{index}/_search', handler: searchHandler, params: SEARCH_PARAMS },
  { api: 'search', methods: M, path: '/{index}/{type}/_search', handler: searchHandler, params: SEARCH_PARAMS },
  { api: 'msearch', methods: M, path: '/_msearch', handler: msearchHandler, params: MSEARCH_PARAMS, ndjson: true },
  { api: 'msearch', methods: M, path: '/{index}/_msearch', handler: msearchHandler, params: MSEARCH_PARAMS, ndjson: true },
  { api: 'msearch', methods: M, path: '/{index}/{type}/_msearch', handler: msearchHandler, params: MSEARCH_PARAMS, ndjson: true },
  { api: 'scroll', methods: M, path: '/_search/scroll', handler: scrollHandler, params: ['scroll', 'scroll_id', 'rest_total_hits_as_int'] },
  { api: 'scroll', methods: M, path: '/_search/scroll/{scroll_id}', handler: scrollHandler, params: ['scroll', 'scroll_id', 'rest_total_hits_as_int'] },
  { api: 'clear_scroll', methods: ['DELETE'], path: '/_search/scroll', handler: clearScrollHandler, params: ['scroll_id'] },
  { api: 'clear_scroll', methods: ['DELETE'], path: '/_search/scroll/{scroll_id}', handler: clearScrollHandler, params: ['scroll_id'] },
  { api: 'count', methods: M, path: '/_count', handler: countHandler, params: COUNT_PARAMS },
  { api: 'count', methods: M, path: '/{index}/_count', handler: countHandler, params: COUNT_PARAMS },
  { api: 'count', methods: M, path: '/{index}/{type}/_count', handler: countHandler, params: COUNT_PARAMS },
  { api: 'indices.validate_query', methods: M, path: '/_validate/query', handler: validateQueryHandler, params: VALIDATE_PARAMS },
  { api: 'indices.validate_query', methods: M, path: '/{index}/_validate/query', handler: validateQueryHandler, params: VALIDATE_PARAMS },
  { api: 'indices.validate_query', methods: M, path: '/{index}/{type}/_validate/query', handler: validateQueryHandler, params: VALIDATE_PARAMS },
  { api: 'explain', methods: M, path: '/{index}/{type}/{id}/_explain', handler: explainHandler, params: EXPLAIN_PARAMS },
  { api: 'explain', methods: M, path: '/{index}/_explain/{id}', handler: explainHandler, params: EXPLAIN_PARAMS },
];
