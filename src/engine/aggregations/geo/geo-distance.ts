/**
 * geo_distance, as ES 6.8's GeoDistanceAggregationBuilder and GeoDistanceRangeAggregatorFactory: ranges of the
 * distance from `origin` to each of a doc's points (`arc`: SloppyMath's haversine, the default; `plane`), in `unit`
 * (meters by default); a range's `from` defaults to 0 (so it is written), its key is `from-to` with `*` for an
 * open or zero end, in Java's double text.
 */
import { illegalArgument, parsingException } from '../../errors/catalog';
import { javaDoubleToString } from '../../script/java-string';
import { arcDistanceMeters, convertDistance, distanceUnit, METERS, planeDistanceMeters, type LatLon } from '../../util/geo';
import { isObject } from '../../util/json';
import { RAW } from '../doc-value-format';
import { booleanMember, parseValuesSourceBody, stringMember, unknownField } from '../parse-helpers';
import { InternalRange } from '../bucket/range';
import { buildAll, collectAll, createAll, prepareAll } from '../subs';
import type { AggregationBuilder, Collector } from '../types';
import { resolveGeoSource } from './geo-values';
import { geoPointValue } from '../../mapping/special-values';

const OWN = ['origin', 'center', 'point', 'por', 'ranges', 'keyed', 'unit', 'distance_type'];

interface DistanceRange {
  key: string;
  from: number;
  to: number;
}

/** GeoDistanceAggregationBuilder.parseGeoPoint: a string, `[lon, lat]` or `{lat, lon}`. */
function parseOrigin(v: unknown): LatLon {
  if (Array.isArray(v)) {
    if (v.length > 2) throw parsingException('malformed [origin]: a geo point array must be of the form [lon, lat]');
    return { lat: Number(v[1]), lon: Number(v[0]) };
  }
  if (isObject(v)) {
    const lat = typeof v.lat === 'number' ? v.lat : NaN;
    const lon = typeof v.lon === 'number' ? v.lon : NaN;
    if (Number.isNaN(lat) || Number.isNaN(lon)) {
      const keys = Object.keys(v);
      throw parsingException(`malformed [${keys[keys.length - 1] ?? 'null'}] geo point object. either [lat] or [lon] (or both) are missing`);
    }
    return { lat, lon };
  }
  if (typeof v === 'string') {
    const [lat, lon] = geoPointValue(v, true)!.split(',').map(Number);
    return { lat, lon };
  }
  throw parsingException(`[geo_distance] origin doesn't support values of type: ${v === null ? 'VALUE_NULL' : typeof v === 'number' ? 'VALUE_NUMBER' : 'VALUE_BOOLEAN'}`);
}

function javaDouble(text: string): number {
  const n = Number(text.trim());
  if (text.trim() === '' || Number.isNaN(n)) throw illegalArgument(`For input string: "${text}"`);
  return n;
}

function parseRanges(value: unknown): DistanceRange[] {
  if (!Array.isArray(value)) throw parsingException('[geo_distance] ranges doesn\'t support values of type: ' + (isObject(value) ? 'START_OBJECT' : 'VALUE'));
  return value.map((r) => {
    if (!isObject(r)) throw parsingException('[geo_distance] ranges must hold objects');
    let key: string | undefined;
    let from: number | undefined;
    let to: number | undefined;
    for (const [k, v] of Object.entries(r)) {
      if (k !== 'key' && k !== 'from' && k !== 'to') throw unknownField('geo_distance', k);
      if (v === null) continue;
      if (k === 'key') key = String(v);
      else if (typeof v === 'number' || typeof v === 'string') {
        const n = typeof v === 'number' ? v : javaDouble(v);
        if (k === 'from') from = n;
        else to = n;
      } else throw parsingException(`Unexpected token ${isObject(v) ? 'START_OBJECT' : 'START_ARRAY'} [${k}]`);
    }
    const f = from ?? 0;
    const t = to ?? Infinity;
    const text = (x: number) => javaDoubleToString(x);
    return { key: key ?? `${f === 0 ? '*' : text(f)}-${Number.isFinite(t) ? text(t) : '*'}`, from: f, to: t };
  });
}

export function parseGeoDistance(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec, rest } = parseValuesSourceBody('geo_distance', body, OWN, { format: false });
  let origin: LatLon | undefined;
  for (const k of ['origin', 'center', 'point', 'por']) if (rest.has(k)) origin = parseOrigin(rest.get(k));
  const keyed = rest.has('keyed') ? booleanMember('geo_distance', 'keyed', rest.get('keyed')) : false;
  let unit = METERS;
  if (rest.has('unit')) {
    const text = stringMember('geo_distance', 'unit', rest.get('unit'));
    const u = distanceUnit(text);
    if (!u) throw illegalArgument(`No distance unit match [${text}]`);
    unit = u;
  }
  let plane = false;
  if (rest.has('distance_type')) {
    const text = stringMember('geo_distance', 'distance_type', rest.get('distance_type'));
    if (text.toLowerCase() === 'plane') plane = true;
    else if (text.toLowerCase() !== 'arc') throw illegalArgument(`No geo distance for [${text}]`);
  }
  const ranges = rest.has('ranges') ? parseRanges(rest.get('ranges')) : [];
  if (!origin) throw illegalArgument(`Aggregation [${name}] must define an [origin].`);
  const center = origin;
  const distance = plane ? planeDistanceMeters : arcDistanceMeters;
  const builder: AggregationBuilder = {
    name,
    type: 'geo_distance',
    subs: [],
    pipelines: [],
    prepare(shard) {
      if (ranges.length === 0) throw illegalArgument(`No [ranges] specified for the [${name}] aggregation`);
      const source = resolveGeoSource(spec, shard.index);
      // RangeAggregator sorts its ranges by from, then to.
      const sorted = [...ranges].sort((a, b) => a.from - b.from || a.to - b.to);
      const subFactories = prepareAll(builder.subs, shard);
      return (): Collector => {
        const counts = new Array<number>(sorted.length).fill(0);
        const subs = sorted.map(() => createAll(subFactories));
        return {
          collect(leaf, doc, score) {
            if (!source) return;
            const points = source.points(leaf, doc);
            if (points.length === 0) return;
            const ds = points.map((p) => convertDistance(distance(center.lat, center.lon, p.lat, p.lon), METERS, unit));
            for (let r = 0; r < sorted.length; r++) {
              const { from, to } = sorted[r];
              if (ds.some((d) => d >= from && d < to)) {
                counts[r]++;
                collectAll(subs[r], leaf, doc, score);
              }
            }
          },
          build() {
            const r = new InternalRange(name, 'geo_distance', RAW, keyed, sorted.map((x, i) => ({ ...x, docCount: counts[i], subs: buildAll(subs[i]) })));
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}
