/**
 * gauss / exp / linear decay on a geo_point field, as ES 6.8's DecayFunctionBuilder.parseGeoVariable and its
 * GeoFieldDataScoreFunction: `origin` a point (required), `scale` and `offset` distances (`"2km"`, meters when bare),
 * each doc value's arc distance (SloppyMath's haversine) to the origin less the offset, floored at 0, reduced by
 * `multi_value_mode`; a doc without the field is at distance 0.
 */
import { parsingException } from '../errors/catalog';
import { EsError } from '../errors/es-error';
import { geoPointValue } from '../mapping/special-values';
import { javaDoubleToString } from '../script/java-string';
import { arcDistanceMeters, docValuePoints, METERS, NumberFormatError, parseDistance, type LatLon } from '../util/geo';
import type { LeafContext } from './query';

export interface GeoDecay {
  /** The doc's distance from the origin beyond the offset, in meters, reduced by the mode. */
  distance(leaf: LeafContext, doc: number): number;
  /** DecayFunctionBuilder's getDistanceString for the doc. */
  describe(leaf: LeafContext, doc: number): string;
  scale: number;
}

function distanceOf(kind: string, key: string, v: unknown): number {
  try {
    return parseDistance(String(v), METERS, METERS);
  } catch (e) {
    if (e instanceof NumberFormatError) throw new EsError({ type: 'number_format_exception', reason: e.message, status: 400 });
    throw e;
  }
}

const pointText = (p: LatLon) => `${javaDoubleToString(p.lat)}, ${javaDoubleToString(p.lon)}`;

export function geoDecay(kind: string, field: string, spec: Record<string, unknown>, mode: string): GeoDecay {
  if (spec.origin === undefined) throw parsingException('[origin] must be set for geo fields.');
  if (spec.scale === undefined) throw parsingException(`[${kind}] must provide scale`);
  const [lat, lon] = geoPointValue(spec.origin, true)!.split(',').map(Number);
  const origin = { lat, lon };
  const scale = distanceOf(kind, 'scale', spec.scale);
  const offset = spec.offset === undefined ? 0 : distanceOf(kind, 'offset', spec.offset);
  const pointsOf = (leaf: LeafContext, doc: number) => {
    const col = leaf.segment.docValues.get(field);
    if (!col || col.start[doc] === col.start[doc + 1]) return [];
    return docValuePoints((col.values as string[]).slice(col.start[doc], col.start[doc + 1]));
  };
  return {
    scale,
    distance(leaf, doc) {
      const ds = pointsOf(leaf, doc).map((p) => Math.max(0, arcDistanceMeters(origin.lat, origin.lon, p.lat, p.lon) - offset)).sort((a, b) => a - b);
      if (ds.length === 0) return 0;
      if (mode === 'max') return ds[ds.length - 1];
      if (mode === 'avg') return ds.reduce((a, b) => a + b, 0) / ds.length;
      if (mode === 'sum') return ds.reduce((a, b) => a + b, 0);
      return ds[0];
    },
    describe(leaf, doc) {
      const points = pointsOf(leaf, doc);
      const terms = points.map((p) => `Math.max(arcDistance(${pointText(p)}(=doc value),${pointText(origin)}(=origin)) - ${javaDoubleToString(offset)}(=offset), 0)`);
      return `${mode.toUpperCase()} of: [${points.length === 0 ? '0.0' : terms.join(', ')}]`;
    },
  };
}
