import { reduceAggregations, ShardAggregations, type InternalAggregation } from '../aggregations/index';
import { EsError, renderWithCause } from '../errors/es-error';
import type { EngineState } from '../engine-state';
import type { IndexService } from '../index/index-service';
import { parseQuery } from '../query/dsl';
import { checkScriptFieldsLimit, ScriptFieldsRunner } from './script-fields';
import type { AliasScope } from '../index/aliases';
import { MatchAllDocsQuery } from '../query/constant-score';
import { explanationToJson, type Explanation } from '../query/explanation';
import { advance, indexOfDoc, NO_DOCS, type DocScores } from '../query/doc-scores';
import { ShardSearcher, type LeafContext, type Weight } from '../query/query';
import { scoreToJson } from '../util/float';
import { filterSource } from '../util/source-filter';
import { DfsStats } from './dfs-stats';
import { intSetting } from '../index/settings';
import { hitSupport } from './hit-support';
import { TopDocs } from '../query/top-docs';
import { combineRescore, explainRescore } from './rescore';
import type { SearchRequest } from './search-request';
import { compareSortValues, sortValue, validateSort } from './sort';
import { searchAfterValues, sortsAfter, type SortValue } from './search-after';
import { sliceFilter } from './slice';

export { parseSearchRequest, type SearchRequest } from './search-request';

const f32 = Math.fround;

interface ShardFailure {
  shard: number;
  index: string;
  node: string;
  reason: Record<string, unknown>;
}

function failureOf(index: IndexService, shard: number, cause: EsError): ShardFailure {
  return { shard, index: index.name, node: 'searchpad', reason: renderWithCause(cause) };
}

/**
 * Every shard failed: search_phase_execution_exception, its status the first failure's (or the first 5xx),
 * failures grouped by index and reason as ES's `grouped: true` does.
 */
function allShardsFailed(failures: ShardFailure[], causes: EsError[]): EsError {
  const seen = new Set<string>();
  const grouped = failures.filter((f) => {
    const key = `${f.index}\u0000${JSON.stringify(f.reason)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const status = causes.find((c) => c.status >= 500)?.status ?? causes[0].status;
  return new EsError({
    type: 'search_phase_execution_exception',
    reason: 'all shards failed',
    status,
    extras: { phase: 'query', grouped: true, failed_shards: grouped },
    causedBy: causes[0],
    rootCauses: causes.filter((_, i) => grouped.includes(failures[i])),
  });
}

export function shardFailure(index: IndexService, shard: number, cause: EsError): EsError {
  return allShardsFailed([failureOf(index, shard, cause)], [cause]);
}

function queryPhaseFailure(index: IndexService, reason: string): EsError {
  return shardFailure(index, 0, new EsError({ type: 'query_phase_execution_exception', reason, status: 500 }));
}

interface Hit {
  index: IndexService;
  searcher: ShardSearcher;
  weight: Weight;
  leaf: LeafContext;
  localDoc: number;
  shardOrder: number;
  /** Shard-level doc id (doc base + segment doc). */
  doc: number;
  score: number;
  /** Which rescorers had this hit in their window (only those explain their rescore query). */
  rescored?: boolean[];
  sortValues?: Array<number | string | null>;
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
  if (req.from + req.size > index.maxResultWindow && req.scroll !== undefined) {
    throw queryPhaseFailure(index, `Batch size is too large, size must be less than or equal to: [${index.maxResultWindow}] but was [${req.from + req.size}]. Scroll batch sizes cost as much memory as result windows so they are controlled by the [index.max_result_window] index level setting.`);
  }
  if (req.from + req.size > index.maxResultWindow) {
    throw queryPhaseFailure(index, `Result window is too large, from + size must be less than or equal to: [${index.maxResultWindow}] but was [${req.from + req.size}]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.`);
  }
  if (req.scriptFields) checkScriptFieldsLimit(index, req.scriptFields.length);
  if (req.slice) {
    if (req.scroll === undefined) throw searchContextFailure(index, '`slice` cannot be used outside of a scroll context');
    const limit = intSetting(index.settings, 'index.max_slices_per_scroll', 1024, 1);
    if (req.slice.max > limit) throw queryPhaseFailure(index, `The number of slices [${req.slice.max}] is too large. It must be less than [${limit}]. This limit can be set by changing the [index.max_slices_per_scroll] index level setting.`);
  }
  const window = Math.max(0, ...req.rescore.map((r) => r.windowSize));
  if (req.rescore.length > 0 && window > index.maxRescoreWindow) {
    throw queryPhaseFailure(index, `Rescore window [${window}] is too large. It must be less than [${index.maxRescoreWindow}]. This prevents allocating massive heaps for storing the results to be rescored. This limit can be set by changing the [index.max_rescore_window] index level setting.`);
  }
}

/** Parsing a query for a shard: errors become the shard failure ES reports (400 for bad queries). */
function parseForShard(json: unknown, index: IndexService, now: number, filter: boolean, warn: (text: string) => void) {
  try {
    return json === undefined ? new MatchAllDocsQuery() : parseQuery(json, index, filter, now, warn);
  } catch (e) {
    if (e instanceof EsError && e.type !== 'parsing_exception' && e.type !== 'x_content_parse_exception' && e.type !== 'script_exception') {
      throw new EsError({ type: 'query_shard_exception', reason: `failed to create query: ${JSON.stringify(json)}`, status: 400, extras: { index_uuid: index.uuid, index: index.name }, causedBy: e });
    }
    throw e;
  }
}

/** The plain case's hot loop: every match counts and competes for the heap. */
function collectTop(matches: DocScores, top: TopDocs, docBase: number): number {
  const docs = matches.docs;
  const scores = matches.scores;
  const n = matches.length;
  for (let i = 0; i < n; i++) {
    const score = scores[i];
    if (top.competitive(score)) top.insert(score, docBase + docs[i]);
  }
  return n;
}

const byScore = (a: Hit, b: Hit) => b.score - a.score || a.doc - b.doc;

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
export async function executeSearch(state: EngineState, indices: IndexService[], req: SearchRequest, typeFilter?: string[], scopes?: Map<IndexService, AliasScope>) {
  const afterByIndex = new Map<IndexService, SortValue[]>();
  for (const index of indices) {
    checkLimits(index, req);
    if (req.sort) validateSort(req.sort, index);
    const after = searchAfterFor(index, req);
    if (after) afterByIndex.set(index, after);
  }
  let shardList = shardsInSearchOrder(indices);
  if (scopes && scopes.size > 0) shardList = shardList.filter(({ index, shard }) => inRouting(index, shard.shardId, scopes.get(index)?.routing));
  const now = state.clock();
  const dfs = req.searchType === 'dfs_query_then_fetch' ? new DfsStats(shardList.map(({ shard }) => shard.reader(true))) : undefined;
  // A scroll's shards keep all their matches: later pages come from this point-in-time result.
  const k = req.scroll === undefined ? req.from + req.size : Number.MAX_SAFE_INTEGER;
  let collect = k;
  for (const r of req.rescore) if (r.windowSize > collect) collect = r.windowSize;
  const sort = req.sort;
  const scoring = !sort || req.trackScores || sort.some((s) => s.field === '_score');
  let total = 0;
  let maxScore = -Infinity;
  const all: Hit[] = [];
  const rescoreWeights = new Map<ShardSearcher, Weight[]>();
  const failures: ShardFailure[] = [];
  const causes: EsError[] = [];
  const warn = (text: string) => state.deprecations.add(text);
  const shardAggs: InternalAggregation[][] = [];
  for (const [shardOrder, { index, shard }] of shardList.entries()) {
    // A failed shard contributes nothing: its hits counted before the failure are taken back.
    const totalBefore = total;
    try {
      await runShard(index, shard, shardOrder);
    } catch (e) {
      total = totalBefore;
      // A bad query body fails the whole request; anything else fails this shard only (partial results),
      // a cancel included: ES's shards fail with task_cancelled_exception once the search task is cancelled.
      if (!(e instanceof EsError) || e.type === 'parsing_exception' || e.type === 'x_content_parse_exception' || e.type === 'search_phase_execution_exception') throw e;
      failures.push(failureOf(index, shard.shardId, e));
      causes.push(e);
    }
  }
  if (shardList.length > 0 && failures.length === shardList.length) throw allShardsFailed(failures, causes);
  async function runShard(index: IndexService, shard: (typeof shardList)[number]['shard'], shardOrder: number) {
    if (state.task.due) await state.task.checkpoint();
    const segments = shard.reader(true);
    const searcher = new ShardSearcher(index, shard.shardId, segments, dfs);
    const filters = scopes?.get(index)?.filters;
    const weight = parseForShard(filters ? withAliasFilters(req.query, filters) : req.query, index, now, false, warn).createWeight(searcher, true, 1);
    const postFilter = req.postFilter === undefined ? undefined : parseForShard(req.postFilter, index, now, true, warn).createWeight(searcher, false, 1);
    const aggs = req.aggs ? new ShardAggregations(req.aggs.aggs, { index, searcher, numShards: shardList.length, shardOrder, now, warn, maxBuckets: state.maxBuckets, hits: hitSupport(index) }) : undefined;
    // Score-ordered searches keep a heap of the best `collect`; field sorts gather hits to sort.
    // QueryPhase: a heap no bigger than the shard's docs (a window of 2^31 must not allocate one).
    let shardDocs = 0;
    for (const seg of segments) shardDocs += seg.maxDoc;
    const after = afterByIndex.get(index);
    const inSlice = req.slice ? sliceFilter(req.slice, shard.shardId, index.shards.length) : undefined;
    const top = sort ? undefined : new TopDocs(Math.min(collect, Math.max(1, shardDocs)));
    let hits: Hit[] = [];
    for (const leaf of searcher.leaves) {
      if (state.task.due) await state.task.checkpoint();
      for (const prepare of searcher.leafPreparers) await prepare(leaf, state.task);
      const allowed = postFilter ? postFilter.scores(leaf) : undefined;
      let allowedAt = 0;
      const types2 = typeFilter && !typeFilter.includes('_doc') ? typeFilter : undefined;
      const plain = top && !allowed && !types2 && req.minScore === undefined && !aggs && !inSlice;
      if (plain && weight.collect) {
        top.docBase = leaf.docBase;
        total += weight.collect(leaf, top);
        continue;
      }
      const matches = weight.scores(leaf);
      if (plain) {
        total += collectTop(matches, top, leaf.docBase);
        continue;
      }
      const types = leaf.segment.types;
      for (let i = 0; i < matches.length; i++) {
        const doc = matches.docs[i];
        const score = matches.scores[i];
        if (types2 && !types2.includes(types[doc])) continue;
        if (inSlice && !inSlice(leaf.segment.id(doc))) continue;
        if (req.minScore !== undefined && score < req.minScore) continue;
        // Aggregations see the query's matches; post_filter only narrows the hits.
        if (aggs) aggs.collect(leaf, doc, score);
        if (allowed) {
          allowedAt = advance(allowed, allowedAt, doc);
          if (allowedAt >= allowed.length || allowed.docs[allowedAt] !== doc) continue;
        }
        total++;
        if (top) {
          if (top.competitive(score)) top.insert(score, leaf.docBase + doc);
        } else {
          const hit: Hit = { index, searcher, weight, leaf, localDoc: doc, shardOrder, doc: leaf.docBase + doc, score };
          hit.sortValues = sort!.map((s) => sortValue(s, index, leaf.segment, doc, hit.doc, score));
          // search_after: earlier hits still count in the total, they only leave the page.
          if (after && !sortsAfter(sort!, hit.sortValues, after)) continue;
          hits.push(hit);
        }
      }
    }
    if (top) {
      hits = top.sorted().map(({ score, doc: shardDoc }) => {
        const { leaf, doc } = searcher.leafOf(shardDoc);
        return { index, searcher, weight, leaf, localDoc: doc, shardOrder, doc: shardDoc, score };
      });
    } else {
      hits.sort((a, b) => compareSortValues(sort!, a.sortValues!, b.sortValues!) || a.doc - b.doc);
      hits = hits.slice(0, collect);
    }
    // Rescore (es-semantics §5): each rescorer sees the previous order; its window is this shard's top N.
    const rws: Weight[] = [];
    for (const r of req.rescore) {
      const rw = parseForShard(r.query, index, now, false, warn).createWeight(searcher, true, 1);
      rws.push(rw);
      if (hits.length === 0) continue;
      // The rescore query is only asked about the window's docs, per segment, in doc order.
      const windows = searcher.leaves.map(() => [] as number[]);
      hits.forEach((h, i) => {
        if (i < r.windowSize) windows[h.leaf.ord].push(h.localDoc);
      });
      const perLeaf = searcher.leaves.map((leaf, ord) => {
        const docs = Int32Array.from(windows[ord]).sort();
        return docs.length === 0 ? NO_DOCS : rw.scores(leaf, { docs, length: docs.length });
      });
      hits.forEach((h, i) => {
        const primary = f32(h.score * r.queryWeight);
        (h.rescored ??= []).push(i < r.windowSize);
        const at = i < r.windowSize ? indexOfDoc(perLeaf[h.leaf.ord], h.localDoc) : -1;
        const second = at >= 0 ? perLeaf[h.leaf.ord].scores[at] : undefined;
        h.score = second === undefined ? primary : combineRescore(r.scoreMode, primary, f32(second * r.rescoreQueryWeight));
      });
      hits.sort(byScore);
    }
    rescoreWeights.set(searcher, rws);
    if (aggs) shardAggs.push(aggs.finish(searcher));
    if (scoring) for (const h of hits) if (h.score > maxScore) maxScore = h.score;
    all.push(...hits.slice(0, k));
  }
  // One shard's hits are in order already.
  if (shardList.length > 1) all.sort(sort ? (a, b) => compareSortValues(sort, a.sortValues!, b.sortValues!) || a.shardOrder - b.shardOrder || a.doc - b.doc : (a, b) => b.score - a.score || a.shardOrder - b.shardOrder || a.doc - b.doc);
  // A scroll keeps every hit in order (its point-in-time view) and serves `size` at a time from `from`.
  const page = all.slice(req.from, req.from + req.size);
  let maxScoreJson: number | null;
  if (req.size === 0) maxScoreJson = total === 0 || !scoring ? (total === 0 ? 0 : null) : 0;
  else maxScoreJson = total === 0 || !scoring ? null : scoreToJson(maxScore);
  if (req.size === 0) maxScoreJson = 0;
  const aggregations = req.aggs ? reduceAggregations(req.aggs, shardAggs, { maxBuckets: state.maxBuckets ?? -1, warn }) : undefined;
  return {
    shards: shardList.length,
    failures,
    aggregations,
    total,
    maxScore: maxScoreJson,
    hits: renderHits(state, page, req, scoring, rescoreWeights),
    scroll: req.scroll === undefined ? undefined : { ordered: all, render: (hits: readonly unknown[]) => renderHits(state, hits as Hit[], req, scoring, rescoreWeights) },
  };
}

/** The fetch phase: each hit rendered; a script field that fails fails the search as ES's fetch phase does. */
function renderHits(state: EngineState, page: Hit[], req: SearchRequest, scoring: boolean, rescoreWeights: Map<ShardSearcher, Weight[]>) {
  const scriptFields = req.scriptFields && req.scriptFields.length > 0 ? new ScriptFieldsRunner(req.scriptFields) : undefined;
  const hits = page.map((h) => {
    try {
      return renderHit(state, h, req, scoring, rescoreWeights.get(h.searcher)!, scriptFields);
    } catch (e) {
      if (!(e instanceof EsError) || e.type === 'task_cancelled_exception') throw e;
      throw allShardsFailed([failureOf(h.index, h.searcher.shardId, e)], [e]);
    }
  });
  for (const w of scriptFields?.warnings ?? []) state.deprecations.add(w);
  return hits;
}

function renderHit(state: EngineState, h: Hit, req: SearchRequest, scoring: boolean, rescoreWeights: Weight[], scriptFields: ScriptFieldsRunner | undefined) {
  const seg = h.leaf.segment;
  // One literal per layout (no Object.assign of a temporary): every hit of a page shares its shape.
  const hit: Record<string, unknown> = req.explain
    ? { _shard: `[${h.index.name}][${h.searcher.shardId}]`, _node: state.nodeId, _index: h.index.name, _type: seg.types[h.localDoc], _id: seg.id(h.localDoc) }
    : { _index: h.index.name, _type: seg.types[h.localDoc], _id: seg.id(h.localDoc) };
  if (req.version) hit._version = seg.versions[h.localDoc];
  hit._score = scoring ? scoreToJson(h.score) : null;
  // ES: script fields alone fetch no source; `_source` asks for it again.
  if (!scriptFields || req.source) {
    const source = seg.sources.get(h.localDoc);
    const src = req.source ? filterSource(source, req.source) : source;
    if (src !== undefined) hit._source = src;
  }
  if (scriptFields) hit.fields = scriptFields.run(h.index, seg, h.localDoc, h.score);
  if (h.sortValues) hit.sort = h.sortValues.map((v, i) => (req.sort![i].field === '_score' && typeof v === 'number' ? scoreToJson(v) : v));
  if (req.explain) {
    let e: Explanation = h.weight.explain(h.leaf, h.localDoc);
    req.rescore.forEach((r, i) => {
      e = explainRescore(r, e, h.rescored?.[i] ? rescoreWeights[i].explain(h.leaf, h.localDoc) : undefined);
    });
    hit._explanation = explanationToJson(e);
  }
  return hit;
}
