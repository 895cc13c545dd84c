/**
 * The validate query API's shard work (TransportValidateQueryAction): each chosen shard parses the query as a
 * search would, wraps it with the type and alias filters (DefaultSearchContext.buildFilteredQuery), optionally
 * rewrites it against the shard's reader, and reports Lucene's `Query.toString()` or why it is invalid.
 */
import type { EngineState } from '../engine-state';
import { EsError } from '../errors/es-error';
import type { AliasScope } from '../index/aliases';
import type { IndexService } from '../index/index-service';
import { BooleanQuery, booleanQuery, type Clause } from '../query/boolean-query';
import { BoostQuery } from '../query/boost-query';
import { ConstantScoreQuery, MatchAllDocsQuery, MatchNoDocsQuery } from '../query/constant-score';
import { DisjunctionMaxQuery } from '../query/dis-max-query';
import { parseQuery } from '../query/dsl';
import { isBodyError } from '../query/parse-context';
import { MoreLikeThisQuery } from '../query/more-like-this/more-like-this-query';
import { ShardSearcher, type Query } from '../query/query';
import type { RequestScope } from '../request-scope';
import { detailedMessage } from './detailed-message';

export interface ValidateOptions {
  explain: boolean;
  rewrite: boolean;
  allShards: boolean;
  types?: string[];
}

export interface ShardValidation {
  index: string;
  /** The shard id, only when every shard was asked (`all_shards`). */
  shard?: number;
  valid: boolean;
  explanation?: string;
  error?: string;
}

export interface ValidateResult {
  shards: number;
  valid: boolean;
  /** Given with `explain`, `rewrite` or `all_shards`. */
  explanations?: ShardValidation[];
}

/** A query body error found while parsing the request (ES finds it in the REST layer, before any shard). */
export const isRequestParseError = (e: unknown): e is EsError =>
  e instanceof EsError && (e.type === 'parsing_exception' || e.type === 'x_content_parse_exception' || isBodyError(e));

/** IndexSearcher.rewrite, for the queries whose rewrite depends on the reader or changes how they print. */
export function rewriteQuery(q: Query, searcher: ShardSearcher): Query {
  if (q instanceof MoreLikeThisQuery) return rewriteQuery(q.rewrite(searcher), searcher);
  if (q.readerRewrite) return rewriteQuery(q.readerRewrite(searcher), searcher);
  if (q instanceof BooleanQuery) {
    const clauses: Clause[] = q.clauses.map((c) => ({ occur: c.occur, query: rewriteQuery(c.query, searcher) }));
    return booleanQuery(clauses, q.minimumShouldMatch);
  }
  if (q instanceof BoostQuery) {
    const inner = rewriteQuery(q.query, searcher);
    if (q.boost === 1) return inner;
    if (inner instanceof BoostQuery) return new BoostQuery(inner.query, Math.fround(inner.boost * q.boost));
    return inner === q.query ? q : new BoostQuery(inner, q.boost);
  }
  if (q instanceof ConstantScoreQuery) {
    const inner = rewriteQuery(q.query, searcher);
    return inner instanceof ConstantScoreQuery ? inner : inner === q.query ? q : new ConstantScoreQuery(inner);
  }
  if (q instanceof DisjunctionMaxQuery) {
    if (q.disjuncts.length === 1) return rewriteQuery(q.disjuncts[0], searcher);
    return new DisjunctionMaxQuery(q.disjuncts.map((d) => rewriteQuery(d, searcher)), q.tieBreaker);
  }
  return q;
}

/** The type filter 6.8 adds when types are named: all docs of the index's type, or none. */
function typeFilter(index: IndexService, types: string[] | undefined): Query | undefined {
  if (!types || types.length === 0 || !index.mapping) return undefined;
  if (types.includes(index.mapping.name) || types.includes('_doc')) return new MatchAllDocsQuery();
  return new MatchNoDocsQuery('Type list does not contain the index type');
}

function aliasFilter(index: IndexService, filters: unknown[] | undefined, now: number): Query | undefined {
  if (!filters) return undefined;
  return parseQuery(filters.length === 1 ? filters[0] : { bool: { should: filters } }, index, true, now);
}

/** The shards asked: every shard with `all_shards`, else one per index picked by a random routing value (as ES). */
function shardsToValidate(state: EngineState, indices: IndexService[], allShards: boolean) {
  const out: Array<{ index: IndexService; shard: IndexService['shards'][number] }> = [];
  for (const index of indices) {
    if (allShards) for (const shard of index.shards) out.push({ index, shard });
    else out.push({ index, shard: index.shardFor(String(Math.floor(state.random() * 1000)), undefined) });
  }
  return out;
}

export function validateQuery(
  state: EngineState,
  scope: Pick<RequestScope, 'deprecations'>,
  indices: IndexService[],
  queryJson: unknown,
  opts: ValidateOptions,
  scopes: Map<IndexService, AliasScope>,
): ValidateResult {
  const now = state.clock();
  const warn = (t: string) => scope.deprecations.add(t);
  const parsed = new Map<IndexService, Query | EsError>();
  // Body errors come first, from any index: the REST layer parses the query before it asks a shard.
  for (const index of indices) {
    try {
      parsed.set(index, queryJson === undefined ? new MatchAllDocsQuery() : parseQuery(queryJson, index, false, now, warn, state.likeItemTerms));
    } catch (e) {
      if (isRequestParseError(e)) throw e;
      if (!(e instanceof EsError)) throw e;
      // A QueryShardException is reported as it is (QueryShardContext.toQuery wraps only other exceptions).
      parsed.set(index, e.type === 'query_shard_exception' ? e : new EsError({ type: 'query_shard_exception', reason: `failed to create query: ${JSON.stringify(queryJson)}`, status: 400, extras: { index_uuid: index.uuid, index: index.name }, causedBy: e }));
    }
  }
  const shards = shardsToValidate(state, indices, opts.allShards);
  const explanations: ShardValidation[] = [];
  let valid = true;
  for (const { index, shard } of shards) {
    const entry: ShardValidation = { index: index.name, valid: true };
    if (opts.allShards) entry.shard = shard.shardId;
    const q = parsed.get(index)!;
    if (q instanceof EsError) {
      entry.valid = false;
      entry.error = detailedMessage(q);
    } else {
      const filters = [typeFilter(index, opts.types), aliasFilter(index, scopes.get(index)?.filters, now)].filter((f): f is Query => f !== undefined);
      const filtered = filters.length === 0 ? q : new BooleanQuery([{ occur: 'MUST', query: q }, ...filters.map((query) => ({ occur: 'FILTER' as const, query }))]);
      let shown: Query = filtered;
      if (opts.rewrite) {
        const rewritten = rewriteQuery(filtered, new ShardSearcher(index, shard.shardId, shard.reader(true)));
        // ES shows the parsed query when the rewrite matches nothing (its explain()).
        shown = rewritten instanceof MatchNoDocsQuery ? q : rewritten;
      }
      entry.explanation = shown.toString();
    }
    valid = valid && entry.valid;
    explanations.push(entry);
  }
  return { shards: shards.length, valid, explanations: opts.explain || opts.rewrite || opts.allShards ? explanations : undefined };
}
