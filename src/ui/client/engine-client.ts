import type { EngineRequest, EngineResponse } from '../../engine/types';
import type { ExportedDoc, FromWorker, LoadSummary, ToWorker } from '../../worker/protocol';
import { withAnswerText } from './answer-text';

export interface TimedResponse extends EngineResponse {
  tookMs: number;
  /** In-browser engine: of `tookMs`, the time its writes took to commit to IndexedDB (absent when it wrote nothing). */
  storeMs?: number;
}

export interface EngineStatus {
  /** Where the playground keeps its indices: IndexedDB (survives reloads) or memory (this tab only). */
  persistence: 'indexeddb' | 'memory';
  /** Why persistence is off, when it is. */
  warning?: string;
  /** How the worker's load went: shards read from cached segments, documents re-analysed, time taken. */
  load?: LoadSummary;
}

/** Why a request got no answer: the worker was restarted after it did not stop when cancelled. */
export class EngineRestartedError extends Error {
  override readonly name = 'EngineRestarted';
}

/** The one typed client of the engine worker: nothing else on the page talks to it. */
export interface EngineClient {
  readonly ready: Promise<void>;
  readonly status: Promise<EngineStatus>;
  /**
   * Runs a request. Aborting `signal` cancels it: the engine stops at its next yield point and answers
   * ES's task_cancelled_exception, leaving nothing half-stored. If the worker does not answer within
   * the grace period (a stuck synchronous loop), it is restarted and the promise rejects with
   * EngineRestartedError.
   */
  request(req: EngineRequest, options?: { signal?: AbortSignal }): Promise<TimedResponse>;
  /** Cancels every request sent and not yet answered (as aborting each one's signal). */
  cancelAll(): void;
  /** Resolves once every request sent so far is answered (or has failed); later ones are not waited for. */
  answered(): Promise<void>;
  /** A status round trip to the worker, in ms: it answers even while a long request runs. */
  ping(): Promise<number>;
  /** Deletes every index and document ("reset playground"). */
  reset(): Promise<void>;
  /** The live documents of an index as stored, for an export. */
  documents(index: string): Promise<ExportedDoc[]>;
  /** Called when another tab changed the stored data. */
  onRemoteChange(listener: () => void): () => void;
  /** Called when this tab's engine committed a write, from any caller. */
  onStored(listener: () => void): () => void;
  /** Called with an explanation when the worker was restarted. */
  onRestart(listener: (message: string) => void): () => void;
}

type Port = { postMessage(m: ToWorker): void; onmessage: ((e: MessageEvent<FromWorker>) => void) | null; terminate?(): void };

export interface EngineClientOptions {
  /** Starts a fresh worker, for when the current one does not stop a cancelled request in time. */
  restart?: () => Port;
  /** How long a cancelled request may take to answer before the worker is restarted. Default 3000 ms. */
  cancelGraceMs?: number;
}

interface Pending {
  resolve: (r: TimedResponse) => void;
  reject: (e: Error) => void;
  /** For requests: cancels it (once). */
  cancel?: () => void;
  graceTimer?: ReturnType<typeof setTimeout>;
}

export function createEngineClient(initialPort: Port, options: EngineClientOptions = {}): EngineClient {
  const graceMs = options.cancelGraceMs ?? 3000;
  let port = initialPort;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const pings = new Map<number, () => void>();
  const listeners = new Set<() => void>();
  const storedListeners = new Set<() => void>();
  const restartListeners = new Set<(message: string) => void>();
  let markReady: (s: EngineStatus) => void = () => {};
  const status = new Promise<EngineStatus>((r) => (markReady = r));

  /** Who waits for a set of requests to be answered (see `answered`). */
  const waiters = new Set<{ ids: Set<number>; done: () => void }>();
  const settle = (id: number) => {
    const p = pending.get(id);
    if (p) {
      clearTimeout(p.graceTimer);
      pending.delete(id);
      // After the caller's own promise settles (it does right after this returns), so its reactions run first.
      queueMicrotask(() => {
        for (const w of waiters) {
          if (w.ids.delete(id) && w.ids.size === 0) {
            waiters.delete(w);
            w.done();
          }
        }
      });
    }
    return p;
  };
  const onMessage = (e: MessageEvent<FromWorker>) => {
    const msg = e.data;
    if (msg.type === 'ready') {
      return markReady({ persistence: msg.persistence ?? 'memory', ...(msg.warning ? { warning: msg.warning } : {}), ...(msg.load ? { load: msg.load } : {}) });
    }
    if (msg.type === 'changed') {
      for (const l of listeners) l();
      return;
    }
    if (msg.type === 'stored') {
      for (const l of storedListeners) l();
      return;
    }
    if (msg.type === 'pong') {
      pings.get(msg.id)?.();
      pings.delete(msg.id);
      return;
    }
    const p = settle(msg.id);
    if (!p) return;
    if (msg.type === 'response') {
      const { bodyJson, ...rest } = msg.response;
      p.resolve({ ...rest, body: bodyJson === undefined ? undefined : withAnswerText(JSON.parse(bodyJson), bodyJson), tookMs: msg.tookMs, ...(msg.storeMs !== undefined ? { storeMs: msg.storeMs } : {}) });
    }
    else p.reject(Object.assign(new Error(msg.error.message), { name: msg.error.name, stack: msg.error.stack }));
  };
  port.onmessage = onMessage;

  /** The last resort: the worker did not stop a cancelled request, so a fresh one takes over. */
  const restart = () => {
    const seconds = graceMs / 1000;
    const message = options.restart
      ? `The engine did not stop within ${seconds} s of Cancel, so it was restarted. Everything acknowledged before is kept; the cancelled request was not completed.`
      : `The engine did not stop within ${seconds} s of Cancel.`;
    if (options.restart) {
      port.onmessage = null;
      port.terminate?.();
      port = options.restart();
      port.onmessage = onMessage;
      for (const id of [...pending.keys()]) settle(id)!.reject(new EngineRestartedError(message));
      for (const resolve of pings.values()) resolve();
      pings.clear();
    }
    for (const l of restartListeners) l(message);
  };

  const send = (make: (id: number) => ToWorker, signal?: AbortSignal) => {
    const id = nextId++;
    return new Promise<TimedResponse>((resolve, reject) => {
      const p: Pending = { resolve, reject };
      const msg = make(id);
      if (msg.type === 'request') {
        p.cancel = () => {
          if (p.cancel === undefined || !pending.has(id)) return;
          p.cancel = undefined;
          port.postMessage({ type: 'cancel', id });
          p.graceTimer = setTimeout(() => {
            if (!pending.has(id)) return;
            if (options.restart) restart();
            else {
              settle(id);
              reject(new EngineRestartedError(`The engine did not stop within ${graceMs / 1000} s of Cancel.`));
            }
          }, graceMs);
        };
        if (signal?.aborted) queueMicrotask(() => p.cancel?.());
        signal?.addEventListener('abort', () => p.cancel?.(), { once: true });
      }
      pending.set(id, p);
      port.postMessage(msg);
    });
  };

  return {
    ready: status.then(() => undefined),
    status,
    request: (request, opts = {}) => send((id) => ({ type: 'request', id, request }), opts.signal),
    cancelAll() {
      for (const p of [...pending.values()]) p.cancel?.();
    },
    answered() {
      if (pending.size === 0) return Promise.resolve();
      return new Promise<void>((done) => waiters.add({ ids: new Set(pending.keys()), done }));
    },
    ping() {
      const id = nextId++;
      const started = performance.now();
      return new Promise<number>((resolve) => {
        pings.set(id, () => resolve(performance.now() - started));
        port.postMessage({ type: 'ping', id });
      });
    },
    reset: async () => {
      await send((id) => ({ type: 'reset', id }));
    },
    documents: async (index) => (await send((id) => ({ type: 'documents', id, index }))).body as ExportedDoc[],
    onRemoteChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onStored(listener) {
      storedListeners.add(listener);
      return () => storedListeners.delete(listener);
    },
    onRestart(listener) {
      restartListeners.add(listener);
      return () => restartListeners.delete(listener);
    },
  };
}
