import { dict, own } from '../../util/own';
import { illegalArgument } from '../../errors/catalog';
import { createIndex, validateMappingAnalyzers } from '../../index/create-index';
import type { IndexService } from '../../index/index-service';
import { recordIndexMeta } from '../../index/persist';
import { resolveIndices } from '../../index/resolve-indices';
import { renderSettings } from '../../index/settings';
import { mergeTypeMapping } from '../../mapping/merge-mapping';
import { parseTypeMapping } from '../../mapping/parse-mapping';
import { renderTypeMapping } from '../../mapping/render-mapping';
import { isObject } from '../../util/json';
import { simpleMatch } from '../../util/simple-match';
import { paramBoolean } from '../params';
import type { Handler } from '../rest-types';
import { includeTypeName, requireBody } from './common';

/** `indices.create`: PUT /{index}. */
export const createIndexHandler: Handler = (req, state, scope) => {
  const warnings: string[] = [];
  if (req.params.has('include_type_name')) {
    warnings.push('[types removal] Using include_type_name in create index requests is deprecated. The parameter will be removed in the next major version.');
  }
  const svc = createIndex(state, scope.profile, { name: req.pathParams.index, body: req.body, includeTypeName: includeTypeName(req, scope) }, warnings);
  state.indices.set(svc.name, svc);
  recordIndexMeta(scope, svc);
  return { status: 200, body: { acknowledged: true, shards_acknowledged: true, index: svc.name }, warnings };
};

/** `indices.delete`: DELETE /{index}; wildcards allowed, `_all` too. */
export const deleteIndexHandler: Handler = (req, state, scope) => {
  const targets = resolveIndices(state, req.pathParams.index, {
    ignoreUnavailable: paramBoolean(req.params, 'ignore_unavailable', false),
  });
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

/** `indices.get`: GET /{index}. */
export const getIndexHandler: Handler = (req, state, scope) => {
  const typed = includeTypeName(req, scope);
  const body: Record<string, unknown> = {};
  for (const svc of resolveIndices(state, req.pathParams.index)) {
    body[svc.name] = { aliases: aliasesOf(svc), mappings: mappingsOf(svc, typed), settings: renderSettings(svc.settings) };
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
  const body: Record<string, unknown> = {};
  for (const svc of resolveIndices(state, req.pathParams.index)) {
    if (typeFilter && typeFilter !== '_all' && typeFilter !== '*') {
      if (!svc.mapping || !typeFilter.split(',').some((t) => simpleMatch(t, svc.mapping!.name))) continue;
    }
    body[svc.name] = { mappings: mappingsOf(svc, typed) };
  }
  if (typeFilter && Object.keys(body).length === 0) {
    return { status: 404, body: { error: `type[[${typeFilter}]] missing`, status: 404 } };
  }
  return { status: 200, body };
};

/** `indices.put_mapping`: merge new fields into each target index's type. */
export const putMappingHandler: Handler = (req, state, scope) => {
  const body = requireBody(req);
  if (!isObject(body)) throw illegalArgument('mapping source must be an object');
  const typed = includeTypeName(req, scope, req.pathParams.type !== undefined);
  // ES 7: a type in the path, or a body keyed by `_doc`, needs include_type_name=true.
  if (scope.profile === '7' && !typed && (req.pathParams.type !== undefined || (Object.keys(body).length === 1 && '_doc' in body))) {
    throw illegalArgument('Types cannot be provided in put mapping requests, unless the include_type_name parameter is set to true.');
  }
  const targets = resolveIndices(state, req.pathParams.index);
  let type = req.pathParams.type ?? '_doc';
  let mappingJson: unknown = body;
  if (typed && req.pathParams.type === undefined) {
    const keys = Object.keys(body);
    if (keys.length !== 1) throw illegalArgument('mapping type is missing');
    type = keys[0];
    mappingJson = body[type];
  } else if (isObject(body) && Object.keys(body).length === 1 && isObject(own(body, type)) && req.pathParams.type !== undefined) {
    mappingJson = own(body, type);
  }
  // Validate against every target first, then apply: a failure changes nothing.
  const updates = targets.map((svc) => {
    const existingType = svc.mapping?.name;
    const storedType = existingType === undefined || type === existingType ? type : type === '_doc' ? existingType : undefined;
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
  const names = req.pathParams.name?.split(',');
  const body = dict();
  for (const svc of resolveIndices(state, req.pathParams.index)) {
    let settings = svc.settings;
    if (names) {
      settings = new Map([...settings].filter(([k]) => names.some((n) => simpleMatch(n, k) || simpleMatch(`index.${n}`, k))));
      if (settings.size === 0) continue;
    }
    body[svc.name] = { settings: paramBoolean(req.params, 'flat_settings', false) ? Object.fromEntries(settings) : renderSettings(settings) };
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
