import { EsError, renderEsError } from '../../errors/es-error';
import { actionRequestValidation, illegalArgument } from '../../errors/catalog';
import { resolveSingleIndex } from '../../index/resolve-indices';
import { parseTermVectorsRequest } from '../../termvectors/termvectors-request';
import { artificialDocTermVectors, storedDocTermVectors } from '../../termvectors/termvectors-service';
import { isObject } from '../../util/json';
import type { Handler } from '../rest-types';
import { applyTermVectorsParams } from '../params/termvectors-params';
import { renderTermVectors } from '../render/termvectors';

/** `mtermvectors`: several term vectors requests; URL parameters are each doc's defaults. */
export const mtermvectorsHandler: Handler = (req, state) => {
  const started = state.clock();
  const warnings: string[] = [];
  const body = isObject(req.body) ? req.body : {};
  for (const k of Object.keys(body)) if (k !== 'docs' && k !== 'ids' && k !== 'parameters') throw illegalArgument(`Unknown parameter [${k}] in request body`);
  const defaults = isObject(body.parameters) ? body.parameters : {};
  const items: Array<Record<string, unknown>> = [];
  if (Array.isArray(body.docs)) items.push(...body.docs.map((d) => (isObject(d) ? d : {})));
  const ids = Array.isArray(body.ids) ? body.ids.map(String) : req.params.get('ids')?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
  for (const id of ids) items.push({ _id: id });
  if (items.length === 0) throw actionRequestValidation(['multi term vectors: no documents requested']);
  const params = new Map(req.params);
  params.delete('ids');
  const docs = items.map((item) => {
    const indexName = (item._index as string | undefined) ?? req.pathParams.index;
    const type = (item._type as string | undefined) ?? req.pathParams.type ?? '_doc';
    const id = item._id === undefined ? undefined : String(item._id);
    try {
      if (!indexName) throw actionRequestValidation(['index is missing']);
      const index = resolveSingleIndex(state, indexName);
      const { _index: _i, _type: _t, _id: _d, ...rest } = item;
      const tv = applyTermVectorsParams(parseTermVectorsRequest({ ...defaults, ...rest }, id, warnings), params);
      const result = tv.doc ? artificialDocTermVectors(state, index, type, tv) : storedDocTermVectors(state, index, type, tv);
      return renderTermVectors(index.name, type, tv.doc !== undefined, result, Math.max(0, state.clock() - started));
    } catch (e) {
      if (!(e instanceof EsError)) throw e;
      const error = renderEsError(e).error;
      return { _index: indexName, _type: type, _id: id, error };
    }
  });
  return { status: 200, body: { docs }, warnings };
};
