import { recordIndexMeta } from '../../index/persist';
import { resolveIndices } from '../../index/resolve-indices';
import { paramBoolean } from '../params/url-params';
import type { Handler, RestRequest } from '../rest-types';
import type { EngineState } from '../../engine-state';
import type { RequestScope } from '../../request-scope';

/** The indices an open or close names (wildcards and `_all` included), each marked and persisted. */
function setClosed(req: RestRequest, state: EngineState, scope: RequestScope, closed: boolean) {
  const targets = resolveIndices(state, req.pathParams.index, {
    ignoreUnavailable: paramBoolean(req.params, 'ignore_unavailable', false),
  });
  for (const svc of targets) {
    if (svc.closed === closed) continue;
    // Closing makes what was written durable and visible on reopening, as ES flushes before closing.
    if (closed) svc.refresh();
    svc.closed = closed;
    recordIndexMeta(scope, svc);
  }
}

/** `indices.close`: POST /{index}/_close — the index stays, refusing reads and writes until opened. */
export const closeIndexHandler: Handler = (req, state, scope) => {
  setClosed(req, state, scope, true);
  return { status: 200, body: { acknowledged: true } };
};

/** `indices.open`: POST /{index}/_open. */
export const openIndexHandler: Handler = (req, state, scope) => {
  setClosed(req, state, scope, false);
  return { status: 200, body: { acknowledged: true, shards_acknowledged: true } };
};
