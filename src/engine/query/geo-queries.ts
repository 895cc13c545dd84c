/**
 * The geo_point queries of ES 6.8 (GeoDistanceQueryBuilder, GeoBoundingBoxQueryBuilder, GeoPolygonQueryBuilder) as
 * the Lucene 7.7 queries they build, tested on each doc's decoded doc values (util/geo.ts):
 * - geo_distance: LatLonPoint.newDistanceQuery, `haversinSortKey(center, point) <= distanceQuerySortKey(radius)`
 *   whatever `distance_type` says (6.8 reads it and builds the same query);
 * - geo_bounding_box: LatLonPoint.newBoxQuery on the encoded bounds (lower edges rounded up), crossing the dateline
 *   when left > right; `type` (memory/indexed) is read and changes nothing, as in 6.8;
 * - geo_polygon: LatLonPoint.newPolygonQuery, Polygon2D's bounding box then its crossings (even-odd) test.
 * Every match scores the boost (a constant score query).
 */
import { illegalArgument, parsingException } from '../errors/catalog';
import { EsError } from '../errors/es-error';
import type { IndexService } from '../index/index-service';
import { geoPointValue } from '../mapping/special-values';
import { javaDoubleToString } from '../script/java-string';
import {
  distanceQuerySortKey, distanceUnit, docValuePoints, encodeLatitude, encodeLatitudeCeil,
  encodeLongitude, encodeLongitudeCeil, haversinSortKey, METERS, NumberFormatError, parseDistance, type LatLon,
} from '../util/geo';
import { isObject } from '../util/json';
import { withBoost } from './boost-query';
import { constantScoreWeight, MatchNoDocsQuery } from './constant-score';
import { bodyError, boostOf, type ParseContext, type QueryParser } from './parse-context';
import type { LeafContext, Query, ShardSearcher, Weight } from './query';

type Validation = 'STRICT' | 'COERCE' | 'IGNORE_MALFORMED';

/** What the builder's fromXContent raises is answered as it is, not as the shard's failure to build the query. */
function reading<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    throw bodyError(e as object);
  }
}

const queryShardException = (index: IndexService, reason: string, causedBy?: EsError) =>
  new EsError({ type: 'query_shard_exception', reason, status: 400, extras: { index_uuid: index.uuid, index: index.name }, causedBy });

/** A geo query over one geo_point field: a doc matches when one of its points does. */
class GeoPointQuery implements Query {
  readonly kind = 'geo';
  constructor(readonly field: string, readonly text: string, readonly test: (p: LatLon) => boolean) {}
  toString() {
    return `${this.field}:${this.text}`;
  }
  createWeight(_s: ShardSearcher, _n: boolean, boost: number): Weight {
    const { field, test } = this;
    return constantScoreWeight(this, boost, function* (leaf: LeafContext) {
      const col = leaf.segment.docValues.get(field);
      if (!col) return;
      const values = col.values as string[];
      for (let d = 0; d < leaf.segment.maxDoc; d++) {
        const from = col.start[d];
        const to = col.start[d + 1];
        if (from === to) continue;
        if (docValuePoints(values.slice(from, to)).some(test)) yield d;
      }
    });
  }
}

function parseValidation(queryName: string, v: unknown): Validation {
  const s = String(v).toUpperCase();
  if (s === 'STRICT' || s === 'COERCE' || s === 'IGNORE_MALFORMED') return s;
  throw illegalArgument(`No enum constant org.elasticsearch.index.query.GeoValidationMethod.${String(v).toUpperCase()}`);
}

/** A point as GeoUtils.parseGeoPoint reads it, without range checks (the query's validation method decides). */
function parsePoint(queryName: string, v: unknown): LatLon {
  if (isObject(v) && (v.lat === undefined || v.lon === undefined) && v.geohash === undefined) {
    throw parsingException('field [lat] missing');
  }
  const text = geoPointValue(isObject(v) && typeof v.geohash === 'string' ? v.geohash : v, true);
  if (text === undefined) throw parsingException(`[${queryName}] failed to parse a point`);
  const [lat, lon] = text.split(',').map(Number);
  return { lat, lon };
}

/** The mapped geo_point field, or what ES does when there is none. */
function geoField(ctx: ParseContext, queryName: string, field: string, ignoreUnmapped: boolean): string | undefined {
  const m = ctx.index.fieldMapping(field);
  if (!m) {
    if (ignoreUnmapped) return undefined;
    throw queryShardException(ctx.index, `failed to find geo_point field [${field}]`);
  }
  if (m.type !== 'geo_point') throw queryShardException(ctx.index, `field [${field}] is not a geo_point field`);
  return m.path;
}

const validLat = (lat: number) => Number.isFinite(lat) && lat >= -90 && lat <= 90;
const validLon = (lon: number) => Number.isFinite(lon) && lon >= -180 && lon <= 180;

/** GeoUtils.normalizePoint (coerce): latitudes folded over the poles, longitudes wrapped into [-180, 180]. */
function normalize(p: LatLon): LatLon {
  let { lat, lon } = p;
  let flip = false;
  if (!validLat(lat)) {
    lat = ((lat + 180) % 360 + 360) % 360 - 180;
    if (lat > 90) {
      lat = 180 - lat;
      flip = true;
    } else if (lat < -90) {
      lat = -180 - lat;
      flip = true;
    }
  }
  if (flip) lon += 180;
  if (!validLon(lon)) lon = ((lon + 180) % 360 + 360) % 360 - 180;
  return { lat, lon };
}

function checkPoint(ctx: ParseContext, queryName: string, p: LatLon, validation: Validation): LatLon {
  if (validation === 'COERCE') return normalize(p);
  if (validation === 'STRICT') {
    if (!validLat(p.lat)) throw queryShardException(ctx.index, `illegal latitude value [${javaDoubleToString(p.lat)}] for [${queryName}]`);
    if (!validLon(p.lon)) throw queryShardException(ctx.index, `illegal longitude value [${javaDoubleToString(p.lon)}] for [${queryName}]`);
  }
  return p;
}

interface CommonMembers {
  field?: string;
  fieldValue?: unknown;
  validation: Validation;
  ignoreUnmapped: boolean;
  boost: number;
}

/** The members every geo query shares; `own` takes the query's own, returning false for an unknown one. */
function readMembers(queryName: string, body: unknown, own: (k: string, v: unknown) => boolean): CommonMembers {
  if (!isObject(body)) throw parsingException(`[${queryName}] query malformed, no start_object after query name`);
  const out: CommonMembers = { validation: 'STRICT', ignoreUnmapped: false, boost: boostOf(body, queryName) };
  let coerce = false;
  let ignoreMalformed = false;
  for (const [k, v] of Object.entries(body)) {
    switch (k) {
      case 'boost': case '_name': break;
      case 'validation_method': out.validation = parseValidation(queryName, v); break;
      case 'ignore_unmapped': out.ignoreUnmapped = v === true || v === 'true'; break;
      case 'coerce': coerce = v === true || v === 'true'; break;
      case 'ignore_malformed': ignoreMalformed = v === true || v === 'true'; break;
      default:
        if (own(k, v)) break;
        if (out.field !== undefined) throw parsingException(`[${queryName}] field name already set to [${out.field}] but found [${k}]`);
        out.field = k;
        out.fieldValue = v;
    }
  }
  if (coerce) out.validation = 'COERCE';
  else if (ignoreMalformed) out.validation = 'IGNORE_MALFORMED';
  return out;
}

export const geoDistanceQuery: QueryParser = (body, ctx) => {
  const { m, radius, center0 } = reading(() => readDistanceQuery(body));
  const field = geoField(ctx, 'geo_distance', m.field!, m.ignoreUnmapped);
  if (field === undefined) return new MatchNoDocsQuery('failed to find geo_point field');
  const center = checkPoint(ctx, 'geo_distance', center0, m.validation);
  const key = distanceQuerySortKey(radius);
  const text = `${javaDoubleToString(center.lat)},${javaDoubleToString(center.lon)} +/- ${javaDoubleToString(radius)} meters`;
  return withBoost(new GeoPointQuery(field, text, (p) => haversinSortKey(center.lat, center.lon, p.lat, p.lon) <= key), m.boost);
};

function readDistanceQuery(body: unknown) {
  let distanceText: string | undefined;
  let unit = METERS;
  const m = readMembers('geo_distance', body, (k, v) => {
    if (k === 'distance') distanceText = v === null ? undefined : String(v);
    else if (k === 'unit') {
      const u = distanceUnit(String(v));
      if (!u) throw illegalArgument(`No distance unit match [${String(v)}]`);
      unit = u;
    } else if (k === 'distance_type') {
      const t = String(v).toLowerCase();
      if (t !== 'arc' && t !== 'plane') throw illegalArgument(`No geo distance for [${String(v)}]`);
    } else if (k === 'optimize_bbox') throw illegalArgument('[geo_distance] query option [optimize_bbox] is not supported by Searchpad yet');
    else return false;
    return true;
  });
  if (m.field === undefined) throw parsingException('[geo_distance] requires a field');
  if (distanceText === undefined) throw parsingException('geo_distance requires \'distance\' to be specified');
  let radius: number;
  try {
    radius = parseDistance(distanceText, unit, METERS);
  } catch (e) {
    if (e instanceof NumberFormatError) throw new EsError({ type: 'number_format_exception', reason: e.message, status: 400 });
    throw e;
  }
  if (!(radius > 0)) throw illegalArgument('distance must be greater than zero');
  const center0 = parsePoint('geo_distance', m.fieldValue);
  return { m, radius, center0 };
}

/** The corners of a box in any of 6.8's spellings: [top, left, bottom, right]. */
function parseBox(v: unknown): [number, number, number, number] {
  if (!isObject(v)) throw parsingException('failed to parse bounding box. Expected start object but found [' + (Array.isArray(v) ? 'START_ARRAY' : 'VALUE') + ']');
  let top = NaN;
  let left = NaN;
  let bottom = NaN;
  let right = NaN;
  for (const [k, val] of Object.entries(v)) {
    switch (k) {
      case 'top': top = Number(val); break;
      case 'bottom': bottom = Number(val); break;
      case 'left': left = Number(val); break;
      case 'right': right = Number(val); break;
      case 'top_left': case 'topLeft': ({ lat: top, lon: left } = parsePoint('geo_bounding_box', val)); break;
      case 'bottom_right': case 'bottomRight': ({ lat: bottom, lon: right } = parsePoint('geo_bounding_box', val)); break;
      case 'top_right': case 'topRight': ({ lat: top, lon: right } = parsePoint('geo_bounding_box', val)); break;
      case 'bottom_left': case 'bottomLeft': ({ lat: bottom, lon: left } = parsePoint('geo_bounding_box', val)); break;
      case 'wkt': throw illegalArgument('[geo_bounding_box] query option [wkt] is not supported by Searchpad yet');
      default: throw parsingException(`failed to parse bounding box. unexpected field [${k}]`);
    }
  }
  return [top, left, bottom, right];
}

export const geoBoundingBoxQuery: QueryParser = (body, ctx) => {
  const { m, box } = reading(() => readBoxQuery(body));
  return boxQuery(ctx, m, box);
};

function readBoxQuery(body: unknown) {
  const m = readMembers('geo_bounding_box', body, (k, v) => {
    if (k !== 'type') return false;
    const t = String(v).toLowerCase();
    if (t !== 'memory' && t !== 'indexed') throw illegalArgument(`failed to parse [geo_bounding_box] query. unknown type [${String(v)}]`);
    return true;
  });
  if (m.field === undefined) throw parsingException('failed to parse [geo_bounding_box] query. bounding box not provided');
  const [top, left, bottom, right] = parseBox(m.fieldValue);
  if (m.validation !== 'IGNORE_MALFORMED') {
    if (top < bottom) throw illegalArgument(`top is below bottom corner: ${javaDoubleToString(top)} vs. ${javaDoubleToString(bottom)}`);
    if (top === bottom) throw illegalArgument(`top cannot be the same as bottom: ${javaDoubleToString(top)} == ${javaDoubleToString(bottom)}`);
    if (left === right) throw illegalArgument(`left cannot be the same as right: ${javaDoubleToString(left)} == ${javaDoubleToString(right)}`);
  }
  return { m, box: [top, left, bottom, right] as [number, number, number, number] };
}

function boxQuery(ctx: ParseContext, m: CommonMembers, box: [number, number, number, number]): Query {
  let [top, left, bottom, right] = box;
  const field = geoField(ctx, 'geo_bounding_box', m.field!, m.ignoreUnmapped);
  if (field === undefined) return new MatchNoDocsQuery('failed to find geo_point field');
  if (m.validation === 'STRICT') {
    const problems: string[] = [];
    if (!validLat(top)) problems.push(`top latitude is invalid: ${javaDoubleToString(top)}`);
    if (!validLon(left)) problems.push(`left longitude is invalid: ${javaDoubleToString(left)}`);
    if (!validLat(bottom)) problems.push(`bottom latitude is invalid: ${javaDoubleToString(bottom)}`);
    if (!validLon(right)) problems.push(`right longitude is invalid: ${javaDoubleToString(right)}`);
    if (problems.length > 0) {
      const cause = new EsError({ type: 'validation_exception', reason: `Validation Failed: ${problems.map((p, i) => `${i + 1}: ${p};`).join('')}`, status: 400 });
      throw queryShardException(ctx.index, "couldn't validate latitude/ longitude values", cause);
    }
  } else if (m.validation === 'COERCE') {
    ({ lat: top, lon: left } = normalize({ lat: top, lon: left }));
    ({ lat: bottom, lon: right } = normalize({ lat: bottom, lon: right }));
  }
  const minLat = encodeLatitudeCeil(bottom);
  const maxLat = encodeLatitude(top);
  const minLon = encodeLongitudeCeil(left);
  const maxLon = encodeLongitude(right);
  const crosses = left > right;
  const text = `[${javaDoubleToString(bottom)} TO ${javaDoubleToString(top)}],[${javaDoubleToString(left)} TO ${javaDoubleToString(right)}]`;
  return withBoost(new GeoPointQuery(field, text, (p) => {
    const lat = encodeLatitude(p.lat);
    if (lat < minLat || lat > maxLat) return false;
    const lon = encodeLongitude(p.lon);
    return crosses ? lon >= minLon || lon <= maxLon : lon >= minLon && lon <= maxLon;
  }), m.boost);
}

/** Polygon2D.contains: outside the bounding box is out; inside, the crossings (even-odd) test over the edges. */
export function polygonContains(lats: readonly number[], lons: readonly number[], lat: number, lon: number): boolean {
  let minLat = Infinity; let maxLat = -Infinity; let minLon = Infinity; let maxLon = -Infinity;
  for (let i = 0; i < lats.length; i++) {
    minLat = Math.min(minLat, lats[i]); maxLat = Math.max(maxLat, lats[i]);
    minLon = Math.min(minLon, lons[i]); maxLon = Math.max(maxLon, lons[i]);
  }
  if (lat < minLat || lat > maxLat || lon < minLon || lon > maxLon) return false;
  let inside = false;
  for (let i = 1; i < lats.length; i++) {
    const lat1 = lats[i - 1]; const lon1 = lons[i - 1]; const lat2 = lats[i]; const lon2 = lons[i];
    if (lat1 > lat !== lat2 > lat && lon < ((lon1 - lon2) * (lat - lat2)) / (lat1 - lat2) + lon2) inside = !inside;
  }
  return inside;
}

export const geoPolygonQuery: QueryParser = (body, ctx) => {
  const { m, points: read } = reading(() => readPolygonQuery(body));
  let points = read;
  const field = geoField(ctx, 'geo_polygon', m.field!, m.ignoreUnmapped);
  if (field === undefined) return new MatchNoDocsQuery('failed to find geo_point field');
  points = points.map((p) => checkPoint(ctx, 'geo_polygon', p, m.validation));
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const text = `Polygon(${points.map((p) => `[${javaDoubleToString(p.lat)}, ${javaDoubleToString(p.lon)}]`).join(', ')})`;
  return withBoost(new GeoPointQuery(field, text, (p) => polygonContains(lats, lons, p.lat, p.lon)), m.boost);
};

function readPolygonQuery(body: unknown) {
  const m = readMembers('geo_polygon', body, () => false);
  if (m.field === undefined || !isObject(m.fieldValue)) throw parsingException('[geo_polygon] query malformed, no start_object after field name');
  const inner = m.fieldValue;
  for (const k of Object.keys(inner)) if (k !== 'points') throw parsingException(`[geo_polygon] query does not support [${k}]`);
  if (!Array.isArray(inner.points)) throw parsingException('[geo_polygon] no points defined for geo_polygon query');
  let points = inner.points.map((p) => parsePoint('geo_polygon', p));
  if (points.length === 0) throw illegalArgument('No points defined for geo_polygon query');
  const first = points[0];
  const last = points[points.length - 1];
  if (first.lat !== last.lat || first.lon !== last.lon) points = [...points, first];
  if (points.length < 4) throw illegalArgument('too few points defined for geo_polygon query');
  return { m, points };
}

export const GEO_QUERY_PARSERS = {
  geo_distance: geoDistanceQuery,
  geo_bounding_box: geoBoundingBoxQuery,
  geo_polygon: geoPolygonQuery,
};
