import { bulkHandler } from './handlers/bulk';
import { catIndicesHandler } from './handlers/cat-indices';
import { clusterHealthHandler, infoHandler } from './handlers/cluster';
import { getClusterSettingsHandler, putClusterSettingsHandler } from './handlers/cluster-settings';
import { deleteHandler } from './handlers/delete';
import { getHandler, getSourceHandler } from './handlers/get';
import { indexHandler } from './handlers/index-document';
import { updateHandler } from './handlers/update';
import { mgetHandler } from './handlers/mget';
import { painlessExecuteHandler } from './handlers/painless-execute';
import { getFieldMappingHandler } from './handlers/field-mapping';
import { fieldCapsHandler } from './handlers/field-caps';
import { deleteScriptHandler, getScriptHandler, putScriptHandler } from './handlers/stored-scripts';
import { putSettingsHandler } from './handlers/put-settings';
import { deleteTemplateHandler, getTemplateHandler, putTemplateHandler } from './handlers/templates';
import { closeIndexHandler, openIndexHandler } from './handlers/open-close';
import { catAliasesHandler, catCountHandler, catHealthHandler, catTemplatesHandler } from './handlers/cat';
import { deleteAliasHandler, getAliasHandler, putAliasHandler, updateAliasesHandler } from './handlers/aliases';
import {
  createIndexHandler,
  deleteIndexHandler,
  getIndexHandler,
  getMappingHandler,
  getSettingsHandler,
  indicesExistsHandler,
  putMappingHandler,
  refreshHandler,
} from './handlers/indices';
import { analyzeHandler } from './handlers/indices-analyze';
import { rolloverHandler } from './handlers/rollover';
import { forceMergeHandler } from './handlers/force-merge';
import type { Handler, Route } from './rest-types';
import { BY_QUERY_ROUTES } from './by-query-routes';

const route = (api: string, methods: string[], path: string, handler: Handler, params: readonly string[] = [], extra: Partial<Route> = {}): Route => ({
  api, methods, path, handler, params, ...extra,
});

const WILDCARD_OPTS = ['ignore_unavailable', 'allow_no_indices', 'expand_wildcards'];
const INDEX_PARAMS = ['wait_for_active_shards', 'op_type', 'parent', 'refresh', 'routing', 'timeout', 'version', 'version_type',
  'if_seq_no', 'if_primary_term', 'pipeline'];
const GET_PARAMS = ['stored_fields', 'parent', 'preference', 'realtime', 'refresh', 'routing', '_source', '_source_excludes',
  '_source_includes', '_source_exclude', '_source_include', 'version', 'version_type'];
const DELETE_PARAMS = ['wait_for_active_shards', 'parent', 'refresh', 'routing', 'timeout', 'version', 'version_type', 'if_seq_no', 'if_primary_term'];
const UPDATE_PARAMS = ['_source', '_source_excludes', '_source_includes', 'fields', 'if_primary_term', 'if_seq_no', 'parent', 'refresh',
  'retry_on_conflict', 'routing', 'timeout', 'version', 'version_type', 'wait_for_active_shards'];
const MGET_PARAMS = ['_source', '_source_excludes', '_source_includes', '_source_exclude', '_source_include', 'preference', 'realtime', 'refresh',
  'routing', 'stored_fields'];
const BULK_PARAMS = ['wait_for_active_shards', 'refresh', 'routing', 'timeout', 'type', 'fields', '_source', '_source_excludes',
  '_source_includes', '_source_exclude', '_source_include', 'pipeline'];
const FORCEMERGE_PARAMS = ['flush', 'max_num_segments', 'only_expunge_deletes', ...WILDCARD_OPTS];
const ROLLOVER_PARAMS = ['include_type_name', 'timeout', 'dry_run', 'master_timeout', 'wait_for_active_shards'];
const CREATE_PARAMS = ['include_type_name', 'wait_for_active_shards', 'timeout', 'master_timeout', 'update_all_types'];
const MAPPING_GET_PARAMS = ['include_type_name', 'master_timeout', 'local', ...WILDCARD_OPTS];
const MAPPING_PUT_PARAMS = ['include_type_name', 'timeout', 'master_timeout', 'update_all_types', ...WILDCARD_OPTS];
const SETTINGS_PARAMS = ['master_timeout', 'flat_settings', 'local', 'include_defaults', ...WILDCARD_OPTS];
const CAT_PARAMS = ['format', 'h', 'help', 'local', 'master_timeout', 's', 'v'];
const PUT_SETTINGS_PARAMS = ['master_timeout', 'timeout', 'preserve_existing', 'flat_settings', ...WILDCARD_OPTS];
const FIELD_MAPPING_PARAMS = ['include_type_name', 'include_defaults', 'local', ...WILDCARD_OPTS];
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
  route('cluster.put_settings', ['PUT'], '/_cluster/settings', putClusterSettingsHandler, ['flat_settings', 'master_timeout', 'timeout']),
  route('cluster.get_settings', ['GET'], '/_cluster/settings', getClusterSettingsHandler, ['flat_settings', 'master_timeout', 'timeout', 'include_defaults']),

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
  route('field_caps', ['GET', 'POST'], '/_field_caps', fieldCapsHandler, ['fields', ...WILDCARD_OPTS]),
  route('field_caps', ['GET', 'POST'], '/{index}/_field_caps', fieldCapsHandler, ['fields', ...WILDCARD_OPTS]),
  route('indices.get_field_mapping', ['GET'], '/_mapping/field/{fields}', getFieldMappingHandler, FIELD_MAPPING_PARAMS),
  route('indices.get_field_mapping', ['GET'], '/{index}/_mapping/field/{fields}', getFieldMappingHandler, FIELD_MAPPING_PARAMS),
  route('indices.get_field_mapping', ['GET'], '/_mapping/{type}/field/{fields}', getFieldMappingHandler, FIELD_MAPPING_PARAMS),
  route('indices.get_field_mapping', ['GET'], '/{index}/_mapping/{type}/field/{fields}', getFieldMappingHandler, FIELD_MAPPING_PARAMS),
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
  route('indices.put_settings', ['PUT'], '/_settings', putSettingsHandler, PUT_SETTINGS_PARAMS),
  route('indices.put_settings', ['PUT'], '/{index}/_settings', putSettingsHandler, PUT_SETTINGS_PARAMS),
  route('indices.forcemerge', ['POST'], '/_forcemerge', forceMergeHandler, FORCEMERGE_PARAMS),
  route('indices.forcemerge', ['POST'], '/{index}/_forcemerge', forceMergeHandler, FORCEMERGE_PARAMS),
  route('indices.refresh', ['POST', 'GET'], '/_refresh', refreshHandler, WILDCARD_OPTS),
  route('indices.refresh', ['POST', 'GET'], '/{index}/_refresh', refreshHandler, WILDCARD_OPTS),
  route('indices.get_alias', ['GET'], '/_alias', getAliasHandler, ['local', ...WILDCARD_OPTS]),
  route('indices.get_alias', ['GET'], '/_alias/{name}', getAliasHandler, ['local', ...WILDCARD_OPTS]),
  route('indices.get_alias', ['GET'], '/{index}/_alias', getAliasHandler, ['local', ...WILDCARD_OPTS]),
  route('indices.get_alias', ['GET'], '/{index}/_alias/{name}', getAliasHandler, ['local', ...WILDCARD_OPTS]),
  route('scripts_painless_execute', ['GET', 'POST'], '/_scripts/painless/_execute', painlessExecuteHandler),
  route('put_script', ['PUT', 'POST'], '/_scripts/{id}', putScriptHandler, ['timeout', 'master_timeout', 'context']),
  route('put_script', ['PUT', 'POST'], '/_scripts/{id}/{context}', putScriptHandler, ['timeout', 'master_timeout', 'context']),
  route('get_script', ['GET'], '/_scripts/{id}', getScriptHandler, ['master_timeout']),
  route('delete_script', ['DELETE'], '/_scripts/{id}', deleteScriptHandler, ['timeout', 'master_timeout']),
  route('indices.put_template', ['PUT', 'POST'], '/_template/{name}', putTemplateHandler, ['create', 'flat_settings', 'include_type_name', 'master_timeout', 'order', 'timeout']),
  route('indices.get_template', ['GET'], '/_template', getTemplateHandler, ['flat_settings', 'include_type_name', 'local', 'master_timeout']),
  route('indices.get_template', ['GET'], '/_template/{name}', getTemplateHandler, ['flat_settings', 'include_type_name', 'local', 'master_timeout']),
  route('indices.exists_template', ['HEAD'], '/_template/{name}', getTemplateHandler, ['flat_settings', 'local', 'master_timeout']),
  route('indices.delete_template', ['DELETE'], '/_template/{name}', deleteTemplateHandler, ['master_timeout', 'timeout']),
  route('indices.rollover', ['POST'], '/{alias}/_rollover', rolloverHandler, ROLLOVER_PARAMS),
  route('indices.rollover', ['POST'], '/{alias}/_rollover/{new_index}', rolloverHandler, ROLLOVER_PARAMS),
  route('indices.open', ['POST'], '/{index}/_open', openIndexHandler, ['master_timeout', 'timeout', 'wait_for_active_shards', ...WILDCARD_OPTS]),
  route('indices.close', ['POST'], '/{index}/_close', closeIndexHandler, ['master_timeout', 'timeout', ...WILDCARD_OPTS]),
  route('indices.put_alias', ['PUT', 'POST'], '/{index}/_alias/{name}', putAliasHandler, ['master_timeout', 'timeout']),
  route('indices.put_alias', ['PUT', 'POST'], '/{index}/_aliases/{name}', putAliasHandler, ['master_timeout', 'timeout']),
  route('indices.put_alias', ['PUT', 'POST'], '/{index}/_alias', putAliasHandler, ['master_timeout', 'timeout']),
  route('indices.put_alias', ['PUT', 'POST'], '/{index}/_aliases', putAliasHandler, ['master_timeout', 'timeout']),
  route('indices.delete_alias', ['DELETE'], '/{index}/_alias/{name}', deleteAliasHandler, ['master_timeout', 'timeout']),
  route('indices.delete_alias', ['DELETE'], '/{index}/_aliases/{name}', deleteAliasHandler, ['master_timeout', 'timeout']),
  route('indices.update_aliases', ['POST'], '/_aliases', updateAliasesHandler, ['master_timeout', 'timeout']),
  route('indices.exists_alias', ['HEAD'], '/_alias/{name}', getAliasHandler, ['local', ...WILDCARD_OPTS]),
  route('indices.exists_alias', ['HEAD'], '/{index}/_alias/{name}', getAliasHandler, ['local', ...WILDCARD_OPTS]),
  route('indices.analyze', ['GET', 'POST'], '/_analyze', analyzeHandler, ['index', 'prefer_local']),
  route('indices.analyze', ['GET', 'POST'], '/{index}/_analyze', analyzeHandler, ['index', 'prefer_local']),
  route('cat.indices', ['GET'], '/_cat/indices', catIndicesHandler, ['bytes', 'local', 'master_timeout', 'h', 'help', 'health', 's', 'v', 'pri']),
  route('cat.indices', ['GET'], '/_cat/indices/{index}', catIndicesHandler, ['bytes', 'local', 'master_timeout', 'h', 'help', 'health', 's', 'v', 'pri']),

  route('cat.aliases', ['GET'], '/_cat/aliases', catAliasesHandler, CAT_PARAMS),
  route('cat.aliases', ['GET'], '/_cat/aliases/{name}', catAliasesHandler, CAT_PARAMS),
  route('cat.health', ['GET'], '/_cat/health', catHealthHandler, [...CAT_PARAMS, 'ts']),
  route('cat.templates', ['GET'], '/_cat/templates', catTemplatesHandler, CAT_PARAMS),
  route('cat.templates', ['GET'], '/_cat/templates/{name}', catTemplatesHandler, CAT_PARAMS),
  route('cat.count', ['GET'], '/_cat/count', catCountHandler, CAT_PARAMS),
  route('cat.count', ['GET'], '/_cat/count/{index}', catCountHandler, CAT_PARAMS),

  // Documents: typed 6.x paths; `/{index}/_doc/...` is the same row with type `_doc`.
  route('index', ['PUT', 'POST'], '/{index}/{type}/{id}', indexHandler, INDEX_PARAMS, { documentBody: true }),
  route('index', ['POST'], '/{index}/{type}', indexHandler, INDEX_PARAMS, { documentBody: true }),
  route('create', ['PUT', 'POST'], '/{index}/{type}/{id}/_create', indexHandler, INDEX_PARAMS, { documentBody: true }),
  route('create', ['PUT', 'POST'], '/{index}/_create/{id}', indexHandler, INDEX_PARAMS, { documentBody: true }),
  route('get', ['GET'], '/{index}/{type}/{id}', getHandler, GET_PARAMS),
  route('exists', ['HEAD'], '/{index}/{type}/{id}', getHandler, GET_PARAMS),
  route('get_source', ['GET'], '/{index}/{type}/{id}/_source', getSourceHandler, GET_PARAMS),
  route('delete', ['DELETE'], '/{index}/{type}/{id}', deleteHandler, DELETE_PARAMS),
  route('mget', ['GET', 'POST'], '/_mget', mgetHandler, MGET_PARAMS),
  route('mget', ['GET', 'POST'], '/{index}/_mget', mgetHandler, MGET_PARAMS),
  route('mget', ['GET', 'POST'], '/{index}/{type}/_mget', mgetHandler, MGET_PARAMS),
  route('update', ['POST'], '/{index}/{type}/{id}/_update', updateHandler, UPDATE_PARAMS),
  route('update', ['POST'], '/{index}/_update/{id}', updateHandler, UPDATE_PARAMS),
  route('bulk', ['POST', 'PUT'], '/_bulk', bulkHandler, BULK_PARAMS, { ndjson: true, linesAlone: true }),
  route('bulk', ['POST', 'PUT'], '/{index}/_bulk', bulkHandler, BULK_PARAMS, { ndjson: true, linesAlone: true }),
  route('bulk', ['POST', 'PUT'], '/{index}/{type}/_bulk', bulkHandler, BULK_PARAMS, { ndjson: true, linesAlone: true }),
  ...BY_QUERY_ROUTES,
];
