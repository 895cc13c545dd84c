import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

describe('date fields with month and day names and a locale', () => {
  it('index, query and aggregate English names; refuse another locale\'s names by name', async () => {
    const { req } = testEngine();
    const created = await req('PUT', '/i', { mappings: { _doc: { properties: { d: { type: 'date', format: 'dd MMM yyyy', locale: 'en_US' } } } } });
    expect(created.status).toBe(200);
    expect((await req('PUT', '/i/_doc/1?refresh=true', { d: '05 Mar 2019' })).status).toBe(201);
    const r = (await req('POST', '/i/_search', { query: { range: { d: { gte: '01 Mar 2019', lte: '05 Mar 2019' } } }, aggs: { m: { date_histogram: { field: 'd', interval: 'month' } } } })).body as AnyBody;
    expect(r.hits.total).toBe(1);
    expect(r.aggregations.m.buckets[0].key_as_string).toBe('01 Mar 2019');
    // docvalue_fields with use_field_mapping, and stored fields, print with the field's format.
    const fields = (await req('POST', '/i/_search', { docvalue_fields: [{ field: 'd', format: 'use_field_mapping' }] })).body as AnyBody;
    expect(fields.hits.hits[0].fields.d).toEqual(['05 Mar 2019']);
    await req('PUT', '/s', { mappings: { _doc: { properties: { d: { type: 'date', format: 'yyyy/MM/dd', store: true } } } } });
    await req('PUT', '/s/_doc/1?refresh=true', { d: '2019/03/05' });
    expect(((await req('POST', '/s/_search', { stored_fields: ['d'] })).body as AnyBody).hits.hits[0].fields.d).toEqual(['2019/03/05']);
    expect(((await req('GET', '/i/_mapping')).body as AnyBody).i.mappings._doc.properties.d).toEqual({ type: 'date', format: 'dd MMM yyyy', locale: 'en_US' });
    const german = await req('PUT', '/j', { mappings: { _doc: { properties: { d: { type: 'date', format: 'dd MMM yyyy', locale: 'de' } } } } });
    expect(german.status).toBe(400);
    expect((german.body as AnyBody).error.reason).toBe('month and day names of the date format [dd MMM yyyy] in locale [de] is not supported by Searchpad yet');
    // Numbers only: any locale reads them alike.
    expect((await req('PUT', '/k', { mappings: { _doc: { properties: { d: { type: 'date', format: 'yyyy-MM-dd', locale: 'de' } } } } })).status).toBe(200);
  });
});
