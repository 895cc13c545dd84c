import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function twoIndices() {
  const t = testEngine();
  for (const name of ['ib_1', 'ib_2']) {
    await t.req('PUT', `/${name}`, {});
    await t.req('PUT', `/${name}/_doc/1`, { foo: 'bar' });
  }
  await t.req('POST', '/ib_1,ib_2/_refresh');
  await t.req('POST', '/_aliases', { actions: [{ add: { index: 'ib_1', alias: 'first' } }] });
  return t;
}

const hits = (r: { body: unknown }) => (r.body as AnyBody).hits.hits.map((h: AnyBody) => [h._index, h._score]);

describe('indices_boost', () => {
  it('multiplies the scores of the named index (array form), the first entry naming an index wins', async () => {
    const { req } = await twoIndices();
    const plain = hits(await req('POST', '/_search', { query: { match: { foo: 'bar' } } }));
    const base = plain[0][1] as number;
    const r = await req('POST', '/_search', { query: { match: { foo: 'bar' } }, indices_boost: [{ 'ib_2': 1.5 }, { 'ib_*': 3 }] });
    const [first, second] = hits(r);
    expect([first[0], second[0]]).toEqual(['ib_1', 'ib_2']);
    // Scores render as the shortest text of their float32.
    expect(Math.fround(first[1] as number)).toBe(Math.fround(base * 3));
    expect(Math.fround(second[1] as number)).toBe(Math.fround(base * 1.5));
    const viaAlias = await req('POST', '/_search', { indices_boost: [{ first: 0.5 }] });
    expect(hits(viaAlias).map((h) => h[0])).toEqual(['ib_2', 'ib_1']);
  });

  it('explains the boost as a function score with one weight', async () => {
    const { req } = await twoIndices();
    const r = await req('POST', '/ib_1/_search', { explain: true, indices_boost: [{ ib_1: 2 }] });
    const e = (r.body as AnyBody).hits.hits[0]._explanation;
    expect(e.value).toBe(2);
    expect(e.details[1].details[0].description).toBe('product of:');
  });

  it('warns on the object form, refuses a missing index unless ignore_unavailable, and reports malformed entries', async () => {
    const { req } = await twoIndices();
    const obj = await req('POST', '/_search', { indices_boost: { ib_2: 2 } });
    expect(obj.warnings?.[0]).toContain('Object format in indices_boost is deprecated, please use array format instead');
    expect(hits(obj)[0][0]).toBe('ib_2');
    const missing = await req('POST', '/_search', { indices_boost: [{ nope: 2 }] });
    expect(missing.status).toBe(404);
    expect((missing.body as AnyBody).error.type).toBe('index_not_found_exception');
    expect((await req('POST', '/_search?ignore_unavailable=true', { indices_boost: [{ nope: 2 }] })).status).toBe(200);
    const bad = await req('POST', '/_search', { indices_boost: [{ ib_1: 'x' }] });
    expect((bad.body as AnyBody).error.reason).toBe('Expected [VALUE_NUMBER] in [indices_boost] but found [VALUE_STRING]');
    const two = await req('POST', '/_search', { indices_boost: [{ ib_1: 1, ib_2: 2 }] });
    expect((two.body as AnyBody).error.reason).toBe('Expected [END_OBJECT] in [indices_boost] but found [FIELD_NAME]');
  });
});
