/**
 * The `_geo_distance` sort, as ES 6.8's GeoDistanceSortBuilder: each hit's distance from the given point(s) to its
 * geo_point doc values (decoded as LatLonDocValuesField keeps them), in `unit` (meters by default), `arc`
 * (SloppyMath's haversine, the default) or `plane`; several values or points reduced by `mode` (min for asc, max for
 * desc, avg, median); a doc without the field sorts as +Infinity.
 */
import { EsError } from '../errors/es-error';
import { illegalArgument, parsingException } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import type { Segment } from '../index/segment';
import { geoPointValue } from '../mapping/special-values';
import { arcDistanceMeters, convertDistance, distanceUnit, docValuePoints, METERS, planeDistanceMeters, type DistanceUnit, type LatLon } from '../util/geo';
import { isObject } from '../util/json';

export interface GeoDistanceSort {
  field: string;
  points: LatLon[];
  unit: DistanceUnit;
  plane: boolean;
  ignoreUnmapped: boolean;
}

function point(v: unknown): LatLon {
  const [lat, lon] = geoPointValue(v, true)!.split(',').map(Number);
  return { lat, lon };
}

/** The members of `{"_geo_distance": {...}}` other than order and mode (which the sort field keeps). */
export function parseGeoDistanceSort(body: Record<string, unknown>): GeoDistanceSort {
  let field: string | undefined;
  let points: LatLon[] = [];
  let unit = METERS;
  let plane = false;
  let ignoreUnmapped = false;
  for (const [k, v] of Object.entries(body)) {
    switch (k) {
      case 'order': case 'mode': case 'validation_method': case 'coerce': case 'ignore_malformed': break;
      case 'unit': {
        const u = distanceUnit(String(v));
        if (!u) throw illegalArgument(`No distance unit match [${String(v)}]`);
        unit = u;
        break;
      }
      case 'distance_type': {
        const t = String(v).toLowerCase();
        if (t !== 'arc' && t !== 'plane') throw illegalArgument(`No geo distance for [${String(v)}]`);
        plane = t === 'plane';
        break;
      }
      case 'ignore_unmapped': ignoreUnmapped = v === true || v === 'true'; break;
      case 'nested_path': case 'nested_filter': case 'nested':
        throw illegalArgument(`[_geo_distance] sort option [${k}] is not supported by Searchpad yet`);
      default: {
        if (field !== undefined) throw parsingException(`[_geo_distance] sort accepts one field, found [${field}] and [${k}]`);
        field = k;
        const many = Array.isArray(v) && v.length > 0 && (Array.isArray(v[0]) || isObject(v[0]) || typeof v[0] === 'string');
        points = many ? (v as unknown[]).map(point) : [point(v)];
      }
    }
  }
  if (field === undefined) throw parsingException('[_geo_distance] requires a field with the point(s) to sort by distance from');
  return { field, points, unit, plane, ignoreUnmapped };
}

export function validateGeoDistanceSort(g: GeoDistanceSort, index: IndexService, mode: string | undefined) {
  if (mode === 'sum') throw illegalArgument('sort_mode [sum] isn\'t supported for sorting by geo distance');
  const m = index.fieldMapping(g.field);
  const qse = (reason: string) => new EsError({ type: 'query_shard_exception', reason, status: 400, extras: { index_uuid: index.uuid, index: index.name } });
  if (!m) {
    if (g.ignoreUnmapped) return;
    throw qse(`failed to find mapper for [${g.field}] for geo distance based sort`);
  }
  if (m.type !== 'geo_point') throw illegalArgument(`field [${g.field}] is ${m.type === 'text' ? 'a text' : `of type [${m.type}], not a geo_point`} field`);
}

/** The hit's sort value: its distances reduced by the mode. */
export function geoDistanceSortValue(g: GeoDistanceSort, segment: Segment, doc: number, mode: string): number {
  const col = segment.docValues.get(g.field);
  if (!col || col.start[doc] === col.start[doc + 1]) return Infinity;
  const values = docValuePoints((col.values as string[]).slice(col.start[doc], col.start[doc + 1]));
  const distance = g.plane ? planeDistanceMeters : arcDistanceMeters;
  const ds: number[] = [];
  for (const p of g.points) for (const v of values) ds.push(convertDistance(distance(p.lat, p.lon, v.lat, v.lon), METERS, g.unit));
  switch (mode) {
    case 'max': return Math.max(...ds);
    case 'avg': return ds.reduce((a, b) => a + b, 0) / ds.length;
    case 'median': {
      const sorted = [...ds].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
    default: return Math.min(...ds);
  }
}
