import type { ValidateOptions } from '../../search/validate-query';
import { paramBoolean } from './url-params';

/** RestValidateQueryAction's flags (`explain`, `rewrite`, `all_shards`) and the path's types. */
export function validateOptionsFromParams(params: Map<string, string>, types: string | undefined): ValidateOptions {
  return {
    explain: paramBoolean(params, 'explain', false),
    rewrite: paramBoolean(params, 'rewrite', false),
    allShards: paramBoolean(params, 'all_shards', false),
    types: types?.split(','),
  };
}
