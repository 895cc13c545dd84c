import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

const ids = (r: { body: unknown }) => ((r.body as AnyBody).hits.hits as AnyBody[]).map((h) => h._id);

describe('index.sort.* applied at every refresh (Lucene writes each flushed segment in the index sort)', () => {
  it('writes a refreshed segment in the sort order: documents come back in it, ties and missing values as ES orders them', async () => {
    const { req } = testEngine();
    await req('PUT', '/i', { settings: { number_of_shards: 1, 'index.sort.field': ['n', 'k'], 'index.sort.order': ['desc', 'asc'] }, mappings: { _doc: { properties: { n: { type: 'long' }, k: { type: 'keyword' } } } } });
    for (const [id, doc] of [['a', { n: 1, k: 'x' }], ['b', { n: 3, k: 'y' }], ['c', { k: 'z' }], ['d', { n: 3, k: 'a' }], ['e', { n: 2, k: 'q' }]] as const) {
      await req('PUT', `/i/_doc/${id}`, doc);
    }
    await req('POST', '/i/_refresh');
    // n desc, then k asc; a document without n sorts last (missing: _last).
    expect(ids(await req('POST', '/i/_search', { sort: ['_doc'] }))).toEqual(['d', 'b', 'e', 'a', 'c']);
    expect(ids(await req('POST', '/i/_search', {}))).toEqual(['d', 'b', 'e', 'a', 'c']);
  });

  it('keeps ids, versions and deletes right when the buffer is reordered', async () => {
    const { req } = testEngine();
    await req('PUT', '/i', { settings: { number_of_shards: 1, index: { sort: { field: 'n', order: 'asc' } } }, mappings: { _doc: { properties: { n: { type: 'long' } } } } });
    await req('PUT', '/i/_doc/1', { n: 5 });
    await req('PUT', '/i/_doc/2', { n: 1 });
    await req('PUT', '/i/_doc/1', { n: 0 }); // replaces the buffered first version
    await req('PUT', '/i/_doc/3', { n: 3 });
    await req('DELETE', '/i/_doc/3');
    await req('POST', '/i/_refresh');
    expect(ids(await req('POST', '/i/_search', { sort: ['_doc'] }))).toEqual(['1', '2']);
    const one = (await req('GET', '/i/_doc/1')).body as AnyBody;
    expect([one._version, one._source]).toEqual([2, { n: 0 }]);
    expect(((await req('GET', '/i/_doc/3')).body as AnyBody).found).toBe(false);
    await req('PUT', '/i/_doc/2?refresh=true', { n: 9 });
    expect(((await req('POST', '/i/_search', {})).body as AnyBody).hits.total).toBe(2);
    expect(((await req('GET', '/i/_doc/2')).body as AnyBody)._source).toEqual({ n: 9 });
  });
});
