import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.ts';
import { startHttpServer, type RunningServer } from '../../src/server/http-server';

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

/** One HTTP client: its own keep-alive connection. */
function client(base: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, body?: unknown) =>
    new Promise<{ status: number; body: any }>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const r = httpRequest(`${base}${path}`, { method, agent, headers: text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {} }, (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : undefined }));
      });
      r.on('error', reject);
      if (text) r.write(text);
      r.end();
    });
  return { send, close: () => agent.destroy() };
}

describe('two clients doing read-modify-write on one counter over HTTP', () => {
  it('with if_seq_no / if_primary_term no acknowledged update is lost', async () => {
    const engine = createEngine({ yieldToHost: () => new Promise((r) => setImmediate(r)), now: () => performance.now() });
    const server = await startHttpServer(engine, { port: 0 });
    running.push(server);
    const setup = client(server.url);
    expect((await setup.send('PUT', '/counter/_doc/c', { n: 0 })).status).toBe(201);
    setup.close();

    // Bounded: each client makes a fixed number of attempts (no clock involved).
    const ATTEMPTS = 150;
    const worker = async () => {
      const c = client(server.url);
      let acknowledged = 0;
      let conflicts = 0;
      for (let i = 0; i < ATTEMPTS; i++) {
        const got = await c.send('GET', '/counter/_doc/c');
        const { _seq_no: seq, _primary_term: term, _source: src } = got.body;
        const put = await c.send('PUT', `/counter/_doc/c?if_seq_no=${seq}&if_primary_term=${term}`, { n: src.n + 1 });
        if (put.status === 200) acknowledged++;
        else {
          expect(put.status).toBe(409);
          expect(put.body.error.type).toBe('version_conflict_engine_exception');
          conflicts++;
        }
      }
      c.close();
      return { acknowledged, conflicts };
    };
    const results = await Promise.all([worker(), worker()]);
    const check = client(server.url);
    const final = (await check.send('GET', '/counter/_doc/c')).body;
    check.close();
    const acknowledged = results.reduce((n, r) => n + r.acknowledged, 0);
    const conflicts = results.reduce((n, r) => n + r.conflicts, 0);
    expect(final._source.n).toBe(acknowledged);
    expect(final._version).toBe(acknowledged + 1);
    // The two clients did interleave: some writes lost the race and were refused, not silently applied.
    expect(conflicts).toBeGreaterThan(0);
    expect(acknowledged + conflicts).toBe(2 * ATTEMPTS);
  });
});
