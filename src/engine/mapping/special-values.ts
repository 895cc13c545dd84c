import { illegalArgument } from '../errors/catalog';
import { isObject } from '../util/json';

/**
 * Values of the `binary`, `geo_point` and `geo_shape` field types (`ip` is util/ip's) as their 6.8 mappers read them: each is
 * checked and kept in a canonical string form (what doc values hold and `docvalue_fields` returns).
 */

/** `binary`: a base64 string (Base64 decoding as Jackson's `binaryValue`). */
export function binaryValue(v: unknown): string {
  if (typeof v !== 'string' || !/^[A-Za-z0-9+/\r\n]*={0,2}$/.test(v) || v.replace(/[\r\n]/g, '').length % 4 === 1) {
    throw illegalArgument(`failed to parse binary value [${String(v)}]`);
  }
  return v;
}

const inRange = (lat: number, lon: number) => Number.isFinite(lat) && Number.isFinite(lon);

/** `geo_point`: `{lat, lon}`, `[lon, lat]`, `"lat,lon"` or a geohash, as `lat,lon`. */
export function geoPointValue(v: unknown, ignoreMalformed: boolean): string | undefined {
  let lat: number;
  let lon: number;
  if (isObject(v)) {
    lat = Number(v.lat);
    lon = Number(v.lon);
  } else if (Array.isArray(v)) {
    lon = Number(v[0]);
    lat = Number(v[1]);
  } else if (typeof v === 'string' && v.includes(',')) {
    const [a, b] = v.split(',');
    lat = Number(a.trim());
    lon = Number(b.trim());
  } else if (typeof v === 'string' && /^[0-9b-hjkmnp-z]{1,12}$/.test(v)) {
    [lat, lon] = decodeGeohash(v);
  } else throw illegalArgument(`failed to parse geo_point [${JSON.stringify(v)}]`);
  if (!inRange(lat, lon)) throw illegalArgument(`failed to parse geo_point [${JSON.stringify(v)}]`);
  if (!ignoreMalformed && (lat < -90 || lat > 90)) throw illegalArgument(`illegal latitude value [${lat}]`);
  if (!ignoreMalformed && (lon < -180 || lon > 180)) throw illegalArgument(`illegal longitude value [${lon}]`);
  return `${lat},${lon}`;
}

function decodeGeohash(hash: string): [number, number] {
  const alphabet = '0123456789bcdefghjkmnpqrstuvwxyz';
  const lat = [-90, 90];
  const lon = [-180, 180];
  let even = true;
  for (const c of hash) {
    const bitsOf = alphabet.indexOf(c);
    for (let b = 4; b >= 0; b--) {
      const range = even ? lon : lat;
      const mid = (range[0] + range[1]) / 2;
      if ((bitsOf >> b) & 1) range[0] = mid;
      else range[1] = mid;
      even = !even;
    }
  }
  return [(lat[0] + lat[1]) / 2, (lon[0] + lon[1]) / 2];
}

const SHAPE_TYPES = new Set(['point', 'linestring', 'polygon', 'multipoint', 'multilinestring', 'multipolygon', 'geometrycollection', 'envelope', 'circle']);

/** `geo_shape`: a GeoJSON object (or WKT text) with a known type, kept as given (shapes are not indexed for queries yet). */
export function geoShapeValue(v: unknown): string {
  if (isObject(v)) {
    const type = String(v.type ?? '').toLowerCase();
    if (!SHAPE_TYPES.has(type)) throw illegalArgument(`unknown geo_shape [${String(v.type)}]`);
    if (type !== 'geometrycollection' && v.coordinates === undefined) throw illegalArgument('coordinates not included');
    return JSON.stringify(v);
  }
  if (typeof v === 'string') {
    const type = /^\s*([A-Za-z]+)/.exec(v)?.[1]?.toLowerCase();
    if (type && SHAPE_TYPES.has(type)) return v.trim();
  }
  throw illegalArgument('shape must be an object consisting of type and coordinates');
}
