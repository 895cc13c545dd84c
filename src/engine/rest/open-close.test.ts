import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import { MemoryStore } from '../storage/memory-store';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('indices.open / indices.close', () => {
  it('a closed index refuses reads and writes with index_closed_exception, wildcards skip it, and it opens again', async () => {
    const { req } = testEngine();
    await req('PUT', '/c1/_doc/1?refresh=true', { a: 1 });
    await req('PUT', '/c2/_doc/1?refresh=true', { a: 1 });
    expect((await req('POST', '/c1/_close')).body).toEqual({ acknowledged: true });
    const closed = { type: 'index_closed_exception', reason: 'closed', index: 'c1' };
    for (const [method, path, body] of [
      ['GET', '/c1/_search', undefined], ['GET', '/c1/_count', undefined], ['GET', '/c1/_doc/1', undefined],
      ['PUT', '/c1/_doc/2', { a: 2 }], ['DELETE', '/c1/_doc/1', undefined], ['POST', '/c1/_doc/1/_update', { doc: { a: 3 } }],
    ] as const) {
      const r = await req(method, path, body);
      expect(r.status, `${method} ${path}`).toBe(400);
      expect((r.body as AnyBody).error, `${method} ${path}`).toMatchObject(closed);
    }
    expect(((await req('GET', '/c*/_count')).body as AnyBody).count).toBe(1);
    expect((await req('GET', '/_cat/indices/c1')).body).toMatch(/^\s+close c1 /);
    expect((await req('GET', '/c1/_mapping')).status).toBe(200);
    expect((await req('POST', '/c*/_open')).body).toEqual({ acknowledged: true, shards_acknowledged: true });
    expect(((await req('GET', '/c1/_doc/1')).body as AnyBody).found).toBe(true);
  });

  it('keeps an index closed across a reload', async () => {
    const store = new MemoryStore();
    const a = createEngine({ store });
    await a.request({ method: 'PUT', path: '/p/_doc/1', body: { n: 1 } });
    await a.request({ method: 'POST', path: '/p/_close' });
    const b = createEngine({ store });
    expect((await b.request({ method: 'GET', path: '/p/_search' })).status).toBe(400);
    await b.request({ method: 'POST', path: '/p/_open' });
    const c = createEngine({ store });
    expect(((await c.request({ method: 'GET', path: '/p/_doc/1' })).body as AnyBody)._source).toEqual({ n: 1 });
  });

  it('search: a wildcard skips a closed index unless expand_wildcards asks for closed ones', async () => {
    const { req } = testEngine();
    await req('PUT', '/index_closed');
    await req('POST', '/index_closed/_close');
    expect((await req('GET', '/index*/_search')).status).toBe(200);
    expect((await req('GET', '/index*/_search?allow_no_indices=false')).status).toBe(404);
    const closed = await req('GET', '/index*/_search?expand_wildcards=open,closed');
    expect(closed.status).toBe(400);
    expect((closed.body as AnyBody).error.type).toBe('index_closed_exception');
    expect((await req('GET', '/index_closed/_search?ignore_unavailable=true')).status).toBe(200);
  });
});
