import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/**
 * A value of the wrong JSON type in a query body is the request's fault: ES's parsers read numbers with
 * XContentParser's coercing accessors (`number_format_exception` for a string that is not one), and Searchpad
 * answers every such body with a 4xx, never a 500, a thrown exception or a shard failing on a NaN score.
 */
const MAPPING = { mappings: { _doc: { properties: { t: { type: 'text' }, k: { type: 'keyword' }, n: { type: 'long' }, d: { type: 'date' } } } } };

/** The query names and, per query, the members its parser reads (fields t, k, n, d stand for field names). */
const MEMBERS: Record<string, string[]> = {
  match_all: ['boost', '_name'],
  match_none: ['boost', '_name'],
  match: ['t', 'k', 'n', 'd'],
  match_phrase: ['t', 'k', 'n', 'd'],
  match_phrase_prefix: ['t', 'k', 'n', 'd'],
  multi_match: ['query', 'fields', 'type', 'operator', 'slop', 'tie_breaker', 'boost', 'analyzer', 'minimum_should_match', 'lenient', 'zero_terms_query', 'max_expansions'],
  term: ['t', 'k', 'n', 'd', 'boost'],
  terms: ['t', 'k', 'n', 'd', 'boost'],
  range: ['t', 'k', 'n', 'd'],
  exists: ['field', 'boost'],
  ids: ['values', 'type', 'boost'],
  bool: ['must', 'should', 'must_not', 'filter', 'minimum_should_match', 'boost', 'adjust_pure_negative'],
  script: ['script', 'boost'],
  constant_score: ['filter', 'boost'],
  dis_max: ['queries', 'tie_breaker', 'boost'],
  common: ['t', 'k', 'n', 'd'],
  type: ['value', 'boost', '_name'],
  function_score: ['query', 'functions', 'weight', 'score_mode', 'boost_mode', 'max_boost', 'min_score', 'boost', 'field_value_factor', 'random_score', 'script_score', 'gauss', 'exp', 'linear', 'filter'],
};
/** Members of the objects inside a query (a field's options, a score function's, a range's bounds...). */
const INNER = ['query', 'value', 'boost', 'operator', 'slop', 'analyzer', 'lenient', 'zero_terms_query', 'minimum_should_match', 'max_expansions',
  'gt', 'gte', 'lt', 'lte', 'from', 'to', 'include_lower', 'include_upper', 'format', 'time_zone', 'relation', 'field', 'factor', 'modifier',
  'missing', 'seed', 'script', 'source', 'lang', 'params', 'origin', 'scale', 'offset', 'decay', 'multi_value_mode', 'weight', 'filter', 't', 'k', 'n', 'd', '_name',
  'cutoff_frequency', 'low_freq_operator', 'high_freq_operator', 'low_freq', 'high_freq', 'disable_coord'];

const leaf = fc.oneof(
  fc.constant(null), fc.boolean(), fc.integer({ min: -3, max: 100 }), fc.double(), fc.constantFrom(1e300, 9007199254740993, -1, 0, 2.5),
  fc.string({ maxLength: 4 }),
  fc.constantFrom('abc', '1', '-1', '0.5', '50%', 't', 'n', '2020-01-01', '1d', 'now', 'and', 'sum', 'multiply', 'log1p', "doc['n'].value", 'fox', '*'),
  fc.constant([]), fc.constant({}), fc.jsonValue({ maxDepth: 2 }),
);
const { query } = fc.letrec((tie) => ({
  query: fc.constantFrom(...Object.keys(MEMBERS)).chain((name) =>
    fc.oneof(
      { weight: 1, arbitrary: leaf },
      { weight: 6, arbitrary: fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...MEMBERS[name]) }, { weight: 1, arbitrary: fc.constantFrom(...INNER) }), tie('value'), { maxKeys: 3 }) },
    ).map((body) => ({ [name]: body })),
  ),
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: leaf },
    { weight: 2, arbitrary: tie('query') },
    { weight: 1, arbitrary: fc.array(tie('query'), { maxLength: 2 }) },
    { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...INNER), tie('value'), { maxKeys: 3 }) },
  ),
}));

describe('query members of the wrong JSON type', () => {
  const { req } = testEngine();
  beforeAll(async () => {
    await req('PUT', '/i', MAPPING);
    await req('PUT', '/i/_doc/1?refresh', { t: 'quick fox', k: 'a', n: 5, d: '2020-01-01' });
  });

  const search = async (q: unknown) => (await req('POST', '/i/_search', JSON.stringify({ query: q }))) as { status: number; body: AnyBody };

  it("answer ES's errors for a number that is not one", async () => {
    const nfe = { type: 'number_format_exception', reason: 'For input string: "abc"' };
    for (const q of [
      { function_score: { weight: 'abc' } },
      { function_score: { functions: [{ weight: 'abc' }] } },
      { function_score: { field_value_factor: { field: 'n', factor: 'abc' } } },
      { function_score: { boost: 'abc' } },
      { function_score: { min_score: 'abc' } },
      { match: { t: { query: 'fox', boost: 'abc' } } },
      { dis_max: { queries: [{ match_all: {} }], tie_breaker: 'abc' } },
    ]) {
      const r = await search(q);
      expect(r.status, JSON.stringify(q)).toBe(400);
      expect(r.body.error).toMatchObject(nfe);
    }
    const bool = await search({ function_score: { weight: true } });
    expect(bool.status).toBe(400);
    expect(bool.body.error).toMatchObject({ type: 'json_parse_exception', reason: 'Current token (VALUE_TRUE) not numeric, can not use numeric value accessors' });
    // match_all and ids are read by an ObjectParser: its own wrapping and its refusal of other tokens.
    const matchAll = await search({ match_all: { boost: 'abc' } });
    expect(matchAll.status).toBe(400);
    expect(matchAll.body.error).toMatchObject({ type: 'x_content_parse_exception', reason: '[match_all] failed to parse field [boost]', caused_by: nfe });
    expect(matchAll.body.error.root_cause[0].type).toBe('x_content_parse_exception');
    const idsBool = await search({ ids: { values: ['1'], boost: true } });
    expect(idsBool.body.error).toMatchObject({ type: 'x_content_parse_exception', reason: "[ids] boost doesn't support values of type: VALUE_BOOLEAN" });
    const seed = await search({ function_score: { random_score: { seed: true } } });
    expect(seed.body.error).toMatchObject({ type: 'parsing_exception', reason: "random_score seed must be an int, long or string, not 'VALUE_BOOLEAN'" });
  });

  it('take numeric strings and skip a null weight as ES does', async () => {
    const weighted = await search({ function_score: { weight: '2' } });
    expect(weighted.body.hits.max_score).toBe(2);
    // VALUE_NULL is no value to FunctionScoreQueryBuilder: the weight is not there.
    const nulled = await search({ function_score: { weight: null } });
    expect(nulled.body.hits.max_score).toBe(1);
    // A decay parameter is read when the shard builds the function: its error is the shard's.
    const decay = await search({ function_score: { gauss: { n: { origin: 1, scale: 'abc' } } } });
    expect(decay.status).toBe(400);
    expect(decay.body.error.root_cause[0].type).toBe('query_shard_exception');
  });

  it('never answer a 500 (but for a script ES cannot compile either) or fail a shard on a NaN, whatever the member values', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const r = await search(q);
        // A script that does not compile is ES 6.8's script_exception, whose status is its cause's (a Painless
        // ClassCastException, say "Cannot cast from [int] to [boolean]", is a 500 there too): not a wrong JSON type.
        const scriptError = r.body?.error?.root_cause?.[0]?.type === 'script_exception';
        if (!scriptError) expect(r.status, JSON.stringify(q)).toBeLessThan(500);
        expect(JSON.stringify(r.body), JSON.stringify(q)).not.toMatch(/invalid score: NaN/);
      }),
      { numRuns: Number(process.env.WRONG_TYPES_RUNS ?? 400) },
    );
  }, 120_000);
});
