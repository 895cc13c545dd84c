import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

/** A token_count field indexes an integer (TokenCountFieldMapper's NumberFieldType INTEGER): term-level queries read it as one. */
describe('token_count in term-level queries', () => {
  it('answers term, terms, range and exists exactly as an integer field holding the counts', async () => {
    const t = testEngine();
    await t.req('PUT', '/i', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: {
      name: { type: 'text', fields: { length: { type: 'token_count', analyzer: 'standard' } } }, n: { type: 'integer' },
    } } } });
    for (const [i, s] of ['a b c', 'a b', 'x y z w'].entries()) await t.req('PUT', `/i/_doc/${i}`, { name: s, n: s.split(' ').length });
    await t.req('PUT', '/i/_doc/none?refresh', { other: 1 });
    const answer = async (query: unknown) => {
      const r = await t.req('GET', '/i/_search', { query });
      const b = r.body as AnyBody;
      return r.status === 200 ? b.hits.hits.map((h: AnyBody) => [h._id, h._score]).sort() : [r.status, b.error.caused_by?.caused_by?.reason ?? b.error.reason];
    };
    const pairs: Array<[unknown, unknown]> = [
      [{ term: { 'name.length': 3 } }, { term: { n: 3 } }],
      [{ term: { 'name.length': '4' } }, { term: { n: '4' } }],
      [{ term: { 'name.length': 3.5 } }, { term: { n: 3.5 } }],
      [{ term: { 'name.length': 3000000000 } }, { term: { n: 3000000000 } }],
      [{ terms: { 'name.length': [2, 4] } }, { terms: { n: [2, 4] } }],
      [{ range: { 'name.length': { gte: 3 } } }, { range: { n: { gte: 3 } } }],
      [{ range: { 'name.length': { gt: 2, lt: 4 } } }, { range: { n: { gt: 2, lt: 4 } } }],
      [{ exists: { field: 'name.length' } }, { exists: { field: 'n' } }],
    ];
    for (const [a, b] of pairs) expect({ q: a, answer: await answer(a) }).toEqual({ q: a, answer: await answer(b) });
    expect(await answer({ term: { 'name.length': 4 } })).toEqual([['2', 1]]);
    expect((await answer({ exists: { field: 'name.length' } })).map((h: unknown[]) => h[0])).toEqual(['0', '1', '2']);
  });
});
