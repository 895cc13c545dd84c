/**
 * geo_centroid, as ES 6.8's GeoCentroidAggregator and InternalGeoCentroid: per bucket the latitudes and the
 * longitudes of its points Kahan-summed and divided by the count; shards' centroids reduced weighted by their counts
 * (count × lat summed plainly, then divided by the total).
 */
import { illegalArgument } from '../../errors/catalog';
import { KahanSum } from '../kahan';
import { parseValuesSourceBody } from '../parse-helpers';
import { refuseSubs } from '../subs';
import type { AggregationBuilder, InternalAggregation } from '../types';
import { resolveGeoSource } from './geo-values';
import type { LatLon } from '../../util/geo';

export class InternalGeoCentroid implements InternalAggregation {
  readonly typedName = 'geo_centroid';
  meta?: Record<string, unknown>;
  constructor(readonly name: string, readonly centroid: LatLon | undefined, readonly count: number) {}

  reduce(all: InternalAggregation[]): InternalAggregation {
    let latSum = NaN;
    let lonSum = NaN;
    let total = 0;
    for (const a of all as InternalGeoCentroid[]) {
      if (a.count > 0 && a.centroid) {
        total += a.count;
        if (Number.isNaN(lonSum)) {
          lonSum = a.count * a.centroid.lon;
          latSum = a.count * a.centroid.lat;
        } else {
          lonSum += a.count * a.centroid.lon;
          latSum += a.count * a.centroid.lat;
        }
      }
    }
    const r = new InternalGeoCentroid(this.name, Number.isNaN(lonSum) ? undefined : { lat: latSum / total, lon: lonSum / total }, total);
    r.meta = this.meta;
    return r;
  }

  property(path: string[]): unknown {
    if (path.length === 0) return this;
    if (path.length !== 1) throw illegalArgument(`path not supported for [${this.name}]: [${path.join(', ')}]`);
    switch (path[0]) {
      case 'lat': return this.centroid?.lat ?? null;
      case 'lon': return this.centroid?.lon ?? null;
      case 'count': return this.count;
      default: throw illegalArgument(`Found unknown path element [${path[0]}] in [${this.name}]`);
    }
  }

  render() {
    const out: Record<string, unknown> = {};
    if (this.centroid) out.location = { lat: this.centroid.lat, lon: this.centroid.lon };
    out.count = this.count;
    return out;
  }
}

export function parseGeoCentroid(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec } = parseValuesSourceBody('geo_centroid', body, [], { format: false });
  const builder: AggregationBuilder = {
    name,
    type: 'geo_centroid',
    subs: [],
    pipelines: [],
    prepare(shard) {
      refuseSubs(builder);
      const source = resolveGeoSource(spec, shard.index);
      return () => {
        const lat = new KahanSum();
        const lon = new KahanSum();
        let count = 0;
        return {
          collect(leaf, doc) {
            if (!source) return;
            const points = source.points(leaf, doc);
            count += points.length;
            for (const p of points) {
              lat.add(p.lat);
              lon.add(p.lon);
            }
          },
          build() {
            const r = new InternalGeoCentroid(name, count > 0 ? { lat: lat.sum / count, lon: lon.sum / count } : undefined, count);
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}
