/**
 * Searchpad's engine: an Elasticsearch 6.8-compatible search engine in TypeScript. One entry,
 * `createEngine`, whose `request({method, path, body})` answers as ES's REST layer would.
 */
export type { Engine, EngineRequest, EngineResponse, VersionProfile } from './types';
export { VERSION_PROFILES } from './types';
export type { SnapshotStore, Snapshot, Mutation, StoredDoc, StoredIndexMeta } from './storage/snapshot-store';
export { SNAPSHOT_FORMAT_VERSION } from './storage/snapshot-store';
export { MemoryStore } from './storage/memory-store';
import type { EngineState } from './engine-state';
import { genericException } from './errors/catalog';
import { renderEsError } from './errors/es-error';
import { restoreSnapshot } from './index/persist';
import { CORE_ROUTES } from './rest/routes';
import { Router } from './rest/router';
import { SEARCH_ROUTES } from './rest/search-routes';
import { TERMVECTORS_ROUTES } from './rest/termvectors-routes';
import type { Route } from './rest/rest-types';
import { MemoryStore } from './storage/memory-store';
import type { SnapshotStore } from './storage/snapshot-store';
import type { Engine, EngineResponse, VersionProfile } from './types';
import { randomBase64Id, seededRandom } from './util/ids';

export interface EngineOptions {
  /** Where acknowledged writes are kept. Defaults to an in-memory store. */
  store?: SnapshotStore;
  /** Milliseconds since the epoch; injected so tests are deterministic. Defaults to Date.now. */
  clock?: () => number;
  /** Randomness for ids and uuids. Defaults to a seeded generator (seed 42). */
  random?: () => number;
  /** The Elasticsearch version whose response shapes to give: '6.8' (default) or '7'. A request may override it. */
  profile?: VersionProfile;
}

/** Every route the engine serves. */
const ROUTES: Route[] = [...CORE_ROUTES, ...SEARCH_ROUTES, ...TERMVECTORS_ROUTES];

export interface SearchpadEngine extends Engine {
  /** Resolves once the store's snapshot is loaded (requests wait for it anyway). */
  readonly ready: Promise<void>;
}

export function createEngine(options: EngineOptions = {}): SearchpadEngine {
  const random = options.random ?? seededRandom(42);
  const store = options.store ?? new MemoryStore();
  const state: EngineState = {
    indices: new Map(),
    clock: options.clock ?? (() => Date.now()),
    random,
    nextArtificialId: 0,
    mutations: [],
    profile: options.profile ?? '6.8',
    nodeId: randomBase64Id(random, 22),
    nodeName: 'searchpad',
    clusterName: 'searchpad',
    clusterUuid: randomBase64Id(random, 22),
  };
  const router = new Router(ROUTES);
  const reload = async () => restoreSnapshot(state, await store.load());
  const ready = reload();
  // Requests run one at a time, as each commits its writes before the next one reads.
  let queue: Promise<unknown> = ready;

  const handle = async (method: string, path: string, body: unknown, profile: VersionProfile): Promise<EngineResponse> => {
    state.profile = profile;
    // The refresh interval elapses between requests: apply scheduled refreshes first.
    const now = state.clock();
    for (const svc of state.indices.values()) svc.maybeScheduledRefresh(now);
    state.mutations = [];
    const response = await router.dispatch(method, path, body, state);
    const mutations = state.mutations;
    state.mutations = [];
    if (mutations.length === 0) return response;
    const failed = response.status >= 400 && typeof response.body === 'object' && response.body !== null && 'error' in response.body;
    if (failed) {
      // A request that failed after changing something (a missing index created, then the document
      // refused) leaves nothing behind: bad input changes nothing stored. (A delete of a missing
      // document is a 404 that did write a tombstone: not an error.)
      await reload();
      return response;
    }
    try {
      await store.commit(mutations);
      return response;
    } catch (e) {
      // Not persisted, so not acknowledged: go back to what the store holds.
      await reload();
      const err = genericException(`failed to persist the write: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
      return { status: err.status, body: renderEsError(err) };
    }
  };

  return {
    ready,
    request(req) {
      const run = queue.then(() => handle(req.method, req.path, req.body, req.profile ?? options.profile ?? '6.8'));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
