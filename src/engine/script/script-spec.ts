/**
 * Parses the `script` member of a query, as ES's `Script.parse`: a string is an inline painless source, an object has
 * `source` (or the deprecated `inline`) or `id`, plus `lang`, `params` and `options`.
 * Deviation: x_content_parse_exception reasons carry no `[line:col]` prefix (the body arrives as parsed JSON).
 */
import { EsError } from '../errors/es-error';
import { illegalArgument, xContentParseException } from '../errors/catalog';
import { SCRIPT_LANGS, type ScriptLang, type ScriptSpec } from './types';

const DEFAULT_LANG: ScriptLang = 'painless';

/** ES: `inline` still parses in 6.8 but warns. */
const INLINE_DEPRECATION = 'Deprecated field [inline] used, expected [source] instead';

/** Parses the `script` member of a query: a string, or {source|inline|id, lang, params}; throws ES's errors. */
export function parseScriptSpec(json: unknown): ScriptSpec {
  if (typeof json === 'string') return { source: json, lang: DEFAULT_LANG, params: {} };
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw illegalArgument('expected a string or an object for [script]');
  }
  let source: string | undefined;
  let id: string | undefined;
  let lang: string | undefined;
  let params: Record<string, unknown> = {};
  let options: Record<string, unknown> = {};
  const deprecations: string[] = [];
  for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
    switch (key) {
      case 'source':
      case 'inline':
        if (key === 'inline') deprecations.push(INLINE_DEPRECATION);
        if (source !== undefined || id !== undefined) throw onlyOneOfType();
        source = sourceText(key, value);
        break;
      case 'id':
        if (source !== undefined || id !== undefined) throw onlyOneOfType();
        id = scalarString('id', value);
        break;
      case 'lang':
        lang = scalarString('lang', value);
        break;
      case 'params':
        params = objectValue('params', value);
        break;
      case 'options':
        options = objectValue('options', value);
        break;
      default:
        throw xContentParseException(`[script] unknown field [${key}], parser not found`);
    }
  }
  if (source === undefined && id === undefined) {
    throw illegalArgument('must specify either [source] for an inline script or [id] for a stored script');
  }
  if (id !== undefined) {
    if (lang !== undefined) throw illegalArgument('illegally specified <lang> for a stored script');
    if (Object.keys(options).length > 0) throw illegalArgument('illegally specified <options> for a stored script');
    return { source: '', id, lang: DEFAULT_LANG, params };
  }
  const extraOptions = Object.keys(options).filter((k) => k !== 'content_type');
  if (extraOptions.length > 0) {
    throw illegalArgument(`illegal compiler options [{${extraOptions.map((k) => `${k}=${String(options[k])}`).join(', ')}}] specified`);
  }
  const resolved = lang ?? DEFAULT_LANG;
  if (!(SCRIPT_LANGS as readonly string[]).includes(resolved)) throw illegalArgument(`script_lang not supported [${resolved}]`);
  const spec: ScriptSpec = { source: source as string, lang: resolved as ScriptLang, params };
  if (deprecations.length > 0) spec.deprecations = deprecations;
  return spec;
}

function onlyOneOfType(): EsError {
  return illegalArgument('must only use one of [source, id] when specifying a script');
}

function sourceText(key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  // ES: an object source is kept as its JSON text (templates); for painless it then fails to compile.
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  throw xContentParseException(`[script] ${key} doesn't support values of type: ${tokenName(value)}`);
}

function scalarString(key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  throw xContentParseException(`[script] ${key} doesn't support values of type: ${tokenName(value)}`);
}

function objectValue(key: string, value: unknown): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw xContentParseException(`[script] ${key} doesn't support values of type: ${tokenName(value)}`);
}

/** Jackson's token name for a JSON value, as ObjectParser reports it. */
function tokenName(value: unknown): string {
  if (value === null) return 'VALUE_NULL';
  if (Array.isArray(value)) return 'START_ARRAY';
  switch (typeof value) {
    case 'number':
      return 'VALUE_NUMBER';
    case 'boolean':
      return 'VALUE_BOOLEAN';
    case 'string':
      return 'VALUE_STRING';
    default:
      return 'START_OBJECT';
  }
}
