/**
 * One shard's query phase (Lucene's IndexSearcher.search with a collector): the query's matches per segment,
 * less the post_filter, the types and min_score, kept as the top `collect` by score (doc asc on ties) in a
 * heap, or gathered and sorted by the request's sort.
 */
import { sortsAfter, type SortValue } from './search-after';
import { sliceFilter } from './slice';
import type { ShardAggregations } from '../aggregations/index';
import type { IndexService } from '../index/index-service';
import { advance, type DocScores } from '../query/doc-scores';
import type { LeafContext, ShardSearcher, Weight } from '../query/query';
import { TopDocs } from '../query/top-docs';
import type { Cooperation } from '../util/cooperation';
import type { CollectorTimes } from './search-profile';
import type { SearchRequest } from './search-request';
import { compareSortValues, sortValue } from './sort';

/** A hit while the search runs: where it is, its score, and what rescored it. */
export interface Hit {
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
  sortValues?: Array<number | bigint | string | null>;
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

export interface ShardQuery {
  index: IndexService;
  searcher: ShardSearcher;
  shardOrder: number;
  weight: Weight;
  postFilter?: Weight;
  /** How many hits the shard keeps: from + size, or the largest rescore window (its size). */
  collect: number;
  typeFilter?: string[];
  /** search_after's values for this index: only hits sorting strictly after them are kept. */
  after?: SortValue[];
  /** The request's aggregations on this shard: they see the query's matches (post_filter only narrows the hits). */
  aggs?: ShardAggregations;
  /** Under `"profile": true`: where the collectors' times go (every match then takes the generic loop). */
  profile?: CollectorTimes;
}

/** What the shards' query phases add up: the matches counted, and whether one stopped at `terminate_after`. */
export interface ShardTotals {
  total: number;
  terminatedEarly?: boolean;
}

/**
 * The shard's best `collect` hits in order; every matching doc is added to `matched.total` as its segment is
 * done (a shard that fails part way, a cancel included, leaves the matches it counted).
 *
 * `terminate_after` (6.8's EarlyTerminatingCollector, forced): the documents that pass min_score and the
 * post_filter are counted; the one past the limit, or the next segment once the limit is reached, stops the
 * shard's collection (aggregations included) and marks it terminated early.
 */
export async function queryShard(task: Cooperation, req: SearchRequest, q: ShardQuery, matched: ShardTotals): Promise<Hit[]> {
  const { index, searcher, shardOrder, weight, postFilter, collect, typeFilter, aggs, after, profile } = q;
  const now = profile?.now;
  const inSlice = req.slice ? sliceFilter(req.slice, searcher.shardId, index.shards.length) : undefined;
  const sort = req.sort;
  // Score-ordered searches keep a heap of the best `collect`; field sorts gather hits to sort.
  // QueryPhase: a heap no bigger than the shard's docs (a window of 2^31 must not allocate one).
  let shardDocs = 0;
  for (const leaf of searcher.leaves) shardDocs += leaf.segment.maxDoc;
  const top = sort ? undefined : new TopDocs(Math.min(collect, Math.max(1, shardDocs)));
  let hits: Hit[] = [];
  const bySort = sort && ((a: Hit, b: Hit) => compareSortValues(sort, a.sortValues!, b.sortValues!) || a.doc - b.doc);
  // perf: a field sort keeps at most twice its window: sorted and cut as it fills, it holds the same best
  // `collect` hits as one sort of every match would (the order is total: ties go by doc), in bounded memory.
  const keep = 2 * Math.max(collect, 64);
  const terminateAfter = req.terminateAfter;
  let collected = 0;
  let terminated = false;
  leaves: for (const leaf of searcher.leaves) {
    if (terminateAfter !== 0 && collected >= terminateAfter) {
      terminated = true;
      break;
    }
    if (task.due) await task.checkpoint();
    // Queries that match ahead of scoring (phrases) do it here, yielding as they go.
    for (const prepare of searcher.leafPreparers) await prepare(leaf, task);
    const allowed = postFilter ? postFilter.scores(leaf) : undefined;
    let allowedAt = 0;
    const types2 = typeFilter && !typeFilter.includes('_doc') ? typeFilter : undefined;
    const plain = top && !allowed && !types2 && req.minScore === undefined && !aggs && !inSlice && !profile && terminateAfter === 0;
    if (plain && weight.collect) {
      top.docBase = leaf.docBase;
      matched.total += weight.collect(leaf, top);
      continue;
    }
    const matches = weight.scores(leaf);
    if (plain) {
      matched.total += collectTop(matches, top, leaf.docBase);
      continue;
    }
    const types = leaf.segment.types;
    // Nothing drops a match before the aggregations see it, nor stops the leaf early: they take the leaf at once.
    const aggsByLeaf = aggs !== undefined && !types2 && !inSlice && !now && req.minScore === undefined && terminateAfter === 0;
    if (aggsByLeaf) {
      aggs.collectMatches(leaf, matches);
      // size 0 without post_filter: the matches are only counted.
      if (top && top.k === 0 && !allowed) {
        matched.total += matches.length;
        continue;
      }
    }
    for (let i = 0; i < matches.length; i++) {
      const doc = matches.docs[i];
      const score = matches.scores[i];
      if (types2 && !types2.includes(types[doc])) continue;
      if (inSlice && !inSlice(leaf.segment.id(doc))) continue;
      // Profiled: the marks time the collector chain as ES nests it (the whole chain; aggregations; post_filter
      // with the top docs; the top docs alone).
      const chainStart = now ? now() : 0;
      if (req.minScore !== undefined && score < req.minScore) {
        if (now) profile!.chain += now() - chainStart;
        continue;
      }
      // terminate_after counts what passes the post_filter; the document past the limit stops everything.
      if (terminateAfter !== 0) {
        let counted = true;
        if (allowed) {
          allowedAt = advance(allowed, allowedAt, doc);
          counted = allowedAt < allowed.length && allowed.docs[allowedAt] === doc;
        }
        if (counted && ++collected > terminateAfter) {
          terminated = true;
          break leaves;
        }
      }
      // Aggregations see the query's matches; post_filter only narrows the hits.
      if (aggs && !aggsByLeaf) {
        const aggsStart = now ? now() : 0;
        aggs.collect(leaf, doc, score);
        if (now) profile!.aggs += now() - aggsStart;
      }
      const filteredStart = now ? now() : 0;
      let passes = true;
      if (allowed) {
        allowedAt = advance(allowed, allowedAt, doc);
        passes = allowedAt < allowed.length && allowed.docs[allowedAt] === doc;
      }
      if (passes) {
        matched.total++;
        const topStart = now ? now() : 0;
        if (top) {
          if (top.competitive(score)) top.insert(score, leaf.docBase + doc);
        } else {
          const hit: Hit = { index, searcher, weight, leaf, localDoc: doc, shardOrder, doc: leaf.docBase + doc, score };
          hit.sortValues = sort!.map((s) => sortValue(s, index, leaf.segment, doc, hit.doc, score));
          // search_after: earlier hits still count in the total, they only leave the page.
          if (!after || sortsAfter(sort!, hit.sortValues, after)) {
            hits.push(hit);
            if (hits.length >= keep) {
              hits.sort(bySort!);
              hits.length = collect;
            }
          }
        }
        if (now) profile!.top += now() - topStart;
      }
      if (now) {
        const end = now();
        profile!.filtered += end - filteredStart;
        profile!.chain += end - chainStart;
      }
    }
  }
  if (terminated) matched.terminatedEarly = true;
  else if (terminateAfter !== 0) matched.terminatedEarly ??= false;
  if (top) {
    const n = top.sortBestFirst();
    for (let i = 0; i < n; i++) {
      const shardDoc = top.docAt(i);
      const leaf = searcher.leafFor(shardDoc);
      hits.push({ index, searcher, weight, leaf, localDoc: shardDoc - leaf.docBase, shardOrder, doc: shardDoc, score: top.scoreAt(i) });
    }
  } else {
    hits.sort(bySort!);
    hits = hits.slice(0, collect);
  }
  return hits;
}
