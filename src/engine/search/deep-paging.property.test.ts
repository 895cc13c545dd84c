import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

const ids = (r: { body: unknown }): string[] => (r.body as AnyBody).hits.hits.map((h: AnyBody) => h._id);

describe('deep paging (property)', () => {
  it('search_after and scroll walk the same documents in the same order as one from/size page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }), { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom('asc', 'desc'),
        async (values, size, shards, order) => {
          const { req } = testEngine();
          await req('PUT', '/p', { settings: { number_of_shards: shards }, mappings: { _doc: { properties: { n: { type: 'integer' }, k: { type: 'keyword' } } } } });
          for (const [i, n] of values.entries()) await req('PUT', `/p/_doc/${i}`, n === undefined ? { k: `k${String(i).padStart(3, '0')}` } : { n, k: `k${String(i).padStart(3, '0')}` });
          await req('POST', '/p/_refresh');
          const sort = [{ n: order }, { k: 'asc' }];
          const expected = ids(await req('POST', '/p/_search', { size: 100, sort }));
          const byAfter: string[] = [];
          let after: unknown[] | undefined;
          for (let guard = 0; guard < 100; guard++) {
            const r = await req('POST', '/p/_search', { size, sort, ...(after ? { search_after: after } : {}) });
            const hits = (r.body as AnyBody).hits.hits;
            if (hits.length === 0) break;
            byAfter.push(...ids(r));
            after = hits[hits.length - 1].sort;
          }
          const byScroll: string[] = [];
          let page = await req('POST', `/p/_search?scroll=1m&size=${size}`, { sort });
          const scrollId = (page.body as AnyBody)._scroll_id;
          for (let guard = 0; guard < 100 && ids(page).length > 0; guard++) {
            byScroll.push(...ids(page));
            page = await req('POST', '/_search/scroll', { scroll_id: scrollId });
          }
          expect(byAfter).toEqual(expected);
          expect(byScroll).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });
});
