import { bulkHandler } from './handlers/bulk';
import { catIndicesHandler } from './handlers/cat-indices';
import { clusterHealthHandler, infoHandler } from './handlers/cluster';
import { deleteHandler } from './handlers/delete';
import { getHandler, getSourceHandler } from './handlers/get';
import { indexHandler } from './handlers/index-document';
import {
  createIndexHandler,
  deleteIndexHandler,
  getAliasHandler,
  getIndexHandler,
  getMappingHandler,
  getSettingsHandler,
  indicesExistsHandler,
  putMappingHandler,
  refreshHandler,
} from './handlers/indices';
import { analyzeHandler } from './handlers/indices-analyze';
import type { Handler, Route } from './rest-types';

const route = (api: string, methods: string[], path: string, handler: Handler, params: readonly string[] = [], extra: Partial<Route> = {}): Route => ({
  api, methods, path, handler, params, ...extra,
});

const WILDCARD_OPTS = ['ignore_unavailable', 'allow_no_indices', 'expand_wildcards'];
const INDEX_PARAMS = ['wait_for_active_shards', 'op_type', 'parent', 'refresh', 'routing', 'timeout', 'version', 'version_type',
  'if_seq_no', 'if_primary_term', 'pipeline'];
const GET_PARAMS = ['stored_fields', 'parent', 'preference', 'realtime', 'refresh', 'routing', '_source', '_source_excludes',
  '_source_includes', '_source_exclude', '_source_include', 'version', 'version_type'];
const DELETE_PARAMS = ['wait_for_active_shards', 'parent', 'refresh', 'routing', 'timeout', 'version', 'version_type', 'if_seq_no', 'if_primary_term'];
const BULK_PARAMS = ['wait_for_active_shards', 'refresh', 'routing', 'timeout', 'type', 'fields', '_source', '_source_excludes',
  '_source_includes', '_source_exclude', '_source_include', 'pipeline'];
const CREATE_PARAMS = ['include_type_name', 'wait_for_active_shards', 'timeout', 'master_timeout', 'update_all_types'];
const MAPPING_GET_PARAMS = ['include_type_name', 'master_timeout', 'local', ...WILDCARD_OPTS];
const MAPPING_PUT_PARAMS = ['include_type_name', 'timeout', 'master_timeout', 'update_all_types', ...WILDCARD_OPTS];
const SETTINGS_PARAMS = ['master_timeout', 'flat_settings', 'local', 'include_defaults', ...WILDCARD_OPTS];
const HEALTH_PARAMS = ['level', 'local', 'master_timeout', 'timeout', 'wait_for_active_shards', 'wait_for_nodes', 'wait_for_events',
  'wait_for_no_relocating_shards', 'wait_for_no_initializing_shards', 'wait_for_status'];

/**
 * The route table: one row per method set and path, keyed by rest-api-spec API name. Typed 6.x paths
 * and typeless 7.x spellings are separate rows pointing to the same handler.
 */
export const CORE_ROUTES: Route[] = [
  route('info', ['GET'], '/', infoHandler),
  route('ping', ['HEAD'], '/', infoHandler),
  route('cluster.health', ['GET'], '/_cluster/health', clusterHealthHandler, HEALTH_PARAMS),
  route('cluster.health', ['GET'], '/_cluster/health/{index}', clusterHealthHandler, HEALTH_PARAMS),

  route('indices.create', ['PUT'], '/{index}', createIndexHandler, CREATE_PARAMS),
  route('indices.delete', ['DELETE'], '/{index}', deleteIndexHandler, ['timeout', 'master_timeout', ...WILDCARD_OPTS]),
  route('indices.exists', ['HEAD'], '/{index}', indicesExistsHandler, ['local', 'flat_settings', 'include_defaults', 'include_type_name', ...WILDCARD_OPTS]),
  route('indices.get', ['GET'], '/{index}', getIndexHandler, ['include_type_name', 'local', 'flat_settings', 'include_defaults', 'master_timeout', ...WILDCARD_OPTS]),
  route('indices.get_mapping', ['GET'], '/_mapping', getMappingHandler, MAPPING_GET_PARAMS),
  route('indices.get_mapping', ['GET'], '/{index}/_mapping', getMappingHandler, MAPPING_GET_PARAMS),
  route('indices.get_mapping', ['GET'], '/_mapping/{type}', getMappingHandler, MAPPING_GET_PARAMS),
  route('indices.get_mapping', ['GET'], '/{index}/_mapping/{type}', getMappingHandler, MAPPING_GET_PARAMS),
  // 6.8's RestGetMappingAction and RestPutMappingAction also answer to the plural `_mappings`.
  route('indices.get_mapping', ['GET'], '/_mappings', getMappingHandler, MAPPING_GET_PARAMS),
  route('indices.get_mapping', ['GET'], '/{index}/_mappings', getMappingHandler, MAPPING_GET_PARAMS),
  route('indices.get_mapping', ['GET'], '/{index}/_mappings/{type}', getMappingHandler, MAPPING_GET_PARAMS),
  route('indices.put_mapping', ['PUT', 'POST'], '/{index}/_mapping', putMappingHandler, MAPPING_PUT_PARAMS),
  route('indices.put_mapping', ['PUT', 'POST'], '/{index}/_mapping/{type}', putMappingHandler, MAPPING_PUT_PARAMS),
  route('indices.put_mapping', ['PUT', 'POST'], '/{index}/{type}/_mapping', putMappingHandler, MAPPING_PUT_PARAMS),
  route('indices.put_mapping', ['PUT', 'POST'], '/_mapping/{type}', putMappingHandler, MAPPING_PUT_PARAMS),
  route('indices.put_mapping', ['PUT', 'POST'], '/{index}/_mappings', putMappingHandler, MAPPING_PUT_PARAMS),
  route('indices.put_mapping', ['PUT', 'POST'], '/{index}/_mappings/{type}', putMappingHandler, MAPPING_PUT_PARAMS),
  route('indices.put_mapping', ['PUT', 'POST'], '/{index}/{type}/_mappings', putMappingHandler, MAPPING_PUT_PARAMS),
  route('indices.put_mapping', ['PUT', 'POST'], '/_mappings/{type}', putMappingHandler, MAPPING_PUT_PARAMS),
  route('indices.get_settings', ['GET'], '/_settings', getSettingsHandler, SETTINGS_PARAMS),
  route('indices.get_settings', ['GET'], '/{index}/_settings', getSettingsHandler, SETTINGS_PARAMS),
  route('indices.get_settings', ['GET'], '/{index}/_settings/{name}', getSettingsHandler, SETTINGS_PARAMS),
  route('indices.get_settings', ['GET'], '/_settings/{name}', getSettingsHandler, SETTINGS_PARAMS),
  route('indices.refresh', ['POST', 'GET'], '/_refresh', refreshHandler, WILDCARD_OPTS),
  route('indices.refresh', ['POST', 'GET'], '/{index}/_refresh', refreshHandler, WILDCARD_OPTS),
  route('indices.get_alias', ['GET'], '/_alias', getAliasHandler, ['local', ...WILDCARD_OPTS]),
  route('indices.get_alias', ['GET'], '/_alias/{name}', getAliasHandler, ['local', ...WILDCARD_OPTS]),
  route('indices.get_alias', ['GET'], '/{index}/_alias', getAliasHandler, ['local', ...WILDCARD_OPTS]),
  route('indices.get_alias', ['GET'], '/{index}/_alias/{name}', getAliasHandler, ['local', ...WILDCARD_OPTS]),
  route('indices.analyze', ['GET', 'POST'], '/_analyze', analyzeHandler, ['index', 'prefer_local']),
  route('indices.analyze', ['GET', 'POST'], '/{index}/_analyze', analyzeHandler, ['index', 'prefer_local']),
  route('cat.indices', ['GET'], '/_cat/indices', catIndicesHandler, ['bytes', 'local', 'master_timeout', 'h', 'help', 'health', 's', 'v', 'pri']),
  route('cat.indices', ['GET'], '/_cat/indices/{index}', catIndicesHandler, ['bytes', 'local', 'master_timeout', 'h', 'help', 'health', 's', 'v', 'pri']),

  // Documents: typed 6.x paths; `/{index}/_doc/...` is the same row with type `_doc`.
  route('index', ['PUT', 'POST'], '/{index}/{type}/{id}', indexHandler, INDEX_PARAMS, { documentBody: true }),
  route('index', ['POST'], '/{index}/{type}', indexHandler, INDEX_PARAMS, { documentBody: true }),
  route('create', ['PUT', 'POST'], '/{index}/{type}/{id}/_create', indexHandler, INDEX_PARAMS, { documentBody: true }),
  route('create', ['PUT', 'POST'], '/{index}/_create/{id}', indexHandler, INDEX_PARAMS, { documentBody: true }),
  route('get', ['GET'], '/{index}/{type}/{id}', getHandler, GET_PARAMS),
  route('exists', ['HEAD'], '/{index}/{type}/{id}', getHandler, GET_PARAMS),
  route('get_source', ['GET'], '/{index}/{type}/{id}/_source', getSourceHandler, GET_PARAMS),
  route('delete', ['DELETE'], '/{index}/{type}/{id}', deleteHandler, DELETE_PARAMS),
  route('bulk', ['POST', 'PUT'], '/_bulk', bulkHandler, BULK_PARAMS, { ndjson: true }),
  route('bulk', ['POST', 'PUT'], '/{index}/_bulk', bulkHandler, BULK_PARAMS, { ndjson: true }),
  route('bulk', ['POST', 'PUT'], '/{index}/{type}/_bulk', bulkHandler, BULK_PARAMS, { ndjson: true }),
];
