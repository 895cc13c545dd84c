import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

async function setup() {
  const t = testEngine();
  await t.req('PUT', '/p/_doc/1?refresh=true', { n: 1 });
  return t;
}

describe('reindex module routes', () => {
  it('never index a document named after the API', async () => {
    const { req } = await setup();
    for (const path of ['/p/_doc/_update_by_query', '/p/_update_by_query', '/p/_doc/_delete_by_query', '/p/_delete_by_query']) {
      await req('POST', path, { query: { match_all: {} } });
    }
    expect((await req('GET', '/p/_doc/_update_by_query')).status).toBe(404);
    expect((await req('GET', '/p/_doc/_delete_by_query')).status).toBe(404);
    expect(((await req('GET', '/p/_count')).body as AnyBody).count).toBe(1);
  });

  it('refuse rethrottling by name: every request runs to completion', async () => {
    const { req } = await setup();
    for (const api of ['_delete_by_query', '_update_by_query', '_reindex']) {
      const res = await req('POST', `/${api}/node:1/_rethrottle?requests_per_second=5`);
      expect(res.status).toBe(400);
      expect((res.body as AnyBody).error.reason).toContain('[_rethrottle] is not supported by Searchpad yet');
    }
  });
});
