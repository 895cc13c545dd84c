import { EsError } from '../errors/es-error';
import { illegalArgument, parsingException } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import type { Segment } from '../index/segment';
import { hasNoFielddata } from '../mapping/field-mapping';
import { isObject } from '../util/json';
import { compareUtf8 } from '../util/utf8';
import { geoDistanceSortValue, parseGeoDistanceSort, validateGeoDistanceSort, type GeoDistanceSort } from './geo-distance-sort';

/** A hit's value for one sort field: a long past 2^53 (or a long bound) is a bigint, exact as in Java. */
export type SortValue = number | bigint | string | null;

export interface SortField {
  field: string; // '_score', '_doc' or a field path
  order: 'asc' | 'desc';
  missing: '_last' | '_first' | number | string;
  mode?: 'min' | 'max' | 'sum' | 'avg' | 'median';
  unmappedType?: string;
  /** `_geo_distance`: the point(s), unit and distance type. */
  geo?: GeoDistanceSort;
}

/** Parses `sort` (a string, an object or an array of them) as SortBuilder.fromXContent does. */
export function parseSort(json: unknown): SortField[] {
  const items = Array.isArray(json) ? json : [json];
  return items.map((item): SortField => {
    if (typeof item === 'string') return defaults(item, undefined);
    if (!isObject(item)) throw parsingException(`malformed sort format, within the sort array, an object, or an actual string are allowed`);
    const keys = Object.keys(item);
    if (keys.length !== 1) throw parsingException(`[sort] expects one field per object, found [${keys.join(', ')}]`);
    const field = keys[0];
    const v = item[field];
    if (typeof v === 'string') return defaults(field, v);
    if (!isObject(v)) throw parsingException(`[${field}] sort order must be a string or an object`);
    const s = defaults(field, v.order === undefined ? undefined : String(v.order));
    if (v.missing !== undefined) s.missing = v.missing as SortField['missing'];
    if (v.mode !== undefined) s.mode = String(v.mode) as SortField['mode'];
    if (v.unmapped_type !== undefined) s.unmappedType = String(v.unmapped_type);
    if (field === '_geo_distance') s.geo = parseGeoDistanceSort(v);
    return s;
  });
}

function defaults(field: string, order: string | undefined): SortField {
  const o = order?.toLowerCase() ?? (field === '_score' ? 'desc' : 'asc');
  if (o !== 'asc' && o !== 'desc') throw illegalArgument(`No enum constant org.elasticsearch.search.sort.SortOrder.${order!.toUpperCase()}`);
  return { field, order: o, missing: '_last' };
}

export function sortsOnlyByScore(sort: SortField[] | undefined): boolean {
  return !sort || sort.length === 0 || (sort.length === 1 && sort[0].field === '_score' && sort[0].order === 'desc');
}

function queryShardException(index: IndexService, reason: string, causedBy?: EsError): EsError {
  return new EsError({ type: 'query_shard_exception', reason, status: 400, extras: { index_uuid: index.uuid, index: index.name }, causedBy });
}

/** Checks the sort fields against one index's mapping, with ES's errors for text and unmapped fields. */
export function validateSort(sort: SortField[], index: IndexService) {
  for (const s of sort) {
    if (s.field === '_score' || s.field === '_doc' || s.field === '_id') continue;
    if (s.geo) {
      validateGeoDistanceSort(s.geo, index, s.mode);
      continue;
    }
    const m = index.fieldMapping(s.field);
    if (!m) {
      if (s.unmappedType) continue;
      throw queryShardException(index, `No mapping found for [${s.field}] in order to sort on`);
    }
    if (m.type === 'text') {
      throw illegalArgument(`Fielddata is disabled on text fields by default. Set fielddata=true on [${s.field}] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.`);
    }
    if (hasNoFielddata(m.type)) throw illegalArgument(`Fielddata is not supported on field [${s.field}] of type [${m.type}]`);
  }
}

/** A hit's sort value for one field: the doc's value chosen by mode (min for asc, max for desc), or the missing value. */
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** A Java long: a number when a double holds it exactly, else a bigint (wrapped to 64 bits, as Java's arithmetic does). */
export function exactLong(v: bigint): number | bigint {
  const w = BigInt.asIntN(64, v);
  return Number.isSafeInteger(Number(w)) ? Number(w) : w;
}

const LONG_SORT_TYPES = ['long', 'integer', 'short', 'byte', 'date', 'boolean'];

export function sortValue(s: SortField, index: IndexService, segment: Segment, doc: number, shardDoc: number, score: number): SortValue {
  if (s.field === '_score') return score;
  if (s.field === '_doc') return shardDoc;
  if (s.field === '_id') return segment.ids[doc];
  if (s.geo) return geoDistanceSortValue(s.geo, segment, doc, s.mode ?? (s.order === 'asc' ? 'min' : 'max'));
  const m = index.fieldMapping(s.field);
  const col = segment.docValues.get(m?.path ?? s.field);
  const numeric = m ? m.type !== 'keyword' && m.type !== 'ip' : s.unmappedType !== 'keyword';
  const vals: Array<number | string> = [];
  if (col) for (let i = col.start[doc]; i < col.start[doc + 1]; i++) vals.push(col.values[i]);
  if (vals.length === 0) {
    if (s.missing === '_last' || s.missing === '_first') {
      const low = (s.missing === '_first') === (s.order === 'asc');
      if (!numeric) return null;
      // Long.MIN_VALUE / MAX_VALUE, exact (a double would write 9223372036854775807 as ...6000).
      const long = m && LONG_SORT_TYPES.includes(m.type);
      if (long) return low ? LONG_MIN : LONG_MAX;
      return low ? -Infinity : Infinity;
    }
    return numeric ? Number(s.missing) : String(s.missing);
  }
  const mode = s.mode ?? (s.order === 'asc' ? 'min' : 'max');
  if (!numeric) return mode === 'max' ? (vals as string[]).reduce((a, b) => (compareUtf8(a, b) >= 0 ? a : b)) : (vals as string[]).reduce((a, b) => (compareUtf8(a, b) <= 0 ? a : b));
  const nums = vals as number[];
  // Longs past 2^53 (kept exact beside their doubles): min and max pick the exact value, sum adds in 64 bits.
  const exact = col?.exact;
  if (exact && (mode === 'min' || mode === 'max' || mode === 'sum')) {
    const at = (i: number) => exact.get(col!.start[doc] + i) ?? BigInt(nums[i]);
    if (mode === 'sum') return exactLong(nums.reduce((acc, _, i) => acc + at(i), 0n));
    // Doc values are sorted: the first is the least, the last the greatest.
    const i = mode === 'min' ? 0 : nums.length - 1;
    return exact.has(col!.start[doc] + i) ? exactLong(at(i)) : nums[i];
  }
  switch (mode) {
    case 'max': return Math.max(...nums);
    case 'sum': return nums.reduce((a, b) => a + b, 0);
    case 'avg': return nums.reduce((a, b) => a + b, 0) / nums.length;
    case 'median': {
      const sorted = [...nums].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
    default: return Math.min(...nums);
  }
}

/** Compares two hits' sort values field by field (nulls, i.e. missing keywords, sort by their `missing`). */
export function compareSortValues(sort: SortField[], a: readonly SortValue[], b: readonly SortValue[]): number {
  for (let i = 0; i < sort.length; i++) {
    const s = sort[i];
    const x = a[i];
    const y = b[i];
    let c: number;
    if (x === null || y === null) {
      if (x === y) continue;
      const nullLast = s.missing !== '_first';
      c = x === null ? (nullLast ? 1 : -1) : nullLast ? -1 : 1;
      if (c !== 0) return c;
      continue;
    }
    if (typeof x === 'string' && typeof y === 'string') c = compareUtf8(x, y);
    // A bigint and a number compare exactly in JS (a long past 2^53 against a double).
    else c = (x as number | bigint) < (y as number | bigint) ? -1 : (x as number | bigint) > (y as number | bigint) ? 1 : 0;
    if (s.order === 'desc') c = -c;
    if (c !== 0) return c;
  }
  return 0;
}
