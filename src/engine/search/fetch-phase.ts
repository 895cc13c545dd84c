/**
 * The fetch phase of one page: each hit's stored parts (`_source` filtered as asked, version), its script
 * fields, its sort values, and, when asked, its explanation with the rescorers that had it in their window.
 * Typed: rest/ renders it.
 */
import { EsError } from '../errors/es-error';
import type { Explanation } from '../query/explanation';
import type { ShardSearcher, Weight } from '../query/query';
import type { RequestScope } from '../request-scope';
import { ScriptFieldsRunner } from './script-fields';
import { allShardsFailed, failureOf } from './shard-failures';
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
  /** Script fields' values by name (`fields` of the hit), when the request has script fields. */
  fields?: Record<string, unknown[]>;
  sortValues?: Array<number | string | null>;
  explanation?: Explanation;
}

/** The page's hits fetched; a script field that fails fails the search as ES's fetch phase does. */
export function fetchPage(scope: Pick<RequestScope, 'deprecations'>, page: Hit[], req: SearchRequest, scoring: boolean, rescoreWeights: Map<ShardSearcher, Weight[]>): SearchHit[] {
  const scriptFields = req.scriptFields && req.scriptFields.length > 0 ? new ScriptFieldsRunner(req.scriptFields) : undefined;
  const hits = page.map((h) => {
    try {
      return fetchHit(h, req, scoring, rescoreWeights.get(h.searcher)!, scriptFields);
    } catch (e) {
      if (!(e instanceof EsError) || e.type === 'task_cancelled_exception') throw e;
      throw allShardsFailed([failureOf(h.index, h.searcher.shardId, e)], [e]);
    }
  });
  for (const w of scriptFields?.warnings ?? []) scope.deprecations.add(w);
  return hits;
}

function fetchHit(h: Hit, req: SearchRequest, scoring: boolean, rescoreWeights: Weight[], scriptFields: ScriptFieldsRunner | undefined): SearchHit {
  const seg = h.leaf.segment;
  // ES: script fields alone fetch no source; `_source` asks for it again.
  const fetchSource = !scriptFields || req.source !== undefined;
  const source = fetchSource ? seg.sources.get(h.localDoc) : undefined;
  const hit: SearchHit = {
    index: h.index.name,
    shardId: h.searcher.shardId,
    type: seg.types[h.localDoc],
    id: seg.id(h.localDoc),
    version: req.version ? seg.versions[h.localDoc] : undefined,
    score: scoring ? h.score : null,
    source: fetchSource && req.source ? filterSource(source, req.source) : source,
    fields: scriptFields ? scriptFields.run(h.index, seg, h.localDoc, h.score) : undefined,
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
