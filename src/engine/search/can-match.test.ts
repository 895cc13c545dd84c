import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/** Three one-shard indices of dated documents (2016, 2017, 2018), as 140_pre_filter_search_shards.yml sets up. */
async function datedIndices() {
  const t = testEngine(Date.parse('2020-06-15T12:00:00Z'));
  for (const [i, date] of [[1, '2016-01-01'], [2, '2017-01-01'], [3, '2018-01-01']] as const) {
    await t.req('PUT', `/index_${i}`, { settings: { number_of_shards: 1 }, mappings: { doc: { properties: { created_at: { type: 'date', format: 'yyyy-MM-dd' }, n: { type: 'long' } } } } });
    await t.req('PUT', `/index_${i}/doc/${i}`, { created_at: date, n: i });
  }
  await t.req('POST', '/_refresh');
  const shards = async (path: string, body?: unknown) => {
    const r = await t.req('POST', path, body);
    expect(r.status).toBe(200);
    return { shards: (r.body as AnyBody)._shards, total: (r.body as AnyBody).hits?.total ?? (r.body as AnyBody).count, body: r.body as AnyBody };
  };
  return { ...t, shards };
}

const range = (gte: string, lt: string) => ({ range: { created_at: { gte, lt } } });

describe('the can_match phase (pre_filter_shard_size)', () => {
  it('runs only above pre_filter_shard_size (128 by default) and skips shards whose dates fall outside the range', async () => {
    const { shards } = await datedIndices();
    expect((await shards('/_search', { query: range('2016-02-01', '2018-02-01') })).shards).toEqual({ total: 3, successful: 3, skipped: 0, failed: 0 });
    const r = await shards('/_search?pre_filter_shard_size=1', { query: range('2016-02-01', '2018-02-01') });
    expect(r.shards).toEqual({ total: 3, successful: 3, skipped: 1, failed: 0 });
    expect(r.total).toBe(2);
    // The shards are more than 2: pre_filter_shard_size=2 still filters; 3 does not.
    expect((await shards('/_search?pre_filter_shard_size=2', { query: range('2016-02-01', '2018-02-01') })).shards.skipped).toBe(1);
    expect((await shards('/_search?pre_filter_shard_size=3', { query: range('2016-02-01', '2018-02-01') })).shards.skipped).toBe(0);
  });

  it('searches the first shard when none can match, for a well-formed answer', async () => {
    const { shards } = await datedIndices();
    const r = await shards('/_search?pre_filter_shard_size=1', { query: range('2019-02-01', '2020-02-01'), aggs: { m: { max: { field: 'n' } } } });
    expect(r.shards).toEqual({ total: 3, successful: 3, skipped: 2, failed: 0 });
    expect(r.total).toBe(0);
    expect(r.body.aggregations.m).toEqual({ value: null });
  });

  it('does not pre-filter a match_all, a suggestion, a global or min_doc_count 0 terms aggregation, or dfs', async () => {
    const { shards } = await datedIndices();
    const q = range('2016-02-01', '2018-02-01');
    expect((await shards('/_search?pre_filter_shard_size=1')).shards.skipped).toBe(0);
    expect((await shards('/_search?pre_filter_shard_size=1', { query: { match_all: {} } })).shards.skipped).toBe(0);
    expect((await shards('/_search?pre_filter_shard_size=1', { query: q, aggs: { g: { global: {} } } })).shards.skipped).toBe(0);
    const zero = await shards('/_search?pre_filter_shard_size=1', { size: 0, query: q, aggs: { t: { terms: { field: '_index', min_doc_count: 0 } } } });
    expect(zero.shards.skipped).toBe(0);
    // min_doc_count 0 lists every index of the searched shards, the one without a match too.
    expect(zero.body.aggregations.t.buckets.map((b: AnyBody) => [b.key, b.doc_count])).toEqual([['index_2', 1], ['index_3', 1], ['index_1', 0]]);
    const counted = await shards('/_search?pre_filter_shard_size=1', { size: 0, query: q, aggs: { t: { terms: { field: '_index' } } } });
    expect(counted.shards.skipped).toBe(1);
    expect(counted.body.aggregations.t.buckets).toHaveLength(2);
    expect((await shards('/_search?pre_filter_shard_size=1&search_type=dfs_query_then_fetch', { query: q })).shards.skipped).toBe(0);
    expect((await shards('/_search?pre_filter_shard_size=1', { query: q, suggest: { s: { text: 'x', term: { field: 'created_at' } } } })).shards.skipped).toBe(0);
  });

  it('rewrites as 6.8 does: bool must/filter and constant_score carry a match_none up, should does not; unmapped fields match nothing; numeric ranges are not rewritten', async () => {
    const { shards } = await datedIndices();
    const q = range('2017-01-01', '2017-01-02');
    const skipped = async (query: unknown) => (await shards('/_search?pre_filter_shard_size=1', { query })).shards.skipped;
    expect(await skipped({ bool: { filter: [q], must: { match_all: {} } } })).toBe(2);
    expect(await skipped({ bool: { must: [{ bool: { filter: q } }] } })).toBe(2);
    expect(await skipped({ constant_score: { filter: q } })).toBe(2);
    expect(await skipped({ bool: { should: [q] } })).toBe(0);
    expect(await skipped({ bool: { must_not: [q] } })).toBe(0);
    expect(await skipped({ match_none: {} })).toBe(2);
    expect(await skipped({ range: { nowhere: { gte: 1 } } })).toBe(2);
    expect(await skipped({ range: { n: { gte: 10 } } })).toBe(0);
    // Date math against the request's clock.
    expect(await skipped({ range: { created_at: { gte: 'now-2y/y' } } })).toBe(2);
  });

  it('reads date bounds as DateFieldType does: lte takes the whole day, gt skips it', async () => {
    const { shards, req } = await datedIndices();
    await req('PUT', '/index_4', { settings: { number_of_shards: 1 }, mappings: { doc: { properties: { created_at: { type: 'date' } } } } });
    await req('PUT', '/index_4/doc/4?refresh', { created_at: '2019-03-01T10:00:00Z' });
    const lte = await shards('/index_4,index_3/_search?pre_filter_shard_size=1', { query: { range: { created_at: { lte: '2019-03-01', gte: '2019-01-01' } } } });
    expect([lte.total, lte.shards.skipped]).toEqual([1, 1]);
    const gt = await shards('/index_4,index_3/_search?pre_filter_shard_size=1', { query: { range: { created_at: { gt: '2019-03-01' } } } });
    expect([gt.total, gt.shards.skipped]).toEqual([0, 1]);
    const lt = await shards('/index_4/_search', { query: { range: { created_at: { lt: '2019-03-01' } } } });
    expect(lt.total).toBe(0);
  });

  it('counts skipped shards in the count API too, and refuses a pre_filter_shard_size that is not an int', async () => {
    const { shards, req } = await datedIndices();
    const count = await shards('/_count', { query: range('2016-02-01', '2018-02-01') });
    expect(count.shards.skipped).toBe(0);
    const bad = await req('POST', '/_search?pre_filter_shard_size=x', {});
    expect(bad.status).toBe(400);
    expect((bad.body as AnyBody).error.reason).toBe('Failed to parse int parameter [pre_filter_shard_size] with value [x]');
  });
});
