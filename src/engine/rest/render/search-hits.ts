/** Search hits as ES's SearchHit writes them: key order, float32 scores as JSON, the explanation tree. */
import type { SearchHit } from '../../search/fetch-phase';
import type { InnerHits } from '../../search/inner-hits';
import { setMember } from '../../util/json';
import type { SearchRequest } from '../../search/search-request';
import { scoreToJson } from '../../util/float';
import { explanationToJson } from './explanation';

export function renderHit(h: SearchHit, req: SearchRequest, nodeId: string): Record<string, unknown> {
  // One literal per layout (no Object.assign of a temporary): every hit of a page shares its shape.
  // `stored_fields: _none_` leaves only the index and the score (StoredFieldsContext.fetchFields() false).
  const hit: Record<string, unknown> = h.noStoredFields
    ? { _index: h.index }
    : req.explain
      ? { _shard: `[${h.index}][${h.shardId}]`, _node: nodeId, _index: h.index, _type: h.type, _id: h.id }
      : { _index: h.index, _type: h.type, _id: h.id };
  if (req.version) hit._version = h.version;
  if (h.seqNo !== undefined) {
    hit._seq_no = h.seqNo;
    hit._primary_term = 1;
  }
  hit._score = h.score === null ? null : scoreToJson(h.score);
  if (h.source !== undefined) hit._source = h.source;
  if (h.fields) hit.fields = h.fields;
  if (h.sortValues) hit.sort = h.sortValues.map((v, i) => (req.sort![i].field === '_score' && typeof v === 'number' ? scoreToJson(v) : v));
  if (h.explanation) hit._explanation = explanationToJson(h.explanation);
  if (h.innerHits) hit.inner_hits = renderInnerHits(h.innerHits);
  return hit;
}

/** `inner_hits`: per name, `hits` with the total, the best score and the hidden documents (with `_nested`). */
function renderInnerHits(all: InnerHits[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const ih of all) {
    const hits = ih.hits.map((c) => {
      const hit: Record<string, unknown> = { _index: c.index, _type: c.type, _id: c.id, _nested: { field: c.nested.field, offset: c.nested.offset } };
      if (c.version !== undefined) hit._version = c.version;
      if (c.seqNo !== undefined) {
        hit._seq_no = c.seqNo;
        hit._primary_term = 1;
      }
      hit._score = scoreToJson(c.score);
      if (c.source !== undefined) hit._source = c.source;
      if (c.fields && Object.keys(c.fields).length > 0) hit.fields = c.fields;
      if (c.explanation) hit._explanation = explanationToJson(c.explanation);
      return hit;
    });
    setMember(out, ih.name, { hits: { total: ih.total, max_score: ih.maxScore === null ? null : scoreToJson(ih.maxScore), hits } });
  }
  return out;
}

/** `max_score`: the float32 as JSON, or null. */
export function renderMaxScore(maxScore: number | null): number | null {
  return maxScore === null ? null : scoreToJson(maxScore);
}
