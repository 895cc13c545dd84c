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
