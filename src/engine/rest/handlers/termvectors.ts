import { resolveSingleIndex } from '../../index/resolve-indices';
import { parseTermVectorsRequest } from '../../termvectors/termvectors-request';
import { artificialDocTermVectors, storedDocTermVectors } from '../../termvectors/termvectors-service';
import type { Handler } from '../rest-types';

/** `termvectors`: stored or artificial documents; always 200, `found:false` included. */
export const termvectorsHandler: Handler = (req, state) => {
  const started = state.clock();
  const index = resolveSingleIndex(state, req.pathParams.index);
  const type = req.pathParams.type ?? '_doc';
  const warnings: string[] = [];
  const tv = parseTermVectorsRequest(req.body, req.params, req.pathParams.id, warnings);
  const result = tv.doc ? artificialDocTermVectors(state, index, type, tv) : storedDocTermVectors(state, index, type, tv);
  const body: Record<string, unknown> = { _index: index.name, _type: type };
  if (!tv.doc || !result.found) body._id = result.id;
  body._version = result.version;
  body.found = result.found;
  body.took = Math.max(0, state.clock() - started);
  if (result.found) body.term_vectors = result.termVectors ?? {};
  return { status: 200, body, warnings };
};
