import type { ShownRequest } from '../../../store/store';
import { bodyJson } from '../shapes';

/**
 * Why a found document's `term_vectors` is `{}`, from the request that asked (ES 6.8's TermVectorsService): without
 * `fields` (or `per_field_analyzer`), a stored document's answer holds only the vectors stored in the index, and a
 * field stores none unless its mapping sets `term_vector` (default `no`); named fields are computed from `_source`.
 */
export function emptyTermVectorsReason(request: ShownRequest | undefined): { asked: string[]; artificial: boolean } {
  const body = bodyJson(request);
  const query = new URLSearchParams(request?.path.split('?')[1] ?? '');
  const fromBody = Array.isArray(body?.fields) ? body.fields.map(String) : typeof body?.fields === 'string' ? body.fields.split(',') : [];
  const fromQuery = query.getAll('fields').flatMap((f) => f.split(','));
  const perField = body?.per_field_analyzer && typeof body.per_field_analyzer === 'object' ? Object.keys(body.per_field_analyzer) : [];
  const asked = [...new Set([...fromBody, ...fromQuery, ...perField].map((f) => f.trim()).filter((f) => f !== ''))];
  return { asked, artificial: body?.doc !== undefined };
}

/** Whether the request asked for `term_statistics` (body member or URL parameter; ES's default is false). */
export function termStatisticsAsked(request: ShownRequest | undefined): boolean {
  const asked = bodyJson(request)?.term_statistics;
  const param = new URLSearchParams(request?.path.split('?')[1] ?? '').get('term_statistics');
  return asked === true || asked === 'true' || param === '' || param === 'true';
}

/**
 * The terms whose `doc_freq` and `ttf` are blank although `term_statistics` was asked: ES 6.8's
 * TermVectorsResponse writes the two only for a term with a document frequency above 0, so a term that no indexed
 * document holds (a term of an artificial document, or one a `per_field_analyzer` made) has neither.
 */
export function termsNotInIndex(request: ShownRequest | undefined, terms: Record<string, { doc_freq?: number; term_freq?: number }>): string[] {
  if (!termStatisticsAsked(request)) return [];
  return Object.entries(terms).filter(([, info]) => info.doc_freq === undefined).map(([term]) => term);
}
