import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function corpus() {
  const { req } = testEngine();
  await req('PUT', '/m', { mappings: { _doc: { properties: { t: { type: 'text' }, k: { type: 'keyword' }, n: { type: 'long' } } } } });
  const docs = [{ t: 'hello world', k: 'a', n: 1 }, { t: 'hello', k: 'a', n: 2 }, { t: 'world', k: 'b', n: 3 }];
  const lines = docs.flatMap((d, i) => [JSON.stringify({ index: { _id: String(i + 1) } }), JSON.stringify(d)]);
  await req('POST', '/m/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  return req;
}

/** `{id: matched_queries}` of a response's hits (undefined where the member is absent). */
function matchedById(body: AnyBody): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const h of body.hits.hits) out[h._id] = 'matched_queries' in h ? h.matched_queries : undefined;
  return out;
}

describe('matched_queries', () => {
  it('lists the named clauses of a bool each hit matches, and nothing when no query is named', async () => {
    const req = await corpus();
    const named = (await req('GET', '/m/_search', { query: { bool: { should: [
      { match: { t: { query: 'world', _name: 'w' } } },
      { match: { t: { query: 'hello', _name: 'h' } } },
    ] } } })).body as AnyBody;
    // The order is ES's HashMap's ("h" before "w"), not the request's.
    expect(matchedById(named)).toEqual({ 1: ['h', 'w'], 2: ['h'], 3: ['w'] });
    const hit = named.hits.hits.find((h: AnyBody) => h._id === '1');
    expect(Object.keys(hit)).toEqual(['_index', '_type', '_id', '_score', '_source', 'matched_queries']);
    const plain = (await req('GET', '/m/_search', { query: { match: { t: 'hello' } } })).body as AnyBody;
    expect(matchedById(plain)).toEqual({ 1: undefined, 2: undefined });
  });

  it('names nested queries, query forms of every kind, and keys that are prototype members', async () => {
    const req = await corpus();
    const body = (await req('GET', '/m/_search', { query: { bool: { _name: 'constructor', must: [
      { bool: { _name: '__proto__', should: [{ term: { k: { value: 'a', _name: 'toString' } } }, { range: { n: { gte: 3, _name: 'r' } } }] } },
    ], filter: [{ exists: { field: 't', _name: 'e' } }, { constant_score: { filter: { terms: { k: ['a', 'b'], _name: 'ts' } } } }] } } })).body as AnyBody;
    const m = matchedById(body);
    expect([...(m[1] as string[])].sort()).toEqual(['__proto__', 'constructor', 'e', 'toString', 'ts']);
    expect([...(m[3] as string[])].sort()).toEqual(['__proto__', 'constructor', 'e', 'r', 'ts']);
    expect(({} as AnyBody).toString).toBe(Object.prototype.toString);
  });

  it('adds the post_filter names and keeps them on scroll pages', async () => {
    const req = await corpus();
    const search = { size: 1, sort: ['n'], query: { match_all: { _name: 'all' } }, post_filter: { match: { t: { query: 'hello', _name: 'post' } } } };
    const first = (await req('GET', '/m/_search?scroll=1m', search)).body as AnyBody;
    expect(matchedById(first)).toEqual({ 1: ['all', 'post'] });
    const next = (await req('POST', '/_search/scroll', { scroll: '1m', scroll_id: first._scroll_id })).body as AnyBody;
    expect(matchedById(next)).toEqual({ 2: ['all', 'post'] });
  });

  it('is per hit in a collapse\'s inner hits', async () => {
    const req = await corpus();
    const body = (await req('GET', '/m/_search', { query: { match: { t: { query: 'hello world', _name: 'q' } } }, collapse: { field: 'k', inner_hits: { name: 'g', sort: ['n'] } } })).body as AnyBody;
    for (const h of body.hits.hits) {
      expect(h.matched_queries).toEqual(['q']);
      for (const ih of h.inner_hits.g.hits.hits) expect(ih.matched_queries).toEqual(['q']);
    }
  });

  it('names the inner hits of a nested query by the queries that match each nested document', async () => {
    const { req } = testEngine();
    await req('PUT', '/blog', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { title: { type: 'text' }, comments: { type: 'nested', properties: { author: { type: 'keyword' }, stars: { type: 'integer' } } } } } } });
    await req('PUT', '/blog/_doc/1', { title: 'one', comments: [{ author: 'alice', stars: 5 }, { author: 'bob', stars: 1 }] });
    await req('POST', '/blog/_refresh');
    const nested = { nested: { _name: 'n', path: 'comments', inner_hits: {}, query: { bool: { should: [
      { term: { 'comments.author': { value: 'alice', _name: 'alice' } } },
      { range: { 'comments.stars': { gte: 1, _name: 'stars' } } },
    ] } } } };
    const body = (await req('POST', '/blog/_search', { query: { bool: { must: [nested, { match: { title: { query: 'one', _name: 't' } } }] } } })).body as AnyBody;
    const hit = body.hits.hits[0];
    expect(hit.matched_queries).toEqual(['t', 'n']);
    const inner = hit.inner_hits.comments.hits.hits;
    expect(inner.map((h: AnyBody) => [h._nested.offset, h.matched_queries])).toEqual([[0, ['alice', 'stars']], [1, ['stars']]]);
    expect(Object.keys(inner[0]).slice(-2)).toEqual(['_source', 'matched_queries']);
  });

  it('names top_hits hits as the search hits, and leaves alias filters out', async () => {
    const req = await corpus();
    await req('POST', '/_aliases', { actions: [{ add: { index: 'm', alias: 'only-a', filter: { term: { k: { value: 'a', _name: 'alias' } } } } }] });
    const body = (await req('GET', '/only-a/_search', { size: 0, query: { match: { t: { query: 'world', _name: 'w' } } }, aggs: { top: { top_hits: { sort: ['n'] } } } })).body as AnyBody;
    expect(body.aggregations.top.hits.hits.map((h: AnyBody) => [h._id, h.matched_queries])).toEqual([['1', ['w']]]);
    const hits = (await req('GET', '/only-a/_search', { query: { match: { t: { query: 'world', _name: 'w' } } } })).body as AnyBody;
    expect(matchedById(hits)).toEqual({ 1: ['w'] });
  });
});

