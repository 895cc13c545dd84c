/**
 * geohash_grid, as ES 6.8's GeoGridAggregationBuilder, GeoHashGridAggregator and InternalGeoHashGrid: each point's
 * geohash cell at `precision` (1..12, or a distance the cell must resolve), a doc counted once per cell; per shard
 * the top `shard_size` cells, reduced by summing counts and cut to `size`; ordered by doc_count descending, ties by
 * the cell's long encoding descending (BucketPriorityQueue).
 */
import { illegalArgument } from '../../errors/catalog';
import { EsError } from '../../errors/es-error';
import { geohashOfPoint, METERS, NumberFormatError, parseDistance } from '../../util/geo';
import { consumeBuckets } from '../max-buckets';
import { intMember, parseValuesSourceBody } from '../parse-helpers';
import { buildAll, collectAll, countBuckets, createAll, prepareAll, reduceAll, renderAll } from '../subs';
import type { AggregationBuilder, Collector, InternalAggregation, ReduceContext, RenderContext } from '../types';
import { suggestShardSize } from '../bucket/terms';
import { resolveGeoSource } from './geo-values';

interface Cell {
  key: string;
  docCount: number;
  subs: InternalAggregation[];
}

/** BucketPriorityQueue's order: more docs first; equal counts, the larger cell first. */
function byCountThenCell(a: Cell, b: Cell): number {
  return b.docCount - a.docCount || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0);
}

export class InternalGeoHashGrid implements InternalAggregation {
  readonly typedName = 'geohash_grid';
  meta?: Record<string, unknown>;
  constructor(readonly name: string, readonly requiredSize: number, readonly buckets: Cell[]) {}

  innerBucketCount() {
    return this.buckets.reduce((n, b) => n + 1 + countBuckets(b.subs), 0);
  }

  reduce(all: InternalAggregation[], ctx: ReduceContext): InternalAggregation {
    const byKey = new Map<string, Cell[]>();
    for (const grid of all as InternalGeoHashGrid[]) {
      for (const b of grid.buckets) {
        const list = byKey.get(b.key);
        if (list) list.push(b);
        else byKey.set(b.key, [b]);
      }
    }
    const merged: Cell[] = [];
    for (const [key, cells] of byKey) {
      merged.push({ key, docCount: cells.reduce((n, c) => n + c.docCount, 0), subs: reduceAll(cells.map((c) => c.subs), ctx) });
    }
    merged.sort(byCountThenCell);
    const kept = ctx.final ? merged.slice(0, this.requiredSize) : merged;
    if (ctx.final) consumeBuckets(ctx, kept.length);
    const r = new InternalGeoHashGrid(this.name, this.requiredSize, kept);
    r.meta = this.meta;
    return r;
  }

  property(path: string[]): unknown {
    return path[0] === '_bucket_count' ? this.buckets.length : undefined;
  }

  render(ctx: RenderContext) {
    return {
      buckets: this.buckets.map((b) => {
        const out: Record<string, unknown> = { key: b.key, doc_count: b.docCount };
        renderAll(out, b.subs, ctx);
        return out;
      }),
    };
  }
}

const EARTH_EQUATOR = 2 * Math.PI * 6378137.0;
const EARTH_POLAR_DISTANCE = Math.PI * 6356752.314245;

/** GeoUtils.geoHashLevelsForPrecision: the geohash length whose cells are no wider than `meters`. */
export function geoHashLevelsForPrecision(meters: number): number {
  if (meters === 0) return 12;
  const ratio = 1 + EARTH_POLAR_DISTANCE / EARTH_EQUATOR;
  const width = Math.sqrt((meters * meters) / (ratio * ratio));
  const part = Math.round(Math.ceil(EARTH_EQUATOR / width));
  let level = 0; // floor(log2(part)), as 64 - numberOfLeadingZeros(part) - 1
  while (2 ** (level + 1) <= part) level++;
  return part <= 2 ** level ? Math.trunc((level + 1) / 2) : Math.trunc((level + 2) / 2);
}

function checkPrecisionRange(precision: number): number {
  if (precision < 1 || precision > 12) throw illegalArgument(`Invalid geohash aggregation precision of ${precision}. Must be between 1 and 12.`);
  return precision;
}

/** GeoUtils.parsePrecision: a number, an integer string, or a distance (`"5km"`). */
function parsePrecision(v: unknown): number {
  if (typeof v === 'number') return checkPrecisionRange(Math.trunc(v));
  const text = String(v);
  if (/^[+-]?\d+$/.test(text.trim())) return checkPrecisionRange(Number(text));
  let meters: number;
  try {
    meters = parseDistance(text, METERS, METERS);
  } catch (e) {
    if (e instanceof NumberFormatError) throw new EsError({ type: 'number_format_exception', reason: e.message, status: 400 });
    throw e;
  }
  const level = geoHashLevelsForPrecision(meters);
  if (level < 1 || level > 12) throw illegalArgument(`precision too high [${text}]`);
  return level;
}

export function parseGeohashGrid(name: string, body: Record<string, unknown>): AggregationBuilder {
  const { spec, rest } = parseValuesSourceBody('geohash_grid', body, ['precision', 'size', 'shard_size'], { format: false });
  const precision = rest.has('precision') ? parsePrecision(rest.get('precision')) : 5;
  let size = 10000;
  if (rest.has('size')) {
    size = intMember('geohash_grid', 'size', rest.get('size'));
    if (size <= 0) throw illegalArgument(`[size] must be greater than 0. Found [${size}] in [${name}]`);
  }
  let shardSizeSpec = -1;
  if (rest.has('shard_size')) {
    shardSizeSpec = intMember('geohash_grid', 'shard_size', rest.get('shard_size'));
    if (shardSizeSpec <= 0) throw illegalArgument(`[shardSize] must be greater than 0. Found [${shardSizeSpec}] in [${name}]`);
  }
  const builder: AggregationBuilder = {
    name,
    type: 'geohash_grid',
    subs: [],
    pipelines: [],
    prepare(shard) {
      const source = resolveGeoSource(spec, shard.index);
      let shardSize = shardSizeSpec < 0 ? suggestShardSize(size, shard.numShards === 1) : shardSizeSpec;
      if (shardSize < size) shardSize = size;
      const subFactories = prepareAll(builder.subs, shard);
      return (): Collector => {
        const cells = new Map<string, { docCount: number; subs: ReturnType<typeof createAll> }>();
        return {
          collect(leaf, doc, score) {
            if (!source) return;
            let previous: string | undefined;
            const hashes = source.points(leaf, doc).map((p) => geohashOfPoint(p.lat, p.lon, precision)).sort();
            for (const hash of hashes) {
              if (hash === previous) continue;
              previous = hash;
              let cell = cells.get(hash);
              if (!cell) cells.set(hash, (cell = { docCount: 0, subs: createAll(subFactories) }));
              cell.docCount++;
              collectAll(cell.subs, leaf, doc, score);
            }
          },
          build() {
            const all = [...cells].map(([key, c]) => ({ key, docCount: c.docCount, subs: c.subs }));
            all.sort((a, b) => byCountThenCell({ ...a, subs: [] }, { ...b, subs: [] }));
            const top = all.slice(0, shardSize).map((c) => ({ key: c.key, docCount: c.docCount, subs: buildAll(c.subs) }));
            const r = new InternalGeoHashGrid(name, size, top);
            r.meta = builder.meta;
            return r;
          },
        };
      };
    },
  };
  return builder;
}
