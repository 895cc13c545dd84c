/**
 * Where a geo aggregation's points come from (ES's ValuesSource.GeoPoint): a geo_point field's doc values, decoded
 * as LatLonDocValuesField stores them (util/geo.ts), or the `missing` point. Other field types are ES's errors.
 */
import { illegalArgument } from '../../errors/catalog';
import { notSupportedYet } from '../../errors/not-supported-yet';
import type { IndexService } from '../../index/index-service';
import { hasNoFielddata } from '../../mapping/field-mapping';
import { geoPointValue } from '../../mapping/special-values';
import type { LeafContext } from '../../query/query';
import { docValuePoint, docValuePoints, type LatLon } from '../../util/geo';
import { fielddataDisabled, type ValuesSourceSpec } from '../values-source';

export interface GeoValuesSource {
  /** The doc's points in doc-values order; empty when it has none. */
  points(leaf: LeafContext, doc: number): readonly LatLon[];
}

const NONE: readonly LatLon[] = [];

/** A request's point (`{lat, lon}`, `[lon, lat]`, `"lat,lon"` or a geohash), quantized as a doc value is. */
export function parseRequestPoint(v: unknown): LatLon {
  return docValuePoint(geoPointValue(v, false)!);
}

/** Resolves against one index; undefined when the field is unmapped and no `missing` is given. */
export function resolveGeoSource(spec: ValuesSourceSpec, index: IndexService): GeoValuesSource | undefined {
  if (spec.script !== undefined) throw notSupportedYet('geo aggregation member', 'script');
  if (spec.field === undefined) throw illegalArgument('Required one of fields [field, script], but none were specified. ');
  const missing = spec.missing === undefined ? undefined : [parseRequestPoint(spec.missing)];
  const m = index.fieldMapping(spec.field);
  if (!m) return missing ? { points: () => missing } : undefined;
  if (m.type === 'text') throw fielddataDisabled(spec.field);
  if (hasNoFielddata(m.type)) throw illegalArgument(`Fielddata is not supported on field [${spec.field}] of type [${m.type}]`);
  if (m.type !== 'geo_point') throw illegalArgument(`Expected geo_point type on field [${spec.field}], but got [${m.type}]`);
  const field = m.path;
  return {
    points(leaf, doc) {
      const col = leaf.segment.docValues.get(field);
      if (!col) return missing ?? NONE;
      const from = col.start[doc];
      const to = col.start[doc + 1];
      if (from === to) return missing ?? NONE;
      return docValuePoints((col.values as string[]).slice(from, to));
    },
  };
}
