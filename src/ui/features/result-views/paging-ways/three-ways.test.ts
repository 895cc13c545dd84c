import { describe, expect, it } from 'vitest';
import { testEngine } from '../../../../engine/test-support/engine-harness';
import { pagingSort, walkThreeWays } from './three-ways';

async function engineWith(docs: number) {
  const t = testEngine();
  await t.req('PUT', '/books', { settings: { number_of_shards: 3, 'index.max_result_window': 500 }, mappings: { _doc: { properties: { title: { type: 'text' }, year: { type: 'integer' } } } } });
  const words = ['search', 'engine', 'lucene', 'index', 'shard'];
  for (let i = 0; i < docs; i++) await t.req('PUT', `/books/_doc/b${i}`, { title: `${words[i % 5]} ${words[(i * 3) % 5]} search`, year: 1990 + (i % 7) });
  await t.req('POST', '/books/_refresh');
  return t;
}

describe('the pager three ways', () => {
  it('walks the same 30 hits in the same order by from/size, search_after and scroll, and clears its scroll', async () => {
    const t = await engineWith(40);
    const send = (r: { method: string; path: string; body?: unknown }) => t.req(r.method, r.path, typeof r.body === 'string' ? JSON.parse(r.body) : r.body);
    const walked = (await walkThreeWays(send, { method: 'GET', path: '/books/_search', body: '{"query":{"match":{"title":"search lucene"}},"size":3,"from":6}' }))!;
    expect(walked.sort).toEqual([{ _score: 'desc' }, { _id: 'asc' }]);
    expect([walked.shards, walked.maxResultWindow]).toEqual([3, 500]);
    const lists = walked.ways.map((w) => w.pages.map((p) => p.ids));
    for (const l of lists) expect(l.map((ids) => ids.length)).toEqual([10, 10, 10]);
    expect(new Set(lists[0].flat()).size).toBe(30);
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
    expect(walked.same).toBe(true);
    // The same ranking as one page of 30.
    const one = await t.req('POST', '/books/_search', { query: { match: { title: 'search lucene' } }, size: 30, sort: walked.sort });
    expect((one.body as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((h) => h._id)).toEqual(lists[0].flat());
    expect(walked.ways[0].pages[2].cost).toContain('each of 3 shards collects its top 30');
    expect(walked.ways[0].note).toContain('index.max_result_window (500)');
    expect(walked.ways[1].pages[1].request.body).toContain('"search_after"');
    expect(walked.ways[2].pages[1].request.path).toBe('/_search/scroll');
    // Nothing is left open.
    const scrollId = JSON.parse(String(walked.ways[2].pages[1].request.body)).scroll_id;
    expect((await t.req('POST', '/_search/scroll', { scroll: '1m', scroll_id: scrollId })).status).toBe(404);
  });

  it('says where from/size stops at index.max_result_window while the other two ways go on', async () => {
    const t = await engineWith(40);
    await t.req('PUT', '/books/_settings', { index: { max_result_window: 25 } });
    const send = (r: { method: string; path: string; body?: unknown }) => t.req(r.method, r.path, typeof r.body === 'string' ? JSON.parse(r.body) : r.body);
    const walked = (await walkThreeWays(send, { method: 'GET', path: '/books/_search' }))!;
    expect(walked.maxResultWindow).toBe(25);
    expect(walked.ways[0].pages[2].error).toMatch(/^500 search_phase_execution_exception|^400/);
    expect(walked.ways[1].pages.flatMap((p) => p.ids)).toHaveLength(30);
    expect(walked.ways[2].pages.flatMap((p) => p.ids)).toEqual(walked.ways[1].pages.flatMap((p) => p.ids));
    expect(walked.same).toBe(false);
  });

  it('keeps a request sort and ends it with the _id tiebreaker', async () => {
    expect(pagingSort([{ year: 'desc' }])).toEqual([{ year: 'desc' }, { _id: 'asc' }]);
    expect(pagingSort(['year', '_id'])).toEqual(['year', '_id']);
    const t = await engineWith(25);
    const send = (r: { method: string; path: string; body?: unknown }) => t.req(r.method, r.path, typeof r.body === 'string' ? JSON.parse(r.body) : r.body);
    const walked = (await walkThreeWays(send, { method: 'GET', path: '/books/_search', body: { sort: [{ year: 'desc' }] } }))!;
    expect(walked.ways.map((w) => w.pages.flatMap((p) => p.ids).length)).toEqual([25, 25, 25]);
    expect(walked.same).toBe(true);
    expect(await walkThreeWays(send, { method: 'GET', path: '/books/_doc/b1' })).toBeUndefined();
  });
});
