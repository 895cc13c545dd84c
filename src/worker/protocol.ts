import type { EngineRequest, EngineResponse } from '../engine/types';

/** The closed message vocabulary between the page and the engine worker. */
export type ToWorker =
  | { type: 'request'; id: number; request: EngineRequest }
  | { type: 'reset'; id: number }
  /** Stops request `id` at its next yield point: it then answers task_cancelled_exception (nothing if it already answered). */
  | { type: 'cancel'; id: number }
  /** A status query, answered at once even while a long request runs. */
  | { type: 'ping'; id: number };
export type FromWorker =
  | { type: 'ready'; persistence?: 'indexeddb' | 'memory'; warning?: string }
  | { type: 'response'; id: number; response: EngineResponse; tookMs: number }
  | { type: 'crash'; id: number; error: { name: string; message: string; stack?: string } }
  /** The answer to a ping: how many requests are running or waiting for their turn. */
  | { type: 'pong'; id: number; pending: number }
  /** Another tab changed the stored data; this tab's engine reloads before its next request. */
  | { type: 'changed' };
