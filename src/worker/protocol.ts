import type { EngineRequest, EngineResponse } from '../engine/index';

/** The closed message vocabulary between the page and the engine worker. */
export type ToWorker = { type: 'request'; id: number; request: EngineRequest };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'response'; id: number; response: EngineResponse; tookMs: number }
  | { type: 'crash'; id: number; error: { name: string; message: string; stack?: string } };
