import type { EngineRequest, EngineResponse } from '../../engine/types';
import type { ExportedDoc, FromWorker, LoadSummary, ToWorker } from '../../worker/protocol';

export interface TimedResponse extends EngineResponse {
  tookMs: number;
}

export interface EngineStatus {
  /** Where the playground keeps its indices: IndexedDB (survives reloads) or memory (this tab only). */
  persistence: 'indexeddb' | 'memory';
  /** Why persistence is off, when it is. */
  warning?: string;
  /** How the worker's load went: shards read from cached segments, documents re-analysed, time taken. */
  load?: LoadSummary;
}

/** The one typed client of the engine worker: nothing else on the page talks to it. */
export interface EngineClient {
  readonly ready: Promise<void>;
  readonly status: Promise<EngineStatus>;
  request(req: EngineRequest): Promise<TimedResponse>;
  /** Deletes every index and document ("reset playground"). */
  reset(): Promise<void>;
  /** The live documents of an index as stored, for an export. */
  documents(index: string): Promise<ExportedDoc[]>;
  /** Called when another tab changed the stored data. */
  onRemoteChange(listener: () => void): () => void;
  /** Called when this tab's engine committed a write, from any caller. */
  onStored(listener: () => void): () => void;
}

type Port = { postMessage(m: ToWorker): void; onmessage: ((e: MessageEvent<FromWorker>) => void) | null };

export function createEngineClient(port: Port): EngineClient {
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: TimedResponse) => void; reject: (e: Error) => void }>();
  const listeners = new Set<() => void>();
  const storedListeners = new Set<() => void>();
  let markReady: (s: EngineStatus) => void = () => {};
  const status = new Promise<EngineStatus>((r) => (markReady = r));
  port.onmessage = (e) => {
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
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.type === 'response') p.resolve({ ...msg.response, tookMs: msg.tookMs });
    else p.reject(Object.assign(new Error(msg.error.message), { name: msg.error.name, stack: msg.error.stack }));
  };
  const send = (make: (id: number) => ToWorker) => {
    const id = nextId++;
    return new Promise<TimedResponse>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      port.postMessage(make(id));
    });
  };
  return {
    ready: status.then(() => undefined),
    status,
    request: (request) => send((id) => ({ type: 'request', id, request })),
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
  };
}
