/**
 * The rescore chain on one shard (es-semantics §5; Lucene's QueryRescorer): each rescorer sees the previous
 * order, asks its query about the docs in its window (this shard's top `window_size`), combines the scores and
 * re-sorts; hits past the window keep their score times `query_weight`.
 */
import { indexOfDoc, NO_DOCS } from '../query/doc-scores';
import type { ShardSearcher, Weight } from '../query/query';
import type { Hit } from './query-phase';
import { combineRescore, type Rescorer } from './rescore';

const f32 = Math.fround;
const byScore = (a: Hit, b: Hit) => b.score - a.score || a.doc - b.doc;

/**
 * Rescores `hits` in place (and re-sorts them) with each rescorer in turn, its weight made by `weightOf` when
 * its turn comes; returns the weights (the fetch phase explains with them).
 */
export function rescoreShard(searcher: ShardSearcher, hits: Hit[], rescorers: readonly Rescorer[], weightOf: (r: Rescorer) => Weight): Weight[] {
  const weights: Weight[] = [];
  for (const r of rescorers) {
    const rw = weightOf(r);
    weights.push(rw);
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
  return weights;
}
