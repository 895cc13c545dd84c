/**
 * The fetch phase of one page: each hit's stored parts (`_source` filtered as asked, version), its sort values,
 * and, when asked, its explanation with the rescorers that had it in their window. Typed: rest/ renders it.
 */
import type { Explanation } from '../query/explanation';
import type { Weight } from '../query/query';
import type { SearchRequest } from './search-request';
import { explainRescore } from './rescore';
import { filterSource } from '../util/source-filter';
import type { Hit } from './query-phase';

export interface SearchHit {
  index: string;
  shardId: number;
  type: string;
  id: string;
  /** When the request asked for versions. */
  version?: number;
  /** The float32 score, or null when the search did not score. */
  score: number | null;
  /** Filtered as the request asked; undefined when not fetched. */
  source?: unknown;
  sortValues?: Array<number | string | null>;
  explanation?: Explanation;
}

export function fetchHit(h: Hit, req: SearchRequest, scoring: boolean, rescoreWeights: Weight[]): SearchHit {
  const seg = h.leaf.segment;
  const source = seg.sources.get(h.localDoc);
  const hit: SearchHit = {
    index: h.index.name,
    shardId: h.searcher.shardId,
    type: seg.types[h.localDoc],
    id: seg.id(h.localDoc),
    version: req.version ? seg.versions[h.localDoc] : undefined,
    score: scoring ? h.score : null,
    source: req.source ? filterSource(source, req.source) : source,
    sortValues: h.sortValues,
    explanation: undefined,
  };
  if (req.explain) {
    let e: Explanation = h.weight.explain(h.leaf, h.localDoc);
    req.rescore.forEach((r, i) => {
      e = explainRescore(r, e, h.rescored?.[i] ? rescoreWeights[i].explain(h.leaf, h.localDoc) : undefined);
    });
    hit.explanation = e;
  }
  return hit;
}
