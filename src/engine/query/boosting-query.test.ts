import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function setup() {
  const t = testEngine();
  await t.req('PUT', '/b', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { t: { type: 'text' } } } } });
  await t.req('PUT', '/b/_doc/1', { t: 'apple pie' });
  await t.req('PUT', '/b/_doc/2', { t: 'apple inc' });
  await t.req('PUT', '/b/_doc/3', { t: 'pie' });
  await t.req('POST', '/b/_refresh');
  return t;
}

const scores = (b: AnyBody) => Object.fromEntries(b.hits.hits.map((h: AnyBody) => [h._id, h._score]));

describe('boosting query (Lucene 7.7 BoostingQuery)', () => {
  const q = { boosting: { positive: { match: { t: 'apple' } }, negative: { term: { t: 'inc' } }, negative_boost: 0.2 } };

  it("multiplies the positive score by negative_boost (float) where the negative query matches, and keeps the positive's docs", async () => {
    const { req } = await setup();
    const plain = scores((await req('GET', '/b/_search', { query: { match: { t: 'apple' } } })).body);
    const r = scores((await req('GET', '/b/_search', { query: q })).body);
    expect(Object.keys(r).sort()).toEqual(['1', '2']);
    expect(r['1']).toBe(plain['1']);
    // (answers print floats as Java does: read them back as float32)
    expect(Math.fround(r['2'])).toBe(Math.fround(Math.fround(plain['2']) * Math.fround(0.2)));
    // The query's own boost multiplies the positive weight.
    const boosted = scores((await req('GET', '/b/_search', { query: { boosting: { ...q.boosting, boost: 2 } } })).body);
    const plain2 = scores((await req('GET', '/b/_search', { query: { match: { t: { query: 'apple', boost: 2 } } } })).body);
    expect(boosted['1']).toBe(plain2['1']);
  });

  it('explains as Lucene: the positive explanation, times the boost when the negative matches', async () => {
    const { req } = await setup();
    const e1 = ((await req('GET', '/b/_doc/1/_explain', { query: q })).body as AnyBody).explanation;
    expect(e1.description).toMatch(/^weight\(t:apple in/);
    const e2 = ((await req('GET', '/b/_doc/2/_explain', { query: q })).body as AnyBody).explanation;
    expect(e2.description).toBe('product of:');
    expect(e2.details[1]).toEqual({ value: 0.2, description: 'boost', details: [] });
    expect(Math.fround(e2.value)).toBe(Math.fround(Math.fround(e2.details[0].value) * Math.fround(0.2)));
  });

  it("answers BoostingQueryBuilder's errors", async () => {
    const { req } = await setup();
    const reason = async (b: unknown) => {
      const r = await req('GET', '/b/_search', { query: { boosting: b } });
      expect(r.status).toBe(400);
      return (r.body as AnyBody).error.root_cause[0].reason;
    };
    expect(await reason({ negative: { match_all: {} }, negative_boost: 1 })).toBe("[boosting] query requires 'positive' query to be set'");
    expect(await reason({ positive: { match_all: {} }, negative_boost: 1 })).toBe("[boosting] query requires 'negative' query to be set'");
    expect(await reason({ positive: { match_all: {} }, negative: { match_all: {} } })).toBe("[boosting] query requires 'negative_boost' to be set to be a positive value'");
    expect(await reason({ positive: { match_all: {} }, negative: { match_all: {} }, negative_boost: 1, x: 1 })).toBe('[boosting] query does not support [x]');
  });
});
