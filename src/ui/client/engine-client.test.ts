import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine/index';
import type { FromWorker, ToWorker } from '../../worker/protocol';
import { serveEngine } from '../../worker/serve-engine';
import { createEngineClient, EngineRestartedError } from './engine-client';

type AnyBody = { error?: { type: string; reason: string } };

/** An engine served over a MessageChannel, yielding to Node's event loop as the worker yields to its own. */
function servedEngine() {
  const { port1, port2 } = new MessageChannel();
  const engine = createEngine({ sliceMs: 2, now: () => performance.now(), yieldToHost: () => new Promise((r) => setImmediate(r)) });
  serveEngine(engine, port2 as never);
  return { port: port1, close: () => (port1.close(), port2.close()) };
}

const bulk = (n: number) => Array.from({ length: n }, (_, i) => `{"index":{"_id":"${i}"}}\n{"title":"doc ${i}"}\n`).join('');

describe('engine client over a MessageChannel (no Worker needed)', () => {
  it('sends requests and receives the engine responses', async () => {
    const { port, close } = servedEngine();
    const client = createEngineClient(port as never);
    await client.ready;
    const r = await client.request({ method: 'PUT', path: '/t', body: { settings: { number_of_shards: 1 } } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ acknowledged: true, shards_acknowledged: true, index: 't' });
    expect(r.tookMs).toBeGreaterThanOrEqual(0);
    close();
  });

  it('passes on the time a request\'s writes took to commit, when the worker reports it', async () => {
    const { port1, port2 } = new MessageChannel();
    serveEngine({ request: async (_r, _o, timing) => ((timing!.storeMs = 12.5), { status: 201, body: { result: 'created' } }) }, port2 as never);
    const client = createEngineClient(port1 as never);
    await client.ready;
    const r = await client.request({ method: 'PUT', path: '/t/_doc/1', body: {} });
    expect(r.storeMs).toBe(12.5);
    port1.close();
    port2.close();
  });

  describe('#answered', () => {
    it('resolves once the requests sent so far are answered, not waiting for later ones', async () => {
      const { port, close } = servedEngine();
      const client = createEngineClient(port as never);
      await client.ready;
      await expect(client.answered()).resolves.toBeUndefined();
      const order: string[] = [];
      const put = client.request({ method: 'PUT', path: '/t/_doc/1', body: { a: 1 } }).then(() => order.push('put'));
      const answered = client.answered().then(() => order.push('answered'));
      const bulkDone = client.request({ method: 'POST', path: '/t/_doc/_bulk', body: bulk(3000) }).then(() => order.push('bulk'));
      await Promise.all([put, answered, bulkDone]);
      expect(order.indexOf('answered')).toBeLessThan(order.indexOf('bulk'));
      expect(order.indexOf('put')).toBeLessThan(order.indexOf('answered'));
      close();
    });
  });

  describe('#request with a signal', () => {
    it('answers a ping while a long bulk runs, and a cancelled bulk with task_cancelled_exception', async () => {
      const { port, close } = servedEngine();
      const client = createEngineClient(port as never);
      await client.ready;
      await client.request({ method: 'PUT', path: '/t/_doc/kept', body: { a: 1 } });
      const controller = new AbortController();
      let finished = false;
      const running = client.request({ method: 'POST', path: '/t/_doc/_bulk', body: bulk(30_000) }, { signal: controller.signal });
      void running.then(() => (finished = true));
      await client.ping();
      expect(finished).toBe(false);
      controller.abort();
      const r = await running;
      expect(r.status).toBe(500);
      expect((r.body as AnyBody).error).toMatchObject({ type: 'task_cancelled_exception', reason: 'cancelled' });
      const count = await client.request({ method: 'GET', path: '/t/_doc/29999' });
      expect(count.body).toMatchObject({ found: false });
      expect((await client.request({ method: 'GET', path: '/t/_doc/kept' })).body).toMatchObject({ found: true });
      close();
    });

    it('cancels every pending request with cancelAll', async () => {
      const { port, close } = servedEngine();
      const client = createEngineClient(port as never);
      await client.ready;
      const first = client.request({ method: 'POST', path: '/a/_doc/_bulk', body: bulk(20_000) });
      const second = client.request({ method: 'POST', path: '/b/_doc/_bulk', body: bulk(10) });
      await client.ping();
      client.cancelAll();
      const answers = await Promise.all([first, second]);
      expect(answers.map((a) => (a.body as AnyBody).error?.type)).toEqual(['task_cancelled_exception', 'task_cancelled_exception']);
      close();
    });
  });

  describe('when the worker does not answer a cancel in time', () => {
    it('restarts the worker, rejects what was pending and says so; the new worker serves the next requests', async () => {
      const sent: ToWorker[] = [];
      let terminated = false;
      const stuck = {
        onmessage: null as ((e: MessageEvent<FromWorker>) => void) | null,
        postMessage: (m: ToWorker) => sent.push(m),
        terminate: () => (terminated = true),
      };
      const fresh = servedEngine();
      const messages: string[] = [];
      const client = createEngineClient(stuck, { restart: () => fresh.port as never, cancelGraceMs: 50 });
      client.onRestart((m) => messages.push(m));
      const controller = new AbortController();
      const running = client.request({ method: 'GET', path: '/_search' }, { signal: controller.signal });
      const queued = client.request({ method: 'GET', path: '/' });
      controller.abort();
      await expect(running).rejects.toBeInstanceOf(EngineRestartedError);
      await expect(queued).rejects.toThrow(/did not stop within 0.05 s of Cancel, so it was restarted/);
      expect(sent.map((m) => m.type)).toEqual(['request', 'request', 'cancel']);
      expect(terminated).toBe(true);
      expect(messages).toHaveLength(1);
      expect((await client.request({ method: 'GET', path: '/' })).status).toBe(200);
      fresh.close();
    });

    it('does nothing more once the cancelled request answered', async () => {
      const { port, close } = servedEngine();
      let restarts = 0;
      const client = createEngineClient(port as never, { restart: () => (restarts++, port as never), cancelGraceMs: 30 });
      await client.ready;
      const controller = new AbortController();
      const running = client.request({ method: 'POST', path: '/t/_doc/_bulk', body: bulk(5_000) }, { signal: controller.signal });
      await client.ping();
      controller.abort();
      await running;
      await new Promise((r) => setTimeout(r, 60));
      expect(restarts).toBe(0);
      close();
    });
  });
});
