import { createEngineClient } from './engine-client';

const startWorker = () => new Worker(new URL('../../worker/engine.worker.ts', import.meta.url), { type: 'module' });

/** The module worker that hosts the engine (IndexedDB-backed); replaced when the client restarts it. */
export let engineWorker = startWorker();

/** The page's one engine client, over that worker; a worker that ignores Cancel is replaced by a fresh one. */
export const engineClient = createEngineClient(engineWorker as never, { restart: () => (engineWorker = startWorker()) as never });
