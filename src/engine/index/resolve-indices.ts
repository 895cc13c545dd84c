import { illegalArgument, indexClosed, indexNotFound } from '../errors/catalog';
import { simpleMatch } from '../util/simple-match';
import type { IndexService } from './index-service';

/**
 * Resolves an index expression (`a,b`, `logs-*`, `_all`, `*`, aliases, `-excluded`) to indices, as ES's
 * IndexNameExpressionResolver does with the default options: a missing concrete name is a 404, a wildcard
 * that matches nothing is fine.
 */
export function resolveIndices(
  node: { indices: ReadonlyMap<string, IndexService> },
  expression: string | undefined,
  opts: {
    resourceType?: 'index_or_alias' | 'index_expression';
    ignoreUnavailable?: boolean;
    allowNoIndices?: boolean;
    /** Reads and writes (search, count, refresh): a closed index named is index_closed_exception, wildcards skip closed ones. */
    forbidClosed?: boolean;
  } = {},
): IndexService[] {
  const resolved = resolveAll(node, expression, opts);
  if (!opts.forbidClosed) return resolved;
  const wildcard = !expression || expression === '_all' || expression.includes('*');
  return resolved.filter((svc) => {
    if (!svc.closed) return true;
    if (wildcard || opts.ignoreUnavailable) return false;
    throw indexClosed(svc.name, svc.uuid);
  });
}

function resolveAll(
  node: { indices: ReadonlyMap<string, IndexService> },
  expression: string | undefined,
  opts: { resourceType?: 'index_or_alias' | 'index_expression'; ignoreUnavailable?: boolean },
): IndexService[] {
  // One index named as is (most requests): an index name holds no ',', '*' or space, so nothing to split or match.
  const single = expression === undefined ? undefined : node.indices.get(expression);
  if (single !== undefined) return [single];
  const names = !expression || expression === '_all' || expression === '*' ? ['*'] : expression.split(',').map((s) => s.trim()).filter(Boolean);
  const result = new Map<string, IndexService>();
  names.forEach((name, i) => {
    if (name.startsWith('-') && i > 0) {
      for (const key of [...result.keys()]) if (simpleMatch(name.slice(1), key)) result.delete(key);
      return;
    }
    if (name.includes('*')) {
      for (const [n, svc] of [...node.indices.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        if (simpleMatch(name, n)) result.set(n, svc);
      }
      for (const svc of node.indices.values()) {
        for (const alias of svc.aliases.keys()) if (simpleMatch(name, alias)) result.set(svc.name, svc);
      }
      return;
    }
    const direct = node.indices.get(name);
    if (direct) {
      result.set(name, direct);
      return;
    }
    const viaAlias = [...node.indices.values()].filter((svc) => svc.aliases.has(name));
    if (viaAlias.length > 0) {
      viaAlias.forEach((svc) => result.set(svc.name, svc));
      return;
    }
    if (!opts.ignoreUnavailable) throw indexNotFound(name, opts.resourceType ?? 'index_or_alias');
  });
  return [...result.values()];
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
