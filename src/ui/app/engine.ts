import { createEngineClient } from '../client/engine-client';

/** The page's one engine client, over the module worker that hosts the engine. */
export const engineClient = createEngineClient(
  new Worker(new URL('../../worker/engine.worker.ts', import.meta.url), { type: 'module' }) as never,
);
