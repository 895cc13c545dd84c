import { illegalArgument, parsingException } from '../errors/catalog';
import type { IndexService } from '../index/index-service';
import { isObject } from '../util/json';
import { numberText } from '../util/json-numbers';
import { tokenName } from '../util/json-token';
import { compareSortValues, exactLong, type SortField, type SortValue } from './sort';

export type { SortValue };

/** `search_after` as SearchAfterBuilder.fromXContent reads it: an array of strings, numbers, booleans or nulls. */
export function parseSearchAfter(json: unknown): unknown[] {
  if (!Array.isArray(json)) {
    throw parsingException(`Unknown key for a ${tokenName(json)} in [search_after].`);
  }
  for (const v of json) {
    if (isObject(v) || Array.isArray(v)) {
      throw parsingException(`Expected [VALUE_STRING] or [VALUE_NUMBER] or [VALUE_BOOLEAN] or [VALUE_NULL] but found [${tokenName(v)}] inside search_after.`);
    }
  }
  if (json.length === 0) throw illegalArgument('Values must contains at least one value.');
  return json;
}

const LONG_TYPES = new Set(['long', 'integer', 'short', 'byte', 'date', 'boolean']);

/** Number.parseFloat refuses less than Java does not: the whole text must be a number. */
function javaNumber(text: string): number {
  const t = text.trim();
  return t === '' || !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?$/.test(t) ? NaN : Number(t.replace(/[fFdD]$/, ''));
}

/**
 * SearchAfterBuilder.buildFieldDoc for one index: one value per sort field, each converted to the sort's type
 * (a number for _score, _doc and numeric fields, text for keywords); nulls stay missing values.
 */
export function searchAfterValues(sort: SortField[] | undefined, values: unknown[], index: IndexService): SortValue[] {
  if (!sort || sort.length === 0) throw illegalArgument('Sort must contain at least one field.');
  if (sort.length !== values.length) throw illegalArgument(`search_after has ${values.length} value(s) but sort has ${sort.length}.`);
  return sort.map((s, i): SortValue => {
    const v = values[i];
    if (v === null || v === undefined) return null;
    let numeric: boolean;
    let integral = false;
    if (s.field === '_score') numeric = true;
    else if (s.field === '_doc') numeric = integral = true;
    else if (s.field === '_id') numeric = false;
    else {
      const m = index.fieldMapping(s.field);
      const type = m?.type ?? s.unmappedType ?? 'keyword';
      numeric = type !== 'keyword' && type !== 'ip';
      integral = LONG_TYPES.has(type);
    }
    if (!numeric) return String(v);
    // A long given past 2^53 (its digits kept from the body's text) stays exact.
    const digits = typeof v === 'number' ? numberText(values, i) : String(v).trim();
    if (integral && digits !== undefined && /^[+-]?\d+$/.test(digits) && !Number.isSafeInteger(Number(digits))) return exactLong(BigInt(digits));
    const n = typeof v === 'number' ? v : javaNumber(String(v));
    if (Number.isNaN(n) || (integral && typeof v === 'string' && !Number.isInteger(n))) {
      throw illegalArgument(`Failed to parse search_after value for field [${s.field}].`);
    }
    // Number.longValue / intValue truncate; _score is a float.
    if (integral) return Math.trunc(n);
    return s.field === '_score' ? Math.fround(n) : n;
  });
}

/** Lucene's paging collector: a hit competes only when it sorts strictly after the given values. */
export function sortsAfter(sort: SortField[], hit: SortValue[], after: SortValue[]): boolean {
  return compareSortValues(sort, hit, after) > 0;
}
