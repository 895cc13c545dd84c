import { BooleanQuery } from './boolean-query';
import { BoostQuery } from './boost-query';
import { ConstantScoreQuery } from './constant-score';
import { DisjunctionMaxQuery } from './dis-max-query';
import type { Query, ShardSearcher } from './query';

/**
 * The query with every query that rewrites on the shard's reader (`readerRewrite`, e.g. the common terms query)
 * replaced by its rewrite, through the compound queries that hold them: what a profiled node prints, since ES
 * profiles the query IndexSearcher.rewrite made. Subtrees without such a query are returned as they are.
 */
export function withReaderRewrites(q: Query, searcher: ShardSearcher): Query {
  if (q.readerRewrite) return withReaderRewrites(q.readerRewrite(searcher), searcher);
  if (q instanceof BooleanQuery) {
    const clauses = q.clauses.map((c) => ({ occur: c.occur, query: withReaderRewrites(c.query, searcher) }));
    return clauses.some((c, i) => c.query !== q.clauses[i].query) ? new BooleanQuery(clauses, q.minimumShouldMatch) : q;
  }
  if (q instanceof BoostQuery) {
    const inner = withReaderRewrites(q.query, searcher);
    return inner === q.query ? q : new BoostQuery(inner, q.boost);
  }
  if (q instanceof ConstantScoreQuery) {
    const inner = withReaderRewrites(q.query, searcher);
    return inner === q.query ? q : new ConstantScoreQuery(inner);
  }
  if (q instanceof DisjunctionMaxQuery) {
    const disjuncts = q.disjuncts.map((d) => withReaderRewrites(d, searcher));
    return disjuncts.some((d, i) => d !== q.disjuncts[i]) ? new DisjunctionMaxQuery(disjuncts, q.tieBreaker) : q;
  }
  return q;
}
