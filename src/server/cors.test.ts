import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import type { CorsOptions } from './cors';
import { startHttpServer, type RunningServer } from './http-server';

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

async function serve(cors?: CorsOptions) {
  const s = await startHttpServer(createEngine({ clock: () => 1_600_000_000_000 }), { port: 0, cors });
  running.push(s);
  return s.url;
}

const PAGE = 'http://localhost:5173';
const EVIL = 'http://evil.example';
const preflight = (url: string, origin: string, method = 'DELETE') =>
  fetch(`${url}/t`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' } });
const put = (url: string, headers: Record<string, string>, body = '{"a":1}') => fetch(`${url}/t/_doc/1`, { method: 'PUT', body, headers });

describe('CORS (ES http.cors.*)', () => {
  it('is off by default: no Access-Control-Allow-Origin on answers, preflights not granted', async () => {
    const url = await serve();
    const get = await fetch(`${url}/`, { headers: { origin: EVIL } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await preflight(url, EVIL);
    expect(pre.status).toBe(200); // ES's REST layer answers OPTIONS, without any CORS header: the browser refuses
    expect([...pre.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
    expect(await pre.text()).toBe('');
  });

  it('--cors-origin ORIGIN: that origin gets its preflight and its answers; another gets an empty 403, the request not run', async () => {
    const url = await serve({ allowOrigin: [PAGE] });
    const pre = await preflight(url, PAGE);
    expect(pre.status).toBe(200);
    expect(pre.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(pre.headers.get('vary')).toBe('Origin');
    expect(pre.headers.get('access-control-allow-methods')).toBe('OPTIONS, HEAD, GET, POST, PUT, DELETE');
    expect(pre.headers.get('access-control-allow-headers')).toBe('X-Requested-With, Content-Type, Content-Length');
    expect(pre.headers.get('access-control-max-age')).toBe('1728000');
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    const ok = await put(url, { origin: PAGE, 'content-type': 'application/json' });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PAGE);

    const denied = await preflight(url, EVIL);
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const refused = await fetch(`${url}/t/_doc/1`, { method: 'DELETE', headers: { origin: EVIL } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('');
    expect((await fetch(`${url}/t/_doc/1`)).status).toBe(200); // the DELETE never ran
    // Without an Origin (curl, clients) nothing changes.
    expect((await fetch(`${url}/t/_doc/1`, { method: 'DELETE' })).status).toBe(200);
  });

  it('* allows any origin, answering *; credentials echo the origin; /regex/ matches whole origins', async () => {
    const any = await serve({ allowOrigin: ['*'] });
    expect((await preflight(any, EVIL)).headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${any}/`, { headers: { origin: EVIL } })).headers.get('access-control-allow-origin')).toBe('*');
    const withCredentials = await serve({ allowOrigin: ['*'], allowCredentials: true });
    const pre = await preflight(withCredentials, EVIL);
    expect(pre.headers.get('access-control-allow-origin')).toBe(EVIL);
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    const pattern = await serve({ allowOrigin: ['/https?:\\/\\/localhost(:[0-9]+)?/'] });
    expect((await preflight(pattern, 'http://localhost:4183')).headers.get('access-control-allow-origin')).toBe('http://localhost:4183');
    expect((await preflight(pattern, 'http://localhost.evil.example')).status).toBe(403);
  });
});

describe('request bodies by Content-Type (ES 6.8 RestController)', () => {
  it('answers text/plain, a form and a missing type with 406 and stores nothing', async () => {
    const url = await serve();
    for (const [type, error] of [
      ['text/plain', 'Content-Type header [text/plain] is not supported'],
      ['text/plain;charset=UTF-8', 'Content-Type header [text/plain;charset=UTF-8] is not supported'],
      ['application/x-www-form-urlencoded', 'Content-Type header [application/x-www-form-urlencoded] is not supported'],
      ['multipart/form-data; boundary=x', 'Content-Type header [multipart/form-data; boundary=x] is not supported'],
    ]) {
      const r = await put(url, { 'content-type': type });
      expect(r.status).toBe(406);
      expect(r.headers.get('content-type')).toBe('application/json; charset=UTF-8');
      expect(await r.json()).toEqual({ error, status: 406 });
    }
    // fetch always sends a type with a string body: a raw request without one.
    const missing = await fetch(`${url}/t/_doc/1`, { method: 'PUT', body: new Blob(['{"a":1}']) });
    expect(missing.status).toBe(406);
    expect(await missing.json()).toEqual({ error: 'Content-Type header is missing', status: 406 });
    expect((await fetch(`${url}/t`)).status).toBe(404);
  });

  it('takes application/x-ndjson for _bulk only, and only without parameters (as 6.8)', async () => {
    const url = await serve();
    const lines = '{"index":{"_index":"t","_type":"_doc","_id":"2"}}\n{"a":2}\n';
    expect((await fetch(`${url}/_bulk`, { method: 'POST', body: lines, headers: { 'content-type': 'Application/X-NDJSON' } })).status).toBe(200);
    const withCharset = await fetch(`${url}/_bulk`, { method: 'POST', body: lines, headers: { 'content-type': 'application/x-ndjson; charset=UTF-8' } });
    expect(withCharset.status).toBe(406);
    expect(await withCharset.json()).toEqual({ error: 'Content-Type header [application/x-ndjson; charset=UTF-8] is not supported', status: 406 });
    const notBulk = await put(url, { 'content-type': 'application/x-ndjson' });
    expect(await notBulk.json()).toEqual({ error: 'Content-Type header [application/x-ndjson] is not supported', status: 406 });
    expect((await fetch(`${url}/_bulk`, { method: 'POST', body: lines, headers: { 'content-type': 'application/json; charset=UTF-8' } })).status).toBe(200);
  });

  it('accepts JSON (any case, with parameters) and NDJSON; bodiless requests need no type', async () => {
    const url = await serve();
    expect((await put(url, { 'content-type': 'Application/JSON; charset=UTF-8' })).status).toBe(201);
    const bulk = await fetch(`${url}/_bulk`, { method: 'POST', body: '{"index":{"_index":"t","_type":"_doc","_id":"2"}}\n{"a":2}\n', headers: { 'content-type': 'application/x-ndjson' } });
    expect(bulk.status).toBe(200);
    expect((await fetch(`${url}/t/_refresh`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${url}/t/_doc/2`, { headers: { 'content-type': 'text/plain' } })).status).toBe(200);
  });

  it('a malformed header is a 400 before routing; YAML to _bulk is ES\'s 406; types only ES reads are a 400 naming them', async () => {
    const url = await serve();
    const bad = await fetch(`${url}/`, { headers: { 'content-type': 'json' } });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { type: string; reason: string; caused_by: { type: string; reason: string } } };
    expect(body.error.type).toBe('content_type_header_exception');
    expect(body.error.caused_by).toEqual({ type: 'illegal_argument_exception', reason: 'invalid Content-Type header [json]' });
    const yaml = await fetch(`${url}/_bulk`, { method: 'POST', body: 'a: 1\n', headers: { 'content-type': 'application/yaml' } });
    expect(yaml.status).toBe(406);
    expect(await yaml.json()).toEqual({ error: 'Content-Type [YAML] does not support stream parsing. Use JSON or SMILE instead', status: 406 });
    const cbor = await put(url, { 'content-type': 'application/cbor' });
    expect(cbor.status).toBe(400);
    expect(JSON.stringify(await cbor.json())).toContain('Content-Type [application/cbor] is not supported by Searchpad');
    // No handler: ES's 400 / 405 come first, as the type is only checked for a handler's body.
    expect((await fetch(`${url}/_nope/x/y/z`, { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(400);
  });
});

describe('npm run serve --cors-origin', () => {
  it('passes the flag (repeatable) to the server, and says CORS is off without it', { timeout: 30_000 }, async () => {
    const start = (...flags: string[]) =>
      new Promise<{ url: string; line: string; stop: () => void }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'serve', '--port', '0', ...flags], { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        const onData = (c: Buffer) => {
          out += c.toString();
          const m = /listening on (http:\/\/\S+?),.*\n/.exec(out);
          if (m) resolve({ url: m[1], line: m[0], stop: () => child.kill() });
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
    const off = await start();
    try {
      expect(off.line).toContain('CORS off');
      expect(new URL(off.url).hostname).toBe('127.0.0.1'); // not reachable from the network unless --host says so
      expect((await preflight(off.url, PAGE)).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      off.stop();
    }
    const on = await start('--cors-origin', PAGE, '--cors-origin', 'http://127.0.0.1:4183');
    try {
      expect(on.line).toContain(`CORS for ${PAGE}, http://127.0.0.1:4183`);
      expect((await preflight(on.url, 'http://127.0.0.1:4183')).headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4183');
      expect((await preflight(on.url, EVIL)).status).toBe(403);
    } finally {
      on.stop();
    }
  });
});
