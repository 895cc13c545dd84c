/**
 * A Connection for the official `@elastic/elasticsearch` client (6.8.x) that hands each request to a Searchpad
 * engine instead of the network, and answers with a response stream shaped as Node's IncomingMessage
 * (status, ES's headers, the JSON text), so the client's own Transport parses, retries and raises as usual.
 */
import { Connection, errors } from '@elastic/elasticsearch';
import { Readable } from 'stream';
import type { EngineRequest, EngineResponse } from '../../engine/types';
import { warningHeader } from '../../http/warning-header';

/** Sends one request to an engine (the page's worker client, or an engine in Node). */
export type SendToEngine = (req: EngineRequest) => Promise<EngineResponse>;

/** What the Transport hands a Connection (the subset we read). */
interface TransportParams {
  method: string;
  path: string;
  querystring?: string;
  body?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
}

type Callback = (err: Error | null, response: Readable | null) => void;

/** A Connection class bound to `send`: pass it as the client's `Connection` option. */
export function engineConnection(send: SendToEngine): typeof Connection {
  return class EngineConnection extends Connection {
    // The base signature names Node's http types; the Transport only reads what is built here.
    override request(params: never, callback: never): never {
      return requestThroughEngine(send, params as TransportParams, callback as Callback) as never;
    }

    override close(callback?: () => void): never {
      callback?.();
      return this as never;
    }
  };
}

function requestThroughEngine(send: SendToEngine, params: TransportParams, callback: Callback) {
  let ended = false;
  const finish = (err: Error | null, response: Readable | null) => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    callback(err, response);
  };
  // The Transport's requestTimeout, as Node's Connection applies it.
  const timer = params.timeout ? setTimeout(() => finish(new errors.TimeoutError('Request timed out', params as never), null), params.timeout) : undefined;
  readBody(params.body, params.headers ?? {})
    .then((body) => {
      const query = params.querystring ? `?${params.querystring}` : '';
      return send({ method: params.method, path: `${params.path}${query}`, ...(body !== undefined ? { body } : {}) });
    })
    .then((answer) => finish(null, responseStream(answer)), (err: unknown) => finish(err instanceof Error ? err : new Error(String(err)), null));
  // An in-flight engine request cannot be withdrawn: abort only stops the callback, as a dropped socket would.
  return {
    abort: () => {
      ended = true;
      clearTimeout(timer);
    },
  };
}

/** The body as text (JSON or NDJSON); streamed or compressed bodies are not something an engine call can take. */
async function readBody(body: unknown, headers: Record<string, string>): Promise<string | undefined> {
  if (body === undefined || body === null || body === '') return undefined;
  if (Object.entries(headers).some(([k, v]) => k.toLowerCase() === 'content-encoding' && v !== 'identity')) {
    throw new errors.ConfigurationError('the Searchpad engine connection takes uncompressed bodies: leave the `compression` option off');
  }
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  if (typeof (body as Readable).pipe === 'function') {
    const chunks: string[] = [];
    for await (const chunk of body as Readable) chunks.push(typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk as Uint8Array));
    return chunks.join('');
  }
  return String(body);
}

/** What an ES node sends back: status, `content-type`, joined `warning` headers, and the JSON text. */
function responseStream(answer: EngineResponse): Readable {
  const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
  const stream = new Readable({ read() {} });
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=UTF-8', 'content-length': String(new TextEncoder().encode(text).length) };
  // ES: several Warning headers reach Node's client joined by ", ", which the Transport splits again.
  if (answer.warnings && answer.warnings.length > 0) headers.warning = answer.warnings.map(warningHeader).join(', ');
  Object.assign(stream, { statusCode: answer.status, headers });
  if (text !== '') stream.push(text);
  stream.push(null);
  return stream;
}
