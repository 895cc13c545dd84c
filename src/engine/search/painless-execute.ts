/**
 * The Painless execute API (`POST /_scripts/painless/_execute`, ES 6.8's PainlessExecuteAction): runs a
 * script once, in the `painless_test` context (the result as a string), or in the `filter` or `score`
 * context over one document indexed on the fly into an index's mapping (`context_setup`).
 */
import { actionRequestValidation, illegalArgument, xContentParseException } from '../errors/catalog';
import type { EngineState } from '../engine-state';
import type { RequestScope } from '../request-scope';
import { invertDocument } from '../index/invert';
import type { IndexService } from '../index/index-service';
import { resolveSingleIndex } from '../index/resolve-indices';
import { Shard } from '../index/shard';
import { parseDocument } from '../mapping/parse-document';
import { parseTypeMapping } from '../mapping/parse-mapping';
import { parseQuery } from '../query/dsl';
import { ShardSearcher } from '../query/query';
import { docValuesAccess } from '../query/score-functions';
import { isObject } from '../util/json';
import { compileScript, parseScriptSpec, type DocValuesAccess, type ScriptSpec } from '../script/index';
import { javaDoubleToString } from '../script/java-string';

const NO_DOC_VALUES: DocValuesAccess = { kind: () => 'unmapped', values: () => [] };

interface ExecuteRequest {
  script: ScriptSpec;
  context: 'painless_test' | 'filter' | 'score';
  setup?: { index: string; document: unknown; query?: unknown };
}

function parseRequest(body: unknown): ExecuteRequest {
  if (!isObject(body)) throw illegalArgument('request body is required');
  let script: ScriptSpec | undefined;
  let context: ExecuteRequest['context'] = 'painless_test';
  let setup: ExecuteRequest['setup'];
  for (const [k, v] of Object.entries(body)) {
    if (k === 'script') script = parseScriptSpec(v);
    else if (k === 'context') {
      if (v !== 'painless_test' && v !== 'filter' && v !== 'score') throw illegalArgument(`unsupported script context name [${String(v)}]`);
      context = v;
    } else if (k === 'context_setup') {
      if (!isObject(v)) throw xContentParseException('[context_setup] must be an object');
      for (const key of Object.keys(v)) {
        if (key !== 'index' && key !== 'document' && key !== 'query') throw xContentParseException(`[context_setup] unknown field [${key}], parser not found`);
      }
      if (typeof v.index !== 'string') throw illegalArgument('index is a required parameter for current context');
      if (v.document === undefined) throw illegalArgument('document is a required parameter for current context');
      setup = { index: v.index, document: v.document, query: v.query };
    } else throw xContentParseException(`[painless_execute_request] unknown field [${k}], parser not found`);
  }
  if (!script) throw illegalArgument('script is required');
  if (script.id !== undefined) throw actionRequestValidation(['only inline scripts are supported']);
  if (script.lang !== 'painless') throw illegalArgument('Only painless scripts are supported');
  if (context !== 'painless_test' && !setup) throw illegalArgument('context_setup is required for the [' + context + '] context');
  return { script, context, setup };
}

/** One document indexed with the index's mapping into a scratch shard: its segment, doc values and (with a query) score. */
function scratchDocument(state: EngineState, scope: Pick<RequestScope, 'deprecations'>, index: IndexService, document: unknown, query: unknown) {
  const mapping = index.mapping ?? parseTypeMapping('_doc', {});
  const parsed = parseDocument(document, mapping, '_id');
  const shard = new Shard(0);
  shard.index(invertDocument(parsed, { id: '_id', type: mapping.name, source: document, version: 1, seqNo: 0, primaryTerm: 1 }, (m) => index.indexAnalyzer(m)), state.clock());
  shard.refresh(true);
  const segment = shard.reader(true)[0];
  let score = 0;
  if (query !== undefined) {
    const searcher = new ShardSearcher(index, 0, [segment]);
    const matches = parseQuery(query, index, false, state.clock(), (w) => scope.deprecations.add(w)).createWeight(searcher, true, 1).scores(searcher.leaves[0]);
    score = matches.length > 0 ? matches.scores[0] : 0;
  }
  return { access: docValuesAccess(index, segment), score };
}

/**
 * Runs the request's script and gives the `result` ES answers: a string (painless_test), a boolean (filter) or
 * a double (score: ScoreScript's `double execute()`, which ES writes as a Java double, `1.0`).
 */
export function executePainless(state: EngineState, scope: Pick<RequestScope, 'deprecations'>, body: unknown): { result: unknown; double: boolean } {
  const req = parseRequest(body);
  for (const w of req.script.deprecations ?? []) scope.deprecations.add(w);
  if (req.context === 'painless_test') {
    const script = compileScript(req.script, { context: 'field' });
    const value = script.evaluate(0, 0, NO_DOC_VALUES);
    return { result: javaString(value, script.resultType), double: false };
  }
  const index = resolveSingleIndex(state, req.setup!.index);
  const { access, score } = scratchDocument(state, scope, index, req.setup!.document, req.setup!.query);
  const script = compileScript(req.script, { context: req.context, typeName: index.mapping?.name });
  const value = req.context === 'score' ? script.execute(0, score, access) : script.evaluate(0, score, access);
  for (const w of script.warnings) scope.deprecations.add(w);
  return { result: value, double: req.context === 'score' };
}

/** `String.valueOf` of a script result (PainlessTestScript's answer). */
function javaString(value: unknown, type: string): string {
  if (value === null || value === undefined) return 'null';
  if (type === 'double' || type === 'float') return javaDoubleToString(value as number);
  return String(value);
}
