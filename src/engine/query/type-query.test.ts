import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function indexed() {
  const t = testEngine();
  await t.req('PUT', '/i', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { body: { type: 'text' } } } } });
  const bodies = ['the quick fox', 'the fox jumps', 'the lazy fox', 'a cat'];
  for (let i = 0; i < bodies.length; i++) await t.req('PUT', `/i/_doc/${i + 1}`, { body: bodies[i] });
  await t.req('POST', '/i/_refresh');
  const search = async (query: unknown, extra: Record<string, unknown> = {}) => (await t.req('GET', '/i/_search', { query, size: 20, ...extra })) as { status: number; body: AnyBody };
  return { ...t, search };
}

describe('type query', () => {
  it('matches every document of the index\'s mapping type, constant scored, and nothing for another type', async () => {
    const { search } = await indexed();
    const r = await search({ type: { value: '_doc', boost: 2 } }, { explain: true });
    expect(r.body.hits.total).toBe(4);
    expect(r.body.hits.hits[0]._score).toBe(2);
    expect(r.body.hits.hits[0]._explanation.description).toBe('*:*^2.0');
    expect((await search({ type: { value: 'other' } })).body.hits.total).toBe(0);
    expect((await search({ bool: { filter: { type: { value: '_doc' } }, must: { match: { body: 'fox' } } } })).body.hits.total).toBe(3);
  });

  it('is the non-nested filter where the mapping has nested fields: hidden documents never match', async () => {
    const t = testEngine();
    await t.req('PUT', '/n', { mappings: { doc: { properties: { c: { type: 'nested', properties: { x: { type: 'keyword' } } } } } } });
    await t.req('PUT', '/n/doc/1?refresh', { c: [{ x: 'a' }, { x: 'b' }] });
    const r = (await t.req('GET', '/n/_search', { query: { type: { value: 'doc' } }, explain: true })).body as AnyBody;
    expect(r.hits.total).toBe(1);
    expect(r.hits.hits[0]._explanation.description).toBe('DocValuesFieldExistsQuery [field=_primary_term]');
    const nested = (await t.req('GET', '/n/_search', { query: { nested: { path: 'c', query: { type: { value: 'doc' } } } } })).body as AnyBody;
    expect(nested.hits.total).toBe(0);
  });

  it('answers 6.8\'s errors', async () => {
    const { search } = await indexed();
    expect((await search({ type: {} })).body.error).toMatchObject({ type: 'parsing_exception', reason: '[type] filter needs to be provided with a value for the type' });
    expect((await search({ type: { value: '_doc', bogus: 1 } })).body.error).toMatchObject({ type: 'parsing_exception', reason: '[type] filter doesn\'t support [bogus]' });
    expect((await search({ type: { value: ['_doc'] } })).body.error).toMatchObject({ reason: '[type] filter doesn\'t support [value]' });
  });
});
