import { illegalArgument, indexClosed, indexNotFound, invalidIndexName } from '../errors/catalog';
import { simpleMatch } from '../util/simple-match';
import { resolveDateMathName } from './date-math-name';
import type { IndexService } from './index-service';

/**
 * Resolves an index expression (`a,b`, `logs-*`, `_all`, `*`, aliases, `-excluded`) to indices, as ES's
 * IndexNameExpressionResolver does with the default options: a missing concrete name is a 404, a wildcard
 * that matches nothing is fine.
 */
export function resolveIndices(
  node: IndexLookup,
  expression: string | undefined,
  opts: IndicesOptions & { resourceType?: 'index_or_alias' | 'index_expression' } = {},
): IndexService[] {
  const resolved = resolveAll(node, expression, opts);
  if (!opts.forbidClosed) return resolved;
  const wildcard = !expression || expression === '_all' || expression.includes('*');
  return resolved.filter((svc) => {
    if (!svc.closed) return true;
    // A wildcard skips a closed index unless the request asked it to expand to closed ones.
    const expandsToClosed = opts.expandWildcards === 'closed' || opts.expandWildcards === 'all';
    if ((wildcard && !expandsToClosed) || opts.ignoreUnavailable) return false;
    throw indexClosed(svc.name, svc.uuid);
  });
}

function resolveAll(
  node: IndexLookup,
  expression: string | undefined,
  opts: IndicesOptions & { resourceType?: 'index_or_alias' | 'index_expression' },
): IndexService[] {
  // One index named as is (most requests): an index name holds no ',', '*' or space, so nothing to split or match.
  const single = expression === undefined ? undefined : node.indices.get(expression);
  if (single !== undefined) return [single];
  const expand = opts.expandWildcards ?? 'open';
  const names = !expression || expression === '_all' || expression === '*'
    ? ['*']
    : expression.split(',').map((s) => resolveDateMathName(s.trim(), node.clock())).filter(Boolean);
  const result = new Map<string, IndexService>();
  names.forEach((name, i) => {
    // WildcardExpressionResolver: a name starting with `_` is no API here, so it is no index either.
    if (expand !== 'none' && name.startsWith('_')) throw invalidIndexName(name, "must not start with '_'.");
    if (name.startsWith('-') && i > 0) {
      for (const key of [...result.keys()]) if (simpleMatch(name.slice(1), key)) result.delete(key);
      return;
    }
    if (name.includes('*') && expand !== 'none') {
      const before = result.size;
      for (const [n, svc] of [...node.indices.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        if (simpleMatch(name, n)) result.set(n, svc);
      }
      if (!opts.ignoreAliases) {
        for (const svc of node.indices.values()) {
          for (const alias of svc.aliases.keys()) if (simpleMatch(name, alias)) result.set(svc.name, svc);
        }
      }
      // An explicit expand_wildcards keeps only the open, or only the closed, indices it matched.
      if (opts.expandWildcards === 'open' || opts.expandWildcards === 'closed') {
        const closed = opts.expandWildcards === 'closed';
        for (const k of [...result.keys()].slice(before)) if (result.get(k)!.closed !== closed) result.delete(k);
      }
      if (opts.allowNoIndices === false && result.size === before) throw indexNotFound(name, opts.resourceType ?? 'index_or_alias');
      return;
    }
    const direct = node.indices.get(name);
    if (direct) {
      result.set(name, direct);
      return;
    }
    const viaAlias = [...node.indices.values()].filter((svc) => svc.aliases.has(name));
    if (viaAlias.length > 0 && !opts.ignoreAliases) {
      viaAlias.forEach((svc) => result.set(svc.name, svc));
      return;
    }
    if (viaAlias.length > 0 && !opts.ignoreUnavailable) {
      throw illegalArgument(`The provided expression [${name}] matches an alias, specify the corresponding concrete indices instead.`);
    }
    // Without wildcard expansion, a lone name that matches nothing fails only without allow_no_indices
    // (IndexNameExpressionResolver.concreteIndices' failNoIndices).
    const fail = expand === 'none' && names.length === 1 ? opts.allowNoIndices === false : !opts.ignoreUnavailable;
    if (fail) throw indexNotFound(name, opts.resourceType ?? 'index_or_alias');
  });
  if (opts.allowNoIndices === false && result.size === 0) throw indexNotFound(expression ?? '_all', opts.resourceType ?? 'index_or_alias');
  return [...result.values()];
}

/** IndicesOptions: how an expression's missing names and wildcards resolve (each API has its defaults). */
export interface IndicesOptions {
  ignoreUnavailable?: boolean;
  allowNoIndices?: boolean;
  expandWildcards?: 'open' | 'closed' | 'all' | 'none';
  /** Aliases do not resolve (index deletion: ES refuses an alias name, and wildcards skip aliases). */
  ignoreAliases?: boolean;
  /** Reads and writes (search, count, refresh): a closed index named is index_closed_exception, wildcards skip closed ones. */
  forbidClosed?: boolean;
}

/** What resolving reads of the node: its indices, and its clock for date-math names (`<logs-{now/d}>`). */
export interface IndexLookup {
  indices: ReadonlyMap<string, IndexService>;
  clock: () => number;
}

/** A single concrete index for single-document APIs (an alias must point to exactly one index). */
export function resolveSingleIndex(node: { indices: ReadonlyMap<string, IndexService> }, name: string): IndexService {
  const direct = node.indices.get(name);
  if (direct) return open(direct);
  const viaAlias = [...node.indices.values()].filter((svc) => svc.aliases.has(name));
  if (viaAlias.length === 1) return open(viaAlias[0]);
  if (viaAlias.length > 1) {
    throw illegalArgument(
      `Alias [${name}] has more than one indices associated with it [[${viaAlias.map((s) => s.name).join(', ')}]], can't execute a single index op`,
    );
  }
  throw indexNotFound(name, 'index_expression');
}

/** The index, unless it is closed (then ES's index_closed_exception). */
export function open(svc: IndexService): IndexService {
  if (svc.closed) throw indexClosed(svc.name, svc.uuid);
  return svc;
}
