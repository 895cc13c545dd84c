/// <reference lib="webworker" />
/**
 * The engine worker's entry. perf: it holds only the IndexedDB store, which opens the database while the
 * engine's code (start-engine.ts and the engine, a larger chunk) loads. The page reads the segment cache
 * meanwhile, on its own thread, and hands it over (a `preload` message); without one the store reads it.
 */
import type { CachedSnapshot } from '../engine/storage/snapshot-store';
import { openIndexedDbStore } from './indexeddb-store';
import type { ToWorker } from './protocol';

const started = performance.now();
const scope = self as unknown as DedicatedWorkerGlobalScope;

let preloaded: (snapshot: CachedSnapshot | undefined) => void = () => {};
const fromPage = new Promise<CachedSnapshot | undefined>((resolve) => (preloaded = resolve));
// Its own listener: the page's read may come after the engine is served (serveEngine takes onmessage).
scope.addEventListener('message', (e: MessageEvent<ToWorker>) => {
  if (e.data.type === 'preload') preloaded(e.data.snapshot);
});

// Requests the page sends before the engine is served would find no listener and be lost, so they
// wait here and are replayed once it is.
const early: MessageEvent[] = [];
scope.onmessage = (e: MessageEvent<ToWorker>) => {
  if (e.data.type !== 'preload') early.push(e);
};

const opened = openIndexedDbStore().then((store) => {
  store.preloadCached(fromPage);
  return store;
});
opened.catch(() => {}); // start-engine reports it (the engine then works in memory)

void import('./start-engine').then(({ startEngine }) => startEngine({ scope, opened, early, started }));
