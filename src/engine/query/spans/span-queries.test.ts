import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

/** The span family through the search API: ES 6.8's parse errors, Lucene's build errors, scores, explain, profile, highlighting. */
describe('span queries', () => {
  async function indexed() {
    const t = testEngine();
    await t.req('PUT', '/i', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { body: { type: 'text' }, other: { type: 'text' }, n: { type: 'long' } } } } });
    const docs = ['the quick brown fox jumps over the lazy dog', 'quick fox', 'the fox is quick and brown', 'brown quick fox fox', 'a lazy dog sleeps'];
    for (const [i, d] of docs.entries()) await t.req('PUT', `/i/_doc/${i + 1}`, { body: d, other: d, n: i });
    await t.req('POST', '/i/_refresh');
    const search = async (body: unknown) => (await t.req('GET', '/i/_search', body)) as { status: number; body: AnyBody; warnings?: string[] };
    return { ...t, search };
  }
  const term = (v: string, field = 'body') => ({ span_term: { [field]: v } });
  const ids = (b: AnyBody) => b.hits.hits.map((h: AnyBody) => h._id);

  it('matches each kind as Lucene does', async () => {
    const { search } = await indexed();
    const q = async (query: unknown) => ids((await search({ query })).body);
    expect(await q({ span_near: { clauses: [term('quick'), term('fox')], slop: 0, in_order: true } })).toEqual(['2', '4']);
    expect((await q({ span_near: { clauses: [term('fox'), term('quick')], slop: 2, in_order: false } })).sort()).toEqual(['1', '2', '3', '4']);
    expect(await q({ span_first: { match: term('quick'), end: 1 } })).toEqual(['2']);
    expect((await q({ span_not: { include: term('quick'), exclude: { span_near: { clauses: [term('quick'), term('fox')], slop: 0 } } } })).sort()).toEqual(['1', '3']);
    expect(await q({ span_containing: { big: { span_near: { clauses: [term('quick'), term('dog')], slop: 10 } }, little: term('fox') } })).toEqual(['1']);
    expect(await q({ span_within: { big: { span_near: { clauses: [term('quick'), term('dog')], slop: 10 } }, little: term('fox') } })).toEqual(['1']);
    expect((await q({ span_or: { clauses: [term('lazy'), term('jumps')] } })).sort()).toEqual(['1', '5']);
    expect(await q({ span_near: { clauses: [{ span_multi: { match: { prefix: { body: 'qui' } } } }, { span_multi: { match: { fuzzy: { body: 'fix' } } } }], slop: 0 } })).toEqual(['2', '4']);
    expect(await q({ span_near: { clauses: [term('quick'), { field_masking_span: { query: term('fox', 'other'), field: 'body' } }], slop: 0 } })).toEqual(['2', '4']);
  });

  it('scores with the idfs of every term summed and Σ 1/(width+1) as the frequency, explained as SpanWeight does', async () => {
    const { search } = await indexed();
    const res = await search({ explain: true, query: { span_near: { clauses: [term('quick'), term('fox')], slop: 1 } } });
    const hit = res.body.hits.hits.find((h: AnyBody) => h._id === '1');
    const e = hit._explanation;
    expect(e.description).toBe('weight(spanNear([body:quick, body:fox], 1, true) in 0) [PerFieldSimilarity], result of:');
    const score = e.details[0];
    expect(score.description).toBe('score(doc=0,freq=0.5 = phraseFreq=0.5\n), product of:');
    expect(score.details[0].description).toBe('idf(), sum of:');
    expect(score.details[0].details).toHaveLength(2);
    // the explanation multiplies idf by tfNorm; the score is the scorer's weight * freq / (freq + norm)
    expect(Math.abs(hit._score - score.value)).toBeLessThan(1e-6);
  });

  it('answers ES 6.8\'s parse errors and Lucene\'s refusal of clauses on different fields', async () => {
    const { search } = await indexed();
    const reason = async (query: unknown) => {
      const r = await search({ query });
      expect(r.status).toBe(400);
      const e = r.body.error;
      return e.type === 'search_phase_execution_exception' ? `${e.caused_by.type}: ${e.caused_by.caused_by.type}: ${e.caused_by.caused_by.reason}` : `${e.type}: ${e.reason}`;
    };
    expect(await reason({ span_near: { clauses: [term('a')] } })).toBe('parsing_exception: span_near must include [slop]');
    expect(await reason({ span_near: { slop: 1 } })).toBe('parsing_exception: span_near must include [clauses]');
    expect(await reason({ span_near: { clauses: [{ match: { body: 'a' } }], slop: 1 } })).toBe('parsing_exception: spanNear [clauses] must be of type span query');
    expect(await reason({ span_or: { clauses: [{ term: { body: 'a' } }] } })).toBe('parsing_exception: spanOr [clauses] must be of type span query');
    expect(await reason({ span_multi: { match: { term: { body: 'a' } } } })).toBe('parsing_exception: [span_multi] [match] must be of type multi term query');
    expect(await reason({ span_not: { include: term('a') } })).toBe('parsing_exception: spanNot must have [exclude] span query clause');
    expect(await reason({ span_not: { include: term('a'), exclude: term('b'), dist: 1, pre: 1 } })).toBe('parsing_exception: spanNot can either use [dist] or [pre] & [post] (or none)');
    expect(await reason({ span_first: { match: term('a') } })).toBe('parsing_exception: spanFirst must have [end] set for it');
    expect(await reason({ span_containing: { big: term('a') } })).toBe('parsing_exception: span_containing must include [little]');
    expect(await reason({ field_masking_span: { query: term('a') } })).toBe('parsing_exception: field_masking_span must have [field] set for it');
    expect(await reason({ span_near: { clauses: [term('a'), term('b', 'other')], slop: 1 } }))
      .toBe('query_shard_exception: illegal_argument_exception: Cannot add clause other:b to SpanNearQuery for field body');
    expect(await reason({ span_or: { clauses: [term('a'), term('b', 'other')] } })).toBe('query_shard_exception: illegal_argument_exception: Clauses must have same field.');
    expect(await reason({ span_multi: { match: { range: { n: { gte: 1 } } } } }))
      .toMatch(/^query_shard_exception: unsupported_operation_exception: unsupported inner query, should be org.apache.lucene.search.MultiTermQuery but was /);
  });

  it('warns that a boost on an inner span clause is deprecated (and ignores it)', async () => {
    const { search } = await indexed();
    const plain = await search({ query: { span_or: { clauses: [term('fox')] } } });
    const boosted = await search({ query: { span_or: { clauses: [{ span_term: { body: { value: 'fox', boost: 3 } } }] } } });
    expect(boosted.warnings).toEqual(['setting boost on inner span queries is deprecated!']);
    expect(boosted.body.hits.hits.map((h: AnyBody) => h._score)).toEqual(plain.body.hits.hits.map((h: AnyBody) => h._score));
  });

  it('profiles as the span query\'s Lucene class', async () => {
    const { search } = await indexed();
    const res = await search({ profile: true, query: { span_near: { clauses: [term('quick'), term('fox')], slop: 1 } } });
    const q = res.body.profile.shards[0].searches[0].query[0];
    expect([q.type, q.description]).toEqual(['SpanNearQuery', 'spanNear([body:quick, body:fox], 1, true)']);
  });

  it('highlights only the terms of the matching spans (unified and plain)', async () => {
    const { search } = await indexed();
    for (const type of ['unified', 'plain']) {
      const res = await search({ query: { span_near: { clauses: [term('quick'), term('fox')], slop: 0 } }, highlight: { type, fields: { body: {} } } });
      const h = res.body.hits.hits.find((x: AnyBody) => x._id === '4');
      expect(h.highlight.body).toEqual(['brown <em>quick</em> <em>fox</em> fox']);
    }
  });
});

describe('span_multi rewrites', () => {
  it('expands to every matching term by default, to the first N terms with top_terms_N', async () => {
    const t = testEngine();
    await t.req('PUT', '/m', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { body: { type: 'text' } } } } });
    for (const [i, d] of ['qa', 'qb', 'qc', 'qd'].entries()) await t.req('PUT', `/m/_doc/${i + 1}`, { body: d });
    await t.req('POST', '/m/_refresh');
    const ids = async (prefix: unknown) => ((await t.req('GET', '/m/_search', { query: { span_multi: { match: { prefix: { body: prefix } } } } })).body as AnyBody).hits.hits.map((h: AnyBody) => h._id).sort();
    expect(await ids('q')).toEqual(['1', '2', '3', '4']);
    expect(await ids({ value: 'q', rewrite: 'top_terms_2' })).toEqual(['1', '2']);
  });
});

describe('span_gap', () => {
  it('is a span_near clause only, in order, on the near query\'s field', async () => {
    const t = testEngine();
    await t.req('PUT', '/g', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { body: { type: 'text' }, other: { type: 'text' } } } } });
    await t.req('PUT', '/g/_doc/1?refresh', { body: 'quick brown fox' });
    const search = async (query: unknown) => (await t.req('GET', '/g/_search', { query })) as { status: number; body: AnyBody };
    const near = (inOrder: boolean, gapField = 'body') => ({ span_near: { clauses: [{ span_term: { body: 'quick' } }, { span_gap: { [gapField]: 1 } }, { span_term: { body: 'fox' } }], slop: 0, in_order: inOrder } });
    expect((await search(near(true))).body.hits.total).toBe(1);
    const cause = (r: { body: AnyBody }) => r.body.error.caused_by.caused_by;
    expect(cause(await search(near(false)))).toMatchObject({ type: 'illegal_argument_exception', reason: 'Gaps can only be added to ordered near queries' });
    expect(cause(await search(near(true, 'other')))).toMatchObject({ type: 'illegal_argument_exception', reason: '[span_near] clauses must have same field' });
    expect(cause(await search({ span_gap: { body: 1 } })).type).toBe('unsupported_operation_exception');
  });
});
