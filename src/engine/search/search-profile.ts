/**
 * The Profile API per shard (`"profile": true`; ES 6.8's SearchProfileShardResults): the query trees with the
 * rewrite time, the collector tree of the query phase, and the aggregation tree. Times are measured by the
 * engine in nanoseconds; the shapes, names and reasons are 6.8's.
 */
import type { Query, ShardSearcher } from '../query/query';
import { QUERY_TIMINGS, QueryProfiler, type NanoClock, type QueryProfileNode, type QueryTiming } from '../query/query-profiler';
import { AGG_TIMINGS, type AggProfileNode, type AggTiming } from './aggregation-profile';
import type { SearchRequest } from './search-request';

/**
 * A monotonic clock in whole nanoseconds (the host's performance.now). Whole numbers keep the sums exact: a
 * node's time is the sum of its breakdown, and a parent's intervals hold its children's.
 */
export function nanoClock(): NanoClock {
  const perf = (globalThis as unknown as { performance?: { now(): number } }).performance;
  return perf ? () => Math.floor(perf.now() * 1e6) : () => Date.now() * 1e6;
}

/** One collector of the query phase: Lucene's class name, why ES added it, its time and what it wraps. */
export interface CollectorProfile {
  name: string;
  reason: string;
  nanos: number;
  children: CollectorProfile[];
}

/** One node of a query or aggregation tree, as read when the shard's query phase ended. */
export interface ProfiledNode<T extends string> {
  type: string;
  description: string;
  nanos: number;
  /** Per timing: its time and how many times it ran. */
  breakdown: Map<T, { nanos: number; count: number }>;
  children: ProfiledNode<T>[];
}

/** One search of a shard: its queries (roots in the order their weights were made), rewrite time, collectors. */
export interface SearchProfile {
  queries: ProfiledNode<QueryTiming>[];
  rewriteNanos: number;
  collector: CollectorProfile[];
}

export interface ShardProfile {
  index: string;
  shardId: number;
  searches: SearchProfile[];
  aggregations: ProfiledNode<AggTiming>[];
}

function snapshot<T extends string>(node: QueryProfileNode | AggProfileNode, timings: readonly T[]): ProfiledNode<T> {
  const breakdown = new Map<T, { nanos: number; count: number }>();
  timings.forEach((t, i) => breakdown.set(t, { nanos: node.nanos[i], count: node.counts[i] }));
  return {
    type: node.type,
    description: node.description,
    nanos: node.totalNanos,
    breakdown,
    children: (node.children as Array<QueryProfileNode | AggProfileNode>).map((c) => snapshot(c, timings)),
  };
}

/** The shard's main search: its query trees, rewrite time and collectors (aggregations other than global). */
export function shardProfileOf(req: SearchRequest, profiler: ShardProfiler, aggs: AggProfileNode[], query: Query, searcher: ShardSearcher): SearchProfile {
  return {
    queries: profiler.queries.roots.map((n) => snapshot(n, QUERY_TIMINGS)),
    rewriteNanos: profiler.queries.rewriteNanos,
    collector: collectorTree(req, profiler.collectors, aggregationCollectorName(aggs), countsByShortcut(req, query, searcher)),
  };
}

/**
 * 6.8's size-0 search counts a match_all, or a term query on a shard without deletions, from the index's
 * statistics when no collector filters the hits: its collector then stops at once (EarlyTerminatingCollector).
 */
function countsByShortcut(req: SearchRequest, query: Query, searcher: ShardSearcher): boolean {
  if (req.size !== 0 || req.scroll !== undefined || req.postFilter !== undefined || req.minScore !== undefined || req.terminateAfter !== 0) return false;
  // constant_score and boosts around the query do not change the count
  while (query.kind === 'constant_score' || query.kind === 'boost') query = (query as unknown as { query: Query }).query;
  if (query.kind === 'match_all') return true;
  return query.kind === 'term' && searcher.leaves.every((l) => l.segment.numDeleted === 0);
}

export function snapshotAggregations(nodes: AggProfileNode[]): ProfiledNode<AggTiming>[] {
  return nodes.map((n) => snapshot(n, AGG_TIMINGS));
}

/**
 * ES 6.8 runs global aggregations as a search of their own over every document (a MatchAllDocsQuery), profiled
 * as a second search of the shard. The engine walks the live documents without a query: the node counts what a
 * scorer would have done; the time is the aggregations' (their collector's).
 */
export function globalAggregationsSearch(searcher: ShardSearcher, globals: AggProfileNode[]): SearchProfile {
  const counts = new Map<QueryTiming, number>([['create_weight', 1]]);
  let live = 0;
  for (const leaf of searcher.leaves) {
    counts.set('build_scorer', (counts.get('build_scorer') ?? 0) + 1);
    let n = 0;
    for (let d = 0; d < leaf.segment.maxDoc; d++) if (leaf.segment.liveDocs[d] === 1) n++;
    if (n > 0) live += n + 1;
  }
  counts.set('next_doc', live);
  const breakdown = new Map<QueryTiming, { nanos: number; count: number }>();
  for (const t of QUERY_TIMINGS) breakdown.set(t, { nanos: 0, count: counts.get(t) ?? 0 });
  let nanos = 0;
  for (const g of globals) nanos += g.nanos[AGG_TIMINGS.indexOf('collect')];
  return {
    queries: [{ type: 'MatchAllDocsQuery', description: '*:*', nanos: 0, breakdown, children: [] }],
    rewriteNanos: 0,
    collector: [{ name: aggregationCollectorName(globals)!, reason: 'aggregation_global', nanos, children: [] }],
  };
}

/** Where the query phase's collector chain spends its time, doc by doc (filled by query-phase.ts). */
export class CollectorTimes {
  /** The whole chain, per collected doc (the outermost collector). */
  chain = 0;
  /** The aggregations' collector. */
  aggs = 0;
  /** post_filter's check and what it lets through to the top docs. */
  filtered = 0;
  /** The top docs collector (a heap insert, or gathering a hit to sort). */
  top = 0;
  constructor(readonly now: NanoClock) {}
}

/** One shard's profiling session: the query profiler its searcher makes weights with, and the collectors' times. */
export class ShardProfiler {
  readonly queries: QueryProfiler;
  readonly collectors: CollectorTimes;
  constructor(readonly now: NanoClock) {
    this.queries = new QueryProfiler(now);
    this.collectors = new CollectorTimes(now);
  }
}

/** The top docs collector's class, as Lucene 7.7 makes it for this request. */
function topDocsCollector(req: SearchRequest, countsByShortcut: boolean): { name: string; reason: string } {
  if (req.size === 0 && req.scroll === undefined) return { name: countsByShortcut ? 'EarlyTerminatingCollector' : 'TotalHitCountCollector', reason: 'search_count' };
  if (req.sort) return { name: req.searchAfter ? 'PagingFieldCollector' : 'SimpleFieldCollector', reason: 'search_top_hits' };
  return { name: 'SimpleTopScoreDocCollector', reason: 'search_top_hits' };
}

/**
 * The collector tree ES 6.8's QueryPhase builds, outermost first: CancellableCollector, then MinimumScoreCollector
 * (min_score), then MultiCollector (aggregations beside the hits), then FilteredCollector (post_filter) around
 * EarlyTerminatingCollector (terminate_after) around the top docs collector. `aggCollector` names the aggregations' collector (none without aggregations).
 */
export function collectorTree(req: SearchRequest, times: CollectorTimes, aggCollector: string | undefined, countsByShortcut = false): CollectorProfile[] {
  let node: CollectorProfile = { ...topDocsCollector(req, countsByShortcut), nanos: times.top, children: [] };
  if (req.terminateAfter !== 0) node = { name: 'EarlyTerminatingCollector', reason: 'search_terminate_after_count', nanos: times.top, children: [node] };
  if (req.postFilter !== undefined) node = { name: 'FilteredCollector', reason: 'search_post_filter', nanos: times.filtered, children: [node] };
  if (aggCollector !== undefined) {
    const aggs: CollectorProfile = { name: aggCollector, reason: 'aggregation', nanos: times.aggs, children: [] };
    node = { name: 'MultiCollector', reason: 'search_multi', nanos: node.nanos + times.aggs, children: [node, aggs] };
  }
  if (req.minScore !== undefined) node = { name: 'MinimumScoreCollector', reason: 'search_min_score', nanos: Math.max(times.chain, node.nanos), children: [node] };
  return [{ name: 'CancellableCollector', reason: 'search_cancelled', nanos: Math.max(times.chain, node.nanos), children: [node] }];
}

/**
 * InternalProfileCollector's name for an aggregations collector: the collector's class, then its `toString` in
 * brackets: one aggregator names itself, several are a MultiBucketCollector listing them.
 */
export function aggregationCollectorName(aggs: Array<{ type: string; description: string }>): string | undefined {
  if (aggs.length === 0) return undefined;
  return aggs.length === 1 ? `${aggs[0].type}: [${aggs[0].description}]` : `MultiBucketCollector: [[${aggs.map((a) => a.description).join(', ')}]]`;
}
