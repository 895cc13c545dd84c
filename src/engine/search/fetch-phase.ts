/**
 * The fetch phase of one page: each hit's stored parts (`_source` filtered as asked, version), its script
 * fields, its sort values, and, when asked, its explanation with the rescorers that had it in their windows.
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
import { fetchDocValueFields, fetchStoredFields } from './fetch-fields';
import type { Hit } from './query-phase';
import type { HitHighlight } from './highlight/highlight-phase';

export interface SearchHit {
  index: string;
  shardId: number;
  type: string;
  id: string;
  /** When the request asked for versions. */
  version?: number;
  /** When the request asked for `seq_no_primary_term` (the primary term is always 1 on one node). */
  seqNo?: number;
  /** `stored_fields: _none_`: the hit is only its index and score. */
  noStoredFields?: boolean;
  /** The float32 score, or null when the search did not score. */
  score: number | null;
  /** Filtered as the request asked; undefined when not fetched. */
  source?: unknown;
  /** Stored, doc value and script fields' values by name (`fields` of the hit), when the request asks for any. */
  fields?: Record<string, unknown[]>;
  sortValues?: Array<number | bigint | string | null>;
  explanation?: Explanation;
  /** The highlighted fields and their fragments, in ES's order (when the request highlights and some field has fragments). */
  highlight?: HitHighlight;
  /** A collapsed hit's groups, one per inner hit definition (search/collapse.ts). */
  innerHits?: Array<{ name: string; request: SearchRequest; total: number; maxScore: number | null; hits: SearchHit[] }>;
  /** The names of the request's named queries the hit matches, when any (MatchedQueriesFetchSubPhase). */
  matchedQueries?: string[];
  /** A nested inner hit's place in its parent: the nested path and the object's offset (`_nested`). */
  nested?: { field: string; offset: number };
}

/** Highlights one hit (given by search-service, which knows the parsed queries). */
export type HitHighlighter = (h: Hit, fullSource: unknown, id: string, type: string) => HitHighlight | undefined;

/** The page's hits fetched; a script field that fails fails the search as ES's fetch phase does. */
export function fetchPage(scope: Pick<RequestScope, 'deprecations'>, page: Hit[], req: SearchRequest, scoring: boolean, rescoreWeights: Map<ShardSearcher, Weight[]>, highlight?: HitHighlighter, matched?: (h: Hit) => string[] | undefined): SearchHit[] {
  const scriptFields = req.scriptFields && req.scriptFields.length > 0 ? new ScriptFieldsRunner(req.scriptFields) : undefined;
  const hits = page.map((h) => {
    try {
      const hit = fetchHit(h, req, scoring, rescoreWeights.get(h.searcher)!, scriptFields, highlight);
      const names = matched?.(h);
      if (names) hit.matchedQueries = names;
      return hit;
    } catch (e) {
      if (!(e instanceof EsError) || e.type === 'task_cancelled_exception') throw e;
      throw allShardsFailed([failureOf(h.index, h.searcher.shardId, e)], [e]);
    }
  });
  for (const w of scriptFields?.warnings ?? []) scope.deprecations.add(w);
  return hits;
}

function fetchHit(h: Hit, req: SearchRequest, scoring: boolean, rescoreWeights: Weight[], scriptFields: ScriptFieldsRunner | undefined, highlight: HitHighlighter | undefined): SearchHit {
  const seg = h.leaf.segment;
  const stored = req.storedFields;
  const fullSource = seg.sources.get(h.localDoc);
  const source = h.index.storedSource(fullSource);
  // With stored_fields, or script fields alone, `_source` comes only when asked for (the `_source` member, or
  // `_source` in the stored fields).
  const fetchSource = stored ? !stored.none && (req.source !== undefined || stored.fields.includes('_source')) : !scriptFields || req.source !== undefined;
  // perf: no fields object for the common hit that asks for none.
  const fields = (stored && !stored.none) || req.docValueFields || scriptFields ? {
    ...(stored && !stored.none ? fetchStoredFields(stored.fields, h.index, source) : undefined),
    ...(req.docValueFields ? fetchDocValueFields(req.docValueFields, h.index, seg, h.localDoc) : undefined),
    ...(scriptFields ? scriptFields.run(h.index, seg, h.localDoc, h.score) : undefined),
  } : undefined;
  const hit: SearchHit = {
    index: h.index.name,
    shardId: h.searcher.shardId,
    type: seg.types[h.localDoc],
    id: seg.id(h.localDoc),
    version: req.version ? seg.versions[h.localDoc] : undefined,
    seqNo: req.seqNoPrimaryTerm ? seg.seqNos[h.localDoc] : undefined,
    noStoredFields: stored?.none === true,
    score: scoring ? h.score : null,
    source: !fetchSource ? undefined : req.source ? filterSource(source, req.source) : source,
    fields: fields && (Object.keys(fields).length > 0 || scriptFields) ? fields : undefined,
    sortValues: h.sortValues,
    explanation: undefined,
  };
  if (highlight) hit.highlight = highlight(h, fullSource, hit.id, hit.type);
  if (req.explain) {
    let e: Explanation = h.weight.explain(h.leaf, h.localDoc);
    req.rescore.forEach((r, i) => {
      e = explainRescore(r, e, h.rescored?.[i] ? rescoreWeights[i].explain(h.leaf, h.localDoc) : undefined);
    });
    hit.explanation = e;
  }
  return hit;
}
