/**
 * Searchpad's engine: an Elasticsearch 6.8-compatible search engine in TypeScript. One entry,
 * `createEngine`, whose `request({method, path, body})` answers as ES's REST layer would.
 */
export type { Engine, EngineRequest, EngineRequestOptions, EngineResponse, VersionProfile } from './types';
export type {
  SnapshotStore, Snapshot, Mutation, StoredDoc, StoredIndexMeta, StoredScript, StoredTemplate, CachedSnapshot, CachedShard, ShardManifest, StoredSegment, SegmentCacheWrite, StoredTombstone,
} from './storage/snapshot-store';
export type { CacheRestoreReport } from './index/restore-cached';
export { VERSION_PROFILES } from './types';
export { SNAPSHOT_FORMAT_VERSION } from './storage/snapshot-store';
export { MemoryStore } from './storage/memory-store';
import { likeItemTerms } from './termvectors/like-items';
export { renderJson } from './util/render-json';
import type { EngineState } from './engine-state';
import type { RequestScope } from './request-scope';
import { genericException, taskCancelled } from './errors/catalog';
import { EsError, renderEsError } from './errors/es-error';
import { restoreSnapshot } from './index/persist';
import { restoreFromCache, type CacheRestoreReport } from './index/restore-cached';
import { SegmentCache } from './index/segment-cache';
import { installAnalysisScripts } from './rest/analysis-scripts';
import { CORE_ROUTES } from './rest/routes';
import { Router } from './rest/router';
import { inRequestedFormat } from './rest/render/output-format';
import { SEARCH_ROUTES } from './rest/search-routes';
import { TERMVECTORS_ROUTES } from './rest/termvectors-routes';
import type { Route } from './rest/rest-types';
import { MemoryStore } from './storage/memory-store';
import type { SnapshotStore } from './storage/snapshot-store';
import type { Engine, EngineRequestOptions, EngineResponse, VersionProfile } from './types';
import { Cooperation, NO_COOPERATION, type CancelSignal } from './util/cooperation';
import { randomBase64Id, seededRandom } from './util/ids';
import { utf8Length } from './util/utf8';

export interface EngineOptions {
  /** Where acknowledged writes are kept. Defaults to an in-memory store. */
  store?: SnapshotStore;
  /** Milliseconds since the epoch; injected so tests are deterministic. Defaults to Date.now. */
  clock?: () => number;
  /** Randomness for ids and uuids. Defaults to a seeded generator (seed 42). */
  random?: () => number;
  /**
   * Lets the host run its pending tasks (a macrotask). Given with `now`, long requests (big documents,
   * bulks, searches over many segments) yield every `sliceMs` so a cancel or a status query gets in.
   * Without it the engine never yields (cancellation is still checked at every yield point).
   */
  yieldToHost?: () => Promise<void>;
  /** A monotonic clock in ms for the time slices (performance.now). */
  now?: () => number;
  /** How long a request may run between yields. Default 8 ms. */
  sliceMs?: number;
  /** ES's `http.max_content_length`: a text body over this many UTF-8 bytes is refused with 413. Default 100 MB. */
  maxContentLength?: number;
  /** The Elasticsearch version whose response shapes to give: '6.8' (default) or '7'. A request may override it. */
  profile?: VersionProfile;
}

/** ES's default `http.max_content_length` (100mb). */
export const DEFAULT_MAX_CONTENT_LENGTH = 100 * 1024 * 1024;

/** Every route the engine serves. */
const ROUTES: Route[] = [...CORE_ROUTES, ...SEARCH_ROUTES, ...TERMVECTORS_ROUTES];

export interface SearchpadEngine extends Engine {
  /** Resolves once the store's snapshot is loaded (requests wait for it anyway). */
  readonly ready: Promise<void>;
  /** Resolves once every answered request's segment cache write is done (they follow the answers). */
  idle(): Promise<void>;
  /** How the last load went when the store keeps a segment cache: shards read back, shards rebuilt. */
  readonly lastLoad: CacheRestoreReport | undefined;
}

/** A macrotask later: the answer reaches its caller before the cache write's encoding runs. */
const nextTask = () => new Promise<void>((resolve) => (globalThis as unknown as { setTimeout(f: () => void, ms: number): unknown }).setTimeout(resolve, 0));

export function createEngine(options: EngineOptions = {}): SearchpadEngine {
  installAnalysisScripts();
  const random = options.random ?? seededRandom(42);
  const store = options.store ?? new MemoryStore();
  const state: EngineState = {
    indices: new Map(),
    templates: new Map(),
    scripts: new Map(),
    clock: options.clock ?? (() => Date.now()),
    random,
    nextArtificialId: 0,
    nodeId: randomBase64Id(random, 22),
    nodeName: 'searchpad',
    clusterName: 'searchpad',
    clusterUuid: randomBase64Id(random, 22),
  };
  state.likeItemTerms = (item) => likeItemTerms(state, item);
  const router = new Router(ROUTES);
  // A store with a segment cache reloads from segments; documents stay the write-ahead truth.
  const cache = store.loadCached && store.putSegments ? new SegmentCache() : undefined;
  let lastLoad: CacheRestoreReport | undefined;
  const reload = async () => {
    if (cache) lastLoad = await restoreFromCache(state, await store.loadCached!(), cache, () => store.load());
    else restoreSnapshot(state, await store.load());
  };
  /** After an answer: store the segments and manifests its refreshes changed (never before the answer). */
  const writeCache = async () => {
    if (!cache || !cache.dirty(state.indices.values())) return;
    await nextTask();
    const pending = cache.collect(state.indices.values());
    if (!pending) return;
    try {
      await store.putSegments!(pending.write);
      pending.done();
    } catch {
      // The cache is derived data: after a failed write (quota) those shards wait for their next
      // change to try again, and a reload re-analyses what the cache lacks.
      pending.failed();
    }
  };
  /** After the first answer of a reload: check the checksums of the blobs it restored; a damaged one is refused by a reload. */
  const verifyRestored = async () => {
    if (!cache?.hasUnverified) return;
    await nextTask();
    if (!cache.verifyRestored()) await reload();
  };
  const afterAnswerAsync = async () => {
    await verifyRestored();
    await writeCache();
  };
  // perf: after nearly every answer there is nothing to do: no async step then.
  const afterAnswer = () => (cache && (cache.hasUnverified || cache.dirty(state.indices.values())) ? afterAnswerAsync() : undefined);
  const ready = reload();
  // Requests run one at a time, as each commits its writes before the next one reads; a cache write
  // runs after its request's answer and before the next request.
  let queue: Promise<unknown> = ready;

  const maxContentLength = options.maxContentLength ?? DEFAULT_MAX_CONTENT_LENGTH;

  const handle = async (method: string, path: string, body: unknown, signal: CancelSignal | undefined, profile: VersionProfile, contentType?: string | null, accept?: string | null): Promise<EngineResponse> => {
    // ES: Netty's aggregator answers an oversized body with an empty 413 before any handler runs.
    if ((typeof body === 'string' && isOverLimit(body, maxContentLength)) || (body instanceof Uint8Array && body.length > maxContentLength)) return { status: 413, body: undefined };
    const task = new Cooperation({ signal, yieldToHost: options.yieldToHost, now: options.now, sliceMs: options.sliceMs, cancelled: () => taskCancelled() });
    // Cancelled while it waited for the requests before it: it never starts.
    if (task.cancelled) return renderCancelled();
    const scope: RequestScope = { mutations: [], task, deprecations: new Set(), profile };
    let response: EngineResponse;
    // Each request is a transaction: its writes are journaled in `scope.mutations` and committed to the
    // store as one batch once it answered without an error; an error answer, or anything thrown on the
    // way (a bug deep in a bulk item, a mapping update, an index created on the fly), rolls memory back to
    // what the store holds, so what is in memory is always what is persisted.
    let threw = false;
    try {
      // The refresh interval elapses between requests: apply scheduled refreshes first.
      const now = state.clock();
      for (const svc of state.indices.values()) svc.maybeScheduledRefresh(now);
      response = withDeprecations(await router.dispatch(method, path, body, state, scope, contentType, accept), scope.deprecations);
    } catch (e) {
      threw = true;
      response = unexpectedError(e);
    } finally {
      task.finish();
    }
    const mutations = scope.mutations;
    // A throw may have changed memory before its write was journaled: always roll back then.
    if (mutations.length === 0 && !threw) return response;
    const failed = threw || (response.status >= 400 && typeof response.body === 'object' && response.body !== null && 'error' in response.body);
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

  /**
   * A request that reads only node-level facts (`GET /`) runs beside the others instead of waiting its
   * turn: it has its own request scope (profile, task, warnings, journal) over the shared indices, so a
   * long search or analysis, which yields every slice, does not hold it back.
   */
  const handleBeside = async (method: string, path: string, body: unknown, profile: VersionProfile, contentType?: string | null, accept?: string | null): Promise<EngineResponse> => {
    await ready;
    const scope: RequestScope = { mutations: [], task: NO_COOPERATION, deprecations: new Set(), profile };
    try {
      return withDeprecations(await router.dispatch(method, path, body, state, scope, contentType, accept), scope.deprecations);
    } catch (e) {
      return unexpectedError(e);
    }
  };

  return {
    ready,
    get lastLoad() {
      return lastLoad;
    },
    idle: () => queue.then(() => undefined),
    request(req, requestOptions: EngineRequestOptions = {}) {
      const formatted = (r: EngineResponse) => inRequestedFormat(r, req.path, req.accept);
      if (readsNodeOnly(req.method, req.path)) return handleBeside(req.method, req.path, req.body, req.profile ?? options.profile ?? '6.8', req.contentType, req.accept).then(formatted);
      const run = queue.then(() => handle(req.method, req.path, req.body, requestOptions.signal, req.profile ?? options.profile ?? '6.8', req.contentType, req.accept));
      queue = run.then(afterAnswer).catch(ignore);
      // perf: without a query string or an Accept header the answer is JSON as it is: no step to reformat it.
      return !req.accept && !req.path.includes('?') ? run : run.then(formatted);
    },
  };
}

/** The queue goes on after a request whose cache write failed (the cache is derived data). */
const ignore = () => undefined;

/** `GET /` and `HEAD /` (the node's name, version and tagline): nothing an index write can change. */
function readsNodeOnly(method: string, path: string): boolean {
  const m = method.toUpperCase();
  if (m !== 'GET' && m !== 'HEAD') return false;
  // perf: asked of every request, so a loop rather than a regular expression over a slice.
  for (let i = 0; i < path.length && path[i] !== '?'; i++) if (path[i] !== '/') return false;
  return true;
}

/** Whether a text body is over the limit in UTF-8 bytes (measured only when its length cannot tell). */
function isOverLimit(body: string, limit: number): boolean {
  if (body.length > limit) return true;
  if (body.length * 3 <= limit) return false;
  return utf8Length(body) > limit;
}

/**
 * An exception that is not an Elasticsearch error (a bug): answered as ES answers an unexpected exception,
 * a 500 with its message, never thrown at the caller.
 */
function unexpectedError(e: unknown): EngineResponse {
  const err = e instanceof EsError ? e : genericException(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  return { status: err.status, body: renderEsError(err) };
}

function renderCancelled(): EngineResponse {
  const e = taskCancelled();
  return { status: e.status, body: renderEsError(e) };
}

/** Adds the request's deprecation warnings to the answer, each once (as ES's response headers). */
function withDeprecations(response: EngineResponse, deprecations: Set<string>): EngineResponse {
  if (deprecations.size === 0) return response;
  const warnings = [...(response.warnings ?? [])];
  for (const w of deprecations) if (!warnings.includes(w)) warnings.push(w);
  return { ...response, warnings };
}
