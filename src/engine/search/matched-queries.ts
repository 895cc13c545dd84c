/**
 * MatchedQueriesFetchSubPhase: each hit's `matched_queries`, the names of the request's named queries (the
 * query's and the post_filter's, query-named-queries.ts) whose weight, made without scores, matches the hit's
 * document; listed in the order ES's HashMap of names iterates.
 */
import { indexOfDoc } from '../query/doc-scores';
import { javaHashMapOrder, namedQueriesOf } from '../query/named-queries';
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
  // putAll: a post_filter name replaces the query's query of the same name.
  const byName = new Map(fromQuery);
  for (const [n, q] of fromPost) byName.set(n, q);
  const order = javaHashMapOrder([...fromQuery.keys()], [...fromPost.keys()]);
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
