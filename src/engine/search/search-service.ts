/**
 * "Query then fetch" over the shards of the target indices (ES's TransportSearchAction): each shard runs its
 * query phase with its own statistics (or the summed ones under dfs_query_then_fetch) and its rescore chain;
 * the coordinator merges the shards' hits, cuts the page and fetches it. Typed in and out: rest/ renders.
 */
import { reduceAggregations, ShardAggregations, type InternalAggregation } from '../aggregations/index';
import { EsError } from '../errors/es-error';
import type { EngineState } from '../engine-state';
import type { RequestScope } from '../request-scope';
import type { IndexService } from '../index/index-service';
import { parseQuery } from '../query/dsl';
import { matchedQueries, type MatchedQueries } from './matched-queries';
import { isBodyError } from '../query/parse-context';
import { checkScriptFieldsLimit } from './script-fields';
import type { AliasScope } from '../index/aliases';
import { MatchAllDocsQuery } from '../query/constant-score';
import { ShardSearcher, type Query, type Weight } from '../query/query';
import { nestedQueriesWithInnerHits } from '../query/nested-query';
import { DfsStats } from './dfs-stats';
import { shardCanMatch, shouldPreFilter } from './can-match';
import { fetchPage, type HitHighlighter, type SearchHit } from './fetch-phase';
import { highlightHit } from './highlight/highlight-phase';
import { boostedQuery } from './index-boost';
import { IndexQueries } from './index-queries';
import { perIndex } from './per-index';
import { fetchInnerHits } from './inner-hits';
import { queryShard, type Hit, type ShardTotals } from './query-phase';
import { rescoreShard } from './rescore-phase';
import { hitSupport } from './hit-support';
import type { SearchRequest } from './search-request';
import { allShardsFailed, failureOf, partialShardsFailure, queryPhaseFailure, shardFailure, type ShardFailure } from './shard-failures';
import { docValueFormatWarning, validateDocValueFields } from './fetch-fields';
import { searchAfterValues, type SortValue } from './search-after';
import { intSetting } from '../index/settings';
import { mergeShards } from './shard-merge';
import { validateSort } from './sort';
import { AggregationProfiler } from './aggregation-profile';
import { globalAggregationsSearch, nanoClock, shardProfileOf, ShardProfiler, snapshotAggregations, type ShardProfile } from './search-profile';
import { collapseHits, collapseValue, groupQuery, validateCollapse, type CollapseSpec } from './collapse';
import { parseSearchRequest as parseGroupRequest } from './search-request';

export { parseSearchRequest, type SearchRequest } from './search-request';

export interface SearchResult {
  /** How many shards the search targeted. */
  shards: number;
  /** Of them, those the can_match phase skipped (can-match.ts): counted as successful, not searched. */
  skipped: number;
  /** With `terminate_after`: whether a shard stopped at it (undefined without terminate_after). */
  terminatedEarly?: boolean;
  /** Shards that failed while others answered. */
  failures: ShardFailure[];
  total: number;
  /** The best score (float32) of the hits kept, 0 for `size: 0`, null when nothing matched or nothing was scored. */
  maxScore: number | null;
  hits: SearchHit[];
  /** The aggregations reduced over the shards, when the request has some (rest/ renders them). */
  aggregations?: InternalAggregation[];
  /** A scroll's point-in-time result: every hit in order, and how to fetch a page of them. */
  scroll?: { ordered: readonly Hit[]; fetch: (hits: readonly unknown[]) => SearchHit[] };
  /** `"profile": true`: each shard that answered, profiled (in shard search order). */
  profile?: ShardProfile[];
}

function searchContextFailure(index: IndexService, reason: string): EsError {
  return shardFailure(index, 0, new EsError({ type: 'search_context_exception', reason, status: 500 }));
}

/** SearchService.parseSource's search_after checks, then the values converted to this index's sort. */
function searchAfterFor(index: IndexService, req: SearchRequest): SortValue[] | undefined {
  if (!req.searchAfter) return undefined;
  if (req.scroll !== undefined) throw searchContextFailure(index, '`search_after` cannot be used in a scroll context.');
  if (req.from > 0) throw searchContextFailure(index, '`from` parameter must be set to 0 when `search_after` is used.');
  try {
    return searchAfterValues(req.sort, req.searchAfter, index);
  } catch (e) {
    if (e instanceof EsError) throw shardFailure(index, 0, e);
    throw e;
  }
}

function checkLimits(index: IndexService, req: SearchRequest) {
  if (req.sort && req.rescore.length > 0) throw queryPhaseFailure(index, 'Cannot use [sort] option in conjunction with [rescore].');
  const maxResultWindow = index.maxResultWindow;
  if (req.from + req.size > maxResultWindow && req.scroll !== undefined) {
    throw queryPhaseFailure(index, `Batch size is too large, size must be less than or equal to: [${maxResultWindow}] but was [${req.from + req.size}]. Scroll batch sizes cost as much memory as result windows so they are controlled by the [index.max_result_window] index level setting.`);
  }
  if (req.from + req.size > maxResultWindow) {
    throw queryPhaseFailure(index, `Result window is too large, from + size must be less than or equal to: [${maxResultWindow}] but was [${req.from + req.size}]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.`);
  }
  if (req.scriptFields) checkScriptFieldsLimit(index, req.scriptFields.length);
  if (req.slice) {
    if (req.scroll === undefined) throw searchContextFailure(index, '`slice` cannot be used outside of a scroll context');
    const limit = intSetting(index.settings, 'index.max_slices_per_scroll', 1024, 1);
    if (req.slice.max > limit) throw queryPhaseFailure(index, `The number of slices [${req.slice.max}] is too large. It must be less than [${limit}]. This limit can be set by changing the [index.max_slices_per_scroll] index level setting.`);
  }
  if (req.rescore.length === 0) return;
  const window = Math.max(0, ...req.rescore.map((r) => r.windowSize));
  if (window > index.maxRescoreWindow) {
    throw queryPhaseFailure(index, `Rescore window [${window}] is too large. It must be less than [${index.maxRescoreWindow}]. This prevents allocating massive heaps for storing the results to be rescored. This limit can be set by changing the [index.max_rescore_window] index level setting.`);
  }
}

/** Parsing a query for an index's shards: errors become the shard failure ES reports (400 for bad queries). */
function parseForShard(json: unknown, index: IndexService, now: number, filter: boolean, warn: (text: string) => void, likeItems: EngineState['likeItemTerms']) {
  try {
    return json === undefined ? new MatchAllDocsQuery() : parseQuery(json, index, filter, now, warn, likeItems);
  } catch (e) {
    // A QueryShardException passes as it is (QueryShardContext.toQuery wraps only other exceptions).
    if (e instanceof EsError && e.type !== 'parsing_exception' && e.type !== 'x_content_parse_exception' && e.type !== 'script_exception' && e.type !== 'query_shard_exception' && !isBodyError(e)) {
      throw new EsError({ type: 'query_shard_exception', reason: `failed to create query: ${JSON.stringify(json)}`, status: 400, extras: { index_uuid: index.uuid, index: index.name }, causedBy: e });
    }
    throw e;
  }
}

/** Whether a shard is one the search routing values reach (all shards when there are none). */
function inRouting(index: IndexService, shardId: number, routing: Set<string> | undefined): boolean {
  if (routing === undefined || index.routingSettings.routingPartitionSize > 1) return true;
  for (const r of routing) if (index.shardFor(r, r).shardId === shardId) return true;
  return false;
}

/** ES: a search through filtered aliases runs `bool { must: query, filter: alias filters (ORed) }`. */
function withAliasFilters(query: unknown, filters: unknown[]): unknown {
  const filter = filters.length === 1 ? filters[0] : { bool: { should: filters } };
  return { bool: { must: [query ?? { match_all: {} }], filter: [filter] } };
}

/** The shards (by place in search order) the can_match phase skips; the first is searched if none can match. */
function skippedShards(shardList: ReturnType<typeof shardsInSearchOrder>, req: SearchRequest, now: number): ReadonlySet<number> {
  if (!shouldPreFilter(req, shardList.length)) return NONE_SKIPPED;
  const skipped = new Set<number>();
  shardList.forEach(({ index, shard }, i) => {
    if (!shardCanMatch(req.query, index, shard.reader(true), now)) skipped.add(i);
  });
  if (skipped.size === shardList.length) skipped.delete(0);
  return skipped;
}

/** No shard skipped (shared, never written). */
const NONE_SKIPPED: ReadonlySet<number> = new Set();

/** Every shard of the indices, by shard id, then index name. */
function shardsInSearchOrder(indices: IndexService[]) {
  const list: Array<{ index: IndexService; shard: IndexService['shards'][number] }> = [];
  for (const index of indices) for (const shard of index.shards) list.push({ index, shard });
  if (list.length > 1) list.sort((a, b) => a.shard.shardId - b.shard.shardId || (a.index.name < b.index.name ? -1 : a.index.name > b.index.name ? 1 : 0));
  return list;
}

/**
 * Query then fetch: each shard scores with its own statistics (or the summed ones under dfs) and keeps
 * its top `from + size` (score desc, doc asc, or the sort); rescorers run per shard on their window; the
 * coordinator merges by score (or sort), then shard order (shard number, index name), then doc.
 */
export async function executeSearch(
  state: EngineState,
  scope: Pick<RequestScope, 'task' | 'deprecations'>,
  indices: IndexService[],
  req: SearchRequest,
  typeFilter?: string[],
  scopes?: Map<IndexService, AliasScope>,
): Promise<SearchResult> {
  const afterByIndex = req.searchAfter ? new Map<IndexService, SortValue[]>() : undefined;
  for (const index of indices) {
    checkLimits(index, req);
    if (req.collapse) validateCollapse(req.collapse, index, req);
    if (req.sort) validateSort(req.sort, index);
    if (req.docValueFields) validateDocValueFields(req.docValueFields, index);
    const after = searchAfterFor(index, req);
    if (after) afterByIndex!.set(index, after);
  }
  const formatWarning = req.docValueFields && docValueFormatWarning(req.docValueFields);
  if (formatWarning) scope.deprecations.add(formatWarning);
  let shardList = shardsInSearchOrder(indices);
  if (scopes && scopes.size > 0) shardList = shardList.filter(({ index, shard }) => inRouting(index, shard.shardId, scopes.get(index)?.routing));
  const now = state.clock();
  const dfs = req.searchType === 'dfs_query_then_fetch' ? new DfsStats(shardList.map(({ shard }) => shard.reader(true))) : undefined;
  // A scroll's shards keep all their matches: later pages come from this point-in-time result.
  // A collapsed search keeps every match: groups are formed once the shards' hits are merged.
  const k = req.scroll === undefined && !req.collapse ? req.from + req.size : Number.MAX_SAFE_INTEGER;
  let collect = k;
  for (const r of req.rescore) if (r.windowSize > collect) collect = r.windowSize;
  const sort = req.sort;
  const scoring = !sort || req.trackScores || sort.some((s) => s.field === '_score');
  const matched: ShardTotals = { total: 0 };
  let maxScore = -Infinity;
  const all: Hit[] = [];
  const rescoreWeights = new Map<ShardSearcher, Weight[]>();
  const failures: ShardFailure[] = [];
  const causes: EsError[] = [];
  const warn = (text: string) => scope.deprecations.add(text);
  const queries = new IndexQueries((json, index, filter) => parseForShard(json, index, now, filter, warn, state.likeItemTerms));
  const shardAggs: InternalAggregation[][] = [];
  const clock = req.profile ? nanoClock() : undefined;
  const aggProfiler = clock && req.aggs ? new AggregationProfiler(req.aggs.aggs, clock) : undefined;
  const profiles: ShardProfile[] = [];
  const skipped = skippedShards(shardList, req, now);
  // matched_queries: the names of the query as parsed (no alias filter) and of the post_filter, per index.
  const matchedFor = perIndex((index): MatchedQueries | undefined => {
    const post = req.postFilter === undefined ? undefined : queries.get('post_filter', req.postFilter, index, true);
    // Without alias filters the query the shards ran is the one as parsed: no second parse.
    const parsed = scopes?.get(index)?.filters ? queries.get('highlight:query', req.query, index, false) : queries.get('query', req.query, index, false);
    return matchedQueries(parsed, post);
  });
  const matchedOf = (h: Hit) => matchedFor(h.index)?.(h);
  for (let shardOrder = 0; shardOrder < shardList.length; shardOrder++) {
    if (skipped.has(shardOrder)) continue;
    const { index, shard } = shardList[shardOrder];
    // A failed shard contributes nothing: its hits counted before the failure are taken back.
    const totalBefore = matched.total;
    try {
      await runShard(index, shard, shardOrder);
    } catch (e) {
      matched.total = totalBefore;
      // A bad query body fails the whole request; anything else fails this shard only (partial results),
      // a cancel included: ES's shards fail with task_cancelled_exception once the search task is cancelled.
      if (!(e instanceof EsError) || e.type === 'parsing_exception' || e.type === 'x_content_parse_exception' || e.type === 'search_phase_execution_exception' || isBodyError(e)) throw e;
      failures.push(failureOf(index, shard.shardId, e));
      causes.push(e);
    }
  }
  if (shardList.length > 0 && failures.length === shardList.length) throw allShardsFailed(failures, causes);
  if (failures.length > 0 && !req.allowPartialResults) throw partialShardsFailure(failures, causes);
  async function runShard(index: IndexService, shard: (typeof shardList)[number]['shard'], shardOrder: number) {
    if (scope.task.due) await scope.task.checkpoint();
    const searcher = new ShardSearcher(index, shard.shardId, shard.reader(true), dfs);
    const profiler = clock ? new ShardProfiler(clock) : undefined;
    searcher.profiler = profiler?.queries;
    // The Lucene query for this shard; under profile, the time it takes is the shard's rewrite time.
    const luceneQuery = (key: string, json: unknown, filter: boolean) => {
      const started = clock?.() ?? 0;
      const query = queries.get(key, json, index, filter);
      if (profiler) profiler.queries.rewriteNanos += clock!() - started;
      return query;
    };
    // The alias filters are the index's own (one alias scope per index): parsed once with the query.
    const filters = scopes?.get(index)?.filters;
    const mainQuery = luceneQuery('query', filters ? withAliasFilters(req.query, filters) : req.query, false);
    const postFilterQuery = req.postFilter === undefined ? undefined : luceneQuery('post_filter', req.postFilter, true);
    // The weights in ES's order (a profile lists them so): the aggregators' filters (made as the aggregators
    // are, before the query phase), post_filter's (made with its collector), then the query's.
    const aggRoots = aggProfiler?.startShard();
    const aggBuilders = aggProfiler ? aggProfiler.builders : req.aggs?.aggs;
    const aggs = aggBuilders ? new ShardAggregations(aggBuilders, { index, searcher, numShards: shardList.length, shardOrder, now, warn, maxBuckets: state.maxBuckets, hits: hitSupport(index, {
      query: () => queries.get('highlight:query', req.query, index, false),
      parse: (json) => queries.get(`highlight_query:${JSON.stringify(json)}`, json, index, false),
      matched: () => matchedFor(index),
    }) }) : undefined;
    const postFilter = postFilterQuery && searcher.createWeight(postFilterQuery, false, 1);
    const weight = searcher.createWeight(boostedQuery(mainQuery, req.indexBoosts?.get(index)), true, 1);
    const hits = await queryShard(scope.task, req, { index, searcher, shardOrder, weight, postFilter, collect, typeFilter, aggs, after: afterByIndex?.get(index), profile: profiler?.collectors }, matched);
    // Rescore (es-semantics §5): each rescorer sees the previous order; its window is this shard's top N.
    // A shard without hits skips its rescore phase in ES: nothing of it is profiled then.
    const rescoreWeight = (q: Query) => (hits.length === 0 ? q.createWeight(searcher, true, 1) : searcher.createWeight(q, true, 1));
    rescoreWeights.set(searcher, rescoreShard(searcher, hits, req.rescore, (r) => rescoreWeight(luceneQuery(`rescore[${req.rescore.indexOf(r)}]`, r.query, false))));
    if (aggs) shardAggs.push(aggs.finish(searcher));
    if (profiler) {
      // What the shard's profile holds is read now: the fetch phase's explanations are not profiled.
      searcher.profiler = undefined;
      const aggregations = aggRoots ?? [];
      const globals = aggregations.filter((_, i) => aggBuilders![i].global);
      const searches = [shardProfileOf(req, profiler, aggregations.filter((_, i) => !aggBuilders![i].global), mainQuery, searcher)];
      if (globals.length > 0) searches.push(globalAggregationsSearch(searcher, globals));
      profiles.push({ index: index.name, shardId: shard.shardId, searches, aggregations: snapshotAggregations(aggregations) });
    }
    if (scoring) for (const h of hits) if (h.score > maxScore) maxScore = h.score;
    for (let i = 0; i < hits.length && i < k; i++) all.push(hits[i]);
  }
  // A scroll keeps every hit in order (its point-in-time view) and serves `size` at a time from `from`.
  // Highlighting reads the query as parsed (ES's parsedQuery: no alias filter, no rescorer).
  const hl = req.highlight;
  const highlight: HitHighlighter | undefined = hl && ((h, fullSource, id, type) => highlightHit(hl, {
    index: h.index,
    segment: h.leaf.segment,
    doc: h.localDoc,
    fullSource,
    id,
    type,
    query: queries.get('highlight:query', req.query, h.index, false),
    parse: (json) => queries.get(`highlight_query:${JSON.stringify(json)}`, json, h.index, false),
  }));
  const ordered = req.scroll === undefined ? undefined : mergeShards(all, shardList.length, sort, 0, all.length);
  const page = ordered
    ? ordered.slice(req.from, req.from + req.size)
    : req.collapse
      ? collapseHits(mergeShards(all, shardList.length, sort, 0, all.length), req.collapse.field).slice(req.from, req.from + req.size)
      : mergeShards(all, shardList.length, sort, req.from, req.size);
  const total = matched.total;
  const aggregations = req.aggs ? reduceAggregations(req.aggs, shardAggs, { maxBuckets: state.maxBuckets ?? -1, warn }) : undefined;
  // Inner hits of nested queries: read per hit with the query its index parsed.
  // perf: an index whose query has no nested inner hits (most) is known as such once, not once per hit.
  const innerHitsQueries = perIndex((index) => {
    const filters = scopes?.get(index)?.filters;
    const query = queries.get('query', filters ? withAliasFilters(req.query, filters) : req.query, index, false);
    if (nestedQueriesWithInnerHits(query).length === 0) return undefined;
    return { query, post: req.postFilter === undefined ? undefined : queries.get('post_filter', req.postFilter, index, true) };
  });
  const withNestedInnerHits = (hits: SearchHit[]) => {
    page.forEach((h, i) => {
      const q = innerHitsQueries(h.index);
      const inner = q && fetchInnerHits(q.query, h, q.post);
      if (inner) hits[i].innerHits = inner;
    });
    return hits;
  };
  return {
    shards: shardList.length,
    skipped: skipped.size,
    // perf: a member left undefined, not spread in: every result keeps one shape (a spread sent it down V8's slow path).
    terminatedEarly: matched.terminatedEarly,
    failures,
    aggregations,
    total,
    maxScore: req.size === 0 ? 0 : total === 0 || !scoring ? null : maxScore,
    hits: req.collapse
      ? await expandGroups(state, scope, indices, req, page, fetchPage(scope, page, withCollapseField(req, req.collapse), scoring, rescoreWeights, highlight, matchedOf), typeFilter, scopes)
      : withNestedInnerHits(fetchPage(scope, page, req, scoring, rescoreWeights, highlight, matchedOf)),
    profile: clock ? profiles : undefined,
    scroll: ordered ? { ordered, fetch: (hits: readonly unknown[]) => fetchPage(scope, hits as Hit[], req, scoring, rescoreWeights, highlight, matchedOf) } : undefined,
  };
}

/** The fetch of a collapsed search also returns each hit's group value, as a doc value field (FetchPhase). */
function withCollapseField(req: SearchRequest, c: CollapseSpec): SearchRequest {
  const listed = req.docValueFields ?? [];
  if (listed.some((f) => f.field === c.field)) return req;
  return { ...req, docValueFields: [...listed, { field: c.field, format: 'use_field_mapping' }] };
}

/**
 * ExpandSearchPhase: for each hit and each inner hit definition, a search of the group (the query filtered to the
 * hit's value, the post filter kept) with the definition's page, sort and fetch options.
 */
async function expandGroups(
  state: EngineState,
  scope: Pick<RequestScope, 'task' | 'deprecations'>,
  indices: IndexService[],
  req: SearchRequest,
  page: Hit[],
  hits: SearchHit[],
  typeFilter: string[] | undefined,
  scopes: Map<IndexService, AliasScope> | undefined,
): Promise<SearchHit[]> {
  const c = req.collapse!;
  if (c.innerHits.length === 0) return hits;
  for (const [i, hit] of hits.entries()) {
    const value = collapseValue(c.field, page[i]);
    hit.innerHits = [];
    for (const ih of c.innerHits) {
      const body: Record<string, unknown> = { ...ih.body, query: groupQuery(req.query, c.field, value) };
      if (req.postFilter !== undefined) body.post_filter = req.postFilter;
      const groupReq = parseGroupRequest(body, {}, (t) => scope.deprecations.add(t));
      const r = await executeSearch(state, scope, indices, groupReq, typeFilter, scopes);
      hit.innerHits.push({ name: ih.name, request: groupReq, total: r.total, maxScore: r.maxScore, hits: r.hits });
    }
  }
  return hits;
}
