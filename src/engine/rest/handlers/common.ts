import { EsError } from '../../errors/es-error';
import { illegalArgument } from '../../errors/catalog';
import { resolveDateMathName } from '../../index/date-math-name';
import { resolveWriteAlias } from '../../index/aliases';
import { open } from '../../index/resolve-indices';
import type { EngineState } from '../../engine-state';
import type { RequestScope } from '../../request-scope';
import { createIndex } from '../../index/create-index';
import { recordIndexMeta } from '../../index/persist';
import type { IndexService } from '../../index/index-service';
import { paramBoolean } from '../params/url-params';
import type { RestRequest } from '../rest-types';

/**
 * The index and routing of a write to `expression` (a date math name resolved first): the index, or an alias's
 * write index with the alias's index routing; a missing index is created on the fly (`action.auto_create_index`,
 * default true).
 */
export function writeTarget(state: EngineState, scope: RequestScope, expression: string, routing: string | undefined, warnings: string[]): { index: IndexService; routing: string | undefined } {
  const name = resolveDateMathName(expression, state.clock());
  const existing = resolveWriteAlias(state, name, routing);
  if (existing) {
    open(existing.index);
    return existing;
  }
  const svc = createIndex(state, scope.profile, { name, body: {}, includeTypeName: true }, warnings);
  state.indices.set(name, svc);
  recordIndexMeta(scope, svc);
  return { index: svc, routing };
}

export type RefreshPolicy = 'none' | 'immediate' | 'wait_for';

export function parseRefresh(req: RestRequest): RefreshPolicy {
  const v = req.params.get('refresh');
  if (v === undefined || v === 'false') return 'none';
  if (v === '' || v === 'true') return 'immediate';
  if (v === 'wait_for') return 'wait_for';
  throw illegalArgument(`Unknown value for refresh: [${v}].`);
}

/** `include_type_name`: unset, 6.8 reads mappings keyed by type (`typed68`), 7.x typeless. */
export function includeTypeName(req: RestRequest, scope: RequestScope, typed68 = true): boolean {
  return paramBoolean(req.params, 'include_type_name', scope.profile === '7' ? false : typed68);
}

export function requireBody(req: RestRequest): unknown {
  if (req.body === undefined) {
    throw new EsError({ type: 'parse_exception', reason: 'request body is required', status: 400 });
  }
  return req.body;
}

export const TYPES_DEPRECATION_CREATE =
  '[types removal] Using include_type_name in create index requests is deprecated. The parameter will be removed in the next major version.';
