import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('indices.get_field_mapping', () => {
  it('answers full names and leaf definitions, typed and typeless, with wildcards and multi-fields', async () => {
    const { req } = testEngine();
    await req('PUT', '/f', {
      mappings: { t: { properties: { title: { type: 'text', analyzer: 'whitespace', fields: { raw: { type: 'keyword' } } }, obj: { properties: { n: { type: 'long' } } } } } },
    });
    expect((await req('GET', '/f/_mapping/field/title')).body).toEqual({
      f: { mappings: { t: { title: { full_name: 'title', mapping: { title: { type: 'text', analyzer: 'whitespace', fields: { raw: { type: 'keyword' } } } } } } } },
    });
    expect((await req('GET', '/f/_mapping/field/obj.*,title.raw?include_type_name=false')).body).toEqual({
      f: { mappings: { 'title.raw': { full_name: 'title.raw', mapping: { raw: { type: 'keyword' } } }, 'obj.n': { full_name: 'obj.n', mapping: { n: { type: 'long' } } } } },
    });
    expect((await req('GET', '/f/_mapping/t/field/nope')).body).toEqual({});
    const missingType = await req('GET', '/f/_mapping/other/field/title');
    expect(missingType.status).toBe(404);
    expect((missingType.body as AnyBody).error).toMatchObject({ type: 'type_missing_exception', reason: 'type[[other]] missing' });
    expect((await req('GET', '/nope/_mapping/field/title')).status).toBe(404);
  });
});
