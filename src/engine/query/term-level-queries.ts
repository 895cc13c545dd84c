import { illegalArgument, illegalState, parsingException, xContentParseException } from '../errors/catalog';
import { isRangeType, type LeafFieldMapping } from '../mapping/field-mapping';
import { DEFAULT_DATE_FORMAT, parseDate } from '../mapping/date-format';
import { parseDateMath } from '../mapping/date-math';
import { EsError } from '../errors/es-error';
import { FIELD_NAMES } from '../index/invert';
import { javaDoubleToString } from '../script/java-string';
import { isObject } from '../util/json';
import { isIntegerLiteral, LONG_MAX, LONG_MIN, parseJavaDouble, parseJavaLong } from '../util/java-numbers';
import { numberText } from '../util/json-numbers';
import { compareUtf8 } from '../util/utf8';
import { cidrToHexRange, hexToIp, ipToHex } from '../util/ip';
import { simpleMatch } from '../util/simple-match';
import { booleanQuery } from './boolean-query';
import { withBoost } from './boost-query';
import { constantScoreWeight, ConstantScoreQuery, DocValuesPredicateQuery, MatchNoDocsQuery } from './constant-score';
import { objectParserFloat } from './json-numbers';
import { boostOf, checkMembers, concreteField, fieldForm, type ParseContext, type QueryParser } from './parse-context';
import { valueLocation } from '../util/json-locations';
import type { Query, ShardSearcher, Weight } from './query';
import { TermQuery } from './term-query';
import { parseRelation, rangeFieldQuery } from './range-field-query';

const INTEGER_BOUNDS: Record<string, [number, number]> = {
  long: [-9223372036854775808, 9223372036854775807],
  integer: [-2147483648, 2147483647],
  short: [-32768, 32767],
  byte: [-128, 127],
  date: [-9223372036854775808, 9223372036854775807],
};
const LONG_TEXT: Record<number, string> = { [-9223372036854775808]: '-9223372036854775808', [9223372036854775807]: '9223372036854775807' };

/** A token_count field is queried as the integer it indexes (TokenCountFieldMapper's NumberFieldType INTEGER). */
function queriedAs(m: LeafFieldMapping | undefined): LeafFieldMapping | undefined {
  return m?.type === 'token_count' ? { ...m, type: 'integer' } : m;
}

function isIntegerType(m: LeafFieldMapping) {
  return m.type in INTEGER_BOUNDS;
}

/** A value of a non-text field as its doc values hold it (dates as millis, booleans as 0/1). */
function numericValue(m: LeafFieldMapping, value: unknown, format?: string): number {
  if (m.type === 'date') {
    const v = parseDate(value, format ?? m.format);
    if (v === undefined) throw parsingException(`failed to parse date field [${String(value)}] with format [${format ?? m.format}]`);
    return v;
  }
  if (m.type === 'boolean') {
    if (value === true || value === 'true') return 1;
    if (value === false || value === 'false' || value === '') return 0;
    throw illegalArgument(`Can't parse boolean value [${String(value)}], expected [true] or [false]`);
  }
  // Double.parseDouble for strings (no `0x10`, no blank).
  const n = typeof value === 'number' ? value : parseJavaDouble(String(value));
  if (Number.isNaN(n)) throw illegalArgument(`For input string: "${String(value)}"`);
  if (isIntegerType(m)) {
    if (!Number.isInteger(n)) throw illegalArgument(`Value [${String(value)}] has a decimal part`);
    const [lo, hi] = INTEGER_BOUNDS[m.type];
    if (n < lo || n > hi) throw illegalArgument(`Value [${String(value)}] is out of range for ${m.type === 'integer' ? 'an integer' : `a ${m.type}`}`);
  }
  return m.type === 'float' || m.type === 'half_float' ? Math.fround(n) : n;
}

function pointText(m: LeafFieldMapping, v: number): string {
  if (isIntegerType(m) || m.type === 'boolean') return LONG_TEXT[v] ?? String(v);
  return javaDoubleToString(v);
}

/** PointRangeQuery's `field:[lo TO hi]` (bounds made inclusive, as the points query is built). */
function pointRange(m: LeafFieldMapping, lo: number, hi: number): Query {
  return new DocValuesPredicateQuery(m.path, (x) => (x as number) >= lo && (x as number) <= hi, `${m.path}:[${pointText(m, lo)} TO ${pointText(m, hi)}]`);
}

/**
 * A long query value exactly (LONG.parse: its digits, not a double's), when it is past 2^53 where
 * doubles stand for several longs; undefined for the general path. `raw` is the JSON number's text.
 */
function exactLong(value: unknown, raw: string | undefined): bigint | undefined {
  let v: bigint | undefined;
  if (typeof value === 'string') {
    parseJavaDouble(value);
    v = parseJavaLong(value.trim(), true);
  } else if (typeof value === 'number' && raw !== undefined && isIntegerLiteral(raw)) {
    v = BigInt(raw);
    if (v > LONG_MAX || v < LONG_MIN) throw illegalArgument(`Value [${raw}] is out of range for a long`);
  } else if (typeof value === 'number' && Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63) v = BigInt(value);
  // Past 2^53 doubles stand for several longs: compare exactly there (the stored ones are kept exact).
  return v !== undefined && (v >= 2n ** 53n || v <= -(2n ** 53n)) ? v : undefined;
}

/** `field:[lo TO hi]` over the exact longs (the doubles of values past 2^53 are not them). */
function exactLongRange(m: LeafFieldMapping, lo: bigint, hi: bigint): Query {
  return new DocValuesPredicateQuery(m.path, (x, e) => {
    const v = e ?? BigInt(x as number);
    return v >= lo && v <= hi;
  }, `${m.path}:[${lo} TO ${hi}]`);
}

/** The query a value builds on a field by its type (TermQuery for strings, a point query for numbers). */
export function termLevelQuery(ctx: ParseContext, field: string, value: unknown, raw?: string): Query {
  // `_id` is a metadata field: its terms are the ids (IdFieldMapper.termsQuery).
  if (field === '_id') return new IdsQuery([isObject(value) || Array.isArray(value) ? JSON.stringify(value) : String(value)], undefined);
  const m = queriedAs(ctx.index.fieldMapping(field));
  if (!m) return new MatchNoDocsQuery(`unknown field [${field}]`);
  field = m.path;
  if (m.type === 'binary' || m.type === 'geo_point' || m.type === 'geo_shape') {
    throw illegalArgument(`Field [${field}] of type [${m.type}] does not support term queries`);
  }
  if (m.type === 'text' || m.type === 'keyword') {
    let text = isObject(value) || Array.isArray(value) ? JSON.stringify(value) : String(value);
    if (m.type === 'keyword' && m.normalizer) {
      const tokens = ctx.index.indexAnalyzer(m)?.analyze(text).tokens;
      if (tokens && tokens.length === 1) text = tokens[0].term;
    }
    return new TermQuery(field, text);
  }
  if (m.type === 'ip') return ipQuery(m.path, value);
  if (isRangeType(m.type)) return rangeFieldQuery({ ...m, type: m.type }, value, value, true, true, 'intersects', { now: ctx.now });
  if (m.type === 'long') {
    const exact = exactLong(value, raw);
    if (exact !== undefined) return exactLongRange(m, exact, exact);
  }
  const v = numericValue(m, value);
  return pointRange(m, v, v);
}

/** A range of ips: bounds are addresses compared as bytes (exclusive bounds step past the address). */
function ipRange(field: string, gt: unknown, gte: unknown, lt: unknown, lte: unknown): Query {
  const read = (v: unknown) => {
    if (v === undefined || v === null) return undefined;
    const h = ipToHex(String(v));
    if (h === undefined) throw illegalArgument(`'${String(v)}' is not an IP string literal.`);
    return h;
  };
  const lo = read(gt) ?? read(gte);
  const hi = read(lt) ?? read(lte);
  const loInc = gt === undefined || gt === null;
  const hiInc = lt === undefined || lt === null;
  return new DocValuesPredicateQuery(field, (x) => {
    const h = x as string;
    if (lo !== undefined && (loInc ? h < lo : h <= lo)) return false;
    if (hi !== undefined && (hiInc ? h > hi : h >= hi)) return false;
    return true;
  }, `${field}:[${lo ? hexToIp(lo) : '::'} TO ${hi ? hexToIp(hi) : 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'}]`);
}

/** An ip term: one address or a CIDR block (InetAddressPoint.newPrefixQuery), on the hex doc values. */
function ipQuery(field: string, value: unknown): Query {
  const text = String(value);
  const range = text.includes('/') ? cidrToHexRange(text) : ipToHex(text) !== undefined ? [ipToHex(text)!, ipToHex(text)!] : undefined;
  if (!range) throw illegalArgument(`'${text}' is not an IP string literal.`);
  const [lo, hi] = range;
  return new DocValuesPredicateQuery(field, (x) => (x as string) >= lo && (x as string) <= hi, `${field}:[${hexToIp(lo)} TO ${hexToIp(hi)}]`);
}

const term: QueryParser = (body, ctx) => {
  const { field, value: v, opts, inner } = fieldForm('term', body, 'value');
  checkMembers('term', inner, ['value', 'term', 'boost', '_name']);
  // BaseTermQueryBuilder reads the value from `term` or `value`.
  const value = v === undefined && inner ? inner.term : v;
  const raw = inner ? numberText(inner, v === undefined ? 'term' : 'value') : numberText(body, field);
  if (value === undefined || value === null) throw illegalArgument('value cannot be null');
  return withBoost(termLevelQuery(ctx, field, value, raw), boostOf(opts, 'term'));
};

/** `terms`: a constant-score set of terms (TermInSetQuery, rewritten to a boolean of term queries). */
const terms: QueryParser = (body, ctx) => {
  if (!isObject(body)) throw parsingException('[terms] query malformed');
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  for (const k of fields) {
    if (Array.isArray(body[k])) continue;
    const at = valueLocation(body, k);
    throw parsingException(`[terms] query does not support [${k}]`, at?.line, at?.col);
  }
  if (fields.length !== 1) throw parsingException(`[terms] query does not support multiple fields`);
  const field = fields[0];
  const values = body[field];
  if (!Array.isArray(values)) throw parsingException(`[terms] query does not support [${field}]`);
  // ES 6.8 only warns past index.max_terms_count (7.0 refuses the query).
  if (values.length > ctx.index.maxTermsCount) {
    ctx.warn(`Deprecated: the number of terms [${values.length}] used in the Terms Query request has exceeded the allowed maximum of [${ctx.index.maxTermsCount}]. This maximum can be set by changing the [index.max_terms_count] index level setting.`);
  }
  if (values.length === 0) return new MatchNoDocsQuery('No terms supplied for "terms" query.');
  if (field === '_id') return withBoost(new ConstantScoreQuery(new IdsQuery(values.map(String), undefined)), boostOf(body, 'terms'));
  const queries = values.map((v, i) => termLevelQuery(ctx, field, v, numberText(values, i)));
  const sorted = queries.every((q) => q instanceof TermQuery) ? [...(queries as TermQuery[])].sort((a, b) => compareUtf8(a.term, b.term)) : queries;
  return withBoost(new ConstantScoreQuery(booleanQuery(sorted.map((query) => ({ occur: 'SHOULD', query })))), boostOf(body, 'terms'));
};

const range: QueryParser = (body, ctx) => {
  const { field: named, opts, inner } = fieldForm('range', body, '__none__');
  const field = concreteField(ctx, named);
  checkMembers('range', inner, ['from', 'to', 'include_lower', 'include_upper', 'gt', 'gte', 'lt', 'lte', 'format', 'boost', '_name', 'relation'], ['time_zone']);
  const relation = opts.relation === undefined ? 'intersects' : parseRelation(opts.relation);
  const m = queriedAs(ctx.index.fieldMapping(field));
  if (!m) return new MatchNoDocsQuery(`unknown field [${field}]`);
  const boost = boostOf(opts, 'range');
  const gtRaw = opts.gt ?? (opts.include_lower === false ? opts.from : undefined);
  const gteRaw = opts.gte ?? (opts.include_lower === false ? undefined : opts.from);
  const ltRaw = opts.lt ?? (opts.include_upper === false ? opts.to : undefined);
  const lteRaw = opts.lte ?? (opts.include_upper === false ? undefined : opts.to);
  if (m.type === 'ip') return withBoost(ipRange(field, gtRaw, gteRaw, ltRaw, lteRaw), boost);
  if (isRangeType(m.type)) {
    const format = opts.format === undefined ? undefined : String(opts.format);
    return withBoost(rangeFieldQuery({ ...m, type: m.type }, gtRaw ?? gteRaw, ltRaw ?? lteRaw, gtRaw === undefined, ltRaw === undefined, relation, { format, now: ctx.now }), boost);
  }
  if (m.type === 'text' || m.type === 'keyword') {
    const lower = gtRaw ?? gteRaw;
    const upper = ltRaw ?? lteRaw;
    const incLower = gtRaw === undefined;
    const incUpper = ltRaw === undefined;
    const lo = lower === undefined || lower === null ? undefined : String(lower);
    const hi = upper === undefined || upper === null ? undefined : String(upper);
    const text = `${field}:${incLower ? '[' : '{'}${lo ?? '*'} TO ${hi ?? '*'}${incUpper ? ']' : '}'}`;
    return withBoost(new DocValuesPredicateQuery(field, (x) => {
      const c1 = lo === undefined ? 1 : compareUtf8(String(x), lo);
      const c2 = hi === undefined ? -1 : compareUtf8(String(x), hi);
      return (incLower ? c1 >= 0 : c1 > 0) && (incUpper ? c2 <= 0 : c2 < 0);
    }, text), boost);
  }
  const format = opts.format as string | undefined;
  if (m.type === 'date') {
    const { lo, hi } = dateRangeBounds(m, { gt: gtRaw, gte: gteRaw, lt: ltRaw, lte: lteRaw }, format, ctx.now);
    if (lo > hi) return new MatchNoDocsQuery('range is empty');
    return withBoost(pointRange(m, lo, hi), boost);
  }
  if (m.type === 'long') {
    // Bounds a double does not hold: compared as exact longs.
    const bound = (k: string, v: unknown) => (v === undefined || v === null ? undefined : exactLong(v, numberText(inner, k)));
    const gtE = bound(opts.gt !== undefined ? 'gt' : 'from', gtRaw);
    const gteE = bound(opts.gte !== undefined ? 'gte' : 'from', gteRaw);
    const ltE = bound(opts.lt !== undefined ? 'lt' : 'to', ltRaw);
    const lteE = bound(opts.lte !== undefined ? 'lte' : 'to', lteRaw);
    if (gtE !== undefined || gteE !== undefined || ltE !== undefined || lteE !== undefined) {
      const exactOf = (v: unknown, e: bigint | undefined) => e ?? (v === undefined || v === null ? undefined : BigInt(Math.trunc(numericValue(m, v, format))));
      const gt = exactOf(gtRaw, gtE);
      const gte = exactOf(gteRaw, gteE);
      const lt = exactOf(ltRaw, ltE);
      const lte = exactOf(lteRaw, lteE);
      let lo = LONG_MIN;
      let hi = LONG_MAX;
      if (gte !== undefined) lo = gte;
      if (gt !== undefined) lo = gt + 1n;
      if (lte !== undefined) hi = lte;
      if (lt !== undefined) hi = lt - 1n;
      if (lo > hi) return new MatchNoDocsQuery('range is empty');
      return withBoost(exactLongRange(m, lo, hi), boost);
    }
  }
  const integer = isIntegerType(m) || m.type === 'boolean';
  const [minV, maxV] = integer ? INTEGER_BOUNDS[m.type] ?? [0, 1] : [-Infinity, Infinity];
  let lo = minV;
  let hi = maxV;
  const up = (v: number) => (integer ? v + 1 : nextUp(v));
  const down = (v: number) => (integer ? v - 1 : nextDown(v));
  if (gteRaw !== undefined && gteRaw !== null) lo = numericValue(m, gteRaw, format);
  if (gtRaw !== undefined && gtRaw !== null) lo = up(numericValue(m, gtRaw, format));
  if (lteRaw !== undefined && lteRaw !== null) hi = numericValue(m, lteRaw, format);
  if (ltRaw !== undefined && ltRaw !== null) hi = down(numericValue(m, ltRaw, format));
  if (integer) {
    lo = Math.ceil(lo);
    hi = Math.floor(hi);
  }
  if (lo > hi) return new MatchNoDocsQuery('range is empty');
  return withBoost(pointRange(m, lo, hi), boost);
};

/** A range query's bounds as written: `from`/`to` already read as `gte`/`gt` and `lte`/`lt`. */
export interface RangeBounds {
  gt?: unknown;
  gte?: unknown;
  lt?: unknown;
  lte?: unknown;
}

/** The members of a `range` query's field: its field name and bounds, with its `format`. */
export function rangeQueryBounds(body: unknown): { field: string; bounds: RangeBounds; format?: string } {
  const { field, opts } = fieldForm('range', body, '__none__');
  return {
    field,
    bounds: {
      gt: opts.gt ?? (opts.include_lower === false ? opts.from : undefined),
      gte: opts.gte ?? (opts.include_lower === false ? undefined : opts.from),
      lt: opts.lt ?? (opts.include_upper === false ? opts.to : undefined),
      lte: opts.lte ?? (opts.include_upper === false ? undefined : opts.to),
    },
    format: opts.format === undefined ? undefined : String(opts.format),
  };
}

/**
 * The inclusive millis a date range covers, as DateFieldType reads its bounds (parseToMilliseconds): date math
 * (`now-1d/d`, `2016-01-01||+1M`) against the request's `now`; an upper bound `lte` and a lower bound `gt` are
 * read rounding up (`lte: 2016-02-01` takes the whole day, `gt` skips it), then `gt` and `lt` step one
 * millisecond inwards. A bound that does not parse is ES's parse_exception.
 */
export function dateRangeBounds(m: LeafFieldMapping, b: RangeBounds, format: string | undefined, now: number): { lo: number; hi: number } {
  const pattern = format ?? m.format ?? DEFAULT_DATE_FORMAT;
  const read = (v: unknown, roundUp: boolean) => {
    const ms = typeof v === 'number' ? parseDate(v, pattern) : parseDateMath(String(v), now, pattern, roundUp);
    if (ms === undefined) throw new EsError({ type: 'parse_exception', reason: `failed to parse date field [${String(v)}] with format [${pattern}]`, status: 400 });
    return ms;
  };
  const given = (v: unknown) => v !== undefined && v !== null;
  let lo = INTEGER_BOUNDS.date[0];
  let hi = INTEGER_BOUNDS.date[1];
  if (given(b.gte)) lo = read(b.gte, false);
  if (given(b.gt)) lo = read(b.gt, true) + 1;
  if (given(b.lte)) hi = read(b.lte, true);
  if (given(b.lt)) hi = read(b.lt, false) - 1;
  return { lo, hi };
}

const f64 = new Float64Array(1);
const i64 = new BigInt64Array(f64.buffer);
function nextUp(x: number): number {
  if (Number.isNaN(x) || x === Infinity) return x;
  if (x === 0) return Number.MIN_VALUE;
  f64[0] = x;
  i64[0] += x > 0 ? 1n : -1n;
  return f64[0];
}
function nextDown(x: number): number {
  return -nextUp(-x);
}

/** Docs that have any value for a field (NormsFieldExistsQuery / DocValuesFieldExistsQuery / _field_names). */
class FieldExistsQuery implements Query {
  readonly kind = 'exists';
  constructor(readonly field: string, readonly text: string) {}
  toString() {
    return this.text;
  }
  createWeight(_s: ShardSearcher, _n: boolean, boost: number): Weight {
    const field = this.field;
    return constantScoreWeight(this, boost, function* (leaf) {
      const fp = leaf.segment.fields.get(field);
      const dv = leaf.segment.docValues.get(field);
      const names = leaf.segment.fields.get(FIELD_NAMES);
      const t = names?.termIds.get(field);
      const named = new Set<number>();
      if (names && t !== undefined) for (let p = names.postingsStart[t]; p < names.postingsStart[t + 1]; p++) named.add(names.docs[p]);
      for (let d = 0; d < leaf.segment.maxDoc; d++) {
        if ((fp && fp.docsWithField[d] === 1) || (dv && dv.start[d + 1] > dv.start[d]) || named.has(d)) yield d;
      }
    });
  }
}

/** Every document has an `_id`, `_index`, `_type`, `_seq_no` and `_version`; `_routing` those indexed with one. */
class MetadataExistsQuery implements Query {
  readonly kind = 'exists';
  constructor(readonly field: string) {}
  toString() {
    return this.field === '_routing' ? `_field_names:_routing` : '*:*';
  }
  createWeight(_s: ShardSearcher, _n: boolean, boost: number): Weight {
    const routingOnly = this.field === '_routing';
    return constantScoreWeight(this, boost, function* (leaf) {
      for (let d = 0; d < leaf.segment.maxDoc; d++) if (!routingOnly || leaf.segment.routings[d] !== undefined) yield d;
    });
  }
}

function metadataExists(field: string): Query | undefined {
  if (field === '_source') throw illegalArgument('The _source field is not searchable');
  return ['_id', '_uid', '_index', '_type', '_seq_no', '_version', '_routing'].includes(field) ? new MetadataExistsQuery(field) : undefined;
}

const exists: QueryParser = (body, ctx) => {
  if (isObject(body)) checkMembers('exists', body, ['field', 'boost', '_name']);
  if (!isObject(body) || body.field === undefined) throw parsingException('[exists] must be provided with a [field]');
  const pattern = String(body.field);
  const meta = metadataExists(pattern);
  if (meta) return withBoost(new ConstantScoreQuery(meta), boostOf(body, 'exists'));
  // The field or an object above it matches (simpleMatch, linear: a regex of `.*`s backtracks for ever on `*a*a*a…b`).
  const matches = (f: string) => {
    if (simpleMatch(pattern, f)) return true;
    for (let i = f.indexOf('.'); i >= 0; i = f.indexOf('.', i + 1)) if (simpleMatch(pattern, f.slice(0, i))) return true;
    return false;
  };
  // Field aliases match too and stand for their targets (QueryShardContext.simpleMatchToIndexNames, then fieldMapper).
  const names = [...ctx.index.fieldPaths(), ...ctx.index.fieldAliases().map((a) => a.path)];
  const matched = names.filter((f) => (pattern.includes('*') ? matches(f) : f === pattern || f.startsWith(`${pattern}.`)));
  const fields = [...new Set(matched.map((f) => concreteField(ctx, f)))];
  const queries: Query[] = fields.map((f) => {
    const m = ctx.index.fieldMapping(f)!;
    const text = m.type === 'text' ? (m.norms ? `NormsFieldExistsQuery [field=${f}]` : `_field_names:${f}`) : `DocValuesFieldExistsQuery [field=${f}]`;
    return new FieldExistsQuery(f, text);
  });
  let q: Query;
  if (queries.length === 0) q = new MatchNoDocsQuery(`No field "${pattern}" exists in mappings.`);
  else if (queries.length === 1) q = new ConstantScoreQuery(queries[0]);
  else q = new ConstantScoreQuery(booleanQuery(queries.map((query) => ({ occur: 'SHOULD', query }))));
  return withBoost(q, boostOf(body, 'exists'));
};

/** Documents by `_id` (optionally restricted to types), constant score. */
class IdsQuery implements Query {
  readonly kind = 'ids';
  constructor(readonly ids: string[], readonly types: string[] | undefined) {}
  toString() {
    return `_id:(${[...this.ids].sort(compareUtf8).join(' ')})`;
  }
  createWeight(_s: ShardSearcher, _n: boolean, boost: number): Weight {
    const ids = new Set(this.ids);
    const types = this.types;
    return constantScoreWeight(this, boost, function* (leaf) {
      for (let d = 0; d < leaf.segment.maxDoc; d++) {
        if (ids.has(leaf.segment.ids[d]) && (!types || types.includes(leaf.segment.types[d]) || types.includes('_doc'))) yield d;
      }
    });
  }
}

/** Documents by `_id`, of any type (more_like_this excludes its liked documents so). */
export function idsQuery(values: string[]): Query {
  return new IdsQuery(values, undefined);
}

/**
 * IdsQueryBuilder's ObjectParser reads `values` and `type` as string arrays: an array of values or one string;
 * any other token is its x_content_parse_exception.
 */
function idsStrings(key: string, v: unknown): string[] | undefined {
  if (v === undefined) return undefined;
  const refuse = (token: string) => xContentParseException(`[ids] ${key} doesn't support values of type: ${token}`);
  if (typeof v === 'string') return [v];
  if (!Array.isArray(v)) throw refuse(v === null ? 'VALUE_NULL' : typeof v === 'number' ? 'VALUE_NUMBER' : typeof v === 'boolean' ? 'VALUE_BOOLEAN' : 'START_OBJECT');
  return v.map((x) => {
    if (x === null || typeof x === 'object') {
      throw xContentParseException(`[ids] failed to parse field [${key}]`, illegalState(`Can't get text on a ${x === null ? 'VALUE_NULL' : Array.isArray(x) ? 'START_ARRAY' : 'START_OBJECT'}`));
    }
    return String(x);
  });
}

const ids: QueryParser = (body) => {
  if (!isObject(body)) throw parsingException('[ids] query malformed, no start_object after query name');
  for (const k of Object.keys(body)) if (!['values', 'type', 'types', '_type', 'boost', '_name'].includes(k)) throw parsingException(`[ids] query does not support [${k}]`);
  const values = idsStrings('values', body.values) ?? [];
  const t = body.type !== undefined ? 'type' : body.types !== undefined ? 'types' : '_type';
  const types = idsStrings(t, body[t]);
  const boost = objectParserFloat('ids', 'boost', body.boost) ?? 1;
  if (values.length === 0) return new MatchNoDocsQuery('Missing ids in "ids" query.');
  return withBoost(new IdsQuery(values, types && types.length ? types : undefined), boost);
};

export const TERM_LEVEL_PARSERS: Record<string, QueryParser> = { term, terms, range, exists, ids };
