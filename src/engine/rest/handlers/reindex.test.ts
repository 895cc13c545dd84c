import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

async function setup() {
  const t = testEngine();
  for (let i = 1; i <= 3; i++) await t.req('PUT', `/src/_doc/${i}`, { n: i });
  await t.req('POST', '/src/_refresh');
  return t;
}

describe('reindex', () => {
  it('copies the matches into dest, counting created then updated', async () => {
    const { req } = await setup();
    const first = await req('POST', '/_reindex?refresh', { source: { index: 'src', query: { range: { n: { gte: 2 } } } }, dest: { index: 'dst' } });
    expect(first.status).toBe(200);
    const { took, ...rest } = first.body as AnyBody;
    expect(took).toBeGreaterThanOrEqual(0);
    expect(rest).toEqual({
      timed_out: false, total: 2, updated: 0, created: 2, deleted: 0, batches: 1, version_conflicts: 0, noops: 0,
      retries: { bulk: 0, search: 0 }, throttled_millis: 0, requests_per_second: -1, throttled_until_millis: 0, failures: [],
    });
    expect((await req('GET', '/dst/_doc/3')).body).toMatchObject({ _version: 1, _source: { n: 3 } });
    const again = (await req('POST', '/_reindex?refresh=true', { source: { index: ['src'], size: 1 }, dest: { index: 'dst' } })).body as AnyBody;
    expect(again).toMatchObject({ total: 3, created: 1, updated: 2, batches: 3 });
  });

  it('external versions and op_type create conflict on what dest already has', async () => {
    const { req } = await setup();
    await req('POST', '/_reindex?refresh', { source: { index: 'src' }, dest: { index: 'dst' } });
    const create = await req('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'dst', op_type: 'create' }, conflicts: 'proceed' });
    expect(create.body).toMatchObject({ total: 3, created: 0, version_conflicts: 3, failures: [] });
    const external = await req('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'dst', version_type: 'external' } });
    expect(external.status).toBe(409);
    expect((external.body as AnyBody).failures[0]).toMatchObject({ index: 'dst', status: 409, cause: { type: 'version_conflict_engine_exception' } });
  });

  it('runs the script: ctx._id and ctx._index redirect the copy, noop skips it', async () => {
    const { req } = await setup();
    const script = { source: "if (ctx._source.n == 1) { ctx.op = 'noop' } else { ctx._id = 'copy-' + ctx._id; ctx._source.from = ctx._index }" };
    const res = (await req('POST', '/_reindex?refresh', { source: { index: 'src' }, dest: { index: 'dst' }, script })).body as AnyBody;
    expect(res).toMatchObject({ total: 3, created: 2, noops: 1 });
    expect((await req('GET', '/dst/_doc/copy-2')).body).toMatchObject({ found: true, _source: { n: 2, from: 'src' } });
  });

  it('errors as 6.8 gives them', async () => {
    const { req } = await setup();
    const reason = async (body: unknown) => {
      const res = await req('POST', '/_reindex', body);
      expect(res.status).toBe(400);
      return (res.body as AnyBody).error.reason as string;
    };
    expect(await reason({ source: { index: 'src' }, dest: { index: 'src' } })).toContain('reindex cannot write into an index its reading from [src]');
    expect(await reason({ source: { index: 'src' } })).toContain('index must be specified');
    expect(await reason({ source: { index: 'src', remote: { host: 'http://x:9200' } }, dest: { index: 'd' } })).toContain('[remote] is not supported by Searchpad yet');
    expect(await reason({ source: { index: 'src' }, dest: { index: 'd' }, bogus: 1 })).toContain('unknown field [bogus]');
    expect((await req('HEAD', '/d')).status).toBe(404);
  });
});
