/// <reference lib="webworker" />
/**
 * The engine worker's entry. perf: it holds only the IndexedDB store, which opens the database and starts
 * reading the segment cache at once; the engine's code (start-engine.ts and the engine, a larger chunk)
 * loads meanwhile, so a reload's read and the engine's parse overlap.
 */
import { openIndexedDbStore } from './indexeddb-store';

const started = performance.now();
const scope = self as unknown as DedicatedWorkerGlobalScope;

// Requests the page sends before the engine is served would find no listener and be lost, so they
// wait here and are replayed once it is.
const early: MessageEvent[] = [];
scope.onmessage = (e) => early.push(e);

const opened = openIndexedDbStore().then((store) => {
  store.preloadCached();
  return store;
});
opened.catch(() => {}); // start-engine reports it (the engine then works in memory)

void import('./start-engine').then(({ startEngine }) => startEngine({ scope, opened, early, started }));
