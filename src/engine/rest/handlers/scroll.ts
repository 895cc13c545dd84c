import { actionRequestValidation, illegalArgument } from '../../errors/catalog';
import { EsError } from '../../errors/es-error';
import type { EngineState } from '../../engine-state';
import { parseTimeValue } from '../../index/settings';
import { scrollContexts, type ScrollContext } from '../../search/scroll-contexts';
import type { SearchRequest } from '../../search/search-request';
import { tokenName } from '../../util/json-token';
import { isObject } from '../../util/json';
import type { RequestScope } from '../../request-scope';
import type { Handler } from '../rest-types';
import { clusterSetting } from './cluster-settings';
import { renderMaxScore } from '../render/search-hits';
import { renderTotalHits } from './total-hits';


/** TimeValue.toString: the largest unit that fits, with at most one decimal. */
function timeValueText(ms: number): string {
  const units: Array<[number, string]> = [[86_400_000, 'd'], [3_600_000, 'h'], [60_000, 'm'], [1000, 's']];
  for (const [size, name] of units) if (ms >= size) return `${Math.round((ms / size) * 10) / 10}${name}`;
  return `${ms}ms`;
}

/** A `scroll` keep-alive, checked against `search.max_keep_alive` (a day unless set) as SearchService.contextScrollKeepAlive. */
export function parseKeepAlive(state: EngineState, text: string): number {
  const ms = parseTimeValue(text, 'scroll');
  const maxSetting = clusterSetting(state, 'search.max_keep_alive');
  const max = maxSetting === undefined ? 86_400_000 : parseTimeValue(maxSetting, 'search.max_keep_alive');
  if (ms > max) {
    throw illegalArgument(`Keep alive for scroll (${timeValueText(ms)}) is too large. It must be less than (${timeValueText(max)}). This limit can be set by changing the [search.max_keep_alive] cluster level setting.`);
  }
  return ms;
}

/**
 * SearchRequest.validate for a scroll (6.8): `size: 0` is refused; rescore is ignored with a deprecation warning,
 * an explicit request_cache warned about.
 */
export function prepareScrollSearch(sr: SearchRequest, params: Map<string, string>, keepAlive: number, warn: (text: string) => void) {
  if (sr.size === 0) throw actionRequestValidation(['[size] cannot be [0] in a scroll context']);
  if (params.has('request_cache')) warn('Explicitly set [request_cache] for a scroll query is deprecated and will return a 400 error in future versions');
  if (sr.rescore.length > 0) {
    warn('Using [rescore] for a scroll query is deprecated and will be ignored. From 7.0 on will return a 400 error');
    sr.rescore = [];
  }
  sr.scroll = keepAlive;
}

const unknownParameter = (key: string, v: unknown) => illegalArgument(`Unknown parameter [${key}] in request body or parameter is of the wrong type[${tokenName(v)}] `);

/** One page of a scroll, rendered as a search response with the scroll id first. */
function scrollPage(state: EngineState, profile: RequestScope['profile'], scrollId: string, ctx: ScrollContext, params: Map<string, string>, started: number) {
  const slice = ctx.ordered.slice(ctx.position, ctx.position + ctx.size);
  ctx.position += slice.length;
  const hits = ctx.render(slice);
  const total = renderTotalHits(ctx.total, Number.MAX_SAFE_INTEGER, params, profile);
  return {
    _scroll_id: scrollId,
    took: Math.max(0, state.clock() - started),
    timed_out: false,
    _shards: { total: ctx.shards, successful: ctx.shards, skipped: 0, failed: 0 },
    hits: total !== undefined ? { total, max_score: ctx.maxScore, hits } : { max_score: ctx.maxScore, hits },
  };
}

/** `scroll`: GET|POST /_search/scroll[/{scroll_id}]; the body's `scroll_id` and `scroll` win over the URL's. */
export const scrollHandler: Handler = async (req, state, scope) => {
  const started = state.clock();
  let scrollId = req.pathParams.scroll_id ?? req.params.get('scroll_id');
  let keepAlive = req.params.get('scroll');
  if (req.body !== undefined) {
    if (!isObject(req.body)) throw illegalArgument('Malformed content, must start with an object');
    for (const [k, v] of Object.entries(req.body)) {
      if (k === 'scroll_id' && typeof v === 'string') scrollId = v;
      else if (k === 'scroll' && typeof v === 'string') keepAlive = v;
      else throw unknownParameter(k, v);
    }
  }
  if (scrollId === undefined || scrollId === '') throw actionRequestValidation(['scrollId is missing']);
  const keepAliveMs = keepAlive === undefined ? undefined : parseKeepAlive(state, keepAlive);
  const ctx = scrollContexts(state).get(scrollId);
  if (keepAliveMs !== undefined) ctx.keepAlive = keepAliveMs;
  return { status: 200, body: scrollPage(state, scope.profile, scrollId, ctx, req.params, started) };
};

/** `clear_scroll`: DELETE /_search/scroll[/{scroll_id}], ids in the path or the body, `_all` for every context. */
export const clearScrollHandler: Handler = async (req, state) => {
  const ids: string[] = [];
  const pathIds = req.pathParams.scroll_id ?? req.params.get('scroll_id');
  if (pathIds) ids.push(...pathIds.split(',').filter((s) => s !== ''));
  if (req.body !== undefined) {
    if (!isObject(req.body)) throw illegalArgument('Malformed content, must start with an object');
    for (const [k, v] of Object.entries(req.body)) {
      if (k === 'scroll_id' && Array.isArray(v)) {
        for (const id of v) {
          if (typeof id !== 'string') throw illegalArgument('scroll_id array element should only contain scroll_id');
          ids.push(id);
        }
      } else if (k === 'scroll_id' && typeof v === 'string') ids.push(v);
      else throw unknownParameter(k, v);
    }
  }
  if (ids.length === 0) throw actionRequestValidation(['no scroll ids specified']);
  const contexts = scrollContexts(state);
  const freed = ids.length === 1 && ids[0] === '_all' ? contexts.clearAll() : contexts.clear(ids);
  // ClearScrollResponse.status: nothing freed is 404.
  return { status: freed === 0 ? 404 : 200, body: { succeeded: true, num_freed: freed } };
};

/** Opens the scroll context of a search that asked for one; returns its id. `renderHits` renders fetched hits. */
export function openScroll(state: EngineState, sr: SearchRequest, r: { total: number; maxScore: number | null; shards: number; scroll?: { ordered: readonly unknown[]; fetch: (hits: readonly unknown[]) => unknown[] } }, renderHits: (fetched: unknown[]) => unknown[]): string {
  if (!r.scroll || sr.scroll === undefined) throw new EsError({ type: 'illegal_state_exception', reason: 'no scroll context', status: 500 });
  const fetch = r.scroll.fetch;
  return scrollContexts(state).open({
    ordered: r.scroll.ordered,
    render: (hits) => renderHits(fetch(hits)),
    total: r.total,
    maxScore: r.maxScore === null ? null : renderMaxScore(r.maxScore),
    shards: r.shards,
    size: sr.size,
    position: sr.from + sr.size,
    keepAlive: sr.scroll,
  }, state.nodeId);
}
