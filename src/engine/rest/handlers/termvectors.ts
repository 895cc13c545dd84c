import { resolveSingleIndex } from '../../index/resolve-indices';
import { parseTermVectorsRequest } from '../../termvectors/termvectors-request';
import { artificialDocTermVectors, storedDocTermVectors } from '../../termvectors/termvectors-service';
import type { TermVectorsResult } from '../../termvectors/termvectors-service';
import type { Handler } from '../rest-types';

/** A term vectors answer in ES's key order (es-semantics §1.8): no `_id` for a found artificial doc. */
export function renderTermVectors(index: string, type: string, artificial: boolean, result: TermVectorsResult, took: number) {
  const body: Record<string, unknown> = { _index: index, _type: type };
  if (!artificial || !result.found) body._id = result.id;
  body._version = result.version;
  body.found = result.found;
  body.took = took;
  if (result.found) body.term_vectors = result.termVectors ?? {};
  return body;
}

/** `termvectors`: stored or artificial documents; always 200, `found:false` included. */
export const termvectorsHandler: Handler = (req, state) => {
  const started = state.clock();
  const index = resolveSingleIndex(state, req.pathParams.index);
  const type = req.pathParams.type ?? '_doc';
  const warnings: string[] = [];
  const tv = parseTermVectorsRequest(req.body, req.params, req.pathParams.id, warnings);
  const result = tv.doc ? artificialDocTermVectors(state, index, type, tv) : storedDocTermVectors(state, index, type, tv);
  const body = renderTermVectors(index.name, type, tv.doc !== undefined, result, Math.max(0, state.clock() - started));
  return { status: 200, body, warnings };
};
