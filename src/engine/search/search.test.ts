import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { minimumShouldMatch } from '../query/dsl';

async function corpus() {
  const { req } = testEngine();
  await req('PUT', '/p', { settings: { number_of_shards: 3 }, mappings: { _doc: { properties: { t: { type: 'text' }, n: { type: 'long' } } } } });
  const words = ['red', 'fox', 'dog', 'cat', 'blue'];
  const lines = [];
  for (let i = 0; i < 40; i++) {
    lines.push(JSON.stringify({ index: { _id: String(i) } }));
    lines.push(JSON.stringify({ t: Array.from({ length: 1 + (i % 5) }, (_, k) => words[(i * 7 + k * 3) % 5]).join(' '), n: i }));
  }
  await req('POST', '/p/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  return req;
}

describe('search', () => {
  it('property: pages of any size concatenate to the full ranking', async () => {
    const req = await corpus();
    const full = ((await req('GET', '/p/_search', { query: { match: { t: 'red fox' } }, size: 100 })).body as AnyBody).hits.hits.map((h: AnyBody) => h._id);
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 15 }), async (size) => {
      const ids: string[] = [];
      for (let from = 0; from < full.length; from += size) {
        const page = (await req('GET', `/p/_search?from=${from}&size=${size}`, { query: { match: { t: 'red fox' } } })).body as AnyBody;
        ids.push(...page.hits.hits.map((h: AnyBody) => h._id));
      }
      expect(ids).toEqual(full);
    }), { numRuns: 20 });
  });

  it('property: match with operator and = intersection of the single-term results', async () => {
    const req = await corpus();
    const ids = async (q: unknown) => new Set((((await req('GET', '/p/_search', { query: q, size: 100 })).body as AnyBody).hits.hits as AnyBody[]).map((h) => h._id));
    await fc.assert(fc.asyncProperty(fc.subarray(['red', 'fox', 'dog', 'cat', 'blue'], { minLength: 2, maxLength: 3 }), async (terms) => {
      const and = await ids({ match: { t: { query: terms.join(' '), operator: 'and' } } });
      const singles = await Promise.all(terms.map((t) => ids({ match: { t } })));
      const inter = [...singles[0]].filter((id) => singles.every((s) => s.has(id)));
      expect([...and].sort()).toEqual(inter.sort());
    }), { numRuns: 15 });
  });

  it('answers 6.8 errors for windows and negative from', async () => {
    const req = await corpus();
    const big = await req('GET', '/p/_search?from=10000');
    expect(big.status).toBe(500);
    expect((big.body as AnyBody).error.root_cause[0].type).toBe('query_phase_execution_exception');
    const neg = await req('GET', '/p/_search?from=-2');
    expect((neg.body as AnyBody).error.reason).toBe('[from] parameter cannot be negative');
    const top = await req('GET', '/p/_search', { match: { t: 'x' } });
    expect((top.body as AnyBody).error).toMatchObject({ type: 'parsing_exception', reason: 'Unknown key for a START_OBJECT in [match].' });
    // As ES: the location is the value token read before the name is rejected (Jackson's 1-based line/col).
    const typo = await req('GET', '/p/_search', '{\n  "size": 1,\n  "qeury": { "match_all": {} }\n}');
    expect((typo.body as AnyBody).error).toMatchObject({ type: 'parsing_exception', reason: 'Unknown key for a START_OBJECT in [qeury].', line: 3, col: 12 });
    const scalar = await req('GET', '/p/_search', '{"szie": 3}');
    expect((scalar.body as AnyBody).error).toMatchObject({ reason: 'Unknown key for a VALUE_NUMBER in [szie].', line: 1, col: 10 });
    // from/size are read as ES's parser reads an int: strings coerced, a word refused with a 400 (never a crash)
    expect(((await req('GET', '/p/_search', { size: '2', from: 1.9 })).body as AnyBody).hits.hits.length).toBe(2);
    const word = await req('GET', '/p/_search', '{"size": "x"}');
    expect(word.status).toBe(400);
    expect((word.body as AnyBody).error).toMatchObject({ reason: 'For input string: "x"' });
    const unknown = await req('GET', '/p/_search', { query: { nope: {} } });
    expect((unknown.body as AnyBody).error.reason).toBe('no [query] registered for [nope]');
  });

  it('counts and ranges', async () => {
    const req = await corpus();
    expect(((await req('GET', '/p/_count', { query: { range: { n: { gte: 10, lt: 20 } } } })).body as AnyBody).count).toBe(10);
    expect(((await req('GET', '/p/_search?size=0')).body as AnyBody).hits).toEqual({ total: 40, max_score: 0, hits: [] });
  });

  it('minimum_should_match as ES computes it', () => {
    expect(minimumShouldMatch(3, '2')).toBe(2);
    expect(minimumShouldMatch(3, '-1')).toBe(2);
    expect(minimumShouldMatch(7, '75%')).toBe(5);
    expect(minimumShouldMatch(7, '-25%')).toBe(6);
    expect(minimumShouldMatch(5, '3<90%')).toBe(4);
    expect(minimumShouldMatch(2, '3<90%')).toBe(2);
  });
});

describe('phrases', () => {
  it('property: match_phrase hits equal a naive scan of the texts', async () => {
    const words = ['a', 'b', 'c', 'd'];
    await fc.assert(fc.asyncProperty(
      fc.array(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 12 }),
      fc.array(fc.constantFrom(...words), { minLength: 2, maxLength: 3 }),
      async (docs, phrase) => {
        const { req } = testEngine();
        await req('PUT', '/ph', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { t: { type: 'text', analyzer: 'whitespace' } } } } });
        const lines = docs.flatMap((d, i) => [JSON.stringify({ index: { _id: String(i) } }), JSON.stringify({ t: d.join(' ') })]);
        await req('POST', '/ph/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
        const r = (await req('GET', '/ph/_search', { query: { match_phrase: { t: phrase.join(' ') } }, size: 100 })).body as AnyBody;
        const got = r.hits.hits.map((h: AnyBody) => h._id).sort();
        const expected = docs.flatMap((d, i) => (d.some((_, s) => phrase.every((w, k) => d[s + k] === w)) ? [String(i)] : [])).sort();
        expect(got).toEqual(expected);
      },
    ), { numRuns: 40 });
  });
});
