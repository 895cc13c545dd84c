/**
 * Searchpad's engine: an Elasticsearch 6.8-compatible search engine in TypeScript. One entry,
 * `createEngine`, whose `request({method, path, body})` answers as ES's REST layer would.
 */
export type { Engine, EngineRequest, EngineResponse } from './types';
import type { EngineState } from './engine-state';
import { CORE_ROUTES } from './rest/routes';
import { SEARCH_ROUTES } from './rest/search-routes';
import { TERMVECTORS_ROUTES } from './rest/termvectors-routes';
import { Router } from './rest/router';
import type { Route } from './rest/rest-types';
import type { Engine } from './types';
import { randomBase64Id, seededRandom } from './util/ids';

export interface EngineOptions {
  /** Milliseconds since the epoch; injected so tests are deterministic. Defaults to Date.now. */
  clock?: () => number;
  /** Randomness for ids and uuids. Defaults to a seeded generator (seed 42). */
  random?: () => number;
}

/** Every route the engine serves. */
const ROUTES: Route[] = [...CORE_ROUTES, ...SEARCH_ROUTES, ...TERMVECTORS_ROUTES];

export function createEngine(options: EngineOptions = {}): Engine {
  const random = options.random ?? seededRandom(42);
  const state: EngineState = {
    indices: new Map(),
    clock: options.clock ?? (() => Date.now()),
    random,
    nextArtificialId: 0,
    nodeId: randomBase64Id(random, 22),
    nodeName: 'searchpad',
    clusterName: 'searchpad',
    clusterUuid: randomBase64Id(random, 22),
  };
  const router = new Router(ROUTES);
  return {
    async request(req) {
      // The refresh interval elapses between requests: apply scheduled refreshes first.
      const now = state.clock();
      for (const svc of state.indices.values()) svc.maybeScheduledRefresh(now);
      return router.dispatch(req.method, req.path, req.body, state);
    },
  };
}
