import type { Engine } from '../engine/index';
import type { FromWorker, ToWorker } from './protocol';

/** Answers protocol messages with an engine; a crash travels back serialised, never silently. */
export function serveEngine(engine: Engine, port: { postMessage(m: FromWorker): void; onmessage: ((e: MessageEvent<ToWorker>) => void) | null }) {
  port.onmessage = async (e) => {
    const msg = e.data;
    if (msg.type !== 'request') return;
    const started = performance.now();
    try {
      const response = await engine.request(msg.request);
      port.postMessage({ type: 'response', id: msg.id, response, tookMs: performance.now() - started });
    } catch (err) {
      const error = err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : { name: 'Error', message: String(err) };
      port.postMessage({ type: 'crash', id: msg.id, error });
    }
  };
  port.postMessage({ type: 'ready' });
}
