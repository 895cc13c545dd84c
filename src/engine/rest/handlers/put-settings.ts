import { resolveIndices } from '../../index/resolve-indices';
import { parseSettingsUpdate, updateSettings } from '../../index/update-settings';
import { paramBoolean } from '../params/url-params';
import type { Handler } from '../rest-types';
import { requireBody } from './common';

/** `indices.put_settings`: PUT /_settings, /{index}/_settings — dynamic settings, static ones on closed indices. */
export const putSettingsHandler: Handler = (req, state, scope) => {
  const update = parseSettingsUpdate(requireBody(req));
  const targets = resolveIndices(state, req.pathParams.index, {
    ignoreUnavailable: paramBoolean(req.params, 'ignore_unavailable', false),
    allowNoIndices: paramBoolean(req.params, 'allow_no_indices', true),
  });
  updateSettings(scope.mutations, targets, update, paramBoolean(req.params, 'preserve_existing', false));
  return { status: 200, body: { acknowledged: true } };
};
