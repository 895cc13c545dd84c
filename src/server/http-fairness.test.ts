import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine, type Engine, type EngineRequest } from '../engine/index.ts';
import { startHttpServer, type RunningServer } from './http-server';

const running: RunningServer[] = [];
const agents: Agent[] = [];
afterEach(async () => {
  while (agents.length) agents.pop()!.destroy();
  while (running.length) await running.pop()!.close();
});

/** A request on its own connection; resolves once the whole answer arrived. */
function send(base: string, method: string, path: string, body?: string) {
  const agent = new Agent({ keepAlive: false });
  agents.push(agent);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const r = httpRequest(`${base}${path}`, { method, agent, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    r.on('error', reject);
    if (body) r.write(body);
    r.end();
  });
}

/** The engine as `npm run serve` makes it (yielding to the event loop), telling when a request reaches it. */
function servedEngine() {
  const engine = createEngine({ yieldToHost: () => new Promise((r) => setImmediate(r)), now: () => performance.now() });
  const arrivals: Array<(req: EngineRequest, answered: Promise<unknown>) => void> = [];
  const wrapped: Engine = {
    request(req, options) {
      const answer = engine.request(req, options);
      for (const f of arrivals) f(req, answer);
      return answer;
    },
  };
  /** Resolves when a matching request reaches the engine, with a promise of the engine's answer to it. */
  const arrived = (match: (req: EngineRequest) => boolean) =>
    new Promise<{ answered: Promise<unknown> }>((resolve) => arrivals.push((req, answered) => match(req) && resolve({ answered })));
  return { engine, wrapped, arrived };
}

const vocabulary = (n: number) => Array.from({ length: n }, (_, i) => `w${i.toString(36)}`);

/**
 * Runs `heavy`; once it reached the engine, sends `GET /` on another connection. Returns the order of two
 * events: the client got the whole `GET /` answer, the engine answered the heavy request (taken on the
 * server, so the time its big answer spends on the wire does not count).
 */
async function orderOfAnswers(url: string, arrived: Promise<{ answered: Promise<unknown> }>, heavy: () => Promise<{ status: number }>) {
  const order: string[] = [];
  const heavyDone = heavy();
  const { answered } = await arrived;
  const engineDone = answered.then(() => order.push('heavy'));
  const info = await send(url, 'GET', '/');
  order.push('GET /');
  expect(info.status).toBe(200);
  await engineDone;
  expect((await heavyDone).status).toBe(200);
  return order;
}

describe('one request does not block the others over HTTP', () => {
  it('GET / is answered while a 5,000-term sloppy phrase search runs', async () => {
    const { engine, wrapped, arrived } = servedEngine();
    const server = await startHttpServer(wrapped, { port: 0 });
    running.push(server);
    const vocab = vocabulary(5000);
    await engine.request({ method: 'PUT', path: '/phrase', body: { settings: { number_of_shards: 1 } } });
    let bulk = '';
    // Every document holds every term of the phrase (shuffled), so every one is phrase-matched.
    for (let d = 0; d < 40; d++) bulk += `{"index":{"_id":"${d}"}}\n${JSON.stringify({ text: [...vocab.slice(d * 7), ...vocab.slice(0, d * 7)].reverse().join(' ') })}\n`;
    expect((await engine.request({ method: 'POST', path: '/phrase/_doc/_bulk?refresh=true', body: bulk })).status).toBe(200);
    const phrase = JSON.stringify({ query: { match_phrase: { text: { query: vocab.join(' '), slop: 50 } } } });
    const order = await orderOfAnswers(server.url, arrived((r) => r.path === '/phrase/_search'), () => send(server.url, 'POST', '/phrase/_search', phrase));
    expect(order).toEqual(['GET /', 'heavy']);
  });

  it('GET / is answered while one document is matched against a sloppy phrase of 400 repeats of one word', async () => {
    const { engine, wrapped, arrived } = servedEngine();
    const server = await startHttpServer(wrapped, { port: 0 });
    running.push(server);
    await engine.request({ method: 'PUT', path: '/repeats', body: { settings: { number_of_shards: 1 } } });
    // One document: nothing to yield between documents, so only the matching of that document can let GET / in.
    const text = Array.from({ length: 2000 }, () => 'the').join(' ');
    expect((await engine.request({ method: 'POST', path: '/repeats/_doc/1?refresh=true', body: { text } })).status).toBe(201);
    const phrase = JSON.stringify({ query: { match_phrase: { text: { query: Array.from({ length: 400 }, () => 'the').join(' '), slop: 3 } } } });
    const order = await orderOfAnswers(server.url, arrived((r) => r.path === '/repeats/_search'), () => send(server.url, 'POST', '/repeats/_search', phrase));
    expect(order).toEqual(['GET /', 'heavy']);
  }, 120_000);

  it('GET / is answered while a 10 MB body is parsed', async () => {
    const { wrapped, arrived } = servedEngine();
    const server = await startHttpServer(wrapped, { port: 0 });
    running.push(server);
    // A million values: parsed and walked whole, the body held the event loop for seconds; after the parse the
    // request ends at once (no such index), so only the parse itself can let GET / in first.
    const body = JSON.stringify({ query: { terms: { k: Array.from({ length: 1_000_000 }, (_, i) => `v${i}`) } } });
    const heavyArrived = arrived((r) => r.path === '/nope/_search');
    const heavy = send(server.url, 'POST', '/nope/_search', body);
    const { answered } = await heavyArrived;
    const order: string[] = [];
    const engineDone = answered.then(() => order.push('heavy'));
    const info = await send(server.url, 'GET', '/');
    order.push('GET /');
    expect(info.status).toBe(200);
    await engineDone;
    expect((await heavy).status).toBe(404);
    expect(order).toEqual(['GET /', 'heavy']);
  }, 120_000);

  it('GET / is answered while a long _analyze runs', async () => {
    const { wrapped, arrived } = servedEngine();
    const server = await startHttpServer(wrapped, { port: 0 });
    running.push(server);
    const vocab = vocabulary(5000);
    const text = Array.from({ length: 400_000 }, (_, i) => vocab[i % vocab.length]).join(' ');
    const body = JSON.stringify({ analyzer: 'standard', text });
    const order = await orderOfAnswers(server.url, arrived((r) => r.path === '/_analyze'), async () => {
      const r = await send(server.url, 'POST', '/_analyze', body);
      expect(JSON.parse(r.text).tokens).toHaveLength(400_000);
      return r;
    });
    expect(order).toEqual(['GET /', 'heavy']);
  });
});
