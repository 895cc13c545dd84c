/**
 * A number member of a query body, read as ES's query parsers read it through XContentParser (`floatValue()`,
 * `doubleValue()`, `intValue()`, all coercing): a JSON number, or a string Java's `Double.parseDouble` takes
 * (`"2"`, `" 1.5 "`, `"1e3"`); any other string is Java's `NumberFormatException` (`number_format_exception`,
 * 400). A boolean is Jackson's "not numeric" error: ES 6.8 lets that escape as a 500 `json_parse_exception`;
 * Searchpad answers it with the same type and reason as a 400 (the request is at fault, the node is not). An
 * object, array or null where a value belongs is the parser's own error (`unknown token [...] after [...]`, the
 * form of the hand-written query parsers) unless the caller says otherwise.
 */
import { illegalArgument, numberFormat, parsingException, xContentParseException } from '../errors/catalog';
import { EsError } from '../errors/es-error';
import { parseJavaDouble } from '../util/java-numbers';

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** The XContent token name of a JSON value that is not a number or a string. */
function tokenOf(v: unknown): string {
  if (v === null) return 'VALUE_NULL';
  if (typeof v === 'boolean') return 'VALUE_BOOLEAN';
  return Array.isArray(v) ? 'START_ARRAY' : 'START_OBJECT';
}

const notNumeric = (v: boolean) =>
  new EsError({ type: 'json_parse_exception', reason: `Current token (${v ? 'VALUE_TRUE' : 'VALUE_FALSE'}) not numeric, can not use numeric value accessors`, status: 400 });

function javaDouble(text: string): number {
  if (text.trim() === '') throw numberFormat('empty String');
  try {
    return parseJavaDouble(text);
  } catch {
    throw numberFormat(`For input string: "${text}"`);
  }
}

/**
 * Errors ES raises while reading the request body (RestSearchAction parses the query before any shard): the
 * search answers them as they are, where an error of building the query on a shard becomes its
 * `query_shard_exception` ("failed to create query").
 */
const READING_THE_REQUEST = new WeakSet<Error>();

export const raisedReadingTheRequest = (e: unknown) => e instanceof Error && READING_THE_REQUEST.has(e);

/** Marks `e` as raised while reading the request (see READING_THE_REQUEST). */
export function markReadingTheRequest<E extends object>(e: E): E {
  if (e instanceof Error) READING_THE_REQUEST.add(e);
  return e;
}

function whileReading<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof Error) READING_THE_REQUEST.add(e);
    throw e;
  }
}

/** `doubleValue()` where a shard reads it (decay parameters): its errors become the shard's failure. */
export function doubleAtShard(queryName: string, key: string, v: unknown): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return javaDouble(v);
  if (typeof v === 'boolean') throw notNumeric(v);
  throw parsingException(`[${queryName}] unknown token [${tokenOf(v)}] after [${key}]`);
}

/** `doubleValue()`: the member `key` of query `queryName`; undefined when absent. */
export function doubleMember(queryName: string, key: string, v: unknown): number | undefined {
  if (typeof v === 'number' || v === undefined) return v;
  return whileReading(() => doubleAtShard(queryName, key, v));
}

/** `floatValue()`: as `doubleMember`, rounded to a float. */
export function floatMember(queryName: string, key: string, v: unknown): number | undefined {
  const d = doubleMember(queryName, key, v);
  return d === undefined ? undefined : Math.fround(d);
}

/**
 * A float member of a query read by an ObjectParser (`declareFloat`: match_all, ids): a number or a numeric
 * string; another token is "doesn't support values of type", and a string that is no number fails the field.
 */
export function objectParserFloat(queryName: string, key: string, v: unknown): number | undefined {
  if (v === undefined || typeof v === 'number') return v === undefined ? v : Math.fround(v);
  return whileReading(() => {
    if (typeof v !== 'string') {
      throw xContentParseException(`[${queryName}] ${key} doesn't support values of type: ${v === null ? 'VALUE_NULL' : typeof v === 'boolean' ? 'VALUE_BOOLEAN' : Array.isArray(v) ? 'START_ARRAY' : 'START_OBJECT'}`);
    }
    try {
      return Math.fround(javaDouble(v));
    } catch (e) {
      // XContentParseException is no ElasticsearchException in 6.8: it is its own root cause.
      const reason = `[${queryName}] failed to parse field [${key}]`;
      throw new EsError({ type: 'x_content_parse_exception', reason, status: 400, causedBy: e as EsError, rootCauses: [xContentParseException(reason)] });
    }
  });
}

/** `intValue()`: a number truncated toward zero, within an int (Jackson's "out of range of int" otherwise). */
export function intMember(queryName: string, key: string, v: unknown): number | undefined {
  const d = doubleMember(queryName, key, v);
  if (d === undefined) return undefined;
  if (!(d >= INT_MIN && d <= INT_MAX)) {
    return whileReading(() => {
      if (typeof v === 'string') throw illegalArgument(`Value [${v}] is out of range for an integer`);
      throw new EsError({ type: 'json_parse_exception', reason: `Numeric value (${String(v)}) out of range of int`, status: 400 });
    });
  }
  return Math.trunc(d);
}
