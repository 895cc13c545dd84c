import type { IndexService } from '../index/index-service';
import type { Segment } from '../index/segment';
import { ShardStats } from '../index/shard-stats';
import type { DocIds, DocScores } from './doc-scores';
import type { Collector } from './collector';
import type { Explanation } from './explanation';
import type { TermScorer } from './scoring/term-scorer';
import type { YieldPoint } from '../util/cooperation';

/**
 * A Query is a parsed, immutable recipe (Lucene's Query). For one shard it makes a Weight with that
 * shard's statistics and a boost pushed down from enclosing queries (BoostQuery, function_score); the
 * Weight scores one segment at a time and explains one doc.
 */
export interface Query {
  readonly kind: string;
  /** Lucene's `Query.toString(field)`: the field prefix is left out when it equals `field`. */
  toString(field?: string): string;
  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight;
  /**
   * Lucene's `Query.rewrite(IndexReader)` for a query whose rewrite depends on the shard's reader and shows in what
   * ES reports (the profile's tree, validate's `rewrite`): the query its weights are made from.
   */
  readerRewrite?(searcher: ShardSearcher): Query;
}

export interface Weight {
  /**
   * The live documents of the segment that match, in doc order, with their float32 scores. With `within`
   * (sorted doc ids), only those docs are asked for (rescoring a window): the answer for any other doc may
   * be missing or wrong, and callers read only the docs they asked for.
   */
  scores(leaf: LeafContext, within?: DocIds): DocScores;
  /** Lucene's `Weight.explain` for a segment-local doc id. */
  explain(leaf: LeafContext, doc: number): Explanation;
  /**
   * Optional fast path for a score-ordered search: the same matches as `scores`, handed to `collector` in
   * doc order without materializing them; returns how many matched (every match is counted, so totals
   * stay exact even when the weight skips scoring docs that cannot be collected).
   */
  collect?(leaf: LeafContext, collector: Collector): number;
  /** A single term's scorer for the segment (null when the term is absent), for combinators' fused loops. */
  termScorer?(leaf: LeafContext): TermScorer | null;
}

/** The statistics BM25 reads: per shard (query_then_fetch) or summed over shards (dfs_query_then_fetch). */
export interface SearchStats {
  maxDoc: number;
  field(field: string): { docCount: number; sumTotalTermFreq: number };
  docFreq(field: string, term: string): number;
}

/** What makes the weights of a profiled search (query-profiler.ts): it times each one and keeps the tree. */
export interface WeightProfiler {
  createWeight(query: Query, searcher: ShardSearcher, needsScores: boolean, boost: number): Weight;
}

/** One shard's point-in-time view: its index, searchable segments and the statistics to score with. */
export class ShardSearcher {
  readonly leaves: LeafContext[];
  /** Set while a search profiles this shard (`"profile": true`). */
  profiler?: WeightProfiler;
  /**
   * Work the weights made for this searcher do ahead of scoring a leaf, with the request's yield points
   * (phrase matching: see computed-ahead.ts); a search awaits each before it scores the leaf.
   */
  readonly leafPreparers: Array<(leaf: LeafContext, task: YieldPoint) => Promise<void>> = [];
  constructor(readonly index: IndexService, readonly shardId: number, readonly segments: Segment[], readonly stats: SearchStats = new ShardStats(segments)) {
    let docBase = 0;
    this.leaves = segments.map((segment, ord) => {
      const leaf = { segment, ord, docBase, searcher: this };
      docBase += segment.maxDoc;
      return leaf;
    });
  }
  /**
   * Lucene's IndexSearcher.createWeight: a query's weight for this shard. Compound queries make their clauses'
   * weights through it where Lucene does, so a profiled search sees each one.
   */
  createWeight(query: Query, needsScores: boolean, boost: number): Weight {
    return this.profiler ? this.profiler.createWeight(query, this, needsScores, boost) : query.createWeight(this, needsScores, boost);
  }
  /** The leaf holding a shard-level doc id (the doc's id within it is `shardDoc - leaf.docBase`). */
  leafFor(shardDoc: number): LeafContext {
    for (const leaf of this.leaves) if (shardDoc < leaf.docBase + leaf.segment.maxDoc) return leaf;
    throw new RangeError(`doc ${shardDoc} out of range`);
  }
}

export interface LeafContext {
  segment: Segment;
  ord: number;
  docBase: number;
  searcher: ShardSearcher;
}

export function isLive(leaf: LeafContext, doc: number) {
  return leaf.segment.liveDocs[doc] === 1;
}

/** Runs a query on every segment of a shard: `(leaf, doc, score)` for each live match, in doc order per leaf. */
export function weightFor(query: Query, searcher: ShardSearcher, needsScores = true): Weight {
  return query.createWeight(searcher, needsScores, 1);
}
