import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/** terms_set as ES 6.8 builds it: Lucene's CoveringQuery over one term query per value. */
describe('terms_set', () => {
  async function indexed() {
    const t = testEngine();
    await t.req('PUT', '/i', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: {
      codes: { type: 'keyword' }, required_matches: { type: 'long' }, title: { type: 'text' },
    } } } });
    await t.req('PUT', '/i/_doc/1', { title: 'a', codes: ['ghi', 'jkl'], required_matches: 2 });
    await t.req('PUT', '/i/_doc/2', { title: 'b', codes: ['def', 'ghi'], required_matches: 2 });
    await t.req('PUT', '/i/_doc/3', { title: 'c', codes: ['abc', 'def', 'ghi'], required_matches: 0 });
    await t.req('PUT', '/i/_doc/4?refresh', { title: 'd', codes: ['abc'] });
    const search = async (query: unknown, extra: Record<string, unknown> = {}) => (await t.req('GET', '/i/_search', { query, ...extra })) as { status: number; body: AnyBody };
    return { ...t, search };
  }
  const ids = (b: AnyBody) => b.hits.hits.map((h: AnyBody) => h._id).sort();

  it('matches a document when at least its minimum of the terms match (a minimum below 1 is 1, none is no match)', async () => {
    const { search } = await indexed();
    // the reference's example: codes abc, def, ghi with required_matches from the field
    const r = await search({ terms_set: { codes: { terms: ['abc', 'def', 'ghi'], minimum_should_match_field: 'required_matches' } } });
    expect(ids(r.body)).toEqual(['2', '3']);
  });

  it('reads the minimum from a Painless script with params.num_terms', async () => {
    const { search } = await indexed();
    const script = { source: "Math.min(params.num_terms, doc['required_matches'].value)" };
    const r = await search({ terms_set: { codes: { terms: ['abc', 'def', 'ghi'], minimum_should_match_script: script } } });
    expect(ids(r.body)).toEqual(['2', '3', '4']);
    const all = await search({ terms_set: { codes: { terms: ['ghi', 'jkl'], minimum_should_match_script: { source: 'params.num_terms' } } } });
    expect(ids(all.body)).toEqual(['1']);
  });

  it('scores the matching clauses summed, and explains as CoveringQuery', async () => {
    const { search } = await indexed();
    const q = { terms_set: { codes: { terms: ['abc', 'def', 'ghi'], minimum_should_match_field: 'required_matches' } } };
    const r = await search(q, { explain: true });
    const three = r.body.hits.hits.find((h: AnyBody) => h._id === '3');
    const sum = await search({ bool: { should: ['abc', 'def', 'ghi'].map((v) => ({ term: { codes: v } })) } });
    expect(three._score).toBe(sum.body.hits.hits.find((h: AnyBody) => h._id === '3')._score);
    expect(three._explanation.description).toBe('3 matches for 1 required matches, sum of:');
    expect(three._explanation.details).toHaveLength(3);
  });

  it('answers ES 6.8\'s errors', async () => {
    const { search } = await indexed();
    const err = async (query: unknown) => {
      const r = await search(query);
      expect(r.status).toBeGreaterThanOrEqual(400);
      const e = r.body.error;
      return e.type === 'search_phase_execution_exception' ? `${e.caused_by.type}: ${e.caused_by.reason}` : `${e.type}: ${e.reason}`;
    };
    expect(await err({ terms_set: { codes: { terms: ['a'], minimum_should_match_field: 'f', minimum_should_match_script: { source: '1' } } } }))
      .toBe('illegal_argument_exception: A field has already been specified. Cannot specify both a field and script');
    expect(await err({ terms_set: { codes: { terms: ['a'], foo: 1 } } })).toBe('parsing_exception: [terms_set] query does not support [foo]');
    expect(await err({ terms_set: { codes: { terms: ['a'] }, other: {} } })).toBe('parsing_exception: [terms_set] unknown token [FIELD_NAME]');
    expect(await err({ terms_set: { codes: { terms: ['a'], minimum_should_match_field: 'nope' } } })).toBe('query_shard_exception: failed to find minimum_should_match field [nope]');
    expect((await search({ terms_set: { codes: { terms: [], minimum_should_match_field: 'required_matches' } } })).body.hits.total).toBe(0);
  });
});
