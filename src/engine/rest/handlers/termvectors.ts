import { resolveSingleIndex } from '../../index/resolve-indices';
import { parseTermVectorsRequest } from '../../termvectors/termvectors-request';
import { artificialDocTermVectors, storedDocTermVectors } from '../../termvectors/termvectors-service';
import { applyTermVectorsParams } from '../params/termvectors-params';
import { renderTermVectors } from '../render/termvectors';
import type { Handler } from '../rest-types';

/** `termvectors`: stored or artificial documents; always 200, `found:false` included. */
export const termvectorsHandler: Handler = (req, state) => {
  const started = state.clock();
  const index = resolveSingleIndex(state, req.pathParams.index);
  const type = req.pathParams.type ?? '_doc';
  const warnings: string[] = [];
  const tv = applyTermVectorsParams(parseTermVectorsRequest(req.body, req.pathParams.id, warnings), req.params);
  const result = tv.doc ? artificialDocTermVectors(state, index, type, tv) : storedDocTermVectors(state, index, type, tv);
  const body = renderTermVectors(index.name, type, tv.doc !== undefined, result, Math.max(0, state.clock() - started));
  return { status: 200, body, warnings };
};
