import { spawn } from 'node:child_process';
import { mkdtempSync, appendFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Client } from '@elastic/elasticsearch';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { FileStore } from './file-store';
import { startHttpServer, type RunningServer } from './http-server';

/** A GET whose body arrives as sent (node:http does not decode content-encoding). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

async function serve(engine = createEngine({ clock: () => 1_600_000_000_000 }), maxContentLength?: number) {
  const s = await startHttpServer(engine, { port: 0, maxContentLength });
  running.push(s);
  return s;
}

describe('the HTTP server', () => {
  it('speaks HTTP as ES: JSON, NDJSON bulk, HEAD, Warning headers, gzip, pretty', async () => {
    const { url } = await serve();
    const put = await fetch(`${url}/t`, { method: 'PUT', body: JSON.stringify({ settings: { number_of_shards: 1 } }), headers: { 'content-type': 'application/json' } });
    expect(put.status).toBe(200);
    expect(put.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const bulk = await fetch(`${url}/t/_doc/_bulk?refresh=true`, { method: 'POST', body: '{"index":{"_id":"1"}}\n{"a":"hello world"}\n', headers: { 'content-type': 'application/x-ndjson' } });
    expect(((await bulk.json()) as { errors: boolean }).errors).toBe(false);
    const head = await fetch(`${url}/t`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(`${url}/nope`, { method: 'HEAD' })).status).toBe(404);
    const deprecated = await fetch(`${url}/t/_doc/1/_termvector`);
    expect(deprecated.headers.get("warning")).toMatch(/^299 Elasticsearch-6\.8\.\S+ "\[GET \/\{index\}\/\{type\}\/\{id\}\/_termvector\] is deprecated! /);
    // fetch would unzip transparently and hide whether the server zipped at all: read the raw bytes.
    const zipped = await rawGet(`${url}/t/_search`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(gunzipSync(zipped.body).toString('utf8')) as { hits: { total: number } }).hits.total).toBe(1);
    const plain = await rawGet(`${url}/t/_search`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(plain.body.toString('utf8')) as { hits: { total: number } }).hits.total).toBe(1);
    const pretty = await (await fetch(`${url}/?pretty`)).text();
    expect(pretty).toMatch(/^\{\n {2}"name" : "searchpad",/);
  });

  it('the official client (6.8) gets the same bodies as engine.request', async () => {
    const clock = () => 1_600_000_000_000;
    const served = createEngine({ clock });
    const twin = createEngine({ clock });
    const { url } = await serve(served);
    const client = new Client({ node: url });
    const steps: Array<[string, string, unknown, () => Promise<{ body: unknown; statusCode: number | null }>]> = [
      ['PUT', '/tw', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' }, n: { type: 'long' } } } } },
        () => client.indices.create({ index: 'tw', body: { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' }, n: { type: 'long' } } } } } })],
      ['POST', '/_bulk?refresh=true', Array.from({ length: 12 }, (_, i) => `{"index":{"_index":"tw","_type":"_doc","_id":"${i}"}}\n{"text":"twitter test ${'word '.repeat(i % 4)}number ${i}","n":${i}}\n`).join(''),
        () => client.bulk({ refresh: 'true', body: Array.from({ length: 12 }, (_, i) => [{ index: { _index: 'tw', _type: '_doc', _id: String(i) } }, { text: `twitter test ${'word '.repeat(i % 4)}number ${i}`, n: i }]).flat() })],
      ['GET', '/tw/_doc/3/_termvectors?term_statistics=true', undefined, () => client.termvectors({ index: 'tw', type: '_doc', id: '3', term_statistics: true })],
      ['GET', '/tw/_search?from=2&size=3', { query: { match: { text: 'twitter word' } } }, () => client.search({ index: 'tw', from: 2, size: 3, body: { query: { match: { text: 'twitter word' } } } })],
      ['GET', '/tw/_search', { query: { match: { text: 'test' } }, rescore: { window_size: 5, query: { rescore_query: { match: { text: 'word' } }, query_weight: 0.5 } } },
        () => client.search({ index: 'tw', body: { query: { match: { text: 'test' } }, rescore: { window_size: 5, query: { rescore_query: { match: { text: 'word' } }, query_weight: 0.5 } } } })],
    ];
    const strip = (b: unknown) => JSON.parse(JSON.stringify(b, (k, v) => (k === 'took' ? undefined : v)));
    for (const [method, path, body, viaClient] of steps) {
      const expected = await twin.request({ method, path, body });
      const got = await viaClient();
      expect(got.statusCode).toBe(expected.status);
      expect(strip(got.body)).toEqual(strip(expected.body));
    }
  });

  it('serves the 7.x shapes with --profile 7', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'serve', '--port', '0', '--profile', '7'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          const m = /listening on (http:\/\/\S+?),/.exec(out);
          if (m) resolve(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      const client = new Client({ node: url });
      expect((await client.info()).body.version.number).toBe('7.10.2');
      await client.index({ index: 'p', type: '_doc', id: '1', refresh: 'true', body: { a: 'x' } });
      const { body } = await client.search({ index: 'p' });
      expect(body.hits.total).toEqual({ value: 1, relation: 'eq' });
      expect(body.hits.hits[0]._type).toBe('_doc');
    } finally {
      child.kill();
    }
  });

  it('keeps a data directory across restarts, and drops a torn last append', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'searchpad-'));
    const first = createEngine({ store: new FileStore(dir) });
    await first.request({ method: 'PUT', path: '/d', body: { settings: { number_of_shards: 1 } } });
    await first.request({ method: 'PUT', path: '/d/_doc/1?refresh=true', body: { a: 'kept' } });
    appendFileSync(join(dir, 'log.ndjson'), '[{"op":"putDoc","doc":{"index":"d"'); // a crash mid-append
    const second = createEngine({ store: new FileStore(dir) });
    const r = await second.request({ method: 'GET', path: '/d/_search' });
    expect((r.body as { hits: { hits: Array<{ _source: unknown }> } }).hits.hits.map((h) => h._source)).toEqual([{ a: 'kept' }]);
  });

  describe('when a body is over http.max_content_length', () => {
    /** Writes raw HTTP and collects what comes back until the server closes or `wait` ms pass. */
    function raw(url: string, text: string | string[], wait = 300): Promise<{ data: string; closed: boolean }> {
      const { port } = new URL(url);
      return new Promise((resolve) => {
        const socket = connect(Number(port), '127.0.0.1');
        let data = '';
        let closed = false;
        socket.on('data', (d) => (data += d.toString('utf8')));
        socket.on('close', () => (closed = true));
        socket.on('error', () => (closed = true));
        for (const part of Array.isArray(text) ? text : [text]) socket.write(part);
        setTimeout(() => {
          socket.destroy();
          resolve({ data, closed });
        }, wait);
      });
    }

    it('answers an empty 413 to a declared length over the limit, keeping a keep-alive connection', async () => {
      const { url } = await serve(undefined, 64);
      const body = JSON.stringify({ a: 'x'.repeat(100) });
      const r = await raw(url, `PUT /t/_doc/1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}GET /t/_doc/1 HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(r.data).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
      expect(r.data).toMatch(/content-length: 0\r\n/i);
      // The next request on the same connection is answered: nothing was indexed.
      expect(r.data).toMatch(/HTTP\/1\.1 404 Not Found[\s\S]*"index_not_found_exception"/);
    });

    it('answers 413 and closes the connection once a chunked body grows past the limit', async () => {
      const { url } = await serve(undefined, 64);
      const chunk = 'x'.repeat(100);
      const r = await raw(url, [`POST /_bulk HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n`, `${chunk.length.toString(16)}\r\n${chunk}\r\n`]);
      expect(r.data).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
      expect(r.data).toMatch(/connection: close\r\n/i);
      expect(r.closed).toBe(true);
    });

    it('defaults to 100 MB, and serves bodies up to the limit', async () => {
      const { url } = await serve(undefined, 64);
      expect((await fetch(`${url}/t/_doc/1`, { method: 'PUT', body: '{"a":1}', headers: { 'content-type': 'application/json' } })).status).toBe(201);
      const big = await serve();
      const over = await fetch(`${big.url}/t/_doc/1`, { method: 'PUT', body: 'x'.repeat(100 * 1024 * 1024 + 1), headers: { 'content-type': 'application/json' } });
      expect(over.status).toBe(413);
      expect(await over.text()).toBe('');
    });
  });
});
