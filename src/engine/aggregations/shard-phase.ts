/**
 * The query phase's aggregation collector: one per shard, fed every doc the query matches (after min_score and
 * the type filter, before post_filter, as ES collects), in the same pass as the hits; `global` aggregations then
 * see every live doc of the shard.
 */
import type { LeafContext, ShardSearcher } from '../query/query';
import type { DocScores } from '../query/doc-scores';
import { buildAll, collectAll, collectMatchesAll, createAll } from './subs';
import type { AggregationBuilder, Collector, InternalAggregation, ShardAggContext } from './types';

export class ShardAggregations {
  private readonly collectors: Collector[];
  private readonly globals: Collector[];
  private readonly order: AggregationBuilder[];
  constructor(aggs: AggregationBuilder[], shard: ShardAggContext) {
    this.order = aggs;
    this.collectors = createAll(aggs.filter((a) => !a.global).map((a) => a.prepare(shard)));
    this.globals = createAll(aggs.filter((a) => a.global).map((a) => a.prepare(shard)));
  }
  collect(leaf: LeafContext, doc: number, score: number) {
    collectAll(this.collectors, leaf, doc, score);
  }
  /** Every match of a leaf (each collector as `collect` would see them: Collector.collectMatches). */
  collectMatches(leaf: LeafContext, matches: DocScores) {
    collectMatchesAll(this.collectors, leaf, matches);
  }
  /** Shard results in request order (globals after every live doc of the shard). */
  finish(searcher: ShardSearcher): InternalAggregation[] {
    if (this.globals.length > 0) {
      for (const leaf of searcher.leaves) {
        const live = leaf.segment.liveDocs;
        for (let d = 0; d < leaf.segment.maxDoc; d++) if (live[d] === 1) collectAll(this.globals, leaf, d, 1);
      }
    }
    const local = buildAll(this.collectors);
    const global = buildAll(this.globals);
    let li = 0;
    let gi = 0;
    return this.order.map((a) => (a.global ? global[gi++] : local[li++]));
  }
}
