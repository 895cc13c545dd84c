import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

const ids = (r: { body: unknown }) => (r.body as AnyBody).hits.hits.map((h: AnyBody) => h._id);
const cat = async (req: ReturnType<typeof testEngine>['req'], h: string) => String((await req('GET', `/_cat/indices/s?h=${h}`)).body).trim();

describe('force merge', () => {
  it('merges into one segment in the index sort order, dropping deleted docs', async () => {
    const { req } = testEngine();
    await req('PUT', '/s', { settings: { number_of_shards: 1, 'index.sort.field': ['rank', 'name'], 'index.sort.order': ['desc', 'asc'] }, mappings: { _doc: { properties: { rank: { type: 'integer' }, name: { type: 'keyword' } } } } });
    const docs: Array<[string, number | undefined, string]> = [['a', 1, 'x'], ['b', 3, 'y'], ['c', undefined, 'z'], ['d', 3, 'a'], ['e', 2, 'q']];
    for (const [id, rank, name] of docs) {
      await req('PUT', `/s/_doc/${id}`, rank === undefined ? { name } : { rank, name });
      await req('POST', '/s/_refresh');
    }
    await req('DELETE', '/s/_doc/e');
    await req('POST', '/s/_refresh');
    expect(await cat(req, 'docs.deleted')).toBe('1');
    const r = await req('POST', '/s/_forcemerge?max_num_segments=1');
    expect(r.body).toEqual({ _shards: { total: 2, successful: 1, failed: 0 } });
    expect(await cat(req, 'docs.deleted')).toBe('0');
    // rank desc (missing last), then name asc.
    expect(ids(await req('POST', '/s/_search', { sort: ['_doc'] }))).toEqual(['d', 'b', 'a', 'c']);
    // Still searchable and updatable by id after the merge.
    expect(ids(await req('POST', '/s/_search', { query: { term: { name: 'y' } } }))).toEqual(['b']);
    await req('PUT', '/s/_doc/b?refresh=true', { rank: 0, name: 'y' });
    expect((await req('GET', '/s/_doc/b')).body).toMatchObject({ _version: 2, _source: { rank: 0 } });
    expect(ids(await req('POST', '/s/_search', { query: { match_all: {} }, sort: ['_doc'] }))).toEqual(['d', 'a', 'c', 'b']);
  });

  it('refuses a scroll without a total', async () => {
    const { req } = testEngine();
    await req('PUT', '/t', {});
    const r = await req('POST', '/t/_search?scroll=1m', { track_total_hits: false });
    expect((r.body as AnyBody).error.reason).toBe('Validation Failed: 1: disabling [track_total_hits] is not allowed in a scroll context;');
  });
});
