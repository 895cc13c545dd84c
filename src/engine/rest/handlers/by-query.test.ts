import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

async function setup(docs = 3) {
  const t = testEngine();
  for (let i = 1; i <= docs; i++) await t.req('PUT', `/p/_doc/${i}`, { n: i, tag: i % 2 === 0 ? 'even' : 'odd' });
  await t.req('POST', '/p/_refresh');
  return t;
}

const count = async (req: Awaited<ReturnType<typeof setup>>['req']) => ((await req('GET', '/p/_count')).body as AnyBody).count;

describe('reindex module routes', () => {
  it('never index a document named after the API', async () => {
    const { req } = await setup(1);
    for (const path of ['/p/_doc/_update_by_query', '/p/_update_by_query']) await req('POST', path, { query: { match_all: {} } });
    expect((await req('GET', '/p/_doc/_update_by_query')).status).toBe(404);
    expect((await req('GET', '/p/_doc/_delete_by_query')).status).toBe(404);
  });

  it('refuse rethrottling by name: every request runs to completion', async () => {
    const { req } = await setup(1);
    for (const api of ['_delete_by_query', '_update_by_query', '_reindex']) {
      const res = await req('POST', `/${api}/node:1/_rethrottle?requests_per_second=5`);
      expect(res.status).toBe(400);
      expect((res.body as AnyBody).error.reason).toContain('[_rethrottle] is not supported by Searchpad yet');
    }
  });
});

describe('delete_by_query', () => {
  it('deletes what the query matches and reports it as 6.8 does', async () => {
    const { req } = await setup(3);
    const res = await req('POST', '/p/_delete_by_query?refresh', { query: { term: { tag: 'odd' } } });
    expect(res.status).toBe(200);
    const { took, ...rest } = res.body as AnyBody;
    expect(typeof took).toBe('number');
    expect(rest).toEqual({
      timed_out: false, total: 2, deleted: 2, batches: 1, version_conflicts: 0, noops: 0, retries: { bulk: 0, search: 0 },
      throttled_millis: 0, requests_per_second: -1, throttled_until_millis: 0, failures: [],
    });
    expect(await count(req)).toBe(1);
    expect((await req('GET', '/p/_doc/2')).status).toBe(200);
  });

  it('takes q=, counts batches of scroll_size and stops at size', async () => {
    const { req } = await setup(5);
    const res = (await req('POST', '/p/_doc/_delete_by_query?q=n:%5B2%20TO%205%5D&scroll_size=1&size=3&refresh=true')).body as AnyBody;
    expect([res.total, res.deleted, res.batches]).toEqual([3, 3, 3]);
    expect(await count(req)).toBe(2);
    const none = (await req('POST', '/p/_delete_by_query', { query: { term: { tag: 'none' } } })).body as AnyBody;
    expect([none.total, none.deleted, none.batches]).toEqual([0, 0, 0]);
  });

  it('a document written since the last refresh is a version conflict: abort answers 409, proceed counts it', async () => {
    const { req } = await setup(2);
    await req('PUT', '/p/_doc/1', { n: 10, tag: 'odd' }); // not refreshed: the search still sees version 1
    const abort = await req('POST', '/p/_delete_by_query', { query: { match_all: {} } });
    expect(abort.status).toBe(409);
    const b = abort.body as AnyBody;
    expect([b.total, b.deleted, b.version_conflicts]).toEqual([2, 1, 1]);
    expect(b.failures).toHaveLength(1);
    expect(b.failures[0]).toMatchObject({ index: 'p', type: '_doc', id: '1', status: 409, cause: { type: 'version_conflict_engine_exception', index: 'p' } });
    expect((await req('GET', '/p/_doc/1')).body).toMatchObject({ found: true, _source: { n: 10 } });

    const t = await setup(2);
    await t.req('PUT', '/p/_doc/1', { n: 10 });
    const proceed = await t.req('POST', '/p/_delete_by_query?conflicts=proceed', { query: { match_all: {} } });
    expect(proceed.status).toBe(200);
    expect((proceed.body as AnyBody)).toMatchObject({ total: 2, deleted: 1, version_conflicts: 1, failures: [] });
    const inBody = await t.req('POST', '/p/_delete_by_query', { conflicts: 'proceed', query: { match_all: {} } });
    // Both were written since the last refresh (one deleted): both are conflicts now.
    expect((inBody.body as AnyBody)).toMatchObject({ version_conflicts: 2, deleted: 0, failures: [] });
  });

  it('errors as 6.8 gives them', async () => {
    const { req } = await setup(1);
    const reason = async (path: string, body?: unknown) => {
      const res = await req('POST', path, body);
      expect(res.status).toBe(400);
      return (res.body as AnyBody).error.reason as string;
    };
    expect(await reason('/p/_delete_by_query')).toContain('query is missing');
    expect(await reason('/p/_delete_by_query?conflicts=maybe', { query: { match_all: {} } })).toBe('conflicts may only be "proceed" or "abort" but was [maybe]');
    expect(await reason('/p/_delete_by_query?wait_for_completion=false', { query: { match_all: {} } })).toContain('[wait_for_completion] is not supported by Searchpad yet');
    expect(await reason('/p/_delete_by_query?requests_per_second=0', { query: { match_all: {} } })).toContain('[requests_per_second] must be a float greater than 0');
    expect(await reason('/p/_delete_by_query?size=0', { query: { match_all: {} } })).toContain('size should be greater than 0');
    expect(await count(req)).toBe(1);
    const ok = (await req('POST', '/p/_delete_by_query?requests_per_second=5&slices=1', { query: { match_all: {} } })).body as AnyBody;
    expect(ok.requests_per_second).toBe(5);
  });
});

describe('update_by_query', () => {
  it('writes each match again, bumping its version, and reports updated', async () => {
    const { req } = await setup(3);
    const res = await req('POST', '/p/_update_by_query?refresh', undefined);
    expect(res.status).toBe(200);
    const { took, ...rest } = res.body as AnyBody;
    expect(took).toBeGreaterThanOrEqual(0);
    expect(rest).toEqual({
      timed_out: false, total: 3, updated: 3, deleted: 0, batches: 1, version_conflicts: 0, noops: 0, retries: { bulk: 0, search: 0 },
      throttled_millis: 0, requests_per_second: -1, throttled_until_millis: 0, failures: [],
    });
    expect((await req('GET', '/p/_doc/1')).body).toMatchObject({ _version: 2, _source: { n: 1, tag: 'odd' } });
  });

  it('runs the script over ctx: _source changed, op noop and delete, metadata read-only', async () => {
    const { req } = await setup(3);
    const script = { lang: 'painless', source: "if (ctx._source.n == 1) { ctx.op = 'noop' } else if (ctx._source.n == 2) { ctx.op = 'delete' } else { ctx._source.seen = ctx._id + '/' + ctx._version }" };
    const res = (await req('POST', '/p/_doc/_update_by_query?refresh=true', { script })).body as AnyBody;
    expect(res).toMatchObject({ total: 3, updated: 1, deleted: 1, noops: 1, failures: [] });
    expect((await req('GET', '/p/_doc/1')).body).toMatchObject({ _version: 1 });
    expect((await req('GET', '/p/_doc/2')).status).toBe(404);
    expect((await req('GET', '/p/_doc/3')).body).toMatchObject({ _version: 2, _source: { n: 3, seen: '3/1' } });
    const bad = await req('POST', '/p/_update_by_query', { script: { source: "ctx._id = 'x'" } });
    expect(bad.status).toBe(400);
    expect((bad.body as AnyBody).error.reason).toBe('Modifying [_id] not allowed');
    const op = await req('POST', '/p/_update_by_query', { script: { source: "ctx.op = 'create'" } });
    expect((op.body as AnyBody).error.reason).toBe('Operation type [create] not allowed, only [noop, index, delete] are allowed');
  });

  it('a document changed since the search is a conflict, never overwritten', async () => {
    const { req } = await setup(2);
    await req('PUT', '/p/_doc/2', { n: 20 });
    const res = await req('POST', '/p/_update_by_query?conflicts=proceed', { script: { source: 'ctx._source.n += 100' } });
    expect(res.body).toMatchObject({ total: 2, updated: 1, version_conflicts: 1, failures: [] });
    expect((await req('GET', '/p/_doc/2')).body).toMatchObject({ _version: 2, _source: { n: 20 } });
    expect((await req('GET', '/p/_doc/1')).body).toMatchObject({ _version: 2, _source: { n: 101 } });
    const aborted = await req('POST', '/p/_update_by_query', { query: { term: { n: 2 } } });
    expect(aborted.status).toBe(409);
  });

  it('refuses pipeline by name (ingest is out)', async () => {
    const { req } = await setup(1);
    const res = await req('POST', '/p/_update_by_query?pipeline=x');
    expect(res.status).toBe(400);
    expect((res.body as AnyBody).error.reason).toContain('[pipeline] is not supported by Searchpad yet');
  });
});

describe('routing and aliases', () => {
  it('routing searches only the shard it routes to; an alias filter applies', async () => {
    const { req } = testEngine();
    await req('PUT', '/r', { settings: { number_of_shards: 5 } });
    await req('PUT', '/r/_doc/a?routing=one', { k: 'x' });
    await req('PUT', '/r/_doc/b?routing=two', { k: 'y' });
    await req('POST', '/r/_refresh');
    await req('POST', '/_aliases', { actions: [{ add: { index: 'r', alias: 'only-y', filter: { term: { k: 'y' } } } }] });
    const routed = await req('POST', '/r/_delete_by_query?routing=one&refresh', { query: { match_all: {} } });
    expect(routed.body).toMatchObject({ total: 1, deleted: 1 });
    expect((await req('GET', '/r/_doc/b?routing=two')).status).toBe(200);
    await req('PUT', '/r/_doc/c?routing=one&refresh', { k: 'z' });
    const filtered = await req('POST', '/only-y/_update_by_query', { query: { match_all: {} } });
    expect(filtered.body).toMatchObject({ total: 1, updated: 1 });
    expect((await req('GET', '/r/_doc/b?routing=two')).body).toMatchObject({ _version: 2 });
  });
});
