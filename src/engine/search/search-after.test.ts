import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function seeded() {
  const t = testEngine();
  await t.req('PUT', '/sa', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { n: { type: 'integer' }, k: { type: 'keyword' } } } } });
  for (let i = 1; i <= 7; i++) await t.req('PUT', `/sa/_doc/${i}`, { n: i % 3, k: `k${i}` });
  await t.req('POST', '/sa/_refresh');
  return t;
}

const ids = (r: { body: unknown }) => (r.body as AnyBody).hits.hits.map((h: AnyBody) => h._id);

describe('search_after', () => {
  it('walks the same hits page by page as one from/size page, with a tiebreaker', async () => {
    const { req } = await seeded();
    const sort = [{ n: 'desc' }, { k: 'asc' }];
    const all = await req('POST', '/sa/_search', { size: 7, sort });
    const walked: string[] = [];
    let after: unknown[] | undefined;
    for (;;) {
      const r = await req('POST', '/sa/_search', { size: 3, sort, ...(after ? { search_after: after } : {}) });
      expect((r.body as AnyBody).hits.total).toBe(7);
      const hits = (r.body as AnyBody).hits.hits;
      if (hits.length === 0) break;
      walked.push(...ids(r));
      after = hits[hits.length - 1].sort;
    }
    expect(walked).toEqual(ids(all));
    expect(walked).toHaveLength(7);
  });

  it('converts string values to the sort type and pages strictly after them', async () => {
    const { req } = await seeded();
    const r = await req('POST', '/sa/_search', { sort: [{ n: 'asc' }, { k: 'asc' }], search_after: ['1', 'k4'] });
    // n=1: docs 1,4,7 (k1,k4,k7); after (1,k4) come 7, then n=2: 2, 5.
    expect(ids(r)).toEqual(['7', '2', '5']);
  });

  it("answers ES's errors", async () => {
    const { req } = await seeded();
    const count = await req('POST', '/sa/_search', { sort: [{ n: 'asc' }], search_after: [1, 'x'] });
    expect(count.status).toBe(400);
    expect((count.body as AnyBody).error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: 'search_after has 2 value(s) but sort has 1.' });
    const from = await req('POST', '/sa/_search', { from: 1, sort: [{ n: 'asc' }], search_after: [1] });
    expect(from.status).toBe(500);
    expect((from.body as AnyBody).error.root_cause[0]).toMatchObject({ type: 'search_context_exception', reason: '`from` parameter must be set to 0 when `search_after` is used.' });
    const type = await req('POST', '/sa/_search', { sort: [{ n: 'asc' }], search_after: ['abc'] });
    expect((type.body as AnyBody).error.root_cause[0].reason).toBe('Failed to parse search_after value for field [n].');
    const noSort = await req('POST', '/sa/_search', { search_after: [1] });
    expect((noSort.body as AnyBody).error.root_cause[0].reason).toBe('Sort must contain at least one field.');
    const notArray = await req('POST', '/sa/_search', { sort: ['n'], search_after: 1 });
    expect((notArray.body as AnyBody).error).toMatchObject({ type: 'parsing_exception', reason: 'Unknown key for a VALUE_NUMBER in [search_after].' });
    const object = await req('POST', '/sa/_search', { sort: ['n'], search_after: [{}] });
    expect((object.body as AnyBody).error.type).toBe('parsing_exception');
  });
});
