/**
 * Aliases as ES 6.8's MetaDataIndexAliasesService keeps them: add, remove and remove_index actions applied
 * together or not at all, alias names validated like index names, filters parsed as queries against each
 * index, routing split into index and search routing, and at most one write index per alias.
 */
import { EsError } from '../errors/es-error';
import { illegalArgument, illegalState, indexNotFound, xContentParseException } from '../errors/catalog';
import type { Mutation } from '../storage/snapshot-store';
import { isObject } from '../util/json';
import { simpleMatch } from '../util/simple-match';
import type { AliasMetadata, IndexService } from './index-service';
import { validateIndexName } from './names';
import { toStoredMeta } from './persist';

/** What alias changes read and write: the indices, the request's mutations, and how to check a filter against an index. */
export interface AliasContext {
  indices: Map<string, IndexService>;
  mutations: Mutation[];
  /** Parses a filter as a query of the index (ES's AliasValidator.validateAliasFilter); throws its error. */
  checkFilter(filter: unknown, index: IndexService): void;
}

export interface AliasAction {
  type: 'add' | 'remove' | 'remove_index';
  indices: string[];
  aliases: string[];
  meta: AliasMetadata;
}

const ACTION_TYPE_NAMES = { add: 'ADD', remove: 'REMOVE', remove_index: 'REMOVE_INDEX' } as const;

/** `{actions: [...]}` of `POST /_aliases` (IndicesAliasesRequest's parser). */
export function parseAliasActions(body: unknown): AliasAction[] {
  if (!isObject(body)) throw xContentParseException('[aliases] Expected START_OBJECT');
  const actions: AliasAction[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'actions') throw xContentParseException(`[aliases] unknown field [${key}], parser not found`);
    const list = Array.isArray(value) ? value : [value];
    for (const entry of list) {
      try {
        actions.push(parseAliasAction(entry));
      } catch (e) {
        if (e instanceof EsError && e.type === 'illegal_argument_exception') throw xContentParseException('[aliases] failed to parse field [actions]', e);
        throw e;
      }
    }
  }
  if (actions.length === 0) throw new EsError({ type: 'action_request_validation_exception', reason: 'Validation Failed: 1: No action specified;', status: 400 });
  return actions;
}

/** `index`/`indices` (`alias`/`aliases`): one name, or a name or list of them, with ES's errors for empty ones. */
function namesMember(k: string, single: boolean, v: unknown): string[] {
  const list = single ? [String(v)] : Array.isArray(v) ? v.map(String) : [String(v)];
  if (single && list[0] === '') throw illegalArgument(`[${k}] can't be empty string`);
  if (!single && list.length === 0) throw illegalArgument(`[${k}] can't be empty`);
  if (!single && list.includes('')) throw illegalArgument(`[${k}] can't contain empty string`);
  return list;
}

function parseAliasAction(entry: unknown): AliasAction {
  if (!isObject(entry)) throw illegalArgument('an alias action must be an object');
  const keys = Object.keys(entry);
  if (keys.length > 1) throw illegalArgument('Too many operations declared on operation entry');
  const type = keys[0];
  if (type !== 'add' && type !== 'remove' && type !== 'remove_index') throw xContentParseException(`[alias_action] unknown field [${type ?? ''}], parser not found`);
  const body = entry[type];
  if (!isObject(body)) throw xContentParseException(`[alias_action] ${type} doesn't support values of type: ${Array.isArray(body) ? 'START_ARRAY' : 'VALUE'}`);
  const action: AliasAction = { type, indices: [], aliases: [], meta: {} };
  let indicesSet = false;
  let aliasesSet = false;
  let routing: string | undefined;
  const name = ACTION_TYPE_NAMES[type];
  const addOnly = (member: string) => {
    if (type !== 'add') throw xContentParseException(`[${type}] unknown field [${member}], parser not found`);
  };
  for (const [k, v] of Object.entries(body)) {
    switch (k) {
      case 'index':
      case 'indices': {
        if (indicesSet) throw illegalArgument('Only one of [index] and [indices] is supported');
        action.indices = namesMember(k, k === 'index', v);
        indicesSet = true;
        break;
      }
      case 'alias':
      case 'aliases': {
        if (aliasesSet) throw illegalArgument('Only one of [alias] and [aliases] is supported');
        if (type === 'remove_index') throw illegalArgument(`[${k}] is unsupported for [${name}]`);
        action.aliases = namesMember(k, k === 'alias', v);
        aliasesSet = true;
        break;
      }
      case 'filter':
        addOnly(k);
        if (!isObject(v)) throw illegalArgument('[filter] must be an object');
        if (Object.keys(v).length > 0) action.meta.filter = v;
        break;
      case 'routing':
        addOnly(k);
        routing = String(v);
        break;
      case 'index_routing':
      case 'indexRouting':
      case 'index-routing':
        addOnly(k);
        action.meta.indexRouting = String(v);
        break;
      case 'search_routing':
      case 'searchRouting':
      case 'search-routing':
        addOnly(k);
        action.meta.searchRouting = String(v);
        break;
      case 'is_write_index':
        addOnly(k);
        if (typeof v !== 'boolean') throw illegalArgument(`Failed to parse value [${String(v)}] as only [true] or [false] are allowed.`);
        action.meta.isWriteIndex = v;
        break;
      default:
        throw xContentParseException(`[${type}] unknown field [${k}], parser not found`);
    }
  }
  if (routing !== undefined) {
    action.meta.indexRouting ??= routing;
    action.meta.searchRouting ??= routing;
  }
  if (!indicesSet) throw illegalArgument('One of [index] or [indices] is required');
  if (type !== 'remove_index' && !aliasesSet) throw illegalArgument('One of [alias] or [aliases] is required');
  return action;
}

/** The body of `PUT /{index}/_alias/{name}` (RestIndexPutAliasAction): routing, filter and is_write_index. */
export function parsePutAliasBody(body: unknown): { meta: AliasMetadata; indices?: string[]; alias?: string } {
  const meta: AliasMetadata = {};
  const out: { meta: AliasMetadata; indices?: string[]; alias?: string } = { meta };
  if (body === undefined) return out;
  if (!isObject(body)) throw illegalArgument('alias definition must be an object');
  let routing: string | undefined;
  for (const [k, v] of Object.entries(body)) {
    switch (k) {
      case 'index':
        out.indices = String(v).split(',').map((s) => s.trim()).filter(Boolean);
        break;
      case 'alias':
        out.alias = String(v);
        break;
      case 'routing':
        routing = v === null ? undefined : String(v);
        break;
      case 'index_routing':
      case 'indexRouting':
      case 'index-routing':
        meta.indexRouting = String(v);
        break;
      case 'search_routing':
      case 'searchRouting':
      case 'search-routing':
        meta.searchRouting = String(v);
        break;
      case 'filter':
        if (!isObject(v)) throw illegalArgument('[filter] must be an object');
        if (Object.keys(v).length > 0) meta.filter = v;
        break;
      case 'is_write_index':
        if (typeof v !== 'boolean') throw illegalArgument(`Failed to parse value [${String(v)}] as only [true] or [false] are allowed.`);
        meta.isWriteIndex = v;
        break;
      default:
        throw illegalArgument(`Unsupported field [${k}]`);
    }
  }
  if (routing !== undefined) {
    meta.indexRouting ??= routing;
    meta.searchRouting ??= routing;
  }
  return out;
}

/** AliasValidator: the name rules of an index, a single index routing value, and a filter that parses against the index. */
export function validateAlias(alias: string, meta: AliasMetadata, filterCheck?: { index: IndexService; check: AliasContext['checkFilter'] }) {
  try {
    validateIndexName(alias, []);
  } catch (e) {
    if (e instanceof EsError && e.type === 'invalid_index_name_exception') {
      throw new EsError({ type: 'invalid_alias_name_exception', reason: e.reason.replace(/^Invalid index name/, 'Invalid alias name'), status: 400, metadata: { index_uuid: '_na_', index: alias } });
    }
    throw e;
  }
  if (meta.indexRouting !== undefined && meta.indexRouting.includes(',')) {
    throw illegalArgument(`alias [${alias}] has several index routing values associated with it`);
  }
  if (filterCheck && meta.filter !== undefined) {
    try {
      filterCheck.check(meta.filter, filterCheck.index);
    } catch (e) {
      if (e instanceof EsError) throw illegalArgument(`failed to parse filter for alias [${alias}]`, e);
      throw e;
    }
  }
}

/** Concrete indices of an alias action: names and wildcards over index names only (aliases are not expanded). */
function actionIndices(state: AliasContext, expressions: string[]): IndexService[] {
  const out = new Map<string, IndexService>();
  for (const expr of expressions) {
    for (const name of expr.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (name === '_all' || name.includes('*')) {
        const pattern = name === '_all' ? '*' : name;
        const matched = [...state.indices.values()].filter((s) => simpleMatch(pattern, s.name));
        if (matched.length === 0) throw indexNotFound(name);
        for (const s of matched.sort((a, b) => (a.name < b.name ? -1 : 1))) out.set(s.name, s);
        continue;
      }
      const svc = state.indices.get(name);
      if (!svc) throw indexNotFound(name);
      out.set(name, svc);
    }
  }
  return [...out.values()];
}

/**
 * Applies alias actions atomically: every action is resolved and validated against the state as the
 * previous actions leave it (indices a `remove_index` drops go first, as ES does), and only then applied.
 */
export function applyAliasActions(state: AliasContext, actions: AliasAction[]) {
  const removedIndices = new Set<string>();
  for (const a of actions) if (a.type === 'remove_index') for (const svc of actionIndices(state, a.indices)) removedIndices.add(svc.name);
  // The aliases each index will have: copies, changed in order, committed at the end.
  const next = new Map<IndexService, Map<string, AliasMetadata>>();
  const aliasesOf = (svc: IndexService) => {
    let m = next.get(svc);
    if (!m) next.set(svc, (m = new Map(svc.aliases)));
    return m;
  };
  const removedNames: string[] = [];
  let removedAny = false;
  let removeActions = 0;
  for (const a of actions) {
    if (a.type === 'remove_index') continue;
    const targets = actionIndices(state, a.indices);
    for (const svc of targets) {
      if (removedIndices.has(svc.name)) continue;
      const aliases = aliasesOf(svc);
      if (a.type === 'add') {
        for (const alias of a.aliases) {
          validateAlias(alias, a.meta, { index: svc, check: state.checkFilter });
          const clash = state.indices.get(alias);
          if (clash && !removedIndices.has(alias)) {
            throw new EsError({ type: 'invalid_alias_name_exception', reason: `Invalid alias name [${alias}], an index exists with the same name as the alias`, status: 400, metadata: { index_uuid: '_na_', index: alias } });
          }
          aliases.set(alias, { ...a.meta });
        }
      } else {
        removeActions++;
        for (const name of [...aliases.keys()]) {
          if (a.aliases.some((p) => p === '_all' || simpleMatch(p, name))) {
            aliases.delete(name);
            removedAny = true;
          }
        }
      }
    }
    if (a.type === 'remove') removedNames.push(...a.aliases);
  }
  // ES: remove actions that found nothing to remove, and nothing else to do: the aliases are missing.
  if (removeActions > 0 && !removedAny && actions.every((a) => a.type === 'remove')) throw aliasesNotFound(removedNames);
  checkWriteIndices(state, next, removedIndices);
  for (const name of removedIndices) {
    state.indices.delete(name);
    state.mutations.push({ op: 'deleteIndex', name });
  }
  for (const [svc, aliases] of next) {
    if (removedIndices.has(svc.name)) continue;
    svc.aliases.clear();
    for (const [k, v] of aliases) svc.aliases.set(k, v);
    state.mutations.push({ op: 'putIndex', meta: toStoredMeta(svc) });
  }
}

/** ES: an alias has at most one index with `is_write_index: true`. */
function checkWriteIndices(state: AliasContext, next: Map<IndexService, Map<string, AliasMetadata>>, removed: Set<string>) {
  const writers = new Map<string, string[]>();
  for (const svc of state.indices.values()) {
    if (removed.has(svc.name)) continue;
    for (const [alias, meta] of next.get(svc) ?? svc.aliases) {
      if (meta.isWriteIndex !== true) continue;
      let list = writers.get(alias);
      if (!list) writers.set(alias, (list = []));
      list.push(svc.name);
    }
  }
  for (const [alias, list] of writers) {
    if (list.length > 1) throw illegalState(`alias [${alias}] has more than one write index [${list.sort().join(',')}]`);
  }
}

export function aliasesNotFound(names: string[]): EsError {
  return new EsError({
    type: 'aliases_not_found_exception',
    reason: `aliases [${names.join(', ')}] missing`,
    status: 404,
    metadata: { 'resource.type': 'aliases', 'resource.id': `[${names.join(', ')}]` },
  });
}

/**
 * The index a write to `name` goes to, and its routing: the index itself, or the write index of an
 * alias (its one index unless that says `is_write_index: false`), with the alias's index routing.
 * Undefined when nothing has that name.
 */
export function resolveWriteAlias(state: { indices: Map<string, IndexService> }, name: string, routing: string | undefined): { index: IndexService; routing: string | undefined } | undefined {
  const direct = state.indices.get(name);
  if (direct) return { index: direct, routing };
  const members = [...state.indices.values()].filter((s) => s.aliases.has(name));
  if (members.length === 0) return undefined;
  const writer = members.length === 1 ? (members[0].aliases.get(name)!.isWriteIndex === false ? undefined : members[0]) : members.find((s) => s.aliases.get(name)!.isWriteIndex === true);
  if (!writer) {
    throw illegalArgument(`no write index is defined for alias [${name}]. The write index may be explicitly disabled using is_write_index=false or the alias points to multiple indices without one being designated as a write index`);
  }
  return { index: writer, routing: aliasRouting(name, writer.aliases.get(name)!, routing) };
}

/** ES's resolveIndexRouting: an alias's index routing replaces the request's, which must then agree. */
export function aliasRouting(alias: string, meta: AliasMetadata, routing: string | undefined): string | undefined {
  if (meta.indexRouting === undefined) return routing;
  if (routing !== undefined && routing !== meta.indexRouting) {
    throw illegalArgument(`Alias [${alias}] has index routing associated with it [${meta.indexRouting}], and was provided with routing value [${routing}], rejecting operation`);
  }
  return meta.indexRouting;
}

/** What a search over an index expression sees of one index: the alias filters to apply and the routing values. */
export interface AliasScope {
  /** Filters ORed together; undefined when the index is searched whole (named itself, or an unfiltered alias). */
  filters?: unknown[];
  /** Search routing values; undefined when every shard is searched. */
  routing?: Set<string>;
}

/**
 * For each index an expression reaches, the alias filters and search routing that apply (ES's
 * AliasFilter and searchRoutings): an index named directly or through `_all`/a wildcard on index
 * names is unfiltered; otherwise the filters of the aliases that reached it, ORed.
 */
export function searchScopes(state: { indices: Map<string, IndexService> }, expression: string | undefined, indices: IndexService[]): Map<IndexService, AliasScope> {
  const scopes = new Map<IndexService, AliasScope>();
  // perf: most searches name indices without aliases; the expression is read only when an alias can apply.
  if (!indices.some((svc) => svc.aliases.size > 0)) return scopes;
  const parts = !expression || expression === '_all' ? ['*'] : expression.split(',').map((s) => s.trim()).filter((s) => s && !s.startsWith('-'));
  for (const svc of indices) {
    if (svc.aliases.size === 0) continue;
    const direct = parts.some((p) => p === svc.name || (p.includes('*') && simpleMatch(p, svc.name)));
    if (direct) continue;
    const via = [...svc.aliases].filter(([alias]) => parts.some((p) => p === alias || (p.includes('*') && simpleMatch(p, alias))));
    if (via.length === 0) continue;
    const scope: AliasScope = {};
    if (via.every(([, m]) => m.filter !== undefined)) scope.filters = via.map(([, m]) => m.filter);
    if (via.every(([, m]) => m.searchRouting !== undefined)) {
      scope.routing = new Set(via.flatMap(([, m]) => m.searchRouting!.split(',').map((s) => s.trim())));
    }
    if (scope.filters || scope.routing) scopes.set(svc, scope);
  }
  return scopes;
}
