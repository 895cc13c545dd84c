import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function withComments() {
  const t = testEngine();
  await t.req('PUT', '/blog', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { title: { type: 'text' }, comments: { type: 'nested', properties: { author: { type: 'keyword' }, stars: { type: 'integer' } } } } } } });
  await t.req('PUT', '/blog/_doc/1', { title: 'one', comments: [{ author: 'alice', stars: 5 }, { author: 'bob', stars: 1 }] });
  await t.req('PUT', '/blog/_doc/2', { title: 'two', comments: [{ author: 'alice', stars: 1 }, { author: 'carol', stars: 5 }] });
  await t.req('PUT', '/blog/_doc/3', { title: 'three', comments: { author: 'bob', stars: 5 } });
  await t.req('POST', '/blog/_refresh');
  return t;
}

const ids = (r: { body: unknown }) => (r.body as AnyBody).hits.hits.map((h: AnyBody) => h._id);

describe('nested', () => {
  it('matches a parent only when one child matches every clause (unlike object fields)', async () => {
    const { req } = await withComments();
    const both = { bool: { must: [{ term: { 'comments.author': 'alice' } }, { term: { 'comments.stars': 5 } }] } };
    expect(ids(await req('POST', '/blog/_search', { query: { nested: { path: 'comments', query: both } } }))).toEqual(['1']);
    // The children's fields are not the parent's.
    expect(ids(await req('POST', '/blog/_search', { query: { term: { 'comments.author': 'alice' } } }))).toEqual([]);
    expect((await req('POST', '/blog/_count', {})).body).toMatchObject({ count: 3 });
    // _cat/indices counts the hidden documents as Lucene does: 3 parents and 5 comments.
    expect(String((await req('GET', '/_cat/indices/blog?h=docs.count')).body).trim()).toBe('8');
  });

  it('scores parents from their children by score_mode', async () => {
    const { req } = await withComments();
    const q = (mode: string) => req('POST', '/blog/_search', { query: { nested: { path: 'comments', score_mode: mode, query: { function_score: { query: { match_all: {} }, field_value_factor: { field: 'comments.stars' }, boost_mode: 'replace' } } } } });
    const scores = async (mode: string) => Object.fromEntries(((await q(mode)).body as AnyBody).hits.hits.map((h: AnyBody) => [h._id, h._score]));
    expect(await scores('avg')).toEqual({ 1: 3, 2: 3, 3: 5 });
    expect(await scores('sum')).toEqual({ 1: 6, 2: 6, 3: 5 });
    expect(await scores('max')).toEqual({ 1: 5, 2: 5, 3: 5 });
    expect(await scores('min')).toEqual({ 1: 1, 2: 1, 3: 5 });
    expect(await scores('none')).toEqual({ 1: 0, 2: 0, 3: 0 });
  });

  it('returns inner hits with the offset and the nested object as source', async () => {
    const { req } = await withComments();
    const r = await req('POST', '/blog/_search', { query: { nested: { path: 'comments', query: { term: { 'comments.author': 'bob' } }, inner_hits: { name: 'bobs', version: true } } } });
    const hit = (r.body as AnyBody).hits.hits.find((h: AnyBody) => h._id === '1');
    const inner = hit.inner_hits.bobs.hits;
    expect(inner.total).toBe(1);
    expect(inner.hits[0]).toMatchObject({ _index: 'blog', _type: '_doc', _id: '1', _nested: { field: 'comments', offset: 1 }, _version: 1, _source: { author: 'bob', stars: 1 } });
  });

  it('finds inner hits of nested queries anywhere in the query (bool, function_score, constant_score), in query order', async () => {
    const { req } = await withComments();
    const nested = (name: string, author: string) => ({ nested: { path: 'comments', query: { term: { 'comments.author': author } }, inner_hits: { name } } });
    const r = await req('POST', '/blog/_search', {
      query: { bool: { should: [{ function_score: { query: nested('a', 'alice') } }, { constant_score: { filter: nested('b', 'bob') } }] } },
    });
    const hit = (r.body as AnyBody).hits.hits.find((h: AnyBody) => h._id === '1');
    expect(Object.keys(hit.inner_hits)).toEqual(['a', 'b']);
    expect(hit.inner_hits.a.hits.hits[0]._source).toEqual({ author: 'alice', stars: 5 });
    expect(hit.inner_hits.b.hits.hits[0]._source).toEqual({ author: 'bob', stars: 1 });
    // Without inner_hits, a hit has none.
    const plain = await req('POST', '/blog/_search', { query: { nested: { path: 'comments', query: { match_all: {} } } } });
    expect((plain.body as AnyBody).hits.hits[0].inner_hits).toBeUndefined();
  });

  it("answers ES's errors and limits", async () => {
    const { req } = await withComments();
    const missing = await req('POST', '/blog/_search', { query: { nested: { path: 'nope', query: { match_all: {} } } } });
    expect(JSON.stringify(missing.body)).toContain('[nested] failed to find nested object under path [nope]');
    const ignored = await req('POST', '/blog/_search', { query: { nested: { path: 'nope', ignore_unmapped: true, query: { match_all: {} } } } });
    expect((ignored.body as AnyBody).hits.total).toBe(0);
    await req('PUT', '/obj', { mappings: { _doc: { properties: { o: { properties: { a: { type: 'keyword' } } } } } } });
    const notNested = await req('POST', '/obj/_search', { query: { nested: { path: 'o', query: { match_all: {} } } } });
    expect(JSON.stringify(notNested.body)).toContain('[nested] nested object under path [o] is not of nested type');
    const noQuery = await req('POST', '/blog/_search', { query: { nested: { path: 'comments' } } });
    expect((noQuery.body as AnyBody).error.reason).toBe("[nested] requires 'query' field");
    await req('PUT', '/lim', { settings: { 'index.mapping.nested_objects.limit': 1 }, mappings: { _doc: { properties: { n: { type: 'nested' } } } } });
    const tooMany = await req('PUT', '/lim/_doc/1', { n: [{ a: 1 }, { a: 2 }] });
    expect((tooMany.body as AnyBody).error.reason).toContain('The number of nested documents has exceeded the allowed limit of [1]');
    const fields = await req('PUT', '/lim2', { settings: { 'index.mapping.nested_fields.limit': 1 }, mappings: { _doc: { properties: { a: { type: 'nested' }, b: { type: 'nested' } } } } });
    expect(JSON.stringify(fields.body)).toContain('Limit of nested fields [1] in index [lim2] has been exceeded');
    const change = await req('PUT', '/blog/_mapping/_doc', { properties: { comments: { type: 'object' } } });
    expect(JSON.stringify(change.body)).toContain("object mapping [comments] can't be changed from nested to non-nested");
    const m = (await req('GET', '/blog/_mapping')).body as AnyBody;
    expect(m.blog.mappings._doc.properties.comments.type).toBe('nested');
  });
});

describe('nested and reverse_nested aggregations', () => {
  it('aggregate the hidden documents, and go back to their parents', async () => {
    const { req } = await withComments();
    const r = await req('POST', '/blog/_search', { size: 0, aggs: { c: { nested: { path: 'comments' }, aggs: {
      authors: { terms: { field: 'comments.author' }, aggs: { posts: { reverse_nested: {}, aggs: { titles: { terms: { field: 'title.keyword' } } } } } },
      stars: { sum: { field: 'comments.stars' } },
    } } } });
    const c = (r.body as AnyBody).aggregations.c;
    expect(c.doc_count).toBe(5);
    expect(c.stars.value).toBe(17);
    const byAuthor = Object.fromEntries(c.authors.buckets.map((b: AnyBody) => [b.key, [b.doc_count, b.posts.doc_count]]));
    expect(byAuthor).toEqual({ alice: [2, 2], bob: [2, 2], carol: [1, 1] });
    const outside = await req('POST', '/blog/_search', { size: 0, aggs: { r: { reverse_nested: {} } } });
    expect(JSON.stringify(outside.body)).toContain('Reverse nested aggregation [r] can only be used inside a [nested] aggregation');
    const missingPath = await req('POST', '/blog/_search', { size: 0, aggs: { n: { nested: {} } } });
    expect((missingPath.body as AnyBody).error.reason).toBe('Missing [path] field for nested aggregation [n]');
  });
});
