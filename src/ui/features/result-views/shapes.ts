/** Reading engine answers for the views: which views apply, and the request body as JSON. */
import type { ShownRequest } from '../../store/store';

export type ViewId = 'json' | 'termvectors' | 'tokens' | 'hits' | 'rescore' | 'explain' | 'aggs' | 'profile' | 'paging';

export interface TermInfo {
  term_freq?: number;
  doc_freq?: number;
  ttf?: number;
  score?: number;
  tokens?: Array<{ position?: number; start_offset?: number; end_offset?: number; payload?: string }>;
}
export interface FieldVector {
  field_statistics?: { sum_doc_freq: number; doc_count: number; sum_ttf: number };
  terms: Record<string, TermInfo>;
}
export interface TermVectorsDoc {
  _index?: string;
  _type?: string;
  _id?: string;
  found?: boolean;
  term_vectors?: Record<string, FieldVector>;
}
export interface Explanation {
  value: number;
  description: string;
  details: Explanation[];
}
export interface Hit {
  _index: string;
  _id: string;
  _score: number | null;
  _source?: Record<string, unknown>;
  _explanation?: Explanation;
  sort?: unknown[];
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The request body as a JSON value (the console sends text). */
export function bodyJson(req: ShownRequest | undefined): Record<string, unknown> | undefined {
  const b = req?.body;
  if (isObj(b)) return b;
  if (typeof b === 'string' && b.trim().startsWith('{')) {
    try {
      const v = JSON.parse(b) as unknown;
      return isObj(v) ? v : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function termVectorDocs(body: unknown): TermVectorsDoc[] {
  if (!isObj(body)) return [];
  if (isObj(body.term_vectors)) return [body as TermVectorsDoc];
  if (Array.isArray(body.docs)) return (body.docs as unknown[]).filter((d): d is TermVectorsDoc => isObj(d) && isObj(d.term_vectors));
  return [];
}

/**
 * A search answer's hits and total: 6.8's number, or 7.x's `{value, relation}` (`gte`: at least `value`). The total
 * is undefined when 7.x leaves it out (`track_total_hits: false`) or 6.8 says -1.
 */
export function hitsOf(body: unknown): { total?: number; atLeast: boolean; hits: Hit[] } | undefined {
  if (!isObj(body) || !isObj(body.hits) || !Array.isArray(body.hits.hits)) return undefined;
  const t = body.hits.total;
  const value = isObj(t) ? Number(t.value) : typeof t === 'number' && t >= 0 ? t : undefined;
  return { total: value, atLeast: isObj(t) && t.relation === 'gte', hits: body.hits.hits as Hit[] };
}

/** The views that apply to an answer, best first; JSON is always there. */
export function applicableViews(req: ShownRequest | undefined, status: number | undefined, body: unknown): ViewId[] {
  const views: ViewId[] = [];
  if (status === undefined || status >= 400) return ['json'];
  // A profiled search asked for the profile: it comes first.
  if (isObj(body) && isObj(body.profile) && Array.isArray(body.profile.shards)) views.push('profile');
  if (termVectorDocs(body).length > 0) views.push('termvectors');
  if (isObj(body) && Array.isArray(body.tokens)) views.push('tokens');
  if (isObj(body) && isObj(body.aggregations) && Object.keys(body.aggregations).length > 0) views.push('aggs');
  const hits = hitsOf(body);
  if (hits) {
    if (bodyJson(req)?.rescore !== undefined) views.push('rescore');
    views.push('hits');
    if (hits.hits.some((h) => h._explanation)) views.push('explain');
    // The pager three ways, for a search (not a scroll's next page).
    if (/(^|\/)_search$/.test(req?.path.split('?')[0] ?? '')) views.push('paging');
  }
  if (isObj(body) && isObj(body.explanation)) views.push('explain');
  views.push('json');
  return views;
}
