import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

const WORDS = ['quick', 'brown', 'fox', 'lazy', 'dog', 'red'];

/** Queries of the kinds whose weights a profile wraps (bool, dis_max, constant_score, boosts, phrases, ranges). */
const query: fc.Memo<unknown> = fc.memo((depth) => {
  const leaf = fc.oneof(
    fc.constantFrom(...WORDS).map((w) => ({ term: { t: w } })),
    fc.constantFrom(...WORDS).map((w) => ({ match: { t: { query: `${w} fox`, boost: 1.5 } } })),
    fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)).map(([a, b]) => ({ match_phrase: { t: `${a} ${b}` } })),
    fc.integer({ min: 0, max: 20 }).map((n) => ({ range: { n: { gte: n } } })),
    fc.constantFrom('k0', 'k1', 'k2').map((k) => ({ term: { k } })),
  );
  if (depth <= 1) return leaf;
  const clauses = fc.array(query(depth - 1), { minLength: 1, maxLength: 3 });
  return fc.oneof(
    leaf,
    fc.record({ must: clauses, should: clauses, must_not: fc.array(leaf, { maxLength: 1 }), filter: fc.array(leaf, { maxLength: 1 }) }).map((b) => ({ bool: b })),
    clauses.map((queries) => ({ dis_max: { queries, tie_breaker: 0.2 } })),
    query(depth - 1).map((filter) => ({ constant_score: { filter, boost: 2 } })),
  );
});

describe('Profile API (property)', () => {
  it('never changes the hits, their scores, the total or the aggregations', async () => {
    const { req } = testEngine();
    await req('PUT', '/pp', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { t: { type: 'text' }, k: { type: 'keyword' }, n: { type: 'integer' } } } } });
    for (let i = 0; i < 30; i++) await req('PUT', `/pp/_doc/${i}`, { t: [0, 1, 2, 3].map((j) => WORDS[(i * (j + 2) + j) % WORDS.length]).join(' '), k: `k${i % 3}`, n: i });
    await req('POST', '/pp/_refresh');
    await fc.assert(
      fc.asyncProperty(
        query(3),
        fc.option(query(1), { nil: undefined }),
        fc.option(fc.constantFrom(...WORDS), { nil: undefined }),
        fc.boolean(),
        async (q, postFilter, rescoreWord, aggs) => {
          const body: AnyBody = { query: q, size: 12 };
          if (postFilter !== undefined) body.post_filter = postFilter;
          if (rescoreWord !== undefined) body.rescore = { window_size: 5, query: { rescore_query: { match: { t: rescoreWord } } } };
          if (aggs) body.aggs = { ks: { terms: { field: 'k' }, aggs: { m: { max: { field: 'n' } } } } };
          const plain = await req('POST', '/pp/_search', body);
          const profiled = await req('POST', '/pp/_search', { ...body, profile: true });
          expect(profiled.status).toBe(plain.status);
          expect((profiled.body as AnyBody).hits).toEqual((plain.body as AnyBody).hits);
          expect((profiled.body as AnyBody).aggregations).toEqual((plain.body as AnyBody).aggregations);
        },
      ),
      { numRuns: 60 },
    );
  });
});
