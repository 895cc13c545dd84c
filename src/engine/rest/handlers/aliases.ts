import type { EngineState } from '../../engine-state';
import type { RequestScope } from '../../request-scope';
import { applyAliasActions, parseAliasActions, parsePutAliasBody, type AliasContext } from '../../index/aliases';
import { parseQuery } from '../../query/dsl';
import { illegalArgument } from '../../errors/catalog';
import { resolveIndices } from '../../index/resolve-indices';
import { simpleMatch } from '../../util/simple-match';
import type { Handler } from '../rest-types';
import { aliasesOf } from './indices';

/** The alias service's view of the engine: a filter is checked by parsing it as a query of the index. */
function aliasContext(state: EngineState, scope: RequestScope): AliasContext {
  return {
    indices: state.indices,
    mutations: scope.mutations,
    checkFilter: (filter, index) => void parseQuery(filter, index, true, state.clock(), () => {}),
  };
}

/** `indices.put_alias`: PUT|POST /{index}/_alias/{name} (and `_aliases`); the name may also come in the body. */
export const putAliasHandler: Handler = (req, state, scope) => {
  const { meta, indices, alias } = parsePutAliasBody(req.body);
  const index = req.pathParams.index ?? indices?.join(',');
  const name = req.pathParams.name ?? alias;
  if (!index) throw illegalArgument('index is missing');
  if (!name) throw illegalArgument('alias is missing');
  applyAliasActions(aliasContext(state, scope), [{ type: 'add', indices: [index], aliases: [name], meta }]);
  return { status: 200, body: { acknowledged: true } };
};

/** `indices.delete_alias`: DELETE /{index}/_alias/{name}; both may be lists or wildcards, `_all` too. */
export const deleteAliasHandler: Handler = (req, state, scope) => {
  const aliases = req.pathParams.name.split(',').map((s) => s.trim()).filter(Boolean);
  applyAliasActions(aliasContext(state, scope), [{ type: 'remove', indices: [req.pathParams.index], aliases, meta: {} }]);
  return { status: 200, body: { acknowledged: true } };
};

/** `indices.update_aliases`: POST /_aliases with `actions` (add, remove, remove_index), applied together or not at all. */
export const updateAliasesHandler: Handler = (req, state, scope) => {
  applyAliasActions(aliasContext(state, scope), parseAliasActions(req.body ?? {}));
  return { status: 200, body: { acknowledged: true } };
};

/**
 * `indices.get_alias` (and `exists_alias` through HEAD): the aliases of the indices, those named when
 * names are given (`_all` or none: every alias). Names neither found nor matched by a wildcard make it a
 * 404 whose body still lists what was found, as ES's RestGetAliasesAction answers.
 */
export const getAliasHandler: Handler = (req, state) => {
  const namesProvided = req.pathParams.name !== undefined;
  const requested = (req.pathParams.name ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  const names = requested.length === 1 && requested[0] === '_all' ? [] : requested;
  const matches = (alias: string) => names.length === 0 || names.some((n) => n === '*' || simpleMatch(n, alias));
  const found = new Set<string>();
  const shown: Array<[string, Record<string, unknown>]> = [];
  // ES: get_alias expands wildcards (and no index) to open and closed indices unless told otherwise.
  const expand = (req.params.get('expand_wildcards') ?? 'all').split(',');
  const skipClosed = !expand.includes('all') && !expand.includes('closed');
  const wildcard = !req.pathParams.index || req.pathParams.index === '_all' || req.pathParams.index.includes('*');
  for (const svc of resolveIndices(state, req.pathParams.index)) {
    if (svc.closed && skipClosed && wildcard) continue;
    const aliases = aliasesOf(svc);
    for (const k of Object.keys(aliases)) {
      if (matches(k)) found.add(k);
      else delete aliases[k];
    }
    if (namesProvided && Object.keys(aliases).length === 0) continue;
    shown.push([svc.name, { aliases }]);
  }
  const missing = names.filter((n) => !found.has(n) && !(n.includes('*') && [...found].some((a) => simpleMatch(n, a))));
  const body: Record<string, unknown> = {};
  let status = 200;
  if (missing.length > 0) {
    status = 404;
    const list = [...new Set(missing)].sort();
    body.error = list.length === 1 ? `alias [${list[0]}] missing` : `aliases [${list.join(',')}] missing`;
    body.status = 404;
  }
  for (const [name, value] of shown) body[name] = value;
  return { status, body };
};
