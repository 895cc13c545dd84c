import { createEngineClient } from '../client/engine-client';

/** The module worker that hosts the engine (IndexedDB-backed). */
export const engineWorker = new Worker(new URL('../../worker/engine.worker.ts', import.meta.url), { type: 'module' });

/** The page's one engine client, over that worker. */
export const engineClient = createEngineClient(engineWorker as never);
