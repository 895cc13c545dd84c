import { deleteDocument } from '../../index/documents';
import { writeConditionsFromParams } from '../params/write-conditions';
import { renderWriteResult } from '../render/write-result';
import type { Handler } from '../rest-types';
import { writeTarget, parseRefresh } from './common';

/** `delete` API: DELETE /{index}/{type}/{id}. A missing document is a 404 with `result: not_found`. */
export const deleteHandler: Handler = (req, state, scope) => {
  const warnings: string[] = [];
  const refresh = parseRefresh(req);
  // URL parameters are read (and refused) before a missing index is created, as ES's REST layer does.
  const { version, versionType, cas } = writeConditionsFromParams(req.params);
  const { index, routing } = writeTarget(state, scope, req.pathParams.index, req.params.get('routing'), warnings);
  const result = deleteDocument(state, scope, index, {
    type: req.pathParams.type ?? '_doc',
    id: req.pathParams.id,
    routing,
    version,
    versionType,
    cas,
  });
  if (refresh !== 'none') result.shard.refresh(true);
  return { status: result.result === 'not_found' ? 404 : 200, body: renderWriteResult(result, refresh === 'immediate'), warnings };
};
