import { actionRequestValidation, illegalArgument } from '../../errors/catalog';
import { EsError, renderEsError } from '../../errors/es-error';
import { isObject, parseJsonText } from '../../util/json';
import type { Handler, RestRequest } from '../rest-types';
import { searchHandler } from './search';

/** One search of a multi search: its header's index/type/options and its body. */
export interface MsearchItem {
  index?: string;
  type?: string;
  params: Map<string, string>;
  body: unknown;
}

/** Header keys MultiSearchRequest.readMultiLineFormat reads, with the URL parameter each becomes. */
const HEADER_PARAMS = new Map<string, string>([
  ['search_type', 'search_type'], ['searchType', 'search_type'],
  ['request_cache', 'request_cache'], ['requestCache', 'request_cache'],
  ['preference', 'preference'], ['routing', 'routing'],
  ['allow_partial_search_results', 'allow_partial_search_results'],
  ['ccs_minimize_roundtrips', 'ccs_minimize_roundtrips'], ['ccsMinimizeRoundtrips', 'ccs_minimize_roundtrips'],
  ['expand_wildcards', 'expand_wildcards'], ['expandWildcards', 'expand_wildcards'],
  ['ignore_unavailable', 'ignore_unavailable'], ['ignoreUnavailable', 'ignore_unavailable'],
  ['allow_no_indices', 'allow_no_indices'], ['allowNoIndices', 'allow_no_indices'],
  ['ignore_throttled', 'ignore_throttled'], ['ignoreThrottled', 'ignore_throttled'],
]);

/** XContentMapValues.nodeStringArrayValue: a list, or a comma-separated string. */
function stringList(v: unknown): string {
  return Array.isArray(v) ? v.map(String).join(',') : String(v);
}

function readHeader(header: unknown, item: MsearchItem) {
  if (!isObject(header)) return;
  for (const [key, value] of Object.entries(header)) {
    if (key === 'index' || key === 'indices') item.index = stringList(value);
    else if (key === 'type' || key === 'types') item.type = stringList(value);
    else if (HEADER_PARAMS.has(key)) item.params.set(HEADER_PARAMS.get(key)!, Array.isArray(value) ? value.join(',') : String(value));
    else throw illegalArgument(`key [${key}] is not supported in the metadata section`);
  }
}

/**
 * The NDJSON body as MultiSearchRequest.readMultiLineFormat reads it: header line, body line, ...; an empty
 * first line is skipped, an empty header line is `{}`, and a body not ended by a newline is refused.
 * Clients that send the lines as an array (our conformance runner, JS callers) give them already parsed.
 */
export function parseMsearchBody(raw: string | unknown[] | undefined, defaults: { index?: string; type?: string }): MsearchItem[] {
  const items: MsearchItem[] = [];
  const fresh = (): MsearchItem => ({ index: defaults.index, type: defaults.type, params: new Map(), body: undefined });
  if (Array.isArray(raw)) {
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const item = fresh();
      readHeader(raw[i], item);
      item.body = raw[i + 1];
      items.push(item);
    }
    return items;
  }
  const text = raw ?? '';
  let from = 0;
  const next = (start: number) => {
    const at = text.indexOf('\n', start);
    if (at < 0 && start !== text.length) throw illegalArgument('The msearch request must be terminated by a newline [\n]');
    return at;
  };
  for (;;) {
    let marker = next(from);
    if (marker < 0) break;
    if (marker === 0) {
      from = 1;
      continue;
    }
    const item = fresh();
    const headerText = text.slice(from, marker);
    if (headerText.trim() !== '') readHeader(parseJsonText(headerText, { locations: false }), item);
    from = marker + 1;
    marker = next(from);
    if (marker < 0) break;
    const bodyText = text.slice(from, marker);
    item.body = bodyText.trim() === '' ? undefined : parseJsonText(bodyText, { locations: false });
    items.push(item);
    from = marker + 1;
  }
  return items;
}

/** URL parameters of msearch that every item's search reads. */
const ITEM_URL_PARAMS = ['search_type', 'typed_keys', 'rest_total_hits_as_int', 'max_concurrent_shard_requests', 'pre_filter_shard_size'];

/**
 * `msearch`: each search runs on its own; a failed one is an `{error, status}` item, the others answer as
 * `_search` does plus their `status` (MultiSearchResponse).
 */
export const msearchHandler: Handler = async (req, state, scope) => {
  const started = state.clock();
  if (req.params.has('max_concurrent_searches')) {
    const n = Number(req.params.get('max_concurrent_searches'));
    if (!Number.isInteger(n)) throw illegalArgument(`Failed to parse int parameter [max_concurrent_searches] with value [${req.params.get('max_concurrent_searches')}]`);
    if (n < 1) throw illegalArgument('maxConcurrentSearches must be positive');
  }
  const raw = Array.isArray(req.body) ? req.body : req.rawBody;
  const items = parseMsearchBody(raw, { index: req.pathParams.index, type: req.pathParams.type });
  if (items.length === 0) throw actionRequestValidation(['no requests added']);
  const responses: unknown[] = [];
  for (const item of items) {
    const params = new Map<string, string>();
    for (const p of ITEM_URL_PARAMS) if (req.params.has(p)) params.set(p, req.params.get(p)!);
    for (const [k, v] of item.params) params.set(k, v);
    const pathParams: Record<string, string> = {};
    if (item.index !== undefined) pathParams.index = item.index;
    if (item.type !== undefined) pathParams.type = item.type;
    const sub: RestRequest = { method: 'POST', rawPath: req.rawPath, pathParams, params, body: item.body, rawBody: undefined, routePath: req.routePath };
    try {
      const res = await searchHandler(sub, state, scope);
      responses.push({ ...(res.body as Record<string, unknown>), status: res.status });
    } catch (e) {
      if (!(e instanceof EsError) || e.type === 'task_cancelled_exception') throw e;
      responses.push(renderEsError(e));
    }
  }
  return { status: 200, body: { took: Math.max(0, state.clock() - started), responses } };
};
