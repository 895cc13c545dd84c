import { EsError } from '../../errors/es-error';
import { illegalArgument } from '../../errors/catalog';
import type { IndexService } from '../../index/index-service';
import { resolveIndices } from '../../index/resolve-indices';
import type { LeafFieldMapping, Mapping } from '../../mapping/field-mapping';
import { renderField } from '../../mapping/render-mapping';
import { setMember, type JsonObject } from '../../util/json';
import { simpleMatch } from '../../util/simple-match';
import { paramBoolean } from '../params/url-params';
import type { Handler } from '../rest-types';
import { includeTypeName } from './common';

/**
 * `indices.get_field_mapping`: GET [/{index}]/_mapping[/{type}]/field/{fields}. Each field (a full
 * dotted name, or a wildcard over them) that the mapping has, as `{full_name, mapping: {leaf name:
 * definition}}`, per index and (typed) type. An index with none of them is left out; a type that no
 * index has is type_missing_exception (404).
 */
export const getFieldMappingHandler: Handler = (req, state, scope) => {
  if (paramBoolean(req.params, 'include_defaults', false)) {
    throw illegalArgument('[include_defaults] is not supported by Searchpad yet: the mappings it shows are the ones given');
  }
  const typed = includeTypeName(req, scope);
  const fields = req.pathParams.fields.split(',').map((s) => s.trim()).filter(Boolean);
  const types = req.pathParams.type?.split(',').map((s) => s.trim()).filter(Boolean);
  const indices = resolveIndices(state, req.pathParams.index);
  const typeMatches = (svc: IndexService) =>
    !types || types.some((t) => t === '_all' || (svc.mapping !== undefined && simpleMatch(t, svc.mapping.name)));
  const withType = indices.filter(typeMatches);
  if (types && withType.length === 0 && indices.length > 0) {
    const first = indices[0];
    throw new EsError({ type: 'type_missing_exception', reason: `type[[${types.join(',')}]] missing`, status: 404, metadata: { index_uuid: first.uuid, index: first.name } });
  }
  const body: JsonObject = {};
  for (const svc of withType) {
    const found = fieldMappings(svc, fields);
    if (typed) {
      if (Object.keys(found).length === 0 || !svc.mapping) continue;
      setMember(body, svc.name, { mappings: { [svc.mapping.name]: found } });
    } else setMember(body, svc.name, { mappings: found });
  }
  return { status: 200, body };
};

/** The requested fields of one index: leaf fields and multi-fields by full name, in the mapping's order. */
function fieldMappings(svc: IndexService, patterns: string[]): JsonObject {
  const out: JsonObject = {};
  // DocumentFieldMappers holds the field aliases beside the fields: an alias shows its own definition.
  const aliases = new Map(svc.fieldAliases().map((a) => [a.path, a]));
  for (const path of [...svc.fieldPaths(), ...aliases.keys()]) {
    if (!patterns.some((p) => (p.includes('*') ? simpleMatch(p, path) : p === path))) continue;
    const m: Mapping = aliases.get(path) ?? (svc.fieldMapping(path) as LeafFieldMapping);
    const leaf = path.slice(path.lastIndexOf('.') + 1);
    const mapping: JsonObject = {};
    setMember(mapping, leaf, renderField(m));
    setMember(out, path, { full_name: path, mapping });
  }
  return out;
}
