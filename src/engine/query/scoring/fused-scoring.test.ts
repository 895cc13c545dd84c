import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../index';

/**
 * The fused term loops (term-disjunction, term-conjunction, TermQuery.collect with MaxScore and block
 * bounds) must give what the materialized path gives. A `post_filter` of match_all forces the materialized
 * path without changing hits, scores or totals, so both answers of each query must be equal. Queries of
 * up to 4 terms take the doc-at-a-time merge, longer ones the accumulator (term-disjunction).
 */

// A skewed vocabulary: a few words in most docs, many rare ones (so MaxScore and block skipping engage).
const COMMON = ['the', 'of', 'a', 'and'];
const RARE = Array.from({ length: 300 }, (_, i) => `w${i}`);
const VOCAB = [...COMMON, ...RARE.slice(0, 12)];
const word = fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...COMMON) }, { weight: 1, arbitrary: fc.constantFrom(...RARE) });
const doc = fc.array(word, { minLength: 0, maxLength: 30, size: 'max' }).map((ws) => ws.join(' '));

interface Case {
  /** 2 unless given. */
  shards?: number;
  batches: string[][];
  deletes: number[];
  queries: Array<{ text: string; operator: 'or' | 'and'; msm?: string; size: number }>;
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  batches: fc.array(fc.array(doc, { minLength: 1, maxLength: 500, size: 'max' }), { minLength: 1, maxLength: 3 }),
  deletes: fc.array(fc.nat(400), { maxLength: 20 }),
  queries: fc.array(
    fc.record({
      text: fc.array(fc.constantFrom(...VOCAB), { minLength: 1, maxLength: 7 }).map((ws) => ws.join(' ')),
      operator: fc.constantFrom<'or' | 'and'>('or', 'or', 'and'),
      msm: fc.option(fc.constantFrom('2', '50%', '-1'), { nil: undefined }),
      size: fc.constantFrom(0, 1, 1, 2, 3, 10, 50),
    }),
    { minLength: 1, maxLength: 8 },
  ),
});

async function run(c: Case) {
  const engine = createEngine();
  const req = (method: string, path: string, body?: unknown) => engine.request({ method, path, body });
  await req('PUT', '/t', { settings: { number_of_shards: c.shards ?? 2, refresh_interval: -1 }, mappings: { _doc: { properties: { body: { type: 'text' } } } } });
  let id = 0;
  for (const batch of c.batches) {
    const lines = batch.flatMap((body) => [JSON.stringify({ index: { _id: String(id++) } }), JSON.stringify({ body })]);
    await req('POST', '/t/_doc/_bulk', lines.join('\n') + '\n');
    await req('POST', '/t/_refresh');
  }
  for (const d of c.deletes) if (d < id) await req('DELETE', `/t/_doc/${d}`);
  await req('POST', '/t/_refresh');
  for (const q of c.queries) {
    const match = { body: { query: q.text, operator: q.operator, ...(q.msm ? { minimum_should_match: q.msm } : {}) } };
    const fused = await req('GET', '/t/_search', { query: { match }, size: q.size });
    const materialized = await req('GET', '/t/_search', { query: { match }, size: q.size, post_filter: { match_all: {} } });
    expect((fused.body as { hits: unknown }).hits).toEqual((materialized.body as { hits: unknown }).hits);
  }
  // match_all's own loop (collect, stopping early without deletions) against its materialized docs.
  for (const size of [0, 3, 10]) {
    const fused = await req('GET', '/t/_search', { query: { match_all: { boost: 2 } }, size });
    const materialized = await req('GET', '/t/_search', { query: { match_all: { boost: 2 } }, size, post_filter: { match_all: {} } });
    expect((fused.body as { hits: unknown }).hits).toEqual((materialized.body as { hits: unknown }).hits);
  }
}

// A common lead ('a', in about a quarter of the docs, up to 3 times) beside a rarer term ('b', in one in
// twenty): the lead merge seeds its threshold from 'b' alone. Short docs of 'a' alone score about as high
// as docs of 'b', so a seed set too high would drop them.
const skewedDoc = fc
  .record({
    a: fc.oneof({ weight: 12, arbitrary: fc.constant(0) }, { weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) }),
    b: fc.oneof({ weight: 20, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(1) }),
    c: fc.oneof({ weight: 30, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(1) }),
    filler: fc.array(fc.constantFrom('x', 'y', 'z'), { maxLength: 10 }),
  })
  .map(({ a, b, c, filler }) => [...filler, ...Array(a).fill('a'), ...Array(b).fill('b'), ...Array(c).fill('c')].join(' ') || 'x');
const skewedCase: fc.Arbitrary<Case> = fc.record({
  batches: fc.array(fc.array(skewedDoc, { minLength: 50, maxLength: 600 }), { minLength: 1, maxLength: 2 }),
  deletes: fc.array(fc.nat(400), { maxLength: 10 }),
  queries: fc.array(
    fc.record({ text: fc.constantFrom('a b', 'b a', 'a c', 'a b c', 'c a b'), operator: fc.constant<'or'>('or'), msm: fc.constant(undefined), size: fc.constantFrom(1, 3, 10, 20) }),
    { minLength: 1, maxLength: 4 },
  ),
});

// A shard of over 1,024 short docs of a few words: their terms score freq 1 from a table (TermScorer.freqOne),
// and conjunctions of them are matched by windows (collectDense); a rarer word leads others the stepping way.
const FEW = ['the', 'of', 'a', 'w1'];
const fewOrRare = fc.oneof({ weight: 30, arbitrary: fc.constantFrom(...FEW) }, { weight: 1, arbitrary: fc.constant('w2') });
const largeCase: fc.Arbitrary<Case> = fc.record({
  shards: fc.constant(1),
  batches: fc.array(fc.array(fc.array(fewOrRare, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' ')), { minLength: 2400, maxLength: 2600 }), { minLength: 1, maxLength: 1 }),
  deletes: fc.array(fc.nat(2400), { maxLength: 20 }),
  queries: fc.array(
    fc.record({
      text: fc.array(fc.constantFrom(...FEW, 'w2'), { minLength: 2, maxLength: 3 }).map((ws) => ws.join(' ')),
      operator: fc.constant<'and'>('and'),
      msm: fc.constant(undefined),
      size: fc.constantFrom(10, 50, 200),
    }),
    { minLength: 2, maxLength: 6 },
  ),
});

describe('fused term scoring', () => {
  it('property: conjunctions of common terms over large segments (freq-1 tables) give the materialized answer', async () => {
    await fc.assert(fc.asyncProperty(largeCase, run), { numRuns: 5 });
  }, 120_000);

  it('property: a common term beside rarer ones (the lead merge and its seeded threshold) gives the materialized answer', async () => {
    await fc.assert(fc.asyncProperty(skewedCase, run), { numRuns: 60 });
  }, 120_000);

  it('property: hits, scores and totals equal the materialized path', async () => {
    await fc.assert(fc.asyncProperty(caseArb, run), { numRuns: 80 });
  }, 120_000);
});
