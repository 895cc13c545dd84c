import { EsError } from '../../errors/es-error';
import { illegalArgument } from '../../errors/catalog';
import { parsePutAliasBody } from '../../index/aliases';
import { renderSettings } from '../../index/settings';
import { parseTemplate, type IndexTemplate } from '../../index/templates';
import { setMember, type JsonObject } from '../../util/json';
import { simpleMatch } from '../../util/simple-match';
import { paramBoolean, paramInt } from '../params/url-params';
import type { Handler } from '../rest-types';
import { includeTypeName } from './common';

const PUT_TYPES_DEPRECATION =
  '[types removal] Using include_type_name in put index template requests is deprecated. The parameter will be removed in the next major version.';
const GET_TYPES_DEPRECATION =
  '[types removal] Using include_type_name in get index template requests is deprecated. The parameter will be removed in the next major version.';

/** `indices.put_template`: PUT|POST /_template/{name}; `create=true` refuses to replace one, `order` overrides the body's. */
export const putTemplateHandler: Handler = (req, state, scope) => {
  const warnings: string[] = [];
  if (req.params.has('include_type_name')) warnings.push(PUT_TYPES_DEPRECATION);
  const name = req.pathParams.name;
  const order = req.params.has('order') ? paramInt(req.params, 'order', 0) : undefined;
  const template = parseTemplate(name, req.body ?? {}, { includeTypeName: includeTypeName(req, scope), order, warn: (w) => warnings.push(w) });
  if (paramBoolean(req.params, 'create', false) && state.templates.has(name)) throw illegalArgument(`index_template [${name}] already exists`);
  state.templates.set(name, template);
  scope.mutations.push({ op: 'putTemplate', template });
  return { status: 200, body: { acknowledged: true }, warnings };
};

/** Templates named by a comma list of names or wildcards (all of them without one). */
function selected(templates: Map<string, IndexTemplate>, names: string | undefined): IndexTemplate[] {
  const list = names?.split(',').map((s) => s.trim()).filter(Boolean);
  return [...templates.values()]
    .filter((t) => !list || list.some((n) => n === '_all' || simpleMatch(n, t.name)))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** `indices.get_template` (and `exists_template` through HEAD): GET /_template[/{name}]; nothing found is a 404 `{}`. */
export const getTemplateHandler: Handler = (req, state, scope) => {
  const warnings: string[] = [];
  if (req.params.has('include_type_name')) warnings.push(GET_TYPES_DEPRECATION);
  const typed = includeTypeName(req, scope);
  const flat = paramBoolean(req.params, 'flat_settings', false);
  const found = selected(state.templates, req.pathParams.name);
  const body: JsonObject = {};
  for (const t of found) setMember(body, t.name, renderTemplate(t, typed, flat));
  const status = found.length === 0 && req.pathParams.name !== undefined ? 404 : 200;
  return { status, body, warnings };
};

/** IndexTemplateMetaData's XContent: order, version, index_patterns, settings, mappings (typeless: the one type's body), aliases. */
function renderTemplate(t: IndexTemplate, typed: boolean, flat: boolean): JsonObject {
  const out: JsonObject = { order: t.order };
  if (t.version !== undefined) out.version = t.version;
  out.index_patterns = t.indexPatterns;
  const settings = new Map(Object.entries(t.settings));
  out.settings = flat ? Object.fromEntries(settings) : renderSettings(settings);
  if (typed) out.mappings = t.mappings;
  else {
    const types = Object.keys(t.mappings);
    out.mappings = types.length === 0 ? {} : t.mappings[types[0]];
  }
  const aliases: JsonObject = {};
  for (const [name, def] of Object.entries(t.aliases)) {
    const { meta } = parsePutAliasBody(def);
    const a: JsonObject = {};
    if (meta.filter !== undefined) a.filter = meta.filter;
    if (meta.indexRouting !== undefined) a.index_routing = meta.indexRouting;
    if (meta.searchRouting !== undefined) a.search_routing = meta.searchRouting;
    if (meta.isWriteIndex !== undefined) a.is_write_index = meta.isWriteIndex;
    setMember(aliases, name, a);
  }
  out.aliases = aliases;
  return out;
}

/** `indices.delete_template`: DELETE /_template/{name}; a wildcard that matches nothing is fine, a missing name a 404. */
export const deleteTemplateHandler: Handler = (req, state, scope) => {
  const name = req.pathParams.name;
  const found = selected(state.templates, name);
  if (found.length === 0 && !name.includes('*')) {
    throw new EsError({ type: 'index_template_missing_exception', reason: `index_template [${name}] missing`, status: 404 });
  }
  for (const t of found) {
    state.templates.delete(t.name);
    scope.mutations.push({ op: 'deleteTemplate', name: t.name });
  }
  return { status: 200, body: { acknowledged: true } };
};
