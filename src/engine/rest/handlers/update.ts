import { writeConditionsFromParams } from '../params/write-conditions';
import { renderWriteResult } from '../render/write-result';
import { updateDocument, type UpdateResult } from '../../index/update-document';
import { parseUpdateBody } from '../params/update-params';
import { sourceFilterFromParams } from '../params/source-params';
import { paramInt, paramList } from '../params/url-params';
import type { Handler } from '../rest-types';
import { writeTarget, parseRefresh } from './common';

/** ES 6.8's RestUpdateAction: the `fields` parameter still works, with this warning. */
export const UPDATE_FIELDS_DEPRECATION = 'Deprecated field [fields] used, expected [_source] instead';

/** `update`: POST /{index}/{type}/{id}/_update and the 7.x typeless POST /{index}/_update/{id}. */
export const updateHandler: Handler = async (req, state, scope) => {
  const warnings: string[] = [];
  const refresh = parseRefresh(req);
  // URL parameters are read (and refused) before a missing index is created, as ES's REST layer does.
  const { version, versionType, cas } = writeConditionsFromParams(req.params);
  const retryOnConflict = paramInt(req.params, 'retry_on_conflict', 0);
  const fields = paramList(req.params, 'fields');
  if (fields !== undefined) warnings.push(UPDATE_FIELDS_DEPRECATION);
  const body = parseUpdateBody(req.body, scope, state.scripts);
  // The body's `_source` and `fields` win over the URL's.
  body.source ??= sourceFilterFromParams(req.params);
  body.fields ??= fields;
  const { index, routing } = writeTarget(state, scope, req.pathParams.index, req.params.get('routing'), warnings);
  const result = await updateDocument(state, scope, index, {
    type: req.pathParams.type ?? '_doc',
    id: req.pathParams.id,
    routing,
    body,
    version,
    versionType,
    cas,
    retryOnConflict,
  });
  const forced = refresh !== 'none' && !result.noop;
  if (forced) result.shard.refresh(true);
  return { status: result.result === 'created' ? 201 : 200, body: renderUpdateResult(result, refresh === 'immediate' && forced), warnings };
};

/** An update answer: the write's fields (a noop counts no shard copies), then `get` when asked for. */
export function renderUpdateResult(r: UpdateResult, forcedRefresh: boolean, status?: number): Record<string, unknown> {
  const out = renderWriteResult(r, forcedRefresh);
  if (r.noop) out._shards = { total: 0, successful: 0, failed: 0 };
  if (r.seqNo < 0) {
    delete out._seq_no;
    delete out._primary_term;
  }
  if (r.get !== undefined) out.get = r.get;
  if (status !== undefined) out.status = status;
  return out;
}
