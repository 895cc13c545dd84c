import { EsError } from '../errors/es-error';

/**
 * ES's `indices.query.bool.max_clause_count` (a static node setting, default 1024), which ES 6.8 hands to
 * Lucene 7.7's `BooleanQuery.setMaxClauseCount`: every BooleanQuery a query builds — a `bool`'s clauses,
 * the per-term clauses a `match` (or a `multi_match` field) analyses into, a `most_fields` combination —
 * refuses its 1025th clause with BooleanQuery.TooManyClauses. Phrase queries are not BooleanQuerys in
 * Lucene 7 and have no such limit (their cost is bounded by yielding, see computed-ahead.ts).
 */
export const MAX_CLAUSE_COUNT = 1024;

/** Throws Lucene's TooManyClauses (ES: `too_many_clauses`, inside the shard's query_shard_exception). */
export function checkClauseCount(clauses: number): void {
  if (clauses > MAX_CLAUSE_COUNT) {
    throw new EsError({ type: 'too_many_clauses', reason: `maxClauseCount is set to ${MAX_CLAUSE_COUNT}`, status: 500 });
  }
}
