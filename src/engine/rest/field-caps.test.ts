import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('field_caps', () => {
  async function twoIndices() {
    const t = testEngine();
    await t.req('PUT', '/a', { mappings: { _doc: { properties: {
      n: { type: 'long' }, k: { type: 'keyword', doc_values: false }, o: { type: 'nested', properties: { x: { type: 'text', fielddata: true } } },
    } } } });
    await t.req('PUT', '/b', { mappings: { _doc: { properties: {
      n: { type: 'double' }, k: { type: 'keyword' }, o: { properties: { x: { type: 'text' } } },
    } } } });
    return t;
  }

  it('merges the indices: indices only for a field of several types, the exceptions only when indices disagree', async () => {
    const { req } = await twoIndices();
    const res = await req('GET', '/a,b/_field_caps?fields=n,k,o*');
    expect(res.status).toBe(200);
    expect((res.body as AnyBody).fields).toEqual({
      k: { keyword: { searchable: true, aggregatable: false, non_aggregatable_indices: ['a'] } },
      n: {
        long: { searchable: true, aggregatable: true, indices: ['a'] },
        double: { searchable: true, aggregatable: true, indices: ['b'] },
      },
      o: {
        nested: { searchable: false, aggregatable: false, indices: ['a'] },
        object: { searchable: false, aggregatable: false, indices: ['b'] },
      },
      'o.x': { text: { searchable: true, aggregatable: false, non_aggregatable_indices: ['b'] } },
    });
  });

  it('matches metadata fields by pattern, takes the deprecated body, and refuses a request without fields', async () => {
    const { req } = await twoIndices();
    const meta = await req('GET', '/a/_field_caps?fields=_i*');
    expect(Object.keys((meta.body as AnyBody).fields)).toEqual(['_id', '_ignored', '_index']);
    const body = await req('POST', '/a/_field_caps', { fields: ['n'] });
    expect((body.body as AnyBody).fields).toEqual({ n: { long: { searchable: true, aggregatable: true } } });
    expect(body.warnings).toEqual(['Specifying a request body is deprecated -- the [fields] request parameter should be used instead.']);
    const none = await req('GET', '/a/_field_caps');
    expect(none.status).toBe(400);
    expect((none.body as AnyBody).error.reason).toBe('Validation Failed: 1: no fields specified;');
  });
});
