import { dict, own } from '../../util/own';
import { illegalArgument } from '../../errors/catalog';
import { EsError } from '../../errors/es-error';
import { createIndex, validateMappingAnalyzers } from '../../index/create-index';
import type { IndexService } from '../../index/index-service';
import { recordIndexMeta } from '../../index/persist';
import { resolveDateMathName } from '../../index/date-math-name';
import { resolveIndices } from '../../index/resolve-indices';
import { indicesOptionsFromParams } from '../params/indices-options';
import { INDEX_SETTING_DEFAULTS, renderSettings } from '../../index/settings';
import { mergeTypeMapping } from '../../mapping/merge-mapping';
import { parseTypeMapping } from '../../mapping/parse-mapping';
import { renderTypeMapping } from '../../mapping/render-mapping';
import { isObject } from '../../util/json';
import { simpleMatch } from '../../util/simple-match';
import { paramBoolean } from '../params/url-params';
import type { Handler } from '../rest-types';
import { includeTypeName, requireBody } from './common';

/** `indices.create`: PUT /{index}. */
export const createIndexHandler: Handler = (req, state, scope) => {
  const warnings: string[] = [];
  if (req.params.has('include_type_name')) {
    warnings.push('[types removal] Using include_type_name in create index requests is deprecated. The parameter will be removed in the next major version.');
  }
  const svc = createIndex(state, scope.profile, { name: resolveDateMathName(req.pathParams.index, state.clock()), body: req.body, includeTypeName: includeTypeName(req, scope) }, warnings);
  warnings.push(...svc.analysis.warnings);
  state.indices.set(svc.name, svc);
  recordIndexMeta(scope, svc);
  return { status: 200, body: { acknowledged: true, shards_acknowledged: true, index: svc.name }, warnings };
};

/** `indices.delete`: DELETE /{index}; wildcards allowed, `_all` too. */
export const deleteIndexHandler: Handler = (req, state, scope) => {
  // DeleteIndexRequest's options: strict on missing names, aliases never resolve to the indices behind them.
  const targets = resolveIndices(state, req.pathParams.index, indicesOptionsFromParams(req.params, { ignoreUnavailable: false, allowNoIndices: true }, { ignoreAliases: true }));
  for (const svc of targets) {
    state.indices.delete(svc.name);
    scope.mutations.push({ op: 'deleteIndex', name: svc.name });
  }
  return { status: 200, body: { acknowledged: true } };
};

/** `indices.exists`: HEAD /{index}. */
export const indicesExistsHandler: Handler = (req, state) => {
  try {
    const found = resolveIndices(state, req.pathParams.index);
    return { status: found.length > 0 ? 200 : 404, body: undefined };
  } catch {
    return { status: 404, body: undefined };
  }
};

function mappingsOf(svc: IndexService, typed: boolean): Record<string, unknown> {
  if (!svc.mapping) return {};
  return typed ? { [svc.mapping.name]: renderTypeMapping(svc.mapping) } : renderTypeMapping(svc.mapping);
}

export function aliasesOf(svc: IndexService): Record<string, unknown> {
  const out = dict();
  for (const name of [...svc.aliases.keys()].sort()) {
    const a = svc.aliases.get(name)!;
    const o: Record<string, unknown> = {};
    if (a.filter !== undefined) o.filter = a.filter;
    if (a.indexRouting !== undefined) o.index_routing = a.indexRouting;
    if (a.searchRouting !== undefined) o.search_routing = a.searchRouting;
    if (a.isWriteIndex !== undefined) o.is_write_index = a.isWriteIndex;
    out[name] = o;
  }
  return out;
}

/** IndexMetaData.addHumanReadableSettings: `?human` adds the creation date and the versions as text. */
function withHumanReadableSettings(settings: ReadonlyMap<string, string | string[]>): Map<string, string | string[]> {
  const out = new Map(settings);
  const versionText = (id: string) => {
    const n = Number(id);
    return `${Math.floor(n / 1000000)}.${Math.floor(n / 10000) % 100}.${Math.floor(n / 100) % 100}`;
  };
  const created = settings.get('index.version.created');
  if (typeof created === 'string') out.set('index.version.created_string', versionText(created));
  const upgraded = settings.get('index.version.upgraded');
  if (typeof upgraded === 'string') out.set('index.version.upgraded_string', versionText(upgraded));
  const date = settings.get('index.creation_date');
  // Joda's DateTime.toString() in UTC: ISO 8601 with milliseconds.
  if (typeof date === 'string') out.set('index.creation_date_string', new Date(Number(date)).toISOString());
  return out;
}

/** `indices.get`: GET /{index}. */
export const getIndexHandler: Handler = (req, state, scope) => {
  const typed = includeTypeName(req, scope);
  const body: Record<string, unknown> = {};
  for (const svc of resolveIndices(state, req.pathParams.index, indicesOptionsFromParams(req.params, { ignoreUnavailable: false, allowNoIndices: true }))) {
    const settings = paramBoolean(req.params, 'human', false) ? withHumanReadableSettings(svc.settings) : svc.settings;
    body[svc.name] = { aliases: aliasesOf(svc), mappings: mappingsOf(svc, typed), settings: renderSettings(settings) };
  }
  return { status: 200, body };
};

/** `indices.get_mapping`: GET /_mapping, /{index}/_mapping, /{index}/_mapping/{type}. */
export const getMappingHandler: Handler = (req, state, scope) => {
  const typed = includeTypeName(req, scope);
  const typeFilter = req.pathParams.type;
  // ES 7: typed spellings need include_type_name=true.
  if (scope.profile === '7' && !typed && typeFilter !== undefined) {
    throw illegalArgument('Types cannot be provided in get mapping requests, unless include_type_name is set to true.');
  }
  const indices: Record<string, unknown> = {};
  const types = typeFilter && typeFilter !== '_all' && typeFilter !== '*' ? typeFilter.split(',') : undefined;
  const found = new Set<string>();
  for (const svc of resolveIndices(state, req.pathParams.index, indicesOptionsFromParams(req.params, { ignoreUnavailable: false, allowNoIndices: true }))) {
    if (types) {
      if (!svc.mapping || !types.some((t) => simpleMatch(t, svc.mapping!.name))) continue;
      found.add(svc.mapping.name);
    }
    indices[svc.name] = { mappings: mappingsOf(svc, typed) };
  }
  if (!types) return { status: 200, body: indices };
  // RestGetMappingAction: no type found at all is TypeMissingException; some missing is a 404 listing them beside the rest.
  if (Object.keys(indices).length === 0) {
    throw new EsError({ type: 'type_missing_exception', reason: `type[[${types.join(', ')}]] missing`, status: 404, metadata: { index_uuid: '_na_', index: '_all' } });
  }
  const missing = types.filter((t) => ![...found].some((name) => simpleMatch(t, name))).sort();
  if (missing.length === 0) return { status: 200, body: indices };
  return { status: 404, body: { error: `type${missing.length === 1 ? '' : 's'} [${missing.join(',')}] missing`, status: 404, ...indices } };
};

/** `indices.put_mapping`: merge new fields into each target index's type. */
export const putMappingHandler: Handler = (req, state, scope) => {
  const body = requireBody(req);
  if (!isObject(body)) throw illegalArgument('mapping source must be an object');
  const typed = includeTypeName(req, scope, req.pathParams.type !== undefined);
  // A type in the path, or a body keyed by `_doc`, needs include_type_name=true (ES 7's default is false; in
  // 6.8 only an explicit include_type_name=false refuses them).
  const typesRefused = scope.profile === '7' ? !typed : !paramBoolean(req.params, 'include_type_name', true);
  if (typesRefused && (req.pathParams.type !== undefined || (Object.keys(body).length === 1 && isObject(body._doc)))) {
    throw illegalArgument('Types cannot be provided in put mapping requests, unless the include_type_name parameter is set to true.');
  }
  const targets = resolveIndices(state, req.pathParams.index);
  let type = req.pathParams.type ?? '_doc';
  let mappingJson: unknown = body;
  // Whether the source names its type (`{"<type>": {...}}`): then `_doc` is a type of its own, not the index's one.
  let sourceTyped = false;
  if (typed && req.pathParams.type === undefined) {
    const keys = Object.keys(body);
    if (keys.length !== 1) throw illegalArgument('mapping type is missing');
    type = keys[0];
    mappingJson = body[type];
    sourceTyped = true;
  } else if (isObject(body) && Object.keys(body).length === 1 && isObject(own(body, type)) && req.pathParams.type !== undefined) {
    mappingJson = own(body, type);
    sourceTyped = true;
  }
  // Validate against every target first, then apply: a failure changes nothing.
  const updates = targets.map((svc) => {
    const existingType = svc.mapping?.name;
    // MapperService.getTypeForUpdate: an untyped `_doc` update goes to the index's type.
    const storedType = existingType === undefined || type === existingType ? type : type === '_doc' && !sourceTyped ? existingType : undefined;
    if (storedType === undefined) {
      throw illegalArgument(`Rejecting mapping update to [${svc.name}] as the final mapping would have more than 1 type: [${existingType}, ${type}]`);
    }
    const incoming = parseTypeMapping(storedType, mappingJson);
    const merged = svc.mapping ? mergeTypeMapping(svc.mapping, incoming) : incoming;
    validateMappingAnalyzers(svc, merged);
    svc.checkMappingLimits(merged);
    return { svc, merged };
  });
  for (const { svc, merged } of updates) {
    svc.mapping = merged;
    recordIndexMeta(scope, svc);
  }
  return { status: 200, body: { acknowledged: true } };
};

/** `indices.get_settings`: GET /{index}/_settings[/{name}]. */
export const getSettingsHandler: Handler = (req, state) => {
  // `_all` as the setting name means every setting.
  const names = req.pathParams.name?.split(',').filter((n) => n !== '_all');
  const wanted = (k: string) => !names?.length || names.some((n) => simpleMatch(n, k) || simpleMatch(`index.${n}`, k));
  const flat = paramBoolean(req.params, 'flat_settings', false);
  const withDefaults = paramBoolean(req.params, 'include_defaults', false);
  const render = (m: Map<string, string | string[]>) => (flat ? Object.fromEntries(m) : renderSettings(m));
  const body = dict();
  const human = paramBoolean(req.params, 'human', false);
  for (const svc of resolveIndices(state, req.pathParams.index, indicesOptionsFromParams(req.params, { ignoreUnavailable: false, allowNoIndices: true }))) {
    const all = human ? withHumanReadableSettings(svc.settings) : svc.settings;
    const settings = new Map([...all].filter(([k]) => wanted(k)));
    const defaults = withDefaults ? new Map([...INDEX_SETTING_DEFAULTS].filter(([k]) => !svc.settings.has(k) && wanted(k))) : undefined;
    if (settings.size === 0 && !defaults?.size && names?.length) continue;
    body[svc.name] = defaults ? { settings: render(settings), defaults: render(defaults) } : { settings: render(settings) };
  }
  return { status: 200, body };
};

/** `indices.refresh`: makes every write visible to search. */
export const refreshHandler: Handler = (req, state) => {
  const targets = resolveIndices(state, req.pathParams.index, { ignoreUnavailable: paramBoolean(req.params, 'ignore_unavailable', false), forbidClosed: true });
  let total = 0;
  let successful = 0;
  for (const svc of targets) {
    svc.refresh();
    total += svc.numberOfShards * (1 + svc.numberOfReplicas);
    successful += svc.numberOfShards;
  }
  return { status: 200, body: { _shards: { total, successful, failed: 0 } } };
};
