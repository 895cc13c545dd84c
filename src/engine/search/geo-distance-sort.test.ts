// The _geo_distance sort (ES 6.8 GeoDistanceSortBuilder) on the reference guide's museums.
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { arcDistanceMeters, docValuePoint } from '../util/geo';

async function museums() {
  const { req } = testEngine();
  await req('PUT', '/museums', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { location: { type: 'geo_point' }, n: { type: 'long' } } } } });
  const locs = ['52.374081,4.912350', '51.222900,4.405200', '48.861111,2.336389', null];
  const lines = locs.flatMap((l, i) => [JSON.stringify({ index: { _id: String(i + 1) } }), JSON.stringify(l ? { location: l, n: i } : { n: i })]);
  await req('POST', '/museums/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  return async (body: unknown) => (await req('POST', '/museums/_search', body)) as { status: number; body: AnyBody };
}

describe('_geo_distance sort', () => {
  it('orders by SloppyMath distance from the point in the unit asked, missing points last as "Infinity"', async () => {
    const search = await museums();
    const r = await search({ sort: [{ _geo_distance: { location: { lat: 48.86, lon: 2.33 }, order: 'asc', unit: 'km' } }] });
    expect(r.status).toBe(200);
    const hits = r.body.hits.hits;
    expect(hits.map((h: AnyBody) => h._id)).toEqual(['3', '2', '1', '4']);
    const louvre = docValuePoint('48.861111,2.336389');
    expect(hits[0].sort[0]).toBe(arcDistanceMeters(48.86, 2.33, louvre.lat, louvre.lon) / 1000);
    expect(hits[3].sort).toEqual(['Infinity']);
    const desc = await search({ sort: [{ _geo_distance: { location: '48.86,2.33', order: 'desc', distance_type: 'plane' } }, 'n'] });
    expect(desc.body.hits.hits.map((h: AnyBody) => h._id)).toEqual(['4', '1', '2', '3']);
  });

  it('refuses what ES refuses', async () => {
    const search = await museums();
    const sum = await search({ sort: [{ _geo_distance: { location: '1,1', mode: 'sum' } }] });
    expect(sum.status).toBe(400);
    expect(JSON.stringify(sum.body)).toContain("sort_mode [sum] isn't supported for sorting by geo distance");
    const unmapped = await search({ sort: [{ _geo_distance: { nope: '1,1' } }] });
    expect(JSON.stringify(unmapped.body)).toContain('failed to find mapper for [nope] for geo distance based sort');
    expect((await search({ sort: [{ _geo_distance: { nope: '1,1', ignore_unmapped: true } }] })).status).toBe(200);
  });
});
