// Geo aggregations against the reference guide's museums examples (geo_bounds, geo_centroid, geo_distance,
// geohash_grid pages): the responses there were produced by Elasticsearch, so the decoded, quantized coordinates
// must match to the last bit.
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';

const MUSEUMS = [
  { location: '52.374081,4.912350', city: 'Amsterdam', name: 'NEMO Science Museum' },
  { location: '52.369219,4.901618', city: 'Amsterdam', name: 'Museum Het Rembrandthuis' },
  { location: '52.371667,4.914722', city: 'Amsterdam', name: 'Nederlands Scheepvaartmuseum' },
  { location: '51.222900,4.405200', city: 'Antwerp', name: 'Letterenhuis' },
  { location: '48.861111,2.336389', city: 'Paris', name: 'Musée du Louvre' },
  { location: '48.860000,2.327000', city: 'Paris', name: "Musée d'Orsay" },
];

type Res = { status: number; body: AnyBody; warnings?: string[] };

async function museums(shards = 1) {
  const { req } = testEngine();
  await req('PUT', '/museums', { settings: { number_of_shards: shards }, mappings: { _doc: { properties: { location: { type: 'geo_point' }, city: { type: 'keyword' }, name: { type: 'text' } } } } });
  const lines = MUSEUMS.flatMap((d, i) => [JSON.stringify({ index: { _id: String(i + 1) } }), JSON.stringify(d)]);
  await req('POST', '/museums/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  return async (body: unknown) => (await req('POST', '/museums/_search', body)) as Res;
}

describe('geo aggregations', () => {
  it('geo_bounds: the guide\'s viewport of the two Paris museums, quantized as ES returns it', async () => {
    const search = await museums(2);
    const r = await search({ size: 0, query: { match: { name: 'musée' } }, aggs: { viewport: { geo_bounds: { field: 'location', wrap_longitude: true } } } });
    expect(r.body.aggregations.viewport).toEqual({
      bounds: { top_left: { lat: 48.86111099738628, lon: 2.3269999679178 }, bottom_right: { lat: 48.85999997612089, lon: 2.3363889567553997 } },
    });
    const none = await search({ size: 0, query: { match: { name: 'nothing' } }, aggs: { v: { geo_bounds: { field: 'location' } } } });
    expect(none.body.aggregations.v).toEqual({});
  });

  it('geo_bounds wraps the dateline when that box is narrower, unless wrap_longitude is false', async () => {
    const { req } = testEngine();
    await req('PUT', '/pts', { mappings: { _doc: { properties: { p: { type: 'geo_point' } } } } });
    await req('POST', '/pts/_doc/_bulk?refresh=true', [
      '{"index":{}}', '{"p":"10,170"}', '{"index":{}}', '{"p":"-10,-170"}',
    ].join('\n') + '\n');
    const wrapped = (await req('POST', '/pts/_search', { size: 0, aggs: { b: { geo_bounds: { field: 'p' } } } })) as Res;
    expect(wrapped.body.aggregations.b.bounds.top_left.lon).toBeCloseTo(170, 6);
    expect(wrapped.body.aggregations.b.bounds.bottom_right.lon).toBeCloseTo(-170, 6);
    const plain = (await req('POST', '/pts/_search', { size: 0, aggs: { b: { geo_bounds: { field: 'p', wrap_longitude: false } } } })) as Res;
    expect(plain.body.aggregations.b.bounds.top_left.lon).toBeCloseTo(-170, 6);
  });

  it('geo_centroid: the guide\'s centroid of the six museums, and per city', async () => {
    const search = await museums(1);
    const r = await search({ size: 0, aggs: { centroid: { geo_centroid: { field: 'location' } } } });
    expect(r.body.aggregations.centroid).toEqual({ location: { lat: 51.00982965203002, lon: 3.9662131341174245 }, count: 6 });
    const byCity = await search({ size: 0, aggs: { cities: { terms: { field: 'city' }, aggs: { c: { geo_centroid: { field: 'location' } } } } } });
    const paris = byCity.body.aggregations.cities.buckets.find((b: AnyBody) => b.key === 'Paris');
    expect(paris.c.count).toBe(2);
    expect(paris.c.location.lat).toBeCloseTo(48.8605555, 6);
  });

  it('geo_distance: the guide\'s rings around Amsterdam (keys, from 0.0, unit, keyed)', async () => {
    const search = await museums(3);
    const ranges = [{ to: 100000 }, { from: 100000, to: 300000 }, { from: 300000 }];
    const r = await search({ size: 0, aggs: { rings: { geo_distance: { field: 'location', origin: '52.3760, 4.894', ranges } } } });
    expect(r.body.aggregations.rings.buckets).toEqual([
      { key: '*-100000.0', from: 0, to: 100000, doc_count: 3 },
      { key: '100000.0-300000.0', from: 100000, to: 300000, doc_count: 1 },
      { key: '300000.0-*', from: 300000, doc_count: 2 },
    ]);
    const km = await search({ size: 0, aggs: { rings: { geo_distance: { field: 'location', origin: { lat: 52.376, lon: 4.894 }, unit: 'km', distance_type: 'plane', keyed: true, ranges: [{ to: 100 }, { from: 100, to: 300 }, { from: 300 }] } } } });
    expect(Object.keys(km.body.aggregations.rings.buckets)).toEqual(['*-100.0', '100.0-300.0', '300.0-*']);
    expect(km.body.aggregations.rings.buckets['*-100.0'].doc_count).toBe(3);
    const noOrigin = await search({ aggs: { r: { geo_distance: { field: 'location', ranges } } } });
    expect(noOrigin.status).toBe(400);
    expect(noOrigin.body.error.root_cause[0].reason).toBe('Aggregation [r] must define an [origin].');
  });

  it('geohash_grid: the guide\'s precision-3 cells, ordered by count; bad precision is ES\'s error', async () => {
    const search = await museums(2);
    const r = await search({ size: 0, aggs: { grid: { geohash_grid: { field: 'location', precision: 3 } } } });
    expect(r.body.aggregations.grid.buckets).toEqual([
      { key: 'u17', doc_count: 3 }, { key: 'u09', doc_count: 2 }, { key: 'u15', doc_count: 1 },
    ]);
    const bad = await search({ aggs: { g: { geohash_grid: { field: 'location', precision: 13 } } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.root_cause[0].reason).toBe('Invalid geohash aggregation precision of 13. Must be between 1 and 12.');
    const byDistance = await search({ size: 0, aggs: { g: { geohash_grid: { field: 'location', precision: '100km', size: 1 } } } });
    expect(byDistance.body.aggregations.g.buckets).toHaveLength(1);
    const wrongType = await search({ aggs: { g: { geohash_grid: { field: 'city' } } } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.root_cause[0].reason).toBe('Expected geo_point type on field [city], but got [keyword]');
  });
});
