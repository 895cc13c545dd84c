/**
 * Index templates as ES 6.8's MetaDataIndexTemplateService keeps them and MetaDataCreateIndexService
 * applies them: a new index whose name matches a template's patterns takes its settings, mappings and
 * aliases, lower orders first so higher orders win, and the create request over all of them.
 */
import { EsError } from '../errors/es-error';
import { actionRequestValidation, illegalArgument } from '../errors/catalog';
import type { StoredTemplate } from '../storage/snapshot-store';
import { isObject, setMember, type JsonObject } from '../util/json';
import { simpleMatch } from '../util/simple-match';
import { parsePutAliasBody, validateAlias } from './aliases';
import { parseCreateMappings } from './create-mappings';
import { flattenSettings, validateIndexSettings, type FlatSettings } from './settings';

export type IndexTemplate = StoredTemplate;

const invalidTemplate = (name: string, cause: string) =>
  new EsError({ type: 'invalid_index_template_exception', reason: `index_template [${name}] invalid, cause [${cause}]`, status: 400 });

/** ES 6.x still reads `template` (one pattern) for `index_patterns`, with this warning. */
export const TEMPLATE_DEPRECATION = 'Deprecated field [template] used, replaced by [index_patterns]';

/**
 * Parses and validates `PUT /_template/{name}`: `index_patterns` (or the deprecated `template`), `order`,
 * `version`, `settings`, `mappings` (typed unless `include_type_name=false`) and `aliases`.
 */
export function parseTemplate(name: string, body: unknown, opts: { includeTypeName: boolean; order?: number; warn: (w: string) => void }): IndexTemplate {
  if (!isObject(body)) throw illegalArgument('template body must be an object');
  let patterns: string[] | undefined;
  let order = 0;
  let version: number | undefined;
  let settings: FlatSettings = new Map();
  let mappings: JsonObject = {};
  const aliases: JsonObject = {};
  for (const [key, value] of Object.entries(body)) {
    switch (key) {
      case 'index_patterns':
        patterns = Array.isArray(value) ? value.map(String) : [String(value)];
        break;
      case 'template':
        opts.warn(TEMPLATE_DEPRECATION);
        patterns = [String(value)];
        break;
      case 'order':
        order = integer(value, 'order');
        break;
      case 'version':
        version = value === null ? undefined : integer(value, 'version');
        break;
      case 'settings':
        if (!isObject(value)) throw illegalArgument(`Malformed [settings] section for [${name}], should include an inner object`);
        settings = flattenSettings(value);
        break;
      case 'mappings':
        if (!isObject(value)) throw illegalArgument(`Malformed [mappings] section for type [${name}], should include an inner object describing the mapping`);
        mappings = typedMappings(value, opts.includeTypeName);
        break;
      case 'aliases':
        if (!isObject(value)) throw illegalArgument('key [aliases] must be an object');
        for (const [alias, def] of Object.entries(value)) setMember(aliases, alias, isObject(def) ? def : {});
        break;
      default:
        // ES 6.8 reads any other top-level key as a setting (`{"index_patterns": ..., "number_of_shards": 1}`).
        for (const [k, v] of flattenSettings({ [key]: value })) settings.set(k, v);
    }
  }
  if (opts.order !== undefined) order = opts.order;
  if (!patterns || patterns.length === 0) throw actionRequestValidation(['index patterns are missing']);
  validateTemplate(name, patterns, settings, mappings, aliases);
  const template: IndexTemplate = { name, order, indexPatterns: patterns, settings: Object.fromEntries(settings), mappings, aliases };
  if (version !== undefined) template.version = version;
  return template;
}

function integer(v: unknown, field: string): number {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isInteger(n)) throw illegalArgument(`[${field}] must be an integer, got [${String(v)}]`);
  return n;
}

/** Mappings keyed by type: a typeless body goes under `_doc`, and may not itself be nested under `_doc`. */
function typedMappings(value: JsonObject, includeTypeName: boolean): JsonObject {
  if (Object.keys(value).length === 0) return {};
  if (!includeTypeName) {
    // Same rule, and same message, as a typeless create.
    parseCreateMappings(value, false);
    return { _doc: value };
  }
  if (Object.keys(value).length > 1) {
    const types = Object.keys(value).join(', ');
    throw illegalArgument(`Rejecting mapping update to [${types}] as the final mapping would have more than 1 type: [${types}]`);
  }
  return value;
}

/** MetaDataIndexTemplateService.validate: name, patterns, settings, mappings and aliases. */
function validateTemplate(name: string, patterns: string[], settings: FlatSettings, mappings: JsonObject, aliases: JsonObject) {
  const errors: string[] = [];
  if (name.includes(' ')) errors.push('name must not contain a space');
  if (name.includes(',')) errors.push("name must not contain a ','");
  if (name.includes('#')) errors.push("name must not contain a '#'");
  if (name.startsWith('_')) errors.push("name must not start with '_'");
  if (name.toLowerCase() !== name) errors.push('name must be lower cased');
  for (const p of patterns) {
    if (p.includes(' ')) errors.push(`index_patterns [${p}] must not contain a space`);
    if (p.includes(',')) errors.push(`index_pattern [${p}] must not contain a ','`);
    if (p.includes('#')) errors.push(`index_pattern [${p}] must not contain a '#'`);
    if (p.startsWith('_')) errors.push(`index_pattern [${p}] must not start with '_'`);
    if (/[\\/?"<>|]/.test(p)) errors.push(`index_pattern [${p}] must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]`);
  }
  try {
    validateIndexSettings(settings);
  } catch (e) {
    if (e instanceof EsError) errors.push(e.reason);
    else throw e;
  }
  if (errors.length > 0) throw invalidTemplate(name, `Validation Failed: ${errors.map((m, i) => `${i + 1}: ${m};`).join('')}`);
  if (Object.keys(mappings).length > 0) parseCreateMappings(mappings, true);
  for (const [alias, def] of Object.entries(aliases)) {
    if (patterns.includes(alias)) throw illegalArgument(`Alias [${alias}] cannot be the same as any pattern in [${patterns.join(', ')}]`);
    const { meta } = parsePutAliasBody(def);
    // A template's alias may name the index it will be created with: `{index}` stands for it.
    validateAlias(alias.replace('{index}', 'index'), meta);
  }
}

/** The templates whose patterns match an index name, highest order first (ES's findTemplates). */
export function matchingTemplates(templates: Map<string, IndexTemplate>, index: string): IndexTemplate[] {
  const out = [...templates.values()].filter((t) => t.indexPatterns.some((p) => simpleMatch(p, index)));
  return out.sort((a, b) => b.order - a.order);
}

/**
 * The create request's settings, mappings and aliases with the matching templates applied: settings from
 * the lowest order up, the request last; mappings merged with XContentHelper.mergeDefaults (the request,
 * then higher orders, win); template aliases added unless the request names them (`{index}` replaced).
 */
export function applyTemplates(
  templates: IndexTemplate[],
  index: string,
  request: { settings: FlatSettings; mappings: JsonObject | undefined; aliases: JsonObject | undefined },
): { settings: FlatSettings; mappings: JsonObject | undefined; aliases: JsonObject | undefined } {
  if (templates.length === 0) return request;
  const settings: FlatSettings = new Map();
  for (const t of [...templates].reverse()) for (const [k, v] of Object.entries(t.settings)) settings.set(k, v);
  for (const [k, v] of request.settings) settings.set(k, v);

  let mappings: JsonObject | undefined = request.mappings ? structuredJson(request.mappings) : undefined;
  for (const t of templates) {
    for (const [type, mapping] of Object.entries(t.mappings)) {
      mappings ??= {};
      const types = Object.keys(mappings);
      if (Object.prototype.hasOwnProperty.call(mappings, type)) mergeDefaults(mappings[type] as JsonObject, mapping as JsonObject);
      else if (type === '_doc' && types.length === 1) mergeDefaults(mappings[types[0]] as JsonObject, mapping as JsonObject);
      else if (Object.keys(t.mappings).length === 1 && Object.prototype.hasOwnProperty.call(mappings, '_doc')) {
        // A typed template under a typeless request: its mapping merges into the request's `_doc`, which stays.
        mergeDefaults(mappings._doc as JsonObject, mapping as JsonObject);
      } else setMember(mappings, type, structuredJson(mapping));
    }
  }

  let aliases: JsonObject | undefined = request.aliases ? { ...request.aliases } : undefined;
  for (const t of templates) {
    for (const [alias, def] of Object.entries(t.aliases)) {
      const name = alias.replace('{index}', index);
      aliases ??= {};
      if (!Object.prototype.hasOwnProperty.call(aliases, name)) setMember(aliases, name, def);
    }
  }
  return { settings, mappings, aliases };
}

/** XContentHelper.mergeDefaults: adds what `defaults` has and `content` lacks, objects recursively. */
export function mergeDefaults(content: JsonObject, defaults: JsonObject) {
  for (const [k, v] of Object.entries(defaults)) {
    if (!Object.prototype.hasOwnProperty.call(content, k)) setMember(content, k, structuredJson(v));
    else if (isObject(content[k]) && isObject(v)) mergeDefaults(content[k] as JsonObject, v);
  }
}

function structuredJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
