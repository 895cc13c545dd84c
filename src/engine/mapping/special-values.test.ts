import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { geoPointValue } from './special-values';

describe('binary, ip, geo_point and geo_shape fields', () => {
  it('reads geo points in every 6.8 form', () => {
    expect(geoPointValue([-71.3, 41.1], false)).toBe('41.1,-71.3');
    expect(geoPointValue({ lat: 41.1, lon: -71.3 }, false)).toBe('41.1,-71.3');
    expect(geoPointValue('41.1,-71.3', false)).toBe('41.1,-71.3');
  });

  it('maps and stores them: exists on each, term and CIDR on ip, doc values', async () => {
    const { req } = testEngine();
    const created = await req('PUT', '/g', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: {
      bin: { type: 'binary', doc_values: true }, bin2: { type: 'binary' }, ip: { type: 'ip' }, loc: { type: 'geo_point' }, shape: { type: 'geo_shape' },
    } } } });
    expect(created.status).toBe(200);
    await req('PUT', '/g/_doc/1', { bin: 'YWJj', bin2: 'ZGVm', ip: '192.168.1.7', loc: [-71.3, 41.1], shape: { type: 'point', coordinates: [1, 2] } });
    await req('PUT', '/g/_doc/2?refresh=true', { ip: '10.0.0.1' });
    const count = async (query: unknown) => ((await req('POST', '/g/_search', { query })).body as AnyBody).hits.total;
    for (const f of ['bin', 'bin2', 'loc', 'shape']) expect(await count({ exists: { field: f } })).toBe(1);
    expect(await count({ exists: { field: 'ip' } })).toBe(2);
    expect(await count({ term: { ip: '192.168.1.7' } })).toBe(1);
    expect(await count({ term: { ip: '192.168.0.0/16' } })).toBe(1);
    expect(await count({ terms: { ip: ['10.0.0.0/8', '192.168.1.7'] } })).toBe(2);
    const dv = (await req('POST', '/g/_search', { query: { ids: { values: ['1'] } }, docvalue_fields: [{ field: 'ip', format: 'use_field_mapping' }] })).body as AnyBody;
    expect(dv.hits.hits[0].fields.ip).toEqual(['192.168.1.7']);
    const bad = await req('PUT', '/g/_doc/3', { ip: 'not-an-ip' });
    expect(bad.status).toBe(400);
    expect((bad.body as AnyBody).error.reason).toBe("failed to parse field [ip] of type [ip] in document with id '3'");
    expect((await req('POST', '/g/_search', { query: { exists: { field: '_source' } } })).status).toBe(400);
  });
});
