/**
 * geo_bounds, as ES 6.8's GeoBoundsAggregator and InternalGeoBounds: the top and bottom latitudes and, apart, the
 * left/right longitudes of the points east (>= 0) and west (< 0) of Greenwich, so that with `wrap_longitude` (the
 * default) the box may cross the dateline when that box is the narrower one.
 */
import { illegalArgument } from '../../errors/catalog';
import { booleanMember, parseValuesSourceBody } from '../parse-helpers';
import { refuseSubs } from '../subs';
import type { AggregationBuilder, InternalAggregation } from '../types';
import { resolveGeoSource } from './geo-values';

interface Bounds {
  top: number;
  bottom: number;
  posLeft: number;
  posRight: number;
  negLeft: number;
  negRight: number;
}

const empty = (): Bounds => ({ top: -Infinity, bottom: Infinity, posLeft: Infinity, posRight: -Infinity, negLeft: Infinity, negRight: -Infinity });

export class InternalGeoBounds implements InternalAggregation {
  readonly typedName = 'geo_bounds';
  meta?: Record<string, unknown>;
  constructor(readonly name: string, readonly b: Bounds, readonly wrapLongitude: boolean) {}

  reduce(all: InternalAggregation[]): InternalAggregation {
    const r = empty();
    for (const { b } of all as InternalGeoBounds[]) {
      r.top = Math.max(r.top, b.top);
      r.bottom = Math.min(r.bottom, b.bottom);
      r.posLeft = Math.min(r.posLeft, b.posLeft);
      r.posRight = Math.max(r.posRight, b.posRight);
      r.negLeft = Math.min(r.negLeft, b.negLeft);
      r.negRight = Math.max(r.negRight, b.negRight);
    }
    const out = new InternalGeoBounds(this.name, r, this.wrapLongitude);
    out.meta = this.meta;
    return out;
  }

  /** InternalGeoBounds.resolveBoundingBox: [top, left, bottom, right], or undefined with no points. */
  box(): [number, number, number, number] | undefined {
    const { top, bottom, posLeft, posRight, negLeft, negRight } = this.b;
    if (!Number.isFinite(top)) return undefined;
    if (!Number.isFinite(posLeft)) return [top, negLeft, bottom, negRight];
    if (!Number.isFinite(negLeft)) return [top, posLeft, bottom, posRight];
    if (this.wrapLongitude) {
      const unwrappedWidth = posRight - negLeft;
      const wrappedWidth = 180 - posLeft - (-180 - negRight);
      return unwrappedWidth <= wrappedWidth ? [top, negLeft, bottom, posRight] : [top, posLeft, bottom, negRight];
    }
    return [top, negLeft, bottom, posRight];
  }

  property(path: string[]): unknown {
    if (path.length === 0) return this;
    if (path.length !== 1) throw illegalArgument(`path not supported for [${this.name}]: [${path.join(', ')}]`);
    const box = this.box();
    const i = ['top', 'left', 'bottom', 'right'].indexOf(path[0]);
    if (i < 0) throw illegalArgument(`Found unknown path element [${path[0]}] in [${this.name}]`);
    return box ? box[i] : null;
  }

  render() {
    const box = this.box();
    if (!box) return {};
    return { bounds: { top_left: { lat: box[0], lon: box[1] }, bottom_right: { lat: box[2], lon: box[3] } } };
  }
}

export function parseGeoBounds(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec, rest } = parseValuesSourceBody('geo_bounds', body, ['wrap_longitude'], { format: false });
  const wrapLongitude = rest.has('wrap_longitude') ? booleanMember('geo_bounds', 'wrap_longitude', rest.get('wrap_longitude')) : true;
  const builder: AggregationBuilder = {
    name,
    type: 'geo_bounds',
    subs: [],
    pipelines: [],
    prepare(shard) {
      refuseSubs(builder);
      const source = resolveGeoSource(spec, shard.index);
      return () => {
        const b = empty();
        return {
          collect(leaf, doc) {
            if (!source) return;
            for (const { lat, lon } of source.points(leaf, doc)) {
              if (lat > b.top) b.top = lat;
              if (lat < b.bottom) b.bottom = lat;
              if (lon >= 0) {
                if (lon < b.posLeft) b.posLeft = lon;
                if (lon > b.posRight) b.posRight = lon;
              } else {
                if (lon < b.negLeft) b.negLeft = lon;
                if (lon > b.negRight) b.negRight = lon;
              }
            }
          },
          build() {
            const r = new InternalGeoBounds(name, b, wrapLongitude);
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}
