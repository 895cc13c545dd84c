import { describe, expect, it } from 'vitest';
import { createEngine, MemoryStore, type EngineOptions } from '../index';
import type { AnyBody } from '../test-support/engine-harness';

const CLOCK = () => 1_600_000_000_000;

/** An engine whose every yield point yields (a fake clock that always says the slice is used up). */
function yieldingEngine(onYield: (n: number) => void | Promise<void>, extra: EngineOptions = {}) {
  let yields = 0;
  let tick = 0;
  const engine = createEngine({
    clock: CLOCK,
    sliceMs: 1,
    now: () => (tick += 2),
    yieldToHost: async () => {
      yields++;
      await onYield(yields);
    },
    ...extra,
  });
  return { engine, yields: () => yields };
}

const bulkBody = (from: number, to: number) => {
  let s = '';
  for (let i = from; i < to; i++) s += `{"index":{"_id":"${i}"}}\n{"title":"document number ${i}","n":${i}}\n`;
  return s;
};

describe('cancelling a request', () => {
  it('answers task_cancelled_exception and never starts a request cancelled before its turn', async () => {
    const engine = createEngine({ clock: CLOCK });
    const r = await engine.request({ method: 'PUT', path: '/never', body: {} }, { signal: { aborted: true } });
    expect(r.status).toBe(500);
    expect((r.body as AnyBody).error).toMatchObject({ type: 'task_cancelled_exception', reason: 'cancelled', root_cause: [{ type: 'task_cancelled_exception', reason: 'cancelled' }] });
    expect((await engine.request({ method: 'HEAD', path: '/never' })).status).toBe(404);
  });

  it('stops a bulk between items and rolls back what its items wrote; acknowledged writes stay', async () => {
    const store = new MemoryStore();
    const signal = { aborted: false };
    const { engine, yields } = yieldingEngine((n) => {
      if (n === 1500) signal.aborted = true;
    }, { store });
    await engine.request({ method: 'PUT', path: '/t', body: { settings: { number_of_shards: 2 } } });
    expect((await engine.request({ method: 'POST', path: '/t/_doc/_bulk?refresh=true', body: bulkBody(0, 5) })).status).toBe(200);
    const r = await engine.request({ method: 'POST', path: '/t/_doc/_bulk', body: bulkBody(5, 2005) }, { signal });
    expect(yields()).toBeGreaterThanOrEqual(1500);
    expect(r.status).toBe(500);
    expect((r.body as AnyBody).error).toMatchObject({ type: 'task_cancelled_exception', reason: 'cancelled' });
    await engine.request({ method: 'POST', path: '/t/_refresh' });
    const count = await engine.request({ method: 'GET', path: '/t/_count' });
    expect((count.body as AnyBody).count).toBe(5);
    expect(((await engine.request({ method: 'GET', path: '/t/_doc/6' })).body as AnyBody).found).toBe(false);
    // What the store holds is what was acknowledged.
    const reopened = createEngine({ clock: CLOCK, store });
    await reopened.request({ method: 'POST', path: '/t/_refresh' });
    expect(((await reopened.request({ method: 'GET', path: '/t/_count' })).body as AnyBody).count).toBe(5);
  });

  it('stops the analysis of a long value between pieces: the document and its new index are not stored', async () => {
    const signal = { aborted: false };
    const { engine, yields } = yieldingEngine((n) => {
      if (n === 3) signal.aborted = true;
    });
    const text = 'lorem ipsum dolor sit amet '.repeat(40_000); // about 1 MB
    const r = await engine.request({ method: 'PUT', path: '/big/_doc/1', body: JSON.stringify({ text }) }, { signal });
    expect((r.body as AnyBody).error?.type).toBe('task_cancelled_exception');
    expect(yields()).toBe(3);
    expect((await engine.request({ method: 'HEAD', path: '/big' })).status).toBe(404);
  });

  it('fails the shards a cancelled search had not finished, as ES reports them', async () => {
    const signal = { aborted: false };
    let armed = false;
    const { engine } = yieldingEngine(() => {
      if (armed) signal.aborted = true;
    });
    await engine.request({ method: 'PUT', path: '/s', body: { settings: { number_of_shards: 2 } } });
    await engine.request({ method: 'POST', path: '/s/_doc/_bulk?refresh=true', body: bulkBody(0, 20) });
    armed = true;
    const r = await engine.request({ method: 'GET', path: '/s/_search', body: { query: { match: { title: 'document' } } } }, { signal });
    expect(r.status).toBe(500);
    const error = (r.body as AnyBody).error;
    expect(error.type).toBe('search_phase_execution_exception');
    expect(error.root_cause).toEqual([{ type: 'task_cancelled_exception', reason: 'cancelled' }]);
    expect(error.failed_shards[0].reason).toEqual({ type: 'task_cancelled_exception', reason: 'cancelled' });
  });
});

describe('cooperative yielding', () => {
  it('yields between the pieces of a long value and indexes it exactly as without yielding', async () => {
    const text = 'the quick brown fox jumps over the lazy dog\n'.repeat(8_000); // 352 KB
    const doc = JSON.stringify({ text });
    const { engine, yields } = yieldingEngine(() => {});
    const plain = createEngine({ clock: CLOCK });
    const tv = [];
    for (const e of [engine, plain]) {
      await e.request({ method: 'PUT', path: '/t', body: { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets', analyzer: 'stop' } } } } } });
      await e.request({ method: 'PUT', path: '/t/_doc/1?refresh=true', body: doc });
      tv.push((await e.request({ method: 'GET', path: '/t/_doc/1/_termvectors?fields=text&term_statistics=true' })).body);
    }
    expect(yields()).toBeGreaterThan(text.length / 16_384 - 1);
    expect(tv[0]).toEqual(tv[1]);
  });

  it('lets the host run other tasks (a cancel) while a long bulk runs', async () => {
    const controller = new AbortController();
    const engine = createEngine({
      clock: CLOCK,
      sliceMs: 1,
      now: () => performance.now(),
      yieldToHost: () => new Promise((resolve) => setImmediate(resolve)),
    });
    const running = engine.request({ method: 'POST', path: '/t/_doc/_bulk', body: bulkBody(0, 20_000) }, { signal: controller.signal });
    // A task of the host's event loop, queued after the request started: it runs at the engine's next yield.
    setImmediate(() => controller.abort());
    const r = await running;
    expect((r.body as AnyBody).error?.type).toBe('task_cancelled_exception');
    expect((await engine.request({ method: 'HEAD', path: '/t' })).status).toBe(404);
  });
});

describe('request body size (http.max_content_length)', () => {
  it('answers 413 without a body for a text body over the limit in UTF-8 bytes', async () => {
    const engine = createEngine({ clock: CLOCK, maxContentLength: 10 });
    expect(await engine.request({ method: 'PUT', path: '/t/_doc/1', body: '{"a":"12345678"}' })).toEqual({ status: 413, body: undefined });
    expect(await engine.request({ method: 'PUT', path: '/t/_doc/1', body: '"€€€€"' })).toEqual({ status: 413, body: undefined });
    expect((await engine.request({ method: 'PUT', path: '/t/_doc/1', body: '{"a":"1"}' })).status).toBe(201);
  });

  it('defaults to 100 MB', async () => {
    const engine = createEngine({ clock: CLOCK });
    const r = await engine.request({ method: 'POST', path: '/_bulk', body: 'x'.repeat(100 * 1024 * 1024 + 1) });
    expect(r.status).toBe(413);
  });
});
