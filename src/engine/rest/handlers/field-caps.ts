import { EsError } from '../../errors/es-error';
import { illegalArgument } from '../../errors/catalog';
import { resolveIndices } from '../../index/resolve-indices';
import { fieldCaps, type FieldCaps } from '../../mapping/field-caps';
import { isObject, setMember, type JsonObject } from '../../util/json';
import { indicesOptionsFromParams } from '../params/indices-options';
import { paramList } from '../params/url-params';
import type { Handler } from '../rest-types';

const BODY_DEPRECATION = 'Specifying a request body is deprecated -- the [fields] request parameter should be used instead.';

/**
 * `field_caps`: GET|POST [/{index}]/_field_caps?fields=... Each index's matching fields (mapping/field-caps) merged
 * as TransportFieldCapabilitiesAction does: per field, one entry per type; `indices` only when the field has
 * several types; `non_searchable_indices` / `non_aggregatable_indices` only when the indices of a type disagree.
 */
export const fieldCapsHandler: Handler = (req, state, scope) => {
  let patterns = paramList(req.params, 'fields');
  if (req.body !== undefined) {
    if (patterns !== undefined) {
      throw illegalArgument("can't specify a request body and [fields] request parameter, either specify a request body or the [fields] request parameter");
    }
    scope.deprecations.add(BODY_DEPRECATION);
    if (!isObject(req.body)) throw illegalArgument('request body must be an object');
    const f = req.body.fields;
    patterns = Array.isArray(f) ? f.map(String) : typeof f === 'string' ? f.split(',') : [];
  }
  patterns = (patterns ?? []).map((p) => p.trim()).filter(Boolean);
  if (patterns.length === 0) {
    throw new EsError({ type: 'action_request_validation_exception', reason: 'Validation Failed: 1: no fields specified;', status: 400 });
  }
  const indices = resolveIndices(state, req.pathParams.index, indicesOptionsFromParams(req.params, { ignoreUnavailable: false, allowNoIndices: true }, { forbidClosed: true }));
  // field → type → the indices with that type, each with its capabilities
  const merged = new Map<string, Map<string, { index: string; caps: FieldCaps }[]>>();
  for (const svc of indices) {
    for (const [field, caps] of fieldCaps(svc.mapping, patterns)) {
      let types = merged.get(field);
      if (!types) merged.set(field, (types = new Map()));
      let list = types.get(caps.type);
      if (!list) types.set(caps.type, (list = []));
      list.push({ index: svc.name, caps });
    }
  }
  const fields: JsonObject = {};
  for (const field of [...merged.keys()].sort()) {
    const types = merged.get(field)!;
    const out: JsonObject = {};
    for (const [type, list] of types) setMember(out, type, renderCaps(list, types.size > 1));
    setMember(fields, field, out);
  }
  return { status: 200, body: { fields } };
};

/** FieldCapabilities.Builder.build: searchable/aggregatable on every index, with the lists of the exceptions. */
function renderCaps(list: { index: string; caps: FieldCaps }[], withIndices: boolean): JsonObject {
  const names = (pick: (c: FieldCaps) => boolean) => list.filter((x) => pick(x.caps)).map((x) => x.index).sort();
  const searchable = list.every((x) => x.caps.searchable);
  const aggregatable = list.every((x) => x.caps.aggregatable);
  const out: JsonObject = { searchable, aggregatable };
  if (withIndices) out.indices = list.map((x) => x.index).sort();
  if (!searchable && list.some((x) => x.caps.searchable)) out.non_searchable_indices = names((c) => !c.searchable);
  if (!aggregatable && list.some((x) => x.caps.aggregatable)) out.non_aggregatable_indices = names((c) => !c.aggregatable);
  return out;
}
