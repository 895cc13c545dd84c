/**
 * MatchedQueriesFetchSubPhase: each hit's `matched_queries`, the names of the request's named queries (the
 * query's and the post_filter's, query/named-queries.ts) whose weight, made without scores, matches the hit's
 * document; listed in the order ES's HashMap of names iterates.
 */
import { indexOfDoc } from '../query/doc-scores';
import { javaHashMapOrder, namedQueriesOf } from '../query/named-queries';
import { NestedQuery } from '../query/nested-query';
import type { LeafContext, Query, ShardSearcher, Weight } from '../query/query';

/** One doc of a shard: its segment and the doc id within it. */
export interface DocInShard {
  searcher: ShardSearcher;
  leaf: LeafContext;
  localDoc: number;
}

/** The names a hit matches, or undefined when it matches none (the member is then left out). */
export type MatchedQueries = (h: DocInShard) => string[] | undefined;

/** Matched-queries of hits for a parsed query and post_filter (either may be absent); undefined when nothing is named. */
export function matchedQueries(query: Query | undefined, postFilter: Query | undefined): MatchedQueries | undefined {
  const fromQuery = namedQueriesOf(query);
  const fromPost = namedQueriesOf(postFilter);
  if (fromQuery.size === 0 && fromPost.size === 0) return undefined;
  return matching(javaHashMapOrder([...fromQuery.keys()], [...fromPost.keys()]), fromQuery, fromPost);
}

/**
 * The matched queries of a nested query's inner hits (InnerHitContextBuilder: the inner query's ParsedQuery has
 * a copy of the shard context's names when it is built, after the request's query, and the post_filter's when
 * there is one, which resets it; the fetch adds the request's post_filter names). A named query holding a
 * `nested` query is left out: a block join matches parents, never the nested documents inner hits list.
 */
export function innerHitsMatchedQueries(query: Query, postFilter: Query | undefined, nested: Query): MatchedQueries | undefined {
  const fromQuery = namedQueriesOf(query);
  const fromPost = namedQueriesOf(postFilter);
  const inside = reachable(nested);
  const names = postFilter ? [...fromPost.keys(), ...[...fromQuery].filter(([, q]) => inside.has(q)).map(([n]) => n)] : [...fromQuery.keys()];
  const order = javaHashMapOrder(names, [...fromPost.keys()]).filter((n) => {
    const q = fromPost.get(n) ?? fromQuery.get(n)!;
    return q === nested || ![...reachable(q)].some((x) => x instanceof NestedQuery);
  });
  return matching(order, fromQuery, fromPost);
}

/** Every object reachable from a query's members (its clauses, wrapped queries, and so on). */
function reachable(root: Query): Set<unknown> {
  const seen = new Set<unknown>();
  const walk = (v: unknown) => {
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v) || seen.has(v)) return;
    seen.add(v);
    for (const x of Array.isArray(v) ? v : Object.values(v)) walk(x);
  };
  walk(root);
  return seen;
}

function matching(order: string[], fromQuery: ReadonlyMap<string, Query>, fromPost: ReadonlyMap<string, Query>): MatchedQueries | undefined {
  if (order.length === 0) return undefined;
  // putAll: a post_filter name replaces the query's query of the same name.
  const byName = new Map(fromQuery);
  for (const [n, q] of fromPost) byName.set(n, q);
  const weights = new Map<ShardSearcher, Map<string, Weight>>();
  const weightOf = (searcher: ShardSearcher, name: string) => {
    let bySearcher = weights.get(searcher);
    if (!bySearcher) weights.set(searcher, (bySearcher = new Map()));
    let w = bySearcher.get(name);
    if (!w) bySearcher.set(name, (w = byName.get(name)!.createWeight(searcher, false, 1)));
    return w;
  };
  return (h) => {
    const only = { docs: Int32Array.of(h.localDoc), length: 1 };
    const names = order.filter((name) => indexOfDoc(weightOf(h.searcher, name).scores(h.leaf, only), h.localDoc) >= 0);
    return names.length > 0 ? names : undefined;
  };
}
