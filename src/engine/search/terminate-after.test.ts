import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/** One shard holding two segments: docs 1-5 (tag a, n 1-5), then doc 6 (tag b). */
async function twoSegments() {
  const t = testEngine();
  await t.req('PUT', '/i', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { tag: { type: 'keyword' }, n: { type: 'long' } } } } });
  for (let n = 1; n <= 5; n++) await t.req('PUT', `/i/_doc/${n}`, { tag: 'a', n });
  await t.req('POST', '/i/_refresh');
  await t.req('PUT', '/i/_doc/6?refresh=true', { tag: 'b', n: 6 });
  const search = async (path: string, body?: unknown) => {
    const r = await t.req('POST', path, body);
    expect(r.status).toBe(200);
    return r.body as AnyBody;
  };
  return { ...t, search };
}

describe('terminate_after (6.8: EarlyTerminatingCollector per shard, terminated_early in the answer)', () => {
  it('stops a shard after that many documents and says so, after timed_out', async () => {
    const { search } = await twoSegments();
    const r = await search('/i/_search', { terminate_after: 2 });
    expect(Object.keys(r)).toEqual(['took', 'timed_out', 'terminated_early', '_shards', 'hits']);
    expect(r.terminated_early).toBe(true);
    expect(r.hits.total).toBe(2);
    expect(r.hits.hits.map((h: AnyBody) => h._id)).toEqual(['1', '2']);
    const all = await search('/i/_search', { terminate_after: 10 });
    expect([all.terminated_early, all.hits.total]).toEqual([false, 6]);
    expect('terminated_early' in (await search('/i/_search', {}))).toBe(false);
  });

  it('counts a limit reached at the end of a segment as terminated when another segment follows', async () => {
    const { search } = await twoSegments();
    // Docs 1-5 fill the limit in the first segment; the second segment (no match there) is not visited.
    const r = await search('/i/_search', { terminate_after: 5, query: { term: { tag: 'a' } } });
    expect([r.terminated_early, r.hits.total]).toEqual([true, 5]);
    // Doc 6 is the only match of the last segment: the limit is reached with nothing after it.
    const last = await search('/i/_search', { terminate_after: 1, query: { term: { tag: 'b' } } });
    expect([last.terminated_early, last.hits.total]).toEqual([false, 1]);
  });

  it('counts the documents the post_filter keeps; aggregations stop with the shard', async () => {
    const { search } = await twoSegments();
    const r = await search('/i/_search', {
      terminate_after: 2, post_filter: { range: { n: { gte: 3 } } }, aggs: { s: { sum: { field: 'n' } } },
    });
    expect(r.hits.hits.map((h: AnyBody) => h._id)).toEqual(['3', '4']);
    expect(r.hits.total).toBe(2);
    // Docs 1-4 reached the aggregation (1 and 2 passed min_score but not the post_filter); doc 5 stopped the shard.
    expect(r.aggregations.s.value).toBe(10);
    const scored = await search('/i/_search', { terminate_after: 1, min_score: 2, query: { function_score: { query: { match_all: {} }, field_value_factor: { field: 'n' }, boost_mode: 'replace' } } });
    expect(scored.hits.hits.map((h: AnyBody) => h._id)).toEqual(['2']);
  });

  it('shows its collector in a profile, inside the post_filter\'s', async () => {
    const { search } = await twoSegments();
    const r = await search('/i/_search', { terminate_after: 1, post_filter: { match_all: {} }, profile: true });
    const tree = r.profile.shards[0].searches[0].collector[0];
    const filtered = tree.children[0];
    expect([filtered.name, filtered.children[0].name, filtered.children[0].reason, filtered.children[0].children[0].name])
      .toEqual(['FilteredCollector', 'EarlyTerminatingCollector', 'search_terminate_after_count', 'SimpleTopScoreDocCollector']);
  });

  it('applies per shard: each shard collects up to the limit', async () => {
    const t = testEngine();
    await t.req('PUT', '/m', { settings: { number_of_shards: 3 } });
    for (let n = 1; n <= 30; n++) await t.req('PUT', `/m/_doc/${n}`, { n });
    await t.req('POST', '/m/_refresh');
    const r = (await t.req('POST', '/m/_search', { terminate_after: 2, size: 0 })).body as AnyBody;
    expect([r.terminated_early, r.hits.total]).toEqual([true, 6]);
  });

  it('reads the URL parameter over the body (0 keeps the body\'s) and refuses a negative one', async () => {
    const { search, req } = await twoSegments();
    expect((await search('/i/_search?terminate_after=3', { terminate_after: 1 })).hits.total).toBe(3);
    expect((await search('/i/_search?terminate_after=0', { terminate_after: 1 })).hits.total).toBe(1);
    const bad = await req('GET', '/i/_search?terminate_after=-1');
    expect(bad.status).toBe(400);
    expect((bad.body as AnyBody).error.reason).toBe('terminateAfter must be > 0');
    // The body's value is taken as it is: a negative one stops the shard before its first document.
    const negative = await search('/i/_search', { terminate_after: -1 });
    expect([negative.terminated_early, negative.hits.total]).toEqual([true, 0]);
  });

  it('is honoured by the count API, which answers terminated_early first', async () => {
    const { search, req } = await twoSegments();
    const r = await search('/i/_count?terminate_after=2');
    expect(Object.keys(r)).toEqual(['terminated_early', 'count', '_shards']);
    expect([r.terminated_early, r.count]).toEqual([true, 2]);
    expect(Object.keys(await search('/i/_count?terminate_after=0'))).toEqual(['count', '_shards']);
    expect((await req('GET', '/i/_count?terminate_after=-2')).status).toBe(400);
  });
});

describe('ext (6.8 without plugins registers no search extension)', () => {
  it('accepts an empty ext and refuses any section as the named-object registry does', async () => {
    const { req } = await twoSegments();
    expect((await req('POST', '/i/_search', { ext: {} })).status).toBe(200);
    const section = await req('POST', '/i/_search', { ext: { my_plugin: { a: 1 } } });
    expect(section.status).toBe(400);
    expect((section.body as AnyBody).error).toMatchObject({ type: 'x_content_parse_exception', reason: 'unknown named object category [org.elasticsearch.search.SearchExtBuilder]' });
    const scalar = await req('POST', '/i/_search', { ext: 1 });
    expect((scalar.body as AnyBody).error).toMatchObject({ type: 'parsing_exception', reason: 'Unknown key for a VALUE_NUMBER in [ext].' });
  });
});
