import type { DocMeta, EngineRequest, EngineResponse } from '../engine/types';
import type { CachedSnapshot } from '../engine/storage/snapshot-store';

/** How the engine's last load went: indices read from cached segments, or documents re-analysed. */
export interface LoadSummary {
  /** Milliseconds from the worker's start to the engine being ready. */
  ms: number;
  shardsFromCache: number;
  shardsRebuilt: number;
  docsReanalysed: number;
}

/**
 * A response as it crosses to the page: the body as JSON text (absent when there is none). perf: the page's
 * thread parses a big answer's text 2–4× faster than it rebuilds the structured clone of its many small objects
 * (a 5,000-item `_bulk` answer held the page ~25–60 ms as a clone, 6–12 ms as JSON.parse).
 */
export type WireResponse = Omit<EngineResponse, 'body'> & { bodyJson?: string };

/** The closed message vocabulary between the page and the engine worker. */
/** A stored document as an export writes it: enough for one `_bulk` index action. */
export type ExportedDoc = Pick<DocMeta, 'id' | 'type' | 'routing' | 'source'>;

export type ToWorker =
  /**
   * Sent once by the page to each engine worker it starts: its read of the segment cache (none when it has
   * none, the worker then reads it itself). The worker's load waits for it.
   */
  | { type: 'preload'; snapshot?: CachedSnapshot }
  | { type: 'request'; id: number; request: EngineRequest }
  | { type: 'reset'; id: number }
  /** The live documents of one index as stored, each shard's in the order they were written. */
  | { type: 'documents'; id: number; index: string }
  /** Stops request `id` at its next yield point: it then answers task_cancelled_exception (nothing if it already answered). */
  | { type: 'cancel'; id: number }
  /** A status query, answered at once even while a long request runs. */
  | { type: 'ping'; id: number };
export type FromWorker =
  | { type: 'ready'; persistence?: 'indexeddb' | 'memory'; warning?: string; load?: LoadSummary }
  /** `tookMs`: from the message's arrival to the answer; `storeMs`: of that, committing its writes to IndexedDB. */
  | { type: 'response'; id: number; response: WireResponse; tookMs: number; storeMs?: number }
  | { type: 'crash'; id: number; error: { name: string; message: string; stack?: string } }
  /** The answer to a ping: how many requests are running or waiting for their turn. */
  | { type: 'pong'; id: number; pending: number }
  /** Another tab changed the stored data; this tab's engine reloads before its next request. */
  | { type: 'changed' }
  /** This tab's engine committed a write (whoever sent it): counts and sizes may have changed. */
  | { type: 'stored' };
