// geo_distance, geo_bounding_box and geo_polygon over the reference guide's museums, with ES 6.8's errors.
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';
import { polygonContains } from './geo-queries';

const MUSEUMS = [
  '52.374081,4.912350', '52.369219,4.901618', '52.371667,4.914722', '51.222900,4.405200', '48.861111,2.336389', '48.860000,2.327000',
];

type Res = { status: number; body: AnyBody };

async function museums() {
  const { req } = testEngine();
  await req('PUT', '/museums', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { location: { type: 'geo_point' }, n: { type: 'long' } } } } });
  const lines = MUSEUMS.flatMap((l, i) => [JSON.stringify({ index: { _id: String(i + 1) } }), JSON.stringify({ location: l, n: i })]);
  await req('POST', '/museums/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  return async (query: unknown) => {
    const r = (await req('POST', '/museums/_search', { query, size: 10, sort: ['_doc'] })) as Res;
    return { ...r, ids: r.status === 200 ? r.body.hits.hits.map((h: AnyBody) => h._id).sort() : undefined };
  };
}

describe('geo queries', () => {
  it('geo_distance: within 100km of Amsterdam are the three Amsterdam museums; units and point forms', async () => {
    const search = await museums();
    expect((await search({ geo_distance: { distance: '100km', location: '52.376,4.894' } })).ids).toEqual(['1', '2', '3']);
    expect((await search({ geo_distance: { distance: 200, unit: 'km', location: { lat: 52.376, lon: 4.894 } } })).ids).toEqual(['1', '2', '3', '4']);
    expect((await search({ geo_distance: { distance: '1000km', location: [4.894, 52.376] } })).ids).toEqual(['1', '2', '3', '4', '5', '6']);
    const filtered = await search({ bool: { filter: { geo_distance: { distance: '500m', distance_type: 'plane', location: '48.8606,2.3376' } } } });
    expect(filtered.ids).toEqual(['5']);
  });

  it('geo_distance: ES\'s errors', async () => {
    const search = await museums();
    const zero = await search({ geo_distance: { distance: '0km', location: '52.376,4.894' } });
    expect(zero.status).toBe(400);
    expect(zero.body.error.root_cause[0].reason).toBe('distance must be greater than zero');
    const unmapped = await search({ geo_distance: { distance: '1km', nope: '52.376,4.894' } });
    // A QueryShardException reaches the shard failure as it is (QueryShardContext.toQuery rethrows it unwrapped).
    expect(unmapped.body.error.caused_by).toMatchObject({ type: 'query_shard_exception', reason: 'failed to find geo_point field [nope]' });
    expect((await search({ geo_distance: { distance: '1km', nope: '1,1', ignore_unmapped: true } })).ids).toEqual([]);
    const notGeo = await search({ geo_distance: { distance: '1km', n: '1,1' } });
    expect(notGeo.body.error.caused_by.reason).toBe('field [n] is not a geo_point field');
    const badLat = await search({ geo_distance: { distance: '1km', location: { lat: 100, lon: 1 } } });
    expect(badLat.body.error.caused_by.reason).toBe('illegal latitude value [100.0] for [geo_distance]');
    expect((await search({ geo_distance: { distance: '1km', validation_method: 'IGNORE_MALFORMED', location: { lat: 100, lon: 1 } } })).status).toBe(200);
  });

  it('geo_bounding_box: Paris by its corners, by top/left/bottom/right; a box across the dateline', async () => {
    const search = await museums();
    const paris = { top_left: { lat: 49, lon: 2 }, bottom_right: { lat: 48, lon: 3 } };
    expect((await search({ geo_bounding_box: { location: paris } })).ids).toEqual(['5', '6']);
    expect((await search({ geo_bounding_box: { type: 'indexed', location: { top: 53, left: 4.5, bottom: 51, right: 5 } } })).ids).toEqual(['1', '2', '3']);
    expect((await search({ geo_bounding_box: { location: { top: 60, left: 4.6, bottom: 40, right: 2.33 } } })).ids).toEqual(['1', '2', '3', '6']);
    const upside = await search({ geo_bounding_box: { location: { top: 40, left: 1, bottom: 50, right: 2 } } });
    expect(upside.status).toBe(400);
    expect(upside.body.error.root_cause[0].reason).toBe('top is below bottom corner: 40.0 vs. 50.0');
  });

  it('geo_polygon: a triangle around Paris; too few points is ES\'s error', async () => {
    const search = await museums();
    const tri = { points: [{ lat: 49, lon: 2 }, { lat: 49, lon: 3 }, '48,2.5'] };
    expect((await search({ geo_polygon: { location: tri } })).ids).toEqual(['5', '6']);
    const two = await search({ geo_polygon: { location: { points: [[2, 49], [3, 49]] } } });
    expect(two.status).toBe(400);
    expect(two.body.error.root_cause[0].reason).toBe('too few points defined for geo_polygon query');
  });

  it('Polygon2D crossings: in, out, and a concave notch', () => {
    const lats = [0, 0, 10, 10, 5, 0];
    const lons = [0, 10, 10, 0, 5, 0];
    expect(polygonContains(lats, lons, 2, 2)).toBe(true);
    expect(polygonContains(lats, lons, 5, 1)).toBe(false);
    expect(polygonContains(lats, lons, 11, 5)).toBe(false);
  });
});
