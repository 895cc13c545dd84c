import { renderJson, type EngineRequest, type EngineRequestOptions, type EngineResponse } from '../engine/index.ts';
import type { HostStatus, RequestTiming } from './engine-host';
import type { ExportedDoc, FromWorker, ToWorker, WireResponse } from './protocol';

/** What the worker serves: an engine, or a host that adds persistence status and reset. */
export interface Served {
  request(req: EngineRequest, options?: EngineRequestOptions, timing?: RequestTiming): Promise<EngineResponse>;
  ready?: Promise<void>;
  status?: HostStatus;
  reset?(): Promise<void>;
  documents?(index: string): Promise<ExportedDoc[]>;
}

type Port = { postMessage(m: FromWorker): void; onmessage: ((e: MessageEvent<ToWorker>) => void) | null };

/** The response with its body as JSON text (see WireResponse), as the engine renders it: a `_source`'s numbers as sent, longs exact. */
function toWire({ body, ...rest }: EngineResponse): WireResponse {
  return body === undefined ? rest : { ...rest, bodyJson: renderJson(body) };
}

/**
 * Answers protocol messages; a crash travels back serialised, never silently. Each request gets a
 * cancel signal that a `cancel` message sets; the engine checks it at its yield points.
 */
export function serveEngine(engine: Served, port: Port) {
  const signals = new Map<number, { aborted: boolean }>();
  const fail = (id: number, err: unknown) => {
    const error = err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : { name: 'Error', message: String(err) };
    port.postMessage({ type: 'crash', id, error });
  };
  port.onmessage = async (e) => {
    const msg = e.data;
    const started = performance.now();
    if (msg.type === 'cancel') {
      const signal = signals.get(msg.id);
      if (signal) signal.aborted = true;
      return;
    }
    if (msg.type === 'ping') {
      port.postMessage({ type: 'pong', id: msg.id, pending: signals.size });
      return;
    }
    if (msg.type === 'reset') {
      try {
        await engine.reset?.();
        port.postMessage({ type: 'response', id: msg.id, response: toWire({ status: 200, body: { acknowledged: true } }), tookMs: performance.now() - started });
      } catch (err) {
        fail(msg.id, err);
      }
      return;
    }
    if (msg.type === 'documents') {
      try {
        const docs = engine.documents ? await engine.documents(msg.index) : [];
        port.postMessage({ type: 'response', id: msg.id, response: toWire({ status: 200, body: docs }), tookMs: performance.now() - started });
      } catch (err) {
        fail(msg.id, err);
      }
      return;
    }
    if (msg.type !== 'request') return;
    const signal = { aborted: false };
    signals.set(msg.id, signal);
    try {
      const timing: RequestTiming = {};
      const response = await engine.request(msg.request, { signal }, timing);
      const storeMs = timing.storeMs ? { storeMs: timing.storeMs } : {};
      port.postMessage({ type: 'response', id: msg.id, response: toWire(response), tookMs: performance.now() - started, ...storeMs });
    } catch (err) {
      fail(msg.id, err);
    } finally {
      signals.delete(msg.id);
    }
  };
  void (engine.ready ?? Promise.resolve()).then(() => port.postMessage({ type: 'ready', ...engine.status }));
}
