import { describe, expect, it } from 'vitest';
import { decodeScrollId, encodeScrollId } from '../search/scroll-contexts';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function seeded(docs = 7) {
  const t = testEngine();
  await t.req('PUT', '/s', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { n: { type: 'integer' } } } } });
  for (let i = 1; i <= docs; i++) await t.req('PUT', `/s/_doc/${i}`, { n: i });
  await t.req('POST', '/s/_refresh');
  return t;
}

const ids = (r: { body: unknown }) => (r.body as AnyBody).hits.hits.map((h: AnyBody) => h._id);

describe('scroll', () => {
  it('walks every hit once in the search order, on a point-in-time view', async () => {
    const { req } = await seeded();
    const first = await req('POST', '/s/_search?scroll=1m&size=3', { sort: ['n'] });
    const body = first.body as AnyBody;
    expect(Object.keys(body)[0]).toBe('_scroll_id');
    expect(ids(first)).toEqual(['1', '2', '3']);
    // Later writes do not change the scroll's pages or total.
    await req('PUT', '/s/_doc/0?refresh=true', { n: 0 });
    const second = await req('POST', '/_search/scroll', { scroll_id: body._scroll_id, scroll: '1m' });
    expect(ids(second)).toEqual(['4', '5', '6']);
    expect((second.body as AnyBody).hits.total).toBe(7);
    expect((second.body as AnyBody)._scroll_id).toBe(body._scroll_id);
    const third = await req('GET', `/_search/scroll/${body._scroll_id}?scroll=1m`);
    expect(ids(third)).toEqual(['7']);
    const done = await req('GET', `/_search/scroll?scroll_id=${body._scroll_id}`);
    expect(ids(done)).toEqual([]);
  });

  it('keeps its point in time while documents are deleted, replaced and updated between pages', async () => {
    const { req } = await seeded();
    const first = await req('POST', '/s/_search?scroll=1m&size=3', { sort: ['n'] });
    const id = (first.body as AnyBody)._scroll_id;
    await req('DELETE', '/s/_doc/5?refresh=true');
    await req('PUT', '/s/_doc/4?refresh=true', { n: 4, changed: true });
    await req('POST', '/s/_doc/6/_update?refresh=true', { doc: { x: 1 } });
    const second = await req('POST', '/_search/scroll', { scroll_id: id, scroll: '1m' });
    expect((second.body as AnyBody).hits.hits.map((h: AnyBody) => h._source)).toEqual([{ n: 4 }, { n: 5 }, { n: 6 }]);
    expect(ids(await req('POST', '/_search/scroll', { scroll_id: id }))).toEqual(['7']);
    // A new search sees the writes.
    const now = await req('POST', '/s/_search', { sort: ['n'] });
    expect(ids(now)).toEqual(['1', '2', '3', '4', '6', '7']);
  });

  it('pages by _doc with the same documents as one big page', async () => {
    const { req } = await seeded(12);
    const all = await req('POST', '/s/_search', { size: 100, sort: ['_doc'] });
    const walked: string[] = [];
    let r = await req('POST', '/s/_search?scroll=1m', { size: 5, sort: ['_doc'] });
    const id = (r.body as AnyBody)._scroll_id;
    while (ids(r).length > 0) {
      walked.push(...ids(r));
      r = await req('POST', '/_search/scroll', { scroll_id: id });
    }
    expect(walked).toEqual(ids(all));
  });

  it('clears one, many or all contexts; unknown ids are 404', async () => {
    const { req } = await seeded();
    const a = ((await req('POST', '/s/_search?scroll=1m', {})).body as AnyBody)._scroll_id;
    const b = ((await req('POST', '/s/_search?scroll=1m', {})).body as AnyBody)._scroll_id;
    const c = ((await req('POST', '/s/_search?scroll=1m', {})).body as AnyBody)._scroll_id;
    const one = await req('DELETE', '/_search/scroll', { scroll_id: a });
    expect(one).toMatchObject({ status: 200, body: { succeeded: true, num_freed: 2 } });
    const again = await req('DELETE', `/_search/scroll/${a}`);
    expect(again).toMatchObject({ status: 404, body: { succeeded: true, num_freed: 0 } });
    const gone = await req('POST', '/_search/scroll', { scroll_id: a });
    expect(gone.status).toBe(404);
    expect((gone.body as AnyBody).error).toMatchObject({ type: 'search_phase_execution_exception', reason: 'all shards failed' });
    expect((gone.body as AnyBody).error.root_cause[0].type).toBe('search_context_missing_exception');
    const many = await req('DELETE', '/_search/scroll', { scroll_id: [b] });
    expect((many.body as AnyBody).num_freed).toBe(2);
    await req('POST', '/s/_search?scroll=1m', {});
    const all = await req('DELETE', '/_search/scroll/_all');
    expect((all.body as AnyBody).num_freed).toBe(4);
    // `_all` freed the context that no call named.
    expect((await req('POST', '/_search/scroll', { scroll_id: c })).status).toBe(404);
    const bad = await req('DELETE', '/_search/scroll/not-an-id!');
    expect((bad.body as AnyBody).error).toMatchObject({ type: 'illegal_argument_exception', reason: 'Cannot parse scroll id' });
  });

  it("expires a context once idle past its keep-alive on the engine's clock; each use renews it", async () => {
    const { req, advance } = await seeded();
    const id = ((await req('POST', '/s/_search?scroll=10s&size=1', {})).body as AnyBody)._scroll_id;
    advance(9_000);
    expect((await req('POST', '/_search/scroll', { scroll_id: id, scroll: '5s' })).status).toBe(200);
    advance(4_000);
    expect((await req('POST', '/_search/scroll', { scroll_id: id })).status).toBe(200);
    advance(6_000);
    const expired = await req('POST', '/_search/scroll', { scroll_id: id });
    expect(expired.status).toBe(404);
    expect((expired.body as AnyBody).error.root_cause[0].reason).toMatch(/^No search context found for id \[\d+\]$/);
  });

  it("answers 6.8's errors and warnings for a scroll search", async () => {
    const { req, engine } = await seeded();
    const zero = await req('POST', '/s/_search?scroll=1m', { size: 0 });
    expect((zero.body as AnyBody).error.reason).toBe('Validation Failed: 1: [size] cannot be [0] in a scroll context;');
    const long = await req('POST', '/s/_search?scroll=2d', {});
    expect((long.body as AnyBody).error.reason).toMatch(/^Keep alive for scroll \(2d\) is too large\. It must be less than \(1d\)/);
    const after = await req('POST', '/s/_search?scroll=1m', { sort: ['n'], search_after: [1] });
    expect((after.body as AnyBody).error.root_cause[0].reason).toBe('`search_after` cannot be used in a scroll context.');
    const missing = await req('POST', '/_search/scroll', {});
    expect((missing.body as AnyBody).error.reason).toBe('Validation Failed: 1: scrollId is missing;');
    const unknown = await req('POST', '/_search/scroll', { scroll_id: 'x', foo: 1 });
    expect((unknown.body as AnyBody).error.reason).toBe('Unknown parameter [foo] in request body or parameter is of the wrong type[VALUE_NUMBER] ');
    // Rescore is ignored in a scroll (a deprecation warning says so), as 6.8 does.
    const rescored = await engine.request({ method: 'POST', path: '/s/_search?scroll=1m&size=2', body: { sort: ['_score'], rescore: { window_size: 5, query: { rescore_query: { term: { n: 7 } } } } } });
    expect(rescored.status).toBe(200);
    expect(rescored.warnings?.some((w) => w.includes('Using [rescore] for a scroll query is deprecated'))).toBe(true);
  });

  it('takes its maximum keep-alive from the search.max_keep_alive cluster setting', async () => {
    const { req } = await seeded();
    const bad = await req('PUT', '/_cluster/settings', { transient: { 'search.default_keep_alive': '10m', 'search.max_keep_alive': '5m' } });
    expect((bad.body as AnyBody).error.reason).toBe('Default keep alive setting for scroll [search.default_keep_alive] should be smaller than max keep alive [search.max_keep_alive], was (10m > 5m)');
    expect(((await req('GET', '/_cluster/settings')).body as AnyBody).transient).toEqual({});
    await req('PUT', '/_cluster/settings', { transient: { 'search.default_keep_alive': '1m', 'search.max_keep_alive': '1m' } });
    const tooLong = await req('POST', '/s/_search?scroll=90s', {});
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as AnyBody).error.reason).toMatch(/^Keep alive for scroll \(1\.5m\) is too large\. It must be less than \(1m\)/);
    const id = ((await req('POST', '/s/_search?scroll=1m', {})).body as AnyBody)._scroll_id;
    expect((await req('POST', '/_search/scroll', { scroll_id: id, scroll: '3m' })).status).toBe(400);
    await req('PUT', '/_cluster/settings', { transient: { 'search.default_keep_alive': null, 'search.max_keep_alive': null } });
    expect((await req('POST', '/_search/scroll', { scroll_id: id, scroll: '3m' })).status).toBe(200);
  });

  it('encodes scroll ids as TransportSearchHelper does and refuses malformed ones', () => {
    const id = encodeScrollId([5, 6], 'node-a');
    expect(decodeScrollId(id)).toEqual([{ contextId: 5, node: 'node-a' }, { contextId: 6, node: 'node-a' }]);
    expect(decodeScrollId(encodeScrollId([1], 'n'))).toEqual([{ contextId: 1, node: 'n' }]);
    for (const bad of ['', 'abc', '!!!!', id.slice(0, -4)]) expect(() => decodeScrollId(bad)).toThrow('Cannot parse scroll id');
  });
});
