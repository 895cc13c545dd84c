import { EsError, renderEsError } from '../../errors/es-error';
import { actionRequestValidation, illegalArgument, parseException } from '../../errors/catalog';
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
  // MultiTermVectorsRequest.add: its answers for members it does not know, by the kind of their value.
  for (const [k, v] of Object.entries(body)) {
    if (Array.isArray(v) ? k === 'docs' || k === 'ids' : isObject(v) ? k === 'parameters' : false) continue;
    throw parseException(Array.isArray(v) ? `no parameter named [${k}] and type ARRAY` : isObject(v) ? `no parameter named [${k}] and type OBJECT` : `_mtermvectors: Parameter [${k}] not supported`);
  }
  const defaults = isObject(body.parameters) ? body.parameters : {};
  const items: Array<Record<string, unknown>> = [];
  if (Array.isArray(body.docs)) {
    for (const d of body.docs) {
      if (!isObject(d)) throw illegalArgument('docs array element should include an object');
      items.push(d);
    }
  }
  if (Array.isArray(body.ids) && body.ids.some((x) => typeof x === 'object' && x !== null)) throw illegalArgument('ids array element should only contain ids');
  const ids = Array.isArray(body.ids) ? body.ids.map(String) : req.params.get('ids')?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
  for (const id of ids) items.push({ _id: id });
  if (items.length === 0) throw actionRequestValidation(['multi term vectors: no documents requested']);
  const params = new Map(req.params);
  params.delete('ids');
  // Every doc's request is read before any runs: one ES cannot parse fails the whole request.
  const parsed = items.map((item) => {
    const { _index: _i, _type: _t, _id: _d, ...rest } = item;
    const id = item._id === undefined ? undefined : String(item._id);
    return { item, id, tv: applyTermVectorsParams(parseTermVectorsRequest({ ...defaults, ...rest }, id, warnings), params) };
  });
  const docs = parsed.map(({ item, id, tv }) => {
    const indexName = (item._index as string | undefined) ?? req.pathParams.index;
    const type = (item._type as string | undefined) ?? req.pathParams.type ?? '_doc';
    try {
      if (!indexName) throw actionRequestValidation(['index is missing']);
      const index = resolveSingleIndex(state, indexName);
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
