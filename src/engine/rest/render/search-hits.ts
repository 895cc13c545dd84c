/** Search hits as ES's SearchHit writes them: key order, float32 scores as JSON, the explanation tree. */
import { setMember } from '../../util/json';
import type { SearchHit } from '../../search/fetch-phase';
import type { SearchRequest } from '../../search/search-request';
import { scoreToJson } from '../../util/float';
import { withExactLongs } from '../../util/json-numbers';
import { explanationToJson } from './explanation';

export function renderHit(h: SearchHit, req: SearchRequest, nodeId: string): Record<string, unknown> {
  // One literal per layout (no Object.assign of a temporary): every hit of a page shares its shape.
  // `stored_fields: _none_` leaves only the index and the score (StoredFieldsContext.fetchFields() false).
  const score = h.score === null ? null : scoreToJson(h.score);
  // perf: the common hit (no explain, version, seq_no or nested) is one literal with its score and source.
  const plain = !h.noStoredFields && !req.explain && !h.nested && !req.version && h.seqNo === undefined;
  const hit: Record<string, unknown> = plain
    ? h.source !== undefined
      ? { _index: h.index, _type: h.type, _id: h.id, _score: score, _source: h.source }
      : { _index: h.index, _type: h.type, _id: h.id, _score: score }
    : h.noStoredFields
    ? { _index: h.index }
    : req.explain
      ? { _shard: `[${h.index}][${h.shardId}]`, _node: nodeId, _index: h.index, _type: h.type, _id: h.id }
      : { _index: h.index, _type: h.type, _id: h.id };
  if (!plain) {
    if (h.nested) hit._nested = { field: h.nested.field, offset: h.nested.offset };
    if (req.version) hit._version = h.version;
    if (h.seqNo !== undefined) {
      hit._seq_no = h.seqNo;
      hit._primary_term = 1;
    }
    hit._score = score;
    if (h.source !== undefined) hit._source = h.source;
  }
  if (h.fields) hit.fields = h.fields;
  if (h.highlight) {
    const highlight: Record<string, unknown> = {};
    for (const [field, fragments] of h.highlight) setMember(highlight, field, fragments);
    hit.highlight = highlight;
  }
  // Jackson quotes a non-finite double: a doc without the point of a _geo_distance sort sorts as "Infinity".
  if (h.sortValues) hit.sort = withExactLongs(h.sortValues.map((v, i) => (req.sort![i].field === '_score' && typeof v === 'number' ? scoreToJson(v) : req.sort![i].geo && typeof v === 'number' && !Number.isFinite(v) ? String(v) : v)));
  if (h.matchedQueries) hit.matched_queries = h.matchedQueries;
  if (h.explanation) hit._explanation = explanationToJson(h.explanation);
  if (h.innerHits) {
    const inner: Record<string, unknown> = {};
    for (const g of h.innerHits) {
      setMember(inner, g.name, { hits: { total: g.total, max_score: renderMaxScore(g.maxScore), hits: g.hits.map((x) => renderHit(x, g.request, nodeId)) } });
    }
    hit.inner_hits = inner;
  }
  return hit;
}

/** `max_score`: the float32 as JSON, or null. */
export function renderMaxScore(maxScore: number | null): number | null {
  return maxScore === null ? null : scoreToJson(maxScore);
}
