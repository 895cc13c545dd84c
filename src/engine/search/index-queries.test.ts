import { describe, expect, it, vi } from 'vitest';
import { createEngine } from '../index';
import * as dsl from '../query/dsl';

vi.mock('../query/dsl', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../query/dsl')>();
  return { ...actual, parseQuery: vi.fn(actual.parseQuery) };
});

describe('IndexQueries', () => {
  it('parses the query, the post_filter and each rescore query once per index, not once per shard', async () => {
    const engine = createEngine();
    for (const name of ['a', 'b']) {
      await engine.request({ method: 'PUT', path: `/${name}`, body: { settings: { number_of_shards: 3 } } });
      const bulk = Array.from({ length: 9 }, (_, i) => `{"index":{"_id":"${i}"}}\n{"t":"fox ${i % 2 ? 'brown' : 'quick'}"}\n`).join('');
      await engine.request({ method: 'POST', path: `/${name}/_doc/_bulk?refresh=true`, body: bulk });
    }
    const parse = vi.mocked(dsl.parseQuery);
    parse.mockClear();
    const rescore = (q: string) => ({ window_size: 5, query: { rescore_query: { match: { t: q } } } });
    const r = await engine.request({
      method: 'GET',
      path: '/a,b/_search',
      body: { query: { match: { t: 'fox' } }, post_filter: { match: { t: 'fox' } }, rescore: [rescore('brown'), rescore('quick')] },
    });
    expect(r.status).toBe(200);
    expect((r.body as { _shards: { total: number; failed: number } })._shards).toMatchObject({ total: 6, failed: 0 });
    // Four queries (query, post_filter, two rescore queries) for each of two indices.
    expect(parse).toHaveBeenCalledTimes(8);
  });

  it("fails each shard of an index whose query cannot be built, with that index's error", async () => {
    const engine = createEngine();
    await engine.request({ method: 'PUT', path: '/n', body: { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { n: { type: 'long' } } } } } });
    const r = await engine.request({ method: 'GET', path: '/n/_search', body: { query: { term: { n: 'not a number' } } } });
    expect(r.status).toBe(400);
    const error = (r.body as { error: { type: string; failed_shards: Array<{ shard: number; reason: { type: string } }> } }).error;
    expect(error.type).toBe('search_phase_execution_exception');
    expect(error.failed_shards.map((f) => f.reason.type)).toEqual(['query_shard_exception']);
  });
});
