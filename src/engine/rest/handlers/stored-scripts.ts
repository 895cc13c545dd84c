import { EsError } from '../../errors/es-error';
import { checkStoredScript, parseStoredScript } from '../../script/stored-script';
import type { Handler } from '../rest-types';

/** `put_script`: PUT|POST /_scripts/{id}[/{context}] — checked (compiled when a context is named), then kept. */
export const putScriptHandler: Handler = (req, state, scope) => {
  const id = req.pathParams.id;
  const context = req.pathParams.context ?? req.params.get('context');
  const warnings: string[] = [];
  const source = parseStoredScript(req.body, (w) => warnings.push(w));
  checkStoredScript(id, source, context);
  const script = { id, ...source };
  state.scripts.set(id, script);
  scope.mutations.push({ op: 'putScript', script });
  return { status: 200, body: { acknowledged: true }, warnings };
};

/** `get_script`: GET /_scripts/{id} — `{_id, found, script: {lang, source[, options]}}`, or a 404 `found: false`. */
export const getScriptHandler: Handler = (req, state) => {
  const id = req.pathParams.id;
  const s = state.scripts.get(id);
  if (!s) return { status: 404, body: { _id: id, found: false } };
  const script: Record<string, unknown> = { lang: s.lang, source: s.source };
  if (s.options && Object.keys(s.options).length > 0) script.options = s.options;
  return { status: 200, body: { _id: id, found: true, script } };
};

/** `delete_script`: DELETE /_scripts/{id}; a missing one is resource_not_found_exception. */
export const deleteScriptHandler: Handler = (req, state, scope) => {
  const id = req.pathParams.id;
  if (!state.scripts.has(id)) {
    throw new EsError({ type: 'resource_not_found_exception', reason: `stored script [${id}] does not exist`, status: 404 });
  }
  state.scripts.delete(id);
  scope.mutations.push({ op: 'deleteScript', id });
  return { status: 200, body: { acknowledged: true } };
};
