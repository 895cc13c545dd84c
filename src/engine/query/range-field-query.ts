/**
 * Queries on range fields (RangeType.rangeQuery): the query's interval against each document's intervals,
 * by relation: `intersects` (any overlap, the default and what a term query asks), `contains` (the
 * document's range holds the query's) or `within` (the document's range lies inside the query's).
 */
import { illegalArgument } from '../errors/catalog';
import type { LeafFieldMapping, RangeType } from '../mapping/field-mapping';
import { boundText, compareBounds, decodeRange, maxValue, minValue, nextValue, parseBound, type RangeBound } from '../mapping/range-fields';
import { DocValuesPredicateQuery, MatchNoDocsQuery } from './constant-score';
import type { Query } from './query';

export type RangeRelation = 'intersects' | 'contains' | 'within';

/** ShapeRelation.getRelationByName (any case); `disjoint` is a relation the range query refuses. */
export function parseRelation(value: unknown): RangeRelation {
  const name = String(value).toLowerCase();
  if (name === 'intersects' || name === 'contains' || name === 'within') return name;
  if (name === 'disjoint') throw illegalArgument(`[range] query does not support relation [${String(value)}]`);
  throw illegalArgument(`${String(value)} is not a valid relation`);
}

/** Java's toString of a parsed bound, as the `from > to` error prints it. */
function javaText(type: RangeType, v: RangeBound): string {
  if (type === 'ip_range') return `/${boundText(type, v)}`;
  return boundText(type, v);
}

/**
 * The query: bounds parsed by the field's type (missing ones are the type's limits), `from > to` refused,
 * exclusive bounds stepped inward (an empty interval matches nothing).
 */
export function rangeFieldQuery(
  m: LeafFieldMapping & { type: RangeType },
  from: unknown,
  to: unknown,
  includeFrom: boolean,
  includeTo: boolean,
  relation: RangeRelation,
  opts: { format?: string; now: number },
): Query {
  const type = m.type;
  const parse = (v: unknown) => parseBound(type, v, { coerce: false, format: opts.format ?? m.format, now: opts.now });
  let lo = from === undefined || from === null ? minValue(type) : parse(from);
  let hi = to === undefined || to === null ? maxValue(type) : parse(to);
  if (compareBounds(lo, hi) > 0) throw illegalArgument(`Range query \`from\` value (${javaText(type, lo)}) is greater than \`to\` value (${javaText(type, hi)})`);
  if (!includeFrom) lo = nextValue(type, lo, false);
  if (!includeTo) hi = nextValue(type, hi, true);
  if (compareBounds(lo, hi) > 0) return new MatchNoDocsQuery(type === 'ip_range' ? "float range didn't intersect anything" : "range didn't intersect anything");
  const text = `${m.path}:<ranges:[${boundText(type, lo)} : ${boundText(type, hi)}]>`;
  return new DocValuesPredicateQuery(m.path, (v) => {
    const [dLo, dHi] = decodeRange(type, v as string);
    switch (relation) {
      case 'contains': return compareBounds(dLo, lo) <= 0 && compareBounds(dHi, hi) >= 0;
      case 'within': return compareBounds(dLo, lo) >= 0 && compareBounds(dHi, hi) <= 0;
      default: return compareBounds(dLo, hi) <= 0 && compareBounds(dHi, lo) >= 0;
    }
  }, text);
}
