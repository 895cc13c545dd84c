import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';
import { DEFAULT_MAX_CONTENT_LENGTH, type Engine } from '../engine/index.ts';
import { renderJson } from '../engine/util/render-json';
import { warningHeader } from '../http/warning-header';
import { CorsPolicy, type CorsOptions } from './cors';
import { jsonChunks } from './json-chunks';

export interface HttpServerOptions {
  port?: number;
  host?: string;
  /** ES's `http.max_content_length` in bytes: a bigger body is answered 413. Default 100 MB. */
  maxContentLength?: number;
  /** ES's `http.cors.*`: absent (the default, as `http.cors.enabled: false`), no web page of another origin may read an answer. */
  cors?: CorsOptions;
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** The body's bytes, or `undefined` once it grew past `limit` bytes (the rest is not kept). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        chunks.length = 0;
        resolve(undefined);
      } else chunks.push(c);
    });
    // Bytes, not text: the engine refuses bytes that are not UTF-8 as ES does.
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * ES: Netty's HttpObjectAggregator answers a body over `http.max_content_length` with an empty 413. A
 * declared length over the limit on a keep-alive request keeps the connection (the body is read and
 * dropped); once an oversized body has started arriving, the connection is closed.
 */
function tooLarge(req: IncomingMessage, res: ServerResponse, close: boolean) {
  const headers: Record<string, string> = { 'content-length': '0' };
  if (close) headers.connection = 'close';
  res.writeHead(413, headers);
  res.end(() => {
    if (close) req.socket.destroy();
  });
  if (!close) req.resume();
}


/** `?pretty` output with Jackson's `"key" : value` spacing. */
function prettyJson(body: unknown): string {
  return renderJson(body, 2).replace(/^(\s*"(?:[^"\\]|\\.)*"):/gm, '$1 :') + '\n';
}

/** How long the server serialises an answer before it lets other connections in (as the engine's slices). */
const SLICE_MS = 8;

/** The pieces produced within one slice, and whether that was all of them. */
function takeSlice(pieces: Iterator<string>): { text: string; done: boolean } {
  const started = performance.now();
  const out: string[] = [];
  for (;;) {
    const r = pieces.next();
    if (r.done) return { text: out.join(''), done: true };
    out.push(r.value);
    if (performance.now() - started >= SLICE_MS) return { text: out.join(''), done: false };
  }
}

/** A gzip stream into the response, ended with it. */
function pipeThroughGzip(res: ServerResponse): Writable {
  const z = createGzip();
  z.pipe(res);
  return z;
}

/** Resolves once the stream can take more, or is closed (a client that went away). */
function drainedOrClosed(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      out.off('error', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
    out.on('error', done);
  });
}

/** Writes the first slice, then a slice per event-loop turn, waiting for the socket when it is full. */
async function sendInSlices(out: Writable, first: string, pieces: Iterator<string>) {
  let text = first;
  for (;;) {
    if (out.destroyed) return; // the client went away
    if (!out.write(text)) await drainedOrClosed(out);
    await new Promise<void>((resolve) => setImmediate(resolve));
    const next = takeSlice(pieces);
    if (next.done) {
      await new Promise<void>((resolve) => out.end(next.text, () => resolve()));
      return;
    }
    text = next.text;
  }
}

/**
 * Serves an engine over HTTP as Elasticsearch does: the path and query string go to the engine
 * unchanged, bodies are passed as bytes (NDJSON stays NDJSON), responses are JSON with ES's content
 * type, `Warning` headers, HEAD without a body, gzip when the client asks; a body's Content-Type checked as
 * ES does (406 for `text/plain`); CORS only for the origins `options.cors` allows.
 */
export function startHttpServer(engine: Engine, options: HttpServerOptions = {}): Promise<RunningServer> {
  const limit = options.maxContentLength ?? DEFAULT_MAX_CONTENT_LENGTH;
  const cors = options.cors ? new CorsPolicy(options.cors) : undefined;
  const server = createServer(async (req, res) => {
    try {
      // In ES's order: Netty's aggregator (413), then the CORS handler, then the REST layer.
      if (Number(req.headers['content-length'] ?? 0) > limit) {
        const keepAlive = req.httpVersion === '1.1' ? !/\bclose\b/i.test(String(req.headers.connection ?? '')) : /\bkeep-alive\b/i.test(String(req.headers.connection ?? ''));
        tooLarge(req, res, !keepAlive && !/100-continue/i.test(String(req.headers.expect ?? '')));
        return;
      }
      if (cors?.handle(req, res) === 'answered') return;
      if (req.method === 'OPTIONS') {
        // ES's REST layer answers OPTIONS itself, with an empty 200 (and no CORS header unless CORS allowed the origin).
        res.writeHead(200, { 'content-type': 'text/plain; charset=UTF-8', 'content-length': '0' });
        res.end();
        req.resume();
        return;
      }
      const text = await readBody(req, limit);
      if (text === undefined) {
        tooLarge(req, res, true);
        return;
      }
      const url = req.url ?? '/';
      const pretty = /[?&]pretty(=true|=|&|$)/.test(url);
      const contentType = req.headers['content-type'] ?? null;
      const accept = req.headers.accept ?? null;
      const answer = await engine.request({ method: req.method ?? 'GET', path: url, body: text.length > 0 ? text : undefined, contentType, accept });
      for (const w of answer.warnings ?? []) res.appendHeader('Warning', warningHeader(w));
      if (req.method === 'HEAD' || answer.body === undefined) {
        res.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': '0' });
        res.end();
        return;
      }
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (typeof answer.body === 'string') {
        // A text answer (a `_cat` table, YAML) goes as it is, with its own media type.
        let payload: Buffer = Buffer.from(answer.body, 'utf8');
        const textHeaders: Record<string, string> = { 'content-type': `${answer.contentType ?? 'text/plain'}; charset=UTF-8` };
        if (gzip) {
          payload = gzipSync(payload);
          textHeaders['content-encoding'] = 'gzip';
        }
        textHeaders['content-length'] = String(payload.length);
        res.writeHead(answer.status, textHeaders);
        res.end(payload);
        return;
      }
      const headers: Record<string, string> = { 'content-type': 'application/json; charset=UTF-8' };
      if (gzip) headers['content-encoding'] = 'gzip';
      // A big answer is serialised a slice at a time (other connections get their turn between slices)
      // and sent chunked; one that fits in a slice goes out whole, with its length. jsonChunks renders as
      // renderJson: numbers of a source as they were sent (ES returns `_source` byte for byte).
      const pieces = pretty ? [prettyJson(answer.body)][Symbol.iterator]() : jsonChunks(answer.body);
      const first = takeSlice(pieces);
      if (first.done) {
        let payload: Buffer = Buffer.from(first.text, 'utf8');
        if (gzip) payload = gzipSync(payload);
        headers['content-length'] = String(payload.length);
        res.writeHead(answer.status, headers);
        res.end(payload);
        return;
      }
      res.writeHead(answer.status, headers);
      await sendInSlices(gzip ? pipeThroughGzip(res) : res, first.text, pieces);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      const body = JSON.stringify({ error: { root_cause: [{ type: 'exception', reason }], type: 'exception', reason }, status: 500 });
      res.writeHead(500, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(body);
    }
  });
  return new Promise((resolve) => {
    server.listen(options.port ?? 9200, options.host ?? '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : options.port;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        server,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
