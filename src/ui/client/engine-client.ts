import type { EngineRequest, EngineResponse } from '../../engine/types';
import type { FromWorker, ToWorker } from '../../worker/protocol';

export interface TimedResponse extends EngineResponse {
  tookMs: number;
}

/** The one typed client of the engine worker: nothing else on the page talks to it. */
export interface EngineClient {
  readonly ready: Promise<void>;
  request(req: EngineRequest): Promise<TimedResponse>;
}

type Port = { postMessage(m: ToWorker): void; onmessage: ((e: MessageEvent<FromWorker>) => void) | null };

export function createEngineClient(port: Port): EngineClient {
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: TimedResponse) => void; reject: (e: Error) => void }>();
  let markReady: () => void = () => {};
  const ready = new Promise<void>((r) => (markReady = r));
  port.onmessage = (e) => {
    const msg = e.data;
    if (msg.type === 'ready') return markReady();
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.type === 'response') p.resolve({ ...msg.response, tookMs: msg.tookMs });
    else p.reject(Object.assign(new Error(msg.error.message), { name: msg.error.name, stack: msg.error.stack }));
  };
  return {
    ready,
    request(request) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        port.postMessage({ type: 'request', id, request });
      });
    },
  };
}
