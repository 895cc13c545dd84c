/**
 * Stored scripts (`PUT _scripts/{id}[/{context}]`): the body as 6.8's StoredScriptSource.parse reads it, and the
 * checks ScriptService.putStoredScript makes before keeping one (size, language, and a compile in the named context).
 */
import { EsError } from '../errors/es-error';
import { actionRequestValidation, illegalArgument, parsingException, xContentParseException } from '../errors/catalog';
import { notSupportedYet } from '../errors/not-supported-yet';
import { isObject } from '../util/json';
import { javaUtf8Length } from '../util/utf8';
import { compileScript } from './index';
import { SCRIPT_LANGS, type ScriptContext, type ScriptLang } from './types';

export interface StoredScriptSource {
  lang: string;
  source: string;
  options?: Record<string, string>;
}

/** `script.max_size_in_bytes`'s default. */
export const MAX_STORED_SCRIPT_SIZE_IN_BYTES = 65535;

const CODE_DEPRECATION = 'Deprecated field [code] used, expected [source] instead';

/** The script contexts of 6.8 (ScriptModule.CORE_CONTEXTS and the painless module's), as Searchpad compiles them. */
const CONTEXTS = new Map<string, ScriptContext | undefined>([
  ['search', 'field'], ['score', 'score'], ['filter', 'filter'], ['update', 'update'], ['aggs', 'field'], ['aggs_executable', 'field'],
  ['aggs_combine', undefined], ['aggs_init', undefined], ['aggs_map', undefined], ['aggs_reduce', undefined], ['bucket_aggregation', 'field'],
  ['bucket_aggregation_selector', 'filter'], ['executable', 'field'], ['ingest', undefined], ['painless_test', 'field'], ['similarity', undefined],
  ['similarity_weight', undefined], ['template', undefined], ['terms_set', 'field'], ['number_sort', 'field'], ['string_sort', 'field'],
  ['xpack_template', undefined], ['watcher_condition', undefined], ['watcher_transform', undefined],
]);

/** StoredScriptSource.parse: `{"script": {"lang", "source" (or the deprecated "code"), "options"}}`. */
export function parseStoredScript(json: unknown, warn: (text: string) => void): StoredScriptSource {
  if (!isObject(json)) throw parsingException('unexpected token [START_ARRAY], expected [{]');
  const keys = Object.keys(json);
  if (keys.length === 0) throw notSupportedYet('stored script', 'empty template');
  if (keys[0] !== 'script') throw notSupportedYet('stored search template member', keys[0]);
  const body = json.script;
  if (!isObject(body)) throw parsingException(`unexpected token [${body === null ? 'VALUE_NULL' : Array.isArray(body) ? 'START_ARRAY' : 'VALUE_STRING'}], expected [{, <source>]`);
  let lang: string | undefined;
  let source: string | undefined;
  let options: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (k === 'lang') lang = String(v);
    else if (k === 'source' || k === 'code') {
      if (k === 'code') warn(CODE_DEPRECATION);
      source = typeof v === 'string' ? v : JSON.stringify(v);
    } else if (k === 'options') {
      if (!isObject(v)) throw xContentParseException('[stored script source] options doesn\'t support values of type: VALUE_STRING');
      options = Object.fromEntries(Object.entries(v).map(([o, x]) => [o, String(x)]));
    } else throw xContentParseException(`[stored script source] unknown field [${k}], parser not found`);
  }
  if (lang === undefined) throw illegalArgument('must specify lang for stored script');
  if (lang === '') throw illegalArgument('lang cannot be empty');
  if (source === undefined) throw illegalArgument('must specify source for stored script');
  if (source === '') throw illegalArgument('source cannot be empty');
  const optionKeys = Object.keys(options);
  if (optionKeys.length > 1 || (optionKeys.length === 1 && optionKeys[0] !== 'content_type')) {
    throw illegalArgument(`illegal compiler options [{${optionKeys.map((k) => `${k}=${options[k]}`).join(', ')}}] specified`);
  }
  return optionKeys.length > 0 ? { lang, source, options } : { lang, source };
}

/** ScriptService.putStoredScript's checks: the id, the size, the language, and a compile in the named context. */
export function checkStoredScript(id: string, script: StoredScriptSource, context: string | undefined): void {
  if (id === '') throw actionRequestValidation(['must specify id for stored script']);
  if (id.includes('#')) throw actionRequestValidation(["id cannot contain '#' for stored script"]);
  const size = javaUtf8Length(script.source);
  if (size > MAX_STORED_SCRIPT_SIZE_IN_BYTES) {
    throw illegalArgument(`exceeded max allowed stored script size in bytes [${MAX_STORED_SCRIPT_SIZE_IN_BYTES}] with size [${size}] for script [${id}]`);
  }
  if (!(SCRIPT_LANGS as readonly string[]).includes(script.lang)) throw illegalArgument(`unable to put stored script with unsupported lang [${script.lang}]`);
  if (context === undefined) return;
  if (!CONTEXTS.has(context)) throw illegalArgument(`Unknown context [${context}]`);
  const compileAs = CONTEXTS.get(context);
  if (compileAs === undefined) throw notSupportedYet('script context', context);
  try {
    compileScript({ source: script.source, lang: script.lang as ScriptLang, params: {} }, { context: compileAs });
  } catch (e) {
    if (e instanceof EsError && e.type === 'script_exception') throw e;
    if (e instanceof EsError) throw illegalArgument(`failed to parse/compile stored script [${id}]`, e);
    throw e;
  }
}
