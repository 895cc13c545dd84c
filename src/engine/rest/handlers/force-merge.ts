import { illegalArgument } from '../../errors/catalog';
import { forceMerge } from '../../index/force-merge';
import { resolveIndices } from '../../index/resolve-indices';
import { indicesOptionsFromParams } from '../params/indices-options';
import { paramBoolean } from '../params/url-params';
import type { Handler } from '../rest-types';

/** `indices.forcemerge`: POST /_forcemerge, /{index}/_forcemerge. */
export const forceMergeHandler: Handler = (req, state) => {
  const targets = resolveIndices(state, req.pathParams.index, indicesOptionsFromParams(req.params, { ignoreUnavailable: false, allowNoIndices: true }, { forbidClosed: true }));
  const raw = req.params.get('max_num_segments');
  const maxNumSegments = raw === undefined ? undefined : Number(raw);
  if (maxNumSegments !== undefined && !Number.isInteger(maxNumSegments)) throw illegalArgument(`Failed to parse int parameter [max_num_segments] with value [${raw}]`);
  const onlyExpungeDeletes = paramBoolean(req.params, 'only_expunge_deletes', false);
  paramBoolean(req.params, 'flush', true);
  let total = 0;
  let successful = 0;
  for (const svc of targets) {
    forceMerge(svc, { maxNumSegments, onlyExpungeDeletes });
    total += svc.numberOfShards * (1 + svc.numberOfReplicas);
    successful += svc.numberOfShards;
  }
  return { status: 200, body: { _shards: { total, successful, failed: 0 } } };
};
