import { deleteByQueryHandler, rethrottleHandler, updateByQueryHandler } from './handlers/by-query';
import { reindexHandler } from './handlers/reindex';
import type { Route } from './rest-types';

/** URL parameters of `_delete_by_query` (rest-api-spec delete_by_query.json). */
const DELETE_BY_QUERY_PARAMS = ['_source', '_source_excludes', '_source_includes', 'allow_no_indices', 'analyze_wildcard', 'analyzer',
  'conflicts', 'default_operator', 'df', 'expand_wildcards', 'from', 'ignore_unavailable', 'lenient', 'preference', 'q', 'refresh',
  'request_cache', 'requests_per_second', 'routing', 'scroll', 'scroll_size', 'search_timeout', 'search_type', 'size', 'slices', 'sort',
  'stats', 'terminate_after', 'timeout', 'version', 'wait_for_active_shards', 'wait_for_completion'];
/** `_update_by_query` takes the same, plus `pipeline` and `version_type`. */
const UPDATE_BY_QUERY_PARAMS = [...DELETE_BY_QUERY_PARAMS, 'pipeline', 'version_type'];
const REINDEX_PARAMS = ['refresh', 'requests_per_second', 'slices', 'timeout', 'wait_for_active_shards', 'wait_for_completion'];
const P = ['POST'];

/** The reindex module's routes (6.8 ships it in every distribution): by-query writes, reindex, and their rethrottles. */
export const BY_QUERY_ROUTES: Route[] = [
  { api: 'delete_by_query', methods: P, path: '/{index}/_delete_by_query', handler: deleteByQueryHandler, params: DELETE_BY_QUERY_PARAMS },
  { api: 'delete_by_query', methods: P, path: '/{index}/{type}/_delete_by_query', handler: deleteByQueryHandler, params: DELETE_BY_QUERY_PARAMS },
  { api: 'update_by_query', methods: P, path: '/{index}/_update_by_query', handler: updateByQueryHandler, params: UPDATE_BY_QUERY_PARAMS },
  { api: 'update_by_query', methods: P, path: '/{index}/{type}/_update_by_query', handler: updateByQueryHandler, params: UPDATE_BY_QUERY_PARAMS },
  { api: 'reindex', methods: P, path: '/_reindex', handler: reindexHandler, params: REINDEX_PARAMS },
  { api: 'delete_by_query_rethrottle', methods: P, path: '/_delete_by_query/{task_id}/_rethrottle', handler: rethrottleHandler, params: ['requests_per_second'] },
  { api: 'update_by_query_rethrottle', methods: P, path: '/_update_by_query/{task_id}/_rethrottle', handler: rethrottleHandler, params: ['requests_per_second'] },
  { api: 'reindex_rethrottle', methods: P, path: '/_reindex/{task_id}/_rethrottle', handler: rethrottleHandler, params: ['requests_per_second'] },
];
