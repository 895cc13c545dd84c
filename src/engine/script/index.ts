/**
 * The script layer: "Evaluate a small Painless expression, safely." Parses a query's `script` member, compiles
 * Painless (the subset `script_score` scripts use) or Lucene expressions once per request into a closure tree, and
 * evaluates it per document without `eval`, with a step budget and ES's `script_exception` errors.
 */
import { illegalArgument } from '../errors/catalog';
import { javaUtf8Length } from '../util/utf8';
import { compileExpression } from './expression/compile';
import { MAX_INLINE_SCRIPT_SIZE_IN_BYTES } from './limits';
import { compilePainless } from './painless/compile';
import { storedScriptNotFound } from './script-errors';
import { SCRIPT_LANGS, type CompileOptions, type CompiledScript, type ScriptLang, type ScriptSpec, type StoredScriptLookup } from './types';

export { parseScriptSpec } from './script-spec';
export { newScriptMap, putScriptResult, scriptListOf, scriptResultToJson } from './painless/objects';
export { MISSING_VALUE_WARNING } from './painless/doc-values';
export { GET_MILLIS_WARNING } from './painless/dates';
export { DEFAULT_MAX_STEPS, MAX_INLINE_SCRIPT_SIZE_IN_BYTES, MAX_LOOP_COUNTER } from './limits';
export type {
  CompileOptions, CompiledScript, DocValuesAccess, DocValuesKind, ScriptContext, ScriptLang, ScriptResultType, ScriptSpec, ScriptValue, StoredScriptLookup,
} from './types';

/** A stored script's spec with its stored source and lang (ScriptService.compile's lookup in the cluster state). */
function storedScript(spec: ScriptSpec, id: string, stored: StoredScriptLookup | undefined): ScriptSpec {
  const found = stored?.get(id);
  if (!found) throw storedScriptNotFound(id);
  if (!(SCRIPT_LANGS as readonly string[]).includes(found.lang)) throw illegalArgument(`script_lang not supported [${found.lang}]`);
  return { ...spec, id: undefined, source: found.source, lang: found.lang as ScriptLang };
}

/** Compiles once per request (lexer → parser → AST → a closure tree); throws script_exception compile errors. */
export function compileScript(spec: ScriptSpec, opts?: CompileOptions): CompiledScript {
  if (spec.id !== undefined) spec = storedScript(spec, spec.id, opts?.storedScripts);
  const size = javaUtf8Length(spec.source);
  if (size > MAX_INLINE_SCRIPT_SIZE_IN_BYTES) {
    // ES: ScriptService refuses oversized inline sources before any engine sees them.
    throw illegalArgument(
      `exceeded max allowed inline script size in bytes [${MAX_INLINE_SCRIPT_SIZE_IN_BYTES}] with size [${size}] for script [${spec.source}]`,
    );
  }
  if (spec.lang === 'expression' && opts?.context !== undefined && (opts.context === 'update' || opts.context.startsWith('aggs_'))) {
    throw illegalArgument(`expression engine does not know how to handle script context [${opts.context}]`);
  }
  return spec.lang === 'expression' ? compileExpression(spec, opts) : compilePainless(spec, opts);
}

