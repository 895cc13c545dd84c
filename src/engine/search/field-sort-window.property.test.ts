import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/**
 * A field sort keeps a bounded window of hits as it collects (query-phase.ts): sorted and cut as it fills,
 * it must give the same page as sorting every match. Checked against the order computed here from the
 * documents (n, then a missing n last, then k), over far more matches than the window.
 */
describe('a field-sorted page over many matches (property)', () => {
  it('is the page of the whole sorted list, at any from and size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }), { minLength: 300, maxLength: 420 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        fc.constantFrom(1, 1, 2),
        async (values, from, size, order, shards) => {
          const { req } = testEngine();
          await req('PUT', '/w', { settings: { number_of_shards: shards }, mappings: { _doc: { properties: { n: { type: 'integer' }, k: { type: 'keyword' } } } } });
          const k = (i: number) => `k${String(i).padStart(3, '0')}`;
          const lines = values.flatMap((n, i) => [JSON.stringify({ index: { _id: String(i) } }), JSON.stringify(n === undefined ? { k: k(i) } : { n, k: k(i) })]);
          await req('POST', '/w/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
          const r = await req('POST', '/w/_search', { from, size, sort: [{ n: order }, { k: 'asc' }], _source: false });
          expect(r.status).toBe(200);
          const sign = order === 'asc' ? 1 : -1;
          const expected = values
            .map((n, i) => ({ n, i }))
            .sort((a, b) => (a.n === undefined ? (b.n === undefined ? 0 : 1) : b.n === undefined ? -1 : sign * (a.n - b.n)) || a.i - b.i)
            .slice(from, from + size)
            .map((x) => String(x.i));
          expect((r.body as AnyBody).hits.hits.map((h: AnyBody) => h._id)).toEqual(expected);
        },
      ),
      { numRuns: 16 },
    );
  });
});
