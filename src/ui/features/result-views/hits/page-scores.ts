/**
 * What the Hits view asks besides the answer, to show how each hit scored: the same page again with
 * `explain=true` (unless the answer has its explanations), then the offsets of the matched terms in each hit's
 * text, from `_mtermvectors` (the engine's own analysis of each field, so `jumps` is marked for the term `jump`).
 */
import type { ShownRequest } from '../../../store/store';
import { bodyJson, isObject, type Explanation, type Hit } from '../shapes';
import { scoreParts, type ScorePart } from './score-parts';

/** Pages longer than this get no bars nor marks (a thousand explanations are a large answer to ask for). */
export const MAX_EXPLAINED_HITS = 100;

/** Identifies a hit of a page. */
export const hitKey = (h: Pick<Hit, '_index' | '_id'>) => `${h._index}\u0000${h._id}`;

/**
 * The page's request with `explain=true` (the URL parameter wins over the body, as in ES), its aggregations left
 * out; undefined for what is not a plain search (a scroll continues, a template renders).
 */
export function explainedRequest(req: ShownRequest): ShownRequest | undefined {
  const [path, query = ''] = req.path.split('?');
  if (!/(^|\/)_search$/.test(path) || !/^(GET|POST)$/i.test(req.method)) return undefined;
  const params = new URLSearchParams(query);
  params.set('explain', 'true');
  const body = bodyJson(req);
  let sent: unknown = req.body;
  if (body) {
    const { aggs: _a, aggregations: _b, ...rest } = body;
    sent = JSON.stringify(rest);
  }
  return { method: req.method, path: `${path}?${params.toString()}`, body: sent };
}

/** A field's value in a `_source` by its dotted path (`title`, `meta.title`), when it is one string. */
export function sourceText(source: Record<string, unknown> | undefined, field: string): string | undefined {
  if (!source) return undefined;
  if (typeof source[field] === 'string') return source[field] as string;
  let v: unknown = source;
  for (const step of field.split('.')) v = isObject(v) ? v[step] : undefined;
  return typeof v === 'string' ? v : undefined;
}

/** The matched terms of a hit, by field, from its score's parts. */
export function matchedTerms(parts: ScorePart[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const p of parts) {
    if (!p.field || !p.terms) continue;
    const set = out.get(p.field) ?? new Set<string>();
    p.terms.forEach((t) => set.add(t));
    out.set(p.field, set);
  }
  return out;
}

/** The `_mtermvectors` body asking the offsets of the fields each hit matched in (string fields of `_source`). */
export function termVectorsBody(hits: Hit[], parts: Map<string, ScorePart[]>): { docs: unknown[] } | undefined {
  const docs = hits.flatMap((h) => {
    const fields = [...matchedTerms(parts.get(hitKey(h)) ?? []).keys()].filter((f) => sourceText(h._source, f) !== undefined);
    if (fields.length === 0) return [];
    const type = (h as { _type?: string })._type ?? '_doc';
    return [{ _index: h._index, _type: type, _id: h._id, fields, positions: false, offsets: true, term_statistics: false, field_statistics: false }];
  });
  return docs.length ? { docs } : undefined;
}

export type Marks = Map<string, Array<[number, number]>>;

/** Per hit and field, the offsets of the matched terms, from an `_mtermvectors` answer. */
export function marksOf(answer: unknown, parts: Map<string, ScorePart[]>): Map<string, Marks> {
  const out = new Map<string, Marks>();
  const docs = isObject(answer) && Array.isArray(answer.docs) ? answer.docs : [];
  for (const d of docs as Array<{ _index?: string; _id?: string; term_vectors?: Record<string, { terms?: Record<string, { tokens?: Array<{ start_offset?: number; end_offset?: number }> }> }> }>) {
    if (typeof d?._index !== 'string' || typeof d._id !== 'string' || !isObject(d.term_vectors)) continue;
    const key = hitKey({ _index: d._index, _id: d._id });
    const wanted = matchedTerms(parts.get(key) ?? []);
    const marks: Marks = new Map();
    for (const [field, terms] of wanted) {
      const tv = d.term_vectors[field]?.terms;
      if (!tv) continue;
      const spans: Array<[number, number]> = [];
      for (const term of terms) {
        for (const t of (Object.prototype.hasOwnProperty.call(tv, term) ? tv[term].tokens : undefined) ?? []) {
          if (typeof t.start_offset === 'number' && typeof t.end_offset === 'number') spans.push([t.start_offset, t.end_offset]);
        }
      }
      marks.set(field, spans.sort((a, b) => a[0] - b[0]));
    }
    out.set(key, marks);
  }
  return out;
}

/** Each hit's score parts, keyed by hit (from the hits' `_explanation`s). */
export function partsByHit(hits: Hit[]): Map<string, ScorePart[]> {
  const out = new Map<string, ScorePart[]>();
  for (const h of hits) if (h._explanation) out.set(hitKey(h), scoreParts(h._explanation as Explanation));
  return out;
}
