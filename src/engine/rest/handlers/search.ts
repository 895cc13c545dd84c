import { renderAggregations } from '../../aggregations/index';
import { actionRequestValidation, illegalArgument } from '../../errors/catalog';
import type { EngineState } from '../../engine-state';
import { searchScopes } from '../../index/aliases';
import type { IndexService } from '../../index/index-service';
import { resolveIndices, type IndicesOptions } from '../../index/resolve-indices';
import { indicesOptionsFromParams } from '../params/indices-options';

/** SearchRequest's default IndicesOptions (strictExpandOpenAndForbidClosed): wildcards expand to open indices. */
const SEARCH_INDICES_OPTIONS: IndicesOptions = { ignoreUnavailable: false, allowNoIndices: true, expandWildcards: 'open' };
import { resolveIndexBoosts } from '../../search/index-boost';
import { executeSuggest } from '../../search/suggest/suggest-service';
import { renderSuggest } from '../render/suggest';
import { executeSearch, parseSearchRequest } from '../../search/search-service';
import { countTerminateAfter, searchUrlOverrides } from '../params/search-params';
import { renderProfile } from '../render/profile';
import { queryContent } from '../query-content';
import { renderHit, renderMaxScore } from '../render/search-hits';
import { sourceFilterFromParams } from '../params/source-params';
import type { Handler } from '../rest-types';
import { openScroll, parseKeepAlive, prepareScrollSearch } from './scroll';
import { DISABLED, parseTrackTotalHits, renderTotalHits } from './total-hits';
import { uriQuery } from '../params/uri-query';

/**
 * The alias filters and search routing of each index, with the request's `routing` values: alone, or
 * intersected with an alias's search routing (ES's resolveSearchRouting).
 */
export function searchScopesWithRouting(state: EngineState, expression: string | undefined, indices: IndexService[], routingParam: string | undefined) {
  const scopes = searchScopes(state, expression, indices);
  if (routingParam === undefined) return scopes;
  const requested = new Set(routingParam.split(',').map((s) => s.trim()).filter(Boolean));
  for (const svc of indices) {
    const scope = scopes.get(svc) ?? {};
    scope.routing = scope.routing ? new Set([...scope.routing].filter((r) => requested.has(r))) : requested;
    scopes.set(svc, scope);
  }
  return scopes;
}

/**
 * `_shards`: counts, plus the failures when some shards failed (the others' hits are still returned). A shard the
 * can_match phase skipped counts as successful.
 */
function shardsSection(total: number, failures: unknown[], skipped: number) {
  const failed = failures.length;
  return failed === 0 ? { total, successful: total, skipped, failed } : { total, successful: total - failed, skipped, failed, failures };
}

/** 6.1's deprecated shard preferences. */
const DEPRECATED_PREFERENCES = new Set(['_primary', '_primary_first', '_replica', '_replica_first']);

function warnPreference(params: Map<string, string>, scope: Parameters<Handler>[2]) {
  const p = params.get('preference');
  if (p !== undefined && DEPRECATED_PREFERENCES.has(p)) scope.deprecations.add(`[${p}] has been deprecated in 6.1+, and will be removed in 7.0; use [_only_nodes] or [_prefer_nodes]`);
}

const flagParam = (params: Map<string, string>, name: string) => params.get(name) === 'true' || params.get(name) === '';

/** `batched_reduce_size` (512 by default; ES refuses less than 2). */
function batchedReduceSize(params: Map<string, string>): number {
  if (!params.has('batched_reduce_size')) return 512;
  const n = Number(params.get('batched_reduce_size'));
  if (!Number.isInteger(n)) throw illegalArgument(`Failed to parse int parameter [batched_reduce_size] with value [${params.get('batched_reduce_size')}]`);
  if (n <= 1) throw illegalArgument('batchedReduceSize must be >= 2');
  return n;
}

/**
 * ES's reduce phases: with more shards than `batched_reduce_size` (and aggregations or hits to merge), results are
 * reduced each time the buffer fills (it then holds the partial result and b - 1 free slots), plus the final reduce.
 */
function reducePhases(shards: number, batch: number, merges: boolean): number {
  if (!merges || shards <= batch) return 1;
  return 1 + Math.ceil((shards - batch) / (batch - 1));
}

/** `search`: GET|POST /_search, /{index}/_search, /{index}/{type}/_search. */
export const searchHandler: Handler = async (req, state, scope) => {
  const started = state.clock();
  const batch = batchedReduceSize(req.params);
  const warn = (text: string) => scope.deprecations.add(text);
  const sr = parseSearchRequest(req.body, searchUrlOverrides(req.params), warn);
  warnPreference(req.params, scope);
  if (req.params.has('q')) sr.query = uriQuery(req.params.get('q')!, req.params);
  const urlSource = sourceFilterFromParams(req.params, warn);
  if (urlSource) sr.source = urlSource;
  if (req.params.has('scroll')) prepareScrollSearch(sr, req.params, parseKeepAlive(state, req.params.get('scroll')!), warn);
  const trackTotalHits = parseTrackTotalHits(req.body, req.params, scope.profile);
  // SearchRequest.validate: a scroll needs its total.
  if (sr.scroll !== undefined && trackTotalHits === DISABLED) throw actionRequestValidation(['disabling [track_total_hits] is not allowed in a scroll context']);
  const options = indicesOptionsFromParams(req.params, SEARCH_INDICES_OPTIONS, { forbidClosed: true });
  const indices = resolveIndices(state, req.pathParams.index, options);
  if (sr.indicesBoost) sr.indexBoosts = resolveIndexBoosts(state, sr.indicesBoost, { ...options, forbidClosed: false });
  const types = req.pathParams.type?.split(',');
  const r = await executeSearch(state, scope, indices, sr, types, searchScopesWithRouting(state, req.pathParams.index, indices, req.params.get('routing')));
  const total = renderTotalHits(r.total, trackTotalHits, req.params, scope.profile);
  // ES 7: an empty window has no maximum score (null); 6.8 writes 0.0.
  const maxScore = scope.profile === '7' && sr.size === 0 ? null : renderMaxScore(r.maxScore);
  const hits = r.hits.map((h) => renderHit(h, sr, state.nodeId));
  const phases = reducePhases(r.shards, batch, sr.aggs !== undefined || sr.size !== 0);
  const took = Math.max(0, state.clock() - started);
  // SearchResponse writes `_scroll_id` first.
  const body: Record<string, unknown> = sr.scroll !== undefined ? { _scroll_id: openScroll(state, sr, r, (page) => page.map((h) => renderHit(h as Parameters<typeof renderHit>[0], sr, state.nodeId))), took, timed_out: false } : { took, timed_out: false };
  if (r.terminatedEarly !== undefined) body.terminated_early = r.terminatedEarly;
  if (phases !== 1) body.num_reduce_phases = phases;
  body._shards = shardsSection(r.shards, r.failures, r.skipped);
  // One literal per layout: a spread into a literal gives each answer a shape of its own.
  body.hits = total !== undefined ? { total, max_score: maxScore, hits } : { max_score: maxScore, hits };
  if (r.aggregations) body.aggregations = renderAggregations(r.aggregations, flagParam(req.params, 'typed_keys'));
  if (r.profile) body.profile = renderProfile(r.profile, state.nodeId, flagParam(req.params, 'human'), scope.profile);
  if (sr.suggest) body.suggest = renderSuggest(executeSuggest(indices, sr.suggest, sr.source), flagParam(req.params, 'typed_keys'));
  return { status: 200, body };
};

/** `count`: the number of matching documents. */
export const countHandler: Handler = async (req, state, scope) => {
  // Of the search parameters, count takes only those choosing the shards.
  // RestCountAction reads the body as RestActions.getQueryContent: `query` and nothing else.
  const query = queryContent(req.body);
  const sr = parseSearchRequest(query === undefined ? undefined : { query }, searchUrlOverrides(new Map([...req.params].filter(([k]) => k === 'routing' || k === 'preference'))));
  warnPreference(req.params, scope);
  sr.size = 0;
  if (req.params.has('q')) sr.query = uriQuery(req.params.get('q')!, req.params);
  if (req.params.has('min_score')) sr.minScore = Math.fround(Number(req.params.get('min_score')));
  // RestCountAction: terminate_after as paramAsInt, checked, and `terminated_early` answered whenever it is not 0.
  const terminateAfter = countTerminateAfter(req.params);
  sr.terminateAfter = terminateAfter;
  const indices = resolveIndices(state, req.pathParams.index, indicesOptionsFromParams(req.params, SEARCH_INDICES_OPTIONS, { forbidClosed: true }));
  const r = await executeSearch(state, scope, indices, sr, req.pathParams.type?.split(','), searchScopesWithRouting(state, req.pathParams.index, indices, req.params.get('routing')));
  const shards = shardsSection(r.shards, r.failures, r.skipped);
  return { status: 200, body: terminateAfter !== 0 ? { terminated_early: r.terminatedEarly === true, count: r.total, _shards: shards } : { count: r.total, _shards: shards } };
};
