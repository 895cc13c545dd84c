import { readForWorker, transferablesOf } from '../../worker/read-segment-cache';
import type { ToWorker } from '../../worker/protocol';
import { createEngineClient } from './engine-client';

/**
 * Starts the engine worker and reads the segment cache for it (see readForWorker): the worker's load
 * waits for this `preload` message, which says so when the page has nothing to hand over.
 */
const startWorker = () => {
  const worker = new Worker(new URL('../../worker/engine.worker.ts', import.meta.url), { type: 'module' });
  void readForWorker().then((snapshot) => {
    const preload: ToWorker = { type: 'preload', snapshot };
    try {
      worker.postMessage(preload, transferablesOf(snapshot));
    } catch {
      worker.postMessage({ type: 'preload' } satisfies ToWorker);
    }
  });
  return worker;
};

/** The module worker that hosts the engine (IndexedDB-backed); replaced when the client restarts it. */
export let engineWorker = startWorker();

/** The page's one engine client, over that worker; a worker that ignores Cancel is replaced by a fresh one. */
export const engineClient = createEngineClient(engineWorker as never, { restart: () => (engineWorker = startWorker()) as never });
