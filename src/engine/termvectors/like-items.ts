import type { EngineState, LikeItem, LikeItemTerms } from '../engine-state';
import { EsError } from '../errors/es-error';
import { resolveSingleIndex } from '../index/resolve-indices';
import type { TermVectorsRequest } from './termvectors-request';
import { artificialDocTermVectors, storedDocTermVectors } from './termvectors-service';

/**
 * A more_like_this item's terms, fetched as MoreLikeThisQueryBuilder does with the multi term vectors API
 * (realtime, no positions, offsets, payloads or statistics): undefined when the item fails or is not found,
 * which the query skips (getFieldsFor).
 */
export function likeItemTerms(state: EngineState, item: LikeItem): LikeItemTerms | undefined {
  let index;
  try {
    // An alias naming one index reaches it, as the multi term vectors API resolves an item's index.
    index = resolveSingleIndex(state, item.index);
  } catch (e) {
    if (e instanceof EsError) return undefined;
    throw e;
  }
  if (index.closed) return undefined;
  const req: TermVectorsRequest = {
    id: item.id,
    doc: item.doc,
    fields: item.fields,
    positions: false,
    offsets: false,
    payloads: false,
    termStatistics: false,
    fieldStatistics: false,
    realtime: true,
    routing: item.routing,
    version: item.version,
    perFieldAnalyzer: item.perFieldAnalyzer,
  };
  const type = item.type ?? index.mapping?.name ?? '_doc';
  try {
    const result = item.doc !== undefined ? artificialDocTermVectors(state, index, type, req) : storedDocTermVectors(state, index, type, req);
    if (!result.found || !result.fields) return undefined;
    // A version that does not match is a version conflict: that item fails.
    if (item.version !== undefined && item.version !== -3 && item.doc === undefined && result.version !== item.version) return undefined;
    return new Map(result.fields.map((f) => [f.field, f.terms.map((t) => ({ term: t.term, freq: t.termFreq }))]));
  } catch (e) {
    if (e instanceof EsError) return undefined;
    throw e;
  }
}
