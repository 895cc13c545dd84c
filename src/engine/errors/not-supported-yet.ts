import { EsError } from './es-error';

/**
 * What Elasticsearch 6.8 accepts and Searchpad does not implement yet: the one table of refusals. A request that
 * uses any of these is answered with a 400 naming it, never accepted and dropped. Implementing one means
 * removing its name here (a test sends every name of the 6.8 request definitions and checks each is either
 * honoured or refused by name).
 */

/** Members of a search body (6.8's SearchSourceBuilder) not implemented yet. */
export const SEARCH_BODY_NOT_SUPPORTED_YET: ReadonlySet<string> = new Set<string>([]);

/** URL parameters, per API (rest-api-spec name), that are not implemented yet. */
export const PARAMS_NOT_SUPPORTED_YET: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  ['index', new Set(['pipeline'])],
  ['create', new Set(['pipeline'])],
  ['bulk', new Set(['pipeline'])],
  ['update_by_query', new Set(['pipeline'])],
]);

/** Members of a bulk action's metadata line not implemented yet. */
export const BULK_ACTION_NOT_SUPPORTED_YET: ReadonlySet<string> = new Set(['pipeline', 'fields']);

/** The refusal: `illegal_argument_exception` (ES's answer to an argument it cannot honour), naming the member. */
export function notSupportedYet(what: string, name: string): EsError {
  return new EsError({ type: 'illegal_argument_exception', reason: `${what} [${name}] is not supported by Searchpad yet`, status: 400 });
}

/** Refuses the first body member of `body` that `refused` names. */
export function refuseMembers(what: string, body: Record<string, unknown>, refused: ReadonlySet<string>) {
  for (const k of Object.keys(body)) if (refused.has(k)) throw notSupportedYet(what, k);
}

/** Refuses the first URL parameter `api` does not implement yet. */
export function refuseParams(api: string, params: ReadonlyMap<string, string>) {
  if (params.size === 0) return;
  const refused = PARAMS_NOT_SUPPORTED_YET.get(api);
  if (!refused) return;
  for (const k of params.keys()) if (refused.has(k)) throw notSupportedYet('parameter', k);
}
