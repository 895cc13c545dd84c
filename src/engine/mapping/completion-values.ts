/**
 * A document's suggestions for a `completion` field (CompletionFieldMapper.parse): a string, or an object
 * `{input, weight, contexts}` (input a string or a list). Each input is kept as one entry `{i, w, c}`:
 * the input cut to `max_input_length`, its weight (1 by default) and its contexts by name (category
 * values, or geohashes at the context's precision). Contexts read from a `path` field are added once the
 * whole document is parsed (`addPathContexts`), as ES computes them when the field is indexed.
 */
import { illegalArgument, mapperParsing } from '../errors/catalog';
import { EsError } from '../errors/es-error';
import { geohashOfLatLon } from '../util/geohash';
import { isObject } from '../util/json';
import { geoPointValue } from './special-values';
import type { CompletionContextMapping, LeafFieldMapping } from './field-mapping';

export interface CompletionEntry {
  /** The input (the suggestion's text). */
  i: string;
  /** The weight. */
  w: number;
  /** Contexts by context name. */
  c?: Record<string, string[]>;
}

/** Java's String.substring without splitting a surrogate pair (correctSubStringLen). */
function cut(input: string, max: number): string {
  if (input.length <= max) return input;
  let len = max;
  const code = input.charCodeAt(len - 1);
  if (code >= 0xd800 && code <= 0xdbff) len -= 1;
  return input.slice(0, len);
}

function parseWeight(v: unknown): number {
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || !Number.isInteger(n)) throw illegalArgument(`weight must be an integer, but was [${String(v)}]`);
  if (n < 0 || n > 2147483647) throw illegalArgument(`weight must be in the interval [0..2147483647], but was [${String(v)}]`);
  return n;
}

/** One geo context value (a point in any geo_point form) as its geohash at the context's precision. */
function geoContext(v: unknown, precision: number): string {
  if (typeof v === 'string' && !v.includes(',')) return v.length > precision ? v.slice(0, precision) : v;
  return geohashOfLatLon(geoPointValue(v, false)!, precision);
}

/** The context values a suggestion gives for one mapping. */
function contextValues(mapping: CompletionContextMapping, v: unknown): string[] {
  if (v === null || v === undefined) return [];
  if (mapping.type === 'geo') {
    // A list of points, unless it is one point as `[lon, lat]`.
    if (Array.isArray(v) && !v.every((x) => typeof x === 'number')) return v.map((x) => geoContext(x, mapping.precision!));
    return [geoContext(v, mapping.precision!)];
  }
  const list = Array.isArray(v) ? v : [v];
  return list.map((x) => {
    if (typeof x !== 'string' && typeof x !== 'number' && typeof x !== 'boolean') {
      throw new EsError({ type: 'parse_exception', reason: 'context array must have string, number or boolean values', status: 400 });
    }
    return String(x);
  });
}

function parseContexts(m: LeafFieldMapping, v: unknown): Record<string, string[]> | undefined {
  if (!isObject(v)) throw illegalArgument('contexts must be an object or an array , but was [' + typeof v + ']');
  const out: Record<string, string[]> = Object.create(null);
  for (const [name, values] of Object.entries(v)) {
    const mapping = m.completion?.contexts.find((c) => c.name === name);
    if (!mapping) throw illegalArgument(`Unknown context name [${name}], must be one of [${(m.completion?.contexts ?? []).map((c) => c.name).join(', ')}]`);
    out[name] = contextValues(mapping, values);
  }
  return out;
}

/** The entries of one value of a completion field (arrays were flattened before). */
export function completionEntries(m: LeafFieldMapping, value: unknown): CompletionEntry[] {
  const max = m.completion?.maxInputLength ?? 50;
  if (typeof value === 'string') return [{ i: cut(value, max), w: 1 }];
  if (!isObject(value)) throw mapperParsing(`failed to parse [${m.path}]: expected text or object, but got ${typeof value === 'number' ? 'VALUE_NUMBER' : typeof value === 'boolean' ? 'VALUE_BOOLEAN' : 'START_ARRAY'}`);
  let inputs: string[] = [];
  let weight = 1;
  let contexts: Record<string, string[]> | undefined;
  for (const [k, v] of Object.entries(value)) {
    if (k === 'input') inputs = (Array.isArray(v) ? v : [v]).map((x) => String(x));
    else if (k === 'weight') weight = parseWeight(v);
    else if (k === 'contexts') contexts = parseContexts(m, v);
    else throw illegalArgument(`unknown field name [${k}], must be one of [input, weight, contexts]`);
  }
  return inputs.map((i) => (contexts ? { i: cut(i, max), w: weight, c: contexts } : { i: cut(i, max), w: weight }));
}

/**
 * The contexts a mapping with a `path` reads from the document: the path field's values (category), or
 * its points as geohashes (geo); added to every entry of the field.
 */
export function addPathContexts(m: LeafFieldMapping, entries: string[], pathValues: (path: string) => Array<string | number | boolean> | undefined): string[] {
  const withPath = m.completion?.contexts.filter((c) => c.path !== undefined) ?? [];
  if (withPath.length === 0) return entries;
  return entries.map((text) => {
    const e = JSON.parse(text) as CompletionEntry;
    for (const mapping of withPath) {
      const values = pathValues(mapping.path!);
      if (!values || values.length === 0) continue;
      const extra = mapping.type === 'geo'
        ? values.map((v) => geohashOfLatLon(String(v), mapping.precision!))
        : values.map(String);
      const c: Record<string, string[]> = Object.assign(Object.create(null), e.c);
      e.c = c;
      c[mapping.name] = [...new Set([...(c[mapping.name] ?? []), ...extra])];
    }
    return JSON.stringify(e);
  });
}

