import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { scoreToJson } from '../util/float';

/** A float32 as the JSON score ES prints. */
const f32 = (x: number) => scoreToJson(Math.fround(x));
const fl = Math.fround;

async function books(shards = 1) {
  const t = testEngine();
  await t.req('PUT', '/b', { settings: { number_of_shards: shards }, mappings: { _doc: { properties: {
    title: { type: 'text' }, body: { type: 'text' }, tag: { type: 'keyword' }, year: { type: 'long' }, price: { type: 'double' },
  } } } });
  const docs = [
    { title: 'quick brown fox', body: 'the fox jumps', tag: 'animal', year: 2001, price: 10.5 },
    { title: 'lazy dog', body: 'quick quick dog', tag: 'animal', year: 1999, price: 3 },
    { title: 'quiet night', body: 'nothing to see', tag: 'night', year: 2010 },
    { title: 'fox hunt', body: 'quickly over', year: 2005, price: 7.25 },
  ];
  for (let i = 0; i < docs.length; i++) await t.req('PUT', `/b/_doc/${i + 1}`, docs[i]);
  await t.req('POST', '/b/_refresh');
  const search = async (body: unknown, qs = '') => (await t.req('GET', `/b/_search${qs}`, body)).body as AnyBody;
  return { ...t, search };
}

const ids = (r: AnyBody) => r.hits.hits.map((h: AnyBody) => h._id);
const scoreOf = (r: AnyBody, id: string) => r.hits.hits.find((h: AnyBody) => h._id === id)?._score;

describe('query DSL beyond match', () => {
  it('dis_max: best clause plus tie_breaker times the rest, in float', async () => {
    const { search } = await books();
    const t = await search({ query: { match: { title: 'fox' } } });
    const b = await search({ query: { match: { body: 'fox' } } });
    const dm = await search({ query: { dis_max: { tie_breaker: 0.3, queries: [{ match: { title: 'fox' } }, { match: { body: 'fox' } }] } } });
    const x = scoreOf(t, '1');
    const y = scoreOf(b, '1');
    const max = Math.max(x, y);
    expect(scoreOf(dm, '1')).toBe(f32(max + fl(fl(fl(x + y) - max) * fl(0.3))));
    expect(scoreOf(dm, '4')).toBe(scoreOf(t, '4'));
  });

  it('multi_match: best_fields is a dis_max, most_fields a sum, field boosts apply', async () => {
    const { search } = await books();
    const best = await search({ query: { multi_match: { query: 'fox', fields: ['title', 'body'] } } });
    const dm = await search({ query: { dis_max: { queries: [{ match: { title: 'fox' } }, { match: { body: 'fox' } }] } } });
    expect(best.hits.hits).toEqual(dm.hits.hits);
    const most = await search({ query: { multi_match: { query: 'fox', fields: ['title', 'body'], type: 'most_fields' } } });
    const bool = await search({ query: { bool: { should: [{ match: { title: 'fox' } }, { match: { body: 'fox' } }] } } });
    expect(most.hits.hits).toEqual(bool.hits.hits);
    const boosted = await search({ query: { multi_match: { query: 'fox', fields: ['title^2'] } } });
    const direct = await search({ query: { match: { title: { query: 'fox', boost: 2 } } } });
    expect(boosted.hits.hits).toEqual(direct.hits.hits);
  });

  it('match_phrase_prefix expands the last term over the index', async () => {
    const { search } = await books();
    expect(ids(await search({ query: { match_phrase_prefix: { title: 'quick bro' } } }))).toEqual(['1']);
    expect(ids(await search({ query: { match_phrase_prefix: { title: 'qui' } } })).sort()).toEqual(['1', '3']);
    expect(ids(await search({ query: { match_phrase_prefix: { title: 'zzz' } } }))).toEqual([]);
  });

  it('exists and ids are constant-score filters', async () => {
    const { search } = await books();
    const ex = await search({ query: { exists: { field: 'price' } } });
    expect(ids(ex).sort()).toEqual(['1', '2', '4']);
    expect(ex.hits.hits.every((h: AnyBody) => h._score === 1)).toBe(true);
    expect(ids(await search({ query: { exists: { field: 'tag' } } })).sort()).toEqual(['1', '2', '3']);
    expect(ids(await search({ query: { exists: { field: 'nope' } } }))).toEqual([]);
    const byId = await search({ query: { ids: { values: ['4', '2', '99'] } } });
    expect(ids(byId)).toEqual(['2', '4']);
  });

  it('range on numbers (gt/lte made inclusive) and keywords in byte order', async () => {
    const { search } = await books();
    expect(ids(await search({ query: { range: { year: { gt: 1999, lte: 2005 } } } })).sort()).toEqual(['1', '4']);
    expect(ids(await search({ query: { range: { price: { lt: 7.25 } } } }))).toEqual(['2']);
    expect(ids(await search({ query: { range: { tag: { gte: 'b' } } } }))).toEqual(['3']);
  });

  it('post_filter narrows hits and total but not scores', async () => {
    const { search } = await books();
    const all = await search({ query: { match: { body: 'quick' } } });
    const pf = await search({ query: { match: { body: 'quick' } }, post_filter: { term: { tag: 'animal' } } });
    expect(pf.hits.total).toBe(1);
    expect(scoreOf(pf, '2')).toBe(scoreOf(all, '2'));
  });

  it('sort by field: sort values, null _score and max_score, track_scores, missing last', async () => {
    const { search } = await books();
    const r = await search({ sort: [{ price: 'desc' }] });
    expect(ids(r)).toEqual(['1', '4', '2', '3']);
    expect(r.hits.hits.map((h: AnyBody) => h.sort[0])).toEqual([10.5, 7.25, 3, -Infinity]);
    expect(r.hits.hits[0]._score).toBeNull();
    expect(r.hits.max_score).toBeNull();
    const asc = await search({ sort: ['year'], track_scores: true });
    expect(ids(asc)).toEqual(['2', '1', '4', '3']);
    expect(asc.hits.hits[0]._score).toBe(1);
    expect(asc.hits.max_score).toBe(1);
    const url = await search(undefined, '?sort=year:desc');
    expect(ids(url)).toEqual(['3', '4', '1', '2']);
    const kw = await search({ sort: [{ tag: { order: 'asc' } }, { year: 'asc' }] });
    expect(ids(kw)).toEqual(['2', '1', '3', '4']);
  });

  it('sorting on a text field or an unmapped field fails as ES does', async () => {
    const { req } = await books();
    const text = await req('GET', '/b/_search', { sort: ['title'] });
    expect(text.status).toBe(400);
    expect((text.body as AnyBody).error.type).toBe('illegal_argument_exception');
    const unmapped = await req('GET', '/b/_search', { sort: ['nope'] });
    expect((unmapped.body as AnyBody).error.type).toBe('query_shard_exception');
    expect((unmapped.body as AnyBody).error.reason).toBe('No mapping found for [nope] in order to sort on');
  });

  it('dfs_query_then_fetch scores the same text the same on every shard', async () => {
    const t = testEngine();
    await t.req('PUT', '/d', { settings: { number_of_shards: 3 }, mappings: { _doc: { properties: { t: { type: 'text' } } } } });
    for (let i = 0; i < 12; i++) await t.req('PUT', `/d/_doc/${i}`, { t: i % 2 ? 'red fox' : 'red dog' });
    await t.req('POST', '/d/_refresh');
    const q = { query: { match: { t: 'fox' } }, size: 20 };
    const plain = (await t.req('GET', '/d/_search', q)).body as AnyBody;
    const dfs = (await t.req('GET', '/d/_search?search_type=dfs_query_then_fetch', q)).body as AnyBody;
    expect(new Set(plain.hits.hits.map((h: AnyBody) => h._score)).size).toBeGreaterThan(1);
    expect(new Set(dfs.hits.hits.map((h: AnyBody) => h._score)).size).toBe(1);
    const bad = await t.req('GET', '/d/_search?search_type=nope', q);
    expect((bad.body as AnyBody).error.reason).toBe('No search type for [nope]');
  });

  it('random_score is seeded and deterministic in [0, 1); gauss decays as its formula', async () => {
    const { search } = await books();
    const q = { query: { function_score: { random_score: { seed: 42, field: '_seq_no' }, boost_mode: 'replace' } } };
    const a = await search(q);
    const b = await search(q);
    expect(a.hits.hits).toEqual(b.hits.hits);
    for (const h of a.hits.hits) expect(h._score >= 0 && h._score < 1).toBe(true);
    const g = await search({ query: { function_score: { gauss: { year: { origin: 2000, scale: 10, decay: 0.5 } }, boost_mode: 'replace' } } });
    const sigma2 = (0.5 * 10 ** 2) / Math.log(0.5);
    expect(scoreOf(g, '4')).toBe(f32(Math.exp((0.5 * 5 ** 2) / sigma2)));
    const lin = await search({ query: { function_score: { linear: { year: { origin: 2000, scale: 10, offset: 1 } }, boost_mode: 'replace' } } });
    expect(scoreOf(lin, '3')).toBe(f32(Math.max(0, (20 - 9) / 20)));
  });

  it('unknown queries and malformed clauses are parsing_exceptions', async () => {
    const { req } = await books();
    const r = await req('GET', '/b/_search', { query: { nope: {} } });
    expect(r.status).toBe(400);
    expect((r.body as AnyBody).error.type).toBe('parsing_exception');
    expect((r.body as AnyBody).error.reason).toBe('no [query] registered for [nope]');
    const two = await req('GET', '/b/_search', { query: { match: { title: 'x' }, term: { tag: 'y' } } });
    expect((two.body as AnyBody).error.type).toBe('parsing_exception');
  });
});

describe('parsing_exception locations', () => {
  it('carries the line and column of the offending token when the body came as text', async () => {
    const { req } = await books();
    const r = await req('GET', '/b/_search', '{\n  "query": {\n    "nope": {}\n  }\n}');
    expect((r.body as AnyBody).error).toMatchObject({ type: 'parsing_exception', reason: 'no [query] registered for [nope]', line: 3, col: 13 });
    const s = await req('GET', '/b/_search', '{"query":{"match":{"title":"x"},"term":{}}}');
    expect((s.body as AnyBody).error).toMatchObject({ type: 'parsing_exception', reason: '[match] malformed query, expected [END_OBJECT] but found [FIELD_NAME]', line: 1, col: 33 });
  });
});

describe('shard failures', () => {
  it('a failure on some shards still answers 200 with the others and lists the failures', async () => {
    const t = testEngine();
    await t.req('PUT', '/s', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { n: { type: 'long' } } } } });
    await t.req('PUT', '/s/_doc/a?routing=0', { n: 2 });
    await t.req('PUT', '/s/_doc/b?routing=1', { other: 1 });
    await t.req('PUT', '/s/_doc/c?routing=1', { n: 3 });
    await t.req('POST', '/s/_refresh');
    const q = { query: { function_score: { field_value_factor: { field: 'n' } } } };
    // Routing values 0 and 1 land on different shards of a 2-shard index.
    const r = await t.req('GET', '/s/_search', q);
    expect(r.status).toBe(200);
    const body = r.body as AnyBody;
    expect(body._shards).toMatchObject({ total: 2, successful: 1, failed: 1 });
    expect(body._shards.failures[0].reason).toEqual({ type: 'exception', reason: 'Missing value for field [n]' });
    expect(body.hits.hits.map((h: AnyBody) => h._id)).toEqual(['a']);
  });

  it('when every shard fails: search_phase_execution_exception with the shard failures', async () => {
    const t = testEngine();
    await t.req('PUT', '/s', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { n: { type: 'long' } } } } });
    await t.req('PUT', '/s/_doc/b?refresh=true', { other: 1 });
    const r = await t.req('GET', '/s/_search', { query: { function_score: { field_value_factor: { field: 'n' } } } });
    expect(r.status).toBe(500);
    expect((r.body as AnyBody).error).toMatchObject({ type: 'search_phase_execution_exception', reason: 'all shards failed', phase: 'query', grouped: true });
    expect((r.body as AnyBody).error.root_cause[0]).toEqual({ type: 'exception', reason: 'Missing value for field [n]' });
  });
});
