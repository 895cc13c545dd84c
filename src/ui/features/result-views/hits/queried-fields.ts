/**
 * Why a search found nothing: the fields its query names, and those the index's mapping does not know. A query
 * on an unmapped field matches no document in ES 6.8 (a `match` or `term` on it becomes a query that matches
 * nothing), so a typo such as `titel` gives an empty answer and no error.
 */
import { isObject } from '../shapes';

/** Queries written `{type: {field: ...}}` (or `{type: {field: value}}`). */
const FIELD_KEYED = new Set([
  'match', 'match_phrase', 'match_phrase_prefix', 'match_bool_prefix', 'term', 'terms', 'prefix', 'wildcard', 'regexp',
  'fuzzy', 'range', 'common', 'span_term', 'intervals', 'terms_set',
]);
/** Members of a field-keyed query that are options, not fields (`terms` takes `boost`). */
const OPTIONS = new Set(['boost', '_name']);

/** The fields a search body's `query` names, in the order met, metadata fields (`_id`...) and patterns left out. */
export function queriedFields(query: unknown): string[] {
  const found = new Set<string>();
  const add = (f: unknown) => {
    if (typeof f !== 'string') return;
    const name = f.replace(/\^[\d.]+$/, '');
    if (name !== '' && !name.startsWith('_') && !name.includes('*')) found.add(name);
  };
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (FIELD_KEYED.has(key) && isObject(value)) Object.keys(value).filter((k) => !OPTIONS.has(k)).forEach(add);
      else if (key === 'exists' && isObject(value)) add(value.field);
      else if ((key === 'multi_match' || key === 'query_string' || key === 'simple_query_string') && isObject(value) && Array.isArray(value.fields)) value.fields.forEach(add);
      else if (key === 'query_string' && isObject(value)) add(value.default_field);
      if (isObject(value) || Array.isArray(value)) walk(value);
    }
  };
  walk(query);
  return [...found];
}

/** Every field path of a `GET /{index}/_mapping` answer (all its indices), from `pathsOf` for one index. */
export function unmappedFields(fields: string[], mapping: unknown, pathsOf: (body: unknown, index: string) => string[]): string[] {
  if (!isObject(mapping)) return [];
  const known = new Set(Object.keys(mapping).flatMap((index) => pathsOf(mapping, index)));
  return fields.filter((f) => !known.has(f));
}
