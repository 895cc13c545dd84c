/** Reading engine answers for the views: their shapes, and the request body as JSON. */
import type { ShownRequest } from '../../store/store';

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
  /** Fragments per highlighted field. */
  highlight?: Record<string, string[]>;
  /** The names (`_name`) of the request's queries this hit matches. */
  matched_queries?: string[];
}

export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The request body as a JSON value (the console sends text). */
export function bodyJson(req: ShownRequest | undefined): Record<string, unknown> | undefined {
  const b = req?.body;
  if (isObject(b)) return b;
  if (typeof b === 'string' && b.trim().startsWith('{')) {
    try {
      const v = JSON.parse(b) as unknown;
      return isObject(v) ? v : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function termVectorDocs(body: unknown): TermVectorsDoc[] {
  if (!isObject(body)) return [];
  if (isObject(body.term_vectors)) return [body as TermVectorsDoc];
  if (Array.isArray(body.docs)) return (body.docs as unknown[]).filter((d): d is TermVectorsDoc => isObject(d) && isObject(d.term_vectors));
  return [];
}

/**
 * A search answer's hits and total: 6.8's number, or 7.x's `{value, relation}` (`gte`: at least `value`). The total
 * is undefined when 7.x leaves it out (`track_total_hits: false`) or 6.8 says -1.
 */
export function hitsOf(body: unknown): { total?: number; atLeast: boolean; hits: Hit[] } | undefined {
  if (!isObject(body) || !isObject(body.hits) || !Array.isArray(body.hits.hits)) return undefined;
  const t = body.hits.total;
  const value = isObject(t) ? Number(t.value) : typeof t === 'number' && t >= 0 ? t : undefined;
  return { total: value, atLeast: isObject(t) && t.relation === 'gte', hits: body.hits.hits as Hit[] };
}
