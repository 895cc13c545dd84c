import { EsError } from '../errors/es-error';
import { illegalArgument, jsonParseException, mapperParsing } from '../errors/catalog';
import { isIntegerLiteral, LONG_MAX, LONG_MIN, parseJavaDouble, parseJavaLong } from '../util/java-numbers';
import { numberText } from '../util/json-numbers';
import { isObject } from '../util/json';
import { binaryValue, geoPointValue, geoShapeValue } from './special-values';
import { detectDateFormat, parseDate, DEFAULT_DATE_FORMAT } from './date-format';
import { ipToHex } from '../util/ip';
import { isNumericType, isRangeType, type LeafFieldMapping, type Mapping, type ObjectMapping, type TypeMapping } from './field-mapping';
import { parseMapping, javaToString } from './parse-mapping';
import { parseRangeValue } from './range-fields';
import { addPathContexts, completionEntries, type CompletionEntry } from './completion-values';

/** The values of one leaf field of a document, converted to the field's type. */
export interface ParsedField {
  mapping: LeafFieldMapping;
  /** text/keyword: strings; numeric and date: numbers (date: epoch millis); boolean: booleans. */
  values: Array<string | number | boolean>;
  /** long: the exact value at an index of `values` whose double is not it (past 2^53). */
  exact?: Map<number, bigint>;
}

export interface ParsedDocument {
  /** By full path (multi-fields included, e.g. `title.keyword`), in the order first seen. */
  fields: Map<string, ParsedField>;
  /** Root properties to merge into the mapping when the document introduced new fields. */
  dynamicUpdate?: TypeMapping;
}

const strictDynamic = (field: string, within: string) =>
  new EsError({
    type: 'strict_dynamic_mapping_exception',
    reason: `mapping set to strict, dynamic introduction of [${field}] within [${within}] is not allowed`,
    status: 400,
  });

/**
 * Parses a document's `_source` with the type's mapping, as ES's DocumentParser: arrays are flattened,
 * dotted keys expand to objects, unmapped fields are mapped dynamically (unless `dynamic` says
 * otherwise), values are coerced to the field type. Throws ES's mapper_parsing_exception on bad values.
 * The mapping is not changed: new fields come back in `dynamicUpdate`.
 */
export function parseDocument(source: unknown, mapping: TypeMapping, id: string, nestedLimit = 10000): ParsedDocument {
  if (!isObject(source)) throw mapperParsing('failed to parse, document is empty');
  const ctx: Ctx = { mapping, id, fields: new Map(), newRoot: undefined, nestedObjects: 0, nestedLimit };
  parseObjectInto(source, mapping.root, '', ctx, mapping.root.dynamic ?? 'true');
  for (const f of ctx.fields.values()) {
    if (f.mapping.type === 'completion') f.values = addPathContexts(f.mapping, f.values as string[], (path) => ctx.fields.get(path)?.values);
  }
  const doc: ParsedDocument = { fields: ctx.fields };
  if (ctx.newRoot) doc.dynamicUpdate = { ...mapping, root: ctx.newRoot };
  return doc;
}

interface Ctx {
  mapping: TypeMapping;
  id: string;
  fields: Map<string, ParsedField>;
  /** A copy-on-write root carrying dynamically added fields. */
  newRoot: ObjectMapping | undefined;
  /** Nested objects met so far, and how many a document may have (`index.mapping.nested_objects.limit`). */
  nestedObjects: number;
  nestedLimit: number;
}

/**
 * The fields of one object of a nested mapping, as its hidden document holds them (mapped fields only: the
 * parent's parse mapped the rest). Paths stay full (`comments.text`).
 */
export function parseNestedObject(obj: Record<string, unknown>, mapping: TypeMapping, nested: ObjectMapping, id: string): ParsedDocument {
  const ctx: Ctx = { mapping, id, fields: new Map(), newRoot: undefined, nestedObjects: 0, nestedLimit: Infinity };
  parseObjectInto(obj, { ...nested, nested: undefined }, nested.path, ctx, 'false');
  for (const f of ctx.fields.values()) {
    if (f.mapping.type === 'completion') f.values = addPathContexts(f.mapping, f.values as string[], (path) => ctx.fields.get(path)?.values);
  }
  return { fields: ctx.fields };
}

function parseObjectInto(obj: Record<string, unknown>, om: ObjectMapping, path: string, ctx: Ctx, dynamic: string) {
  for (const [rawKey, value] of Object.entries(obj)) {
    if (rawKey === '') throw mapperParsing('failed to parse', illegalArgument('object field starting or ending with a [.] makes object resolution ambiguous: []'));
    if (rawKey.includes('.')) {
      // `"a.b": v` is `{"a": {"b": v}}`.
      const [head, ...rest] = rawKey.split('.');
      if (head === '' || rest.some((p) => p === '')) {
        throw mapperParsing('failed to parse', illegalArgument(`object field starting or ending with a [.] makes object resolution ambiguous: [${rawKey}]`));
      }
      parseObjectInto({ [head]: rest.reduceRight<unknown>((acc, k) => ({ [k]: acc }), value) }, om, path, ctx, dynamic);
      continue;
    }
    const fullPath = path ? `${path}.${rawKey}` : rawKey;
    parseValue(rawKey, fullPath, value, om, ctx, dynamic, numberText(obj, rawKey));
  }
}

function currentMapping(om: ObjectMapping, name: string, ctx: Ctx): Mapping | undefined {
  const own = om.properties.get(name);
  if (own) return own;
  // A field added dynamically earlier in this same doc.
  if (ctx.newRoot) return lookup(ctx.newRoot, om.path ? `${om.path}.${name}` : name);
  return undefined;
}

function lookup(root: ObjectMapping, path: string): Mapping | undefined {
  let m: Mapping | undefined = root;
  for (const part of path.split('.')) {
    if (!m || m.kind !== 'object') return undefined;
    m = m.properties.get(part);
  }
  return m;
}

/** `raw`: the number's text when a double does not keep it (a long's last digits). */
function parseValue(name: string, fullPath: string, value: unknown, om: ObjectMapping, ctx: Ctx, dynamic: string, raw?: string) {
  const mapped = currentMapping(om, name, ctx);
  // `[lon, lat]` is one geo_point; a geo_shape is an object read whole.
  if (mapped?.kind === 'leaf' && ((mapped.type === 'geo_point' && Array.isArray(value) && value.length > 0 && value.every((x) => typeof x === 'number')) || (mapped.type === 'geo_shape' && isObject(value)))) {
    addLeafValue(mapped, value, ctx);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => parseValue(name, fullPath, v, om, ctx, dynamic, numberText(value, i)));
    return;
  }
  let m = currentMapping(om, name, ctx);
  if (value === null) {
    if (m && m.kind === 'leaf' && m.nullValue !== undefined) addLeafValue(m, m.nullValue, ctx);
    return;
  }
  if (!m) {
    if (dynamic === 'false') return;
    if (dynamic === 'strict') throw strictDynamic(name, om.path || ctx.mapping.name);
    const def = dynamicDefinition(value, ctx.mapping);
    if (!def) return;
    m = parseMapping(fullPath, def);
    addDynamicMapping(fullPath, m, ctx);
  }
  // DocumentParser.parseObjectOrField: a document never writes a value under an alias's name.
  if (m.kind === 'alias') throw mapperParsing('failed to parse', illegalArgument(`Cannot write to a field alias [${m.path}].`));
  if (m.kind === 'object') {
    if (!isObject(value)) {
      throw mapperParsing(`object mapping for [${fullPath}] tried to parse field [${name}] as object, but found a concrete value`);
    }
    if (!m.enabled) return;
    if (m.nested) {
      // A nested object is a hidden document of its own: its fields are not the parent's (unless included);
      // it is still parsed here for its errors and the fields it maps dynamically.
      ctx.nestedObjects++;
      if (ctx.nestedObjects > ctx.nestedLimit) {
        throw mapperParsing(`The number of nested documents has exceeded the allowed limit of [${ctx.nestedLimit}]. This limit can be set by changing the [index.mapping.nested_objects.limit] index level setting.`);
      }
      if (!m.nested.includeInParent && !m.nested.includeInRoot) {
        const parentFields = ctx.fields;
        ctx.fields = new Map();
        try {
          parseObjectInto(value, m, fullPath, ctx, m.dynamic ?? dynamic);
        } finally {
          ctx.fields = parentFields;
        }
        return;
      }
    }
    parseObjectInto(value, m, fullPath, ctx, m.dynamic ?? dynamic);
    return;
  }
  addLeafValue(m, value, ctx, raw);
}

/** The mapping ES 6.8 creates for an unmapped value (dynamic templates not supported yet). */
function dynamicDefinition(value: unknown, tm: TypeMapping): Record<string, unknown> | undefined {
  if (isObject(value)) return { type: 'object' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (typeof value === 'number') return Number.isInteger(value) && !String(value).includes('.') ? { type: 'long' } : { type: 'float' };
  if (typeof value === 'string') {
    if (tm.dateDetection && detectDateFormat(value, tm.dynamicDateFormats)) return { type: 'date' };
    if (tm.numericDetection) {
      if (/^-?\d+$/.test(value)) return { type: 'long' };
      if (!Number.isNaN(Number(value)) && value.trim() !== '') return { type: 'float' };
    }
    return { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } };
  }
  return undefined;
}

function addDynamicMapping(fullPath: string, m: Mapping, ctx: Ctx) {
  if (!ctx.newRoot) ctx.newRoot = cloneObject(ctx.mapping.root);
  const parts = fullPath.split('.');
  let om = ctx.newRoot;
  for (let i = 0; i < parts.length - 1; i++) {
    const child = om.properties.get(parts[i]);
    if (!child || child.kind !== 'object') return;
    const copy = cloneObject(child);
    om.properties.set(parts[i], copy);
    om = copy;
  }
  om.properties.set(parts[parts.length - 1], m);
}

function cloneObject(om: ObjectMapping): ObjectMapping {
  return { ...om, properties: new Map(om.properties) };
}

function failedToParse(m: LeafFieldMapping, id: string, cause: EsError): EsError {
  return mapperParsing(`failed to parse field [${m.path}] of type [${m.type}] in document with id '${id}'`, cause);
}

function addLeafValue(m: LeafFieldMapping, value: unknown, ctx: Ctx, raw?: string) {
  if (m.type === 'completion') {
    let entries: CompletionEntry[];
    try {
      entries = completionEntries(m, value);
    } catch (e) {
      if (e instanceof EsError && e.type === 'mapper_parsing_exception') throw e;
      throw failedToParse(m, ctx.id, e as EsError);
    }
    let pf = ctx.fields.get(m.path);
    if (!pf) ctx.fields.set(m.path, (pf = { mapping: m, values: [] }));
    for (const e of entries) pf.values.push(JSON.stringify(e));
    for (const sub of m.fields.values()) for (const e of entries) addLeafValue(sub, e.i, ctx);
    return;
  }
  if (isObject(value) && m.type !== 'geo_point' && m.type !== 'geo_shape' && !isRangeType(m.type)) {
    throw failedToParse(m, ctx.id, new EsError({ type: 'illegal_state_exception', reason: `Can't get text on a START_OBJECT at 1:1`, status: 500 }));
  }
  let converted = convert(m, value, ctx.id, raw);
  if (converted === undefined) return;
  let pf = ctx.fields.get(m.path);
  if (!pf) {
    pf = { mapping: m, values: [] };
    ctx.fields.set(m.path, pf);
  }
  if (typeof converted === 'bigint') {
    (pf.exact ??= new Map()).set(pf.values.length, converted);
    converted = Number(converted);
  }
  pf.values.push(converted);
  for (const sub of m.fields.values()) addLeafValue(sub, value, ctx, raw);
  for (const target of m.copyTo) {
    const tm = lookup(ctx.newRoot ?? ctx.mapping.root, target);
    if (tm?.kind === 'alias') throw mapperParsing('failed to parse', illegalArgument(`Cannot copy to a field alias [${tm.path}].`));
    if (tm && tm.kind === 'leaf') addLeafValue(tm, value, ctx, raw);
  }
}

/** A value parser's error as the mapper's `failed to parse field`, or nothing with `ignore_malformed`. */
function guarded(m: LeafFieldMapping, id: string, parse: () => string | undefined): string | undefined {
  try {
    return parse();
  } catch (e) {
    if (m.ignoreMalformed) return undefined;
    throw failedToParse(m, id, e as EsError);
  }
}

/**
 * A value of an integer field read as ES reads it, or undefined for the general path: a JSON number
 * past the type's range is Jackson's overflow error (its text, all digits); a string is Numbers.toLong
 * for a long (BigDecimal: no `0x10`, exact to the last digit) and Double.parseDouble for the others.
 */
function exactInteger(m: LeafFieldMapping, value: unknown, raw: string | undefined): number | bigint | undefined {
  if (m.type !== 'long' && m.type !== 'integer' && m.type !== 'short' && m.type !== 'byte') return undefined;
  const long = m.type === 'long';
  if (typeof value === 'number') {
    const text = raw ?? String(value);
    // Without its text (a source read back from storage), 2^63 may be 2^63-1 rounded: only past it is out.
    const over = long
      ? raw !== undefined && isIntegerLiteral(raw) ? BigInt(raw) > LONG_MAX || BigInt(raw) < LONG_MIN : !(value >= -(2 ** 63) && value <= 2 ** 63)
      : !(value > -2147483649 && value < 2147483648);
    if (over) throw jsonParseException(`Numeric value (${text}) out of range of ${long ? 'long (-9223372036854775808 - 9223372036854775807)' : 'int'}`);
    return long && raw !== undefined && isIntegerLiteral(raw) ? exactLong(BigInt(raw)) : undefined;
  }
  if (typeof value !== 'string' || !m.coerce || value === '') return undefined;
  if (long) return exactLong(parseJavaLong(value, true));
  const d = parseJavaDouble(value);
  if (d < -2147483648 || d > 2147483647) throw illegalArgument(`Value [${value}] is out of range for an integer`);
  return undefined;
}

/** A long as a number when a double holds it exactly, else as a bigint (kept beside the double). */
const exactLong = (v: bigint): number | bigint => (BigInt(Number(v)) === v ? Number(v) : v);

const INT_RANGES: Record<string, [number, number]> = {
  byte: [-128, 127],
  short: [-32768, 32767],
  integer: [-2147483648, 2147483647],
  long: [-9223372036854775808, 9223372036854775807],
};

function convert(m: LeafFieldMapping, value: unknown, id: string, raw?: string): string | number | boolean | bigint | undefined {
  switch (m.type) {
    case 'text':
      return String(value);
    case 'token_count':
      // Kept as text: the index counts its tokens with the field's analyzer (index/invert).
      return String(value);
    case 'keyword': {
      const s = String(value);
      if (m.ignoreAbove !== undefined && s.length > m.ignoreAbove) return undefined;
      return s;
    }
    case 'boolean': {
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false' || value === '') return false;
      throw failedToParse(m, id, illegalArgument(`Failed to parse value [${javaToString(value)}] as only [true] or [false] are allowed.`));
    }
    case 'binary':
      return guarded(m, id, () => binaryValue(value));
    case 'geo_point':
      return guarded(m, id, () => geoPointValue(value, m.ignoreMalformed));
    case 'geo_shape':
      return guarded(m, id, () => geoShapeValue(value));
    case 'ip': {
      // Kept as the sortable hex of its 16 bytes (util/ip): doc values order is byte order, as Lucene's.
      const h = typeof value === 'string' ? ipToHex(value) : undefined;
      if (h === undefined) {
        if (m.ignoreMalformed) return undefined;
        throw failedToParse(m, id, illegalArgument(`'${javaToString(value)}' is not an IP string literal.`));
      }
      return h;
    }
    case 'integer_range': case 'long_range': case 'float_range': case 'double_range': case 'date_range': case 'ip_range':
      try {
        return parseRangeValue(m.path, m.type, value, { coerce: m.coerce, format: m.format });
      } catch (e) {
        throw failedToParse(m, id, e as EsError);
      }
    case 'date': {
      const format = m.format ?? DEFAULT_DATE_FORMAT;
      const v = parseDate(value, format);
      if (v === undefined) {
        if (m.ignoreMalformed) return undefined;
        throw failedToParse(m, id, illegalArgument(`failed to parse date field [${javaToString(value)}] with format [${format}]`));
      }
      return v;
    }
    default: {
      if (!isNumericType(m.type)) return undefined;
      let n: number;
      try {
        const exact = exactInteger(m, value, raw);
        if (exact !== undefined) return exact;
      } catch (e) {
        if (m.ignoreMalformed) return undefined;
        throw failedToParse(m, id, e as EsError);
      }
      if (typeof value === 'number') n = value;
      else if (typeof value === 'string' && m.coerce && value.trim() !== '' && !Number.isNaN(Number(value))) n = Number(value);
      else {
        if (m.ignoreMalformed) return undefined;
        throw failedToParse(m, id, illegalArgument(`For input string: "${javaToString(value)}"`));
      }
      const range = INT_RANGES[m.type];
      if (range) {
        if (!Number.isInteger(n) && !m.coerce) {
          throw failedToParse(m, id, illegalArgument(`Value [${javaToString(value)}] has a decimal part`));
        }
        n = Math.trunc(n);
        if (n < range[0] || n > range[1]) {
          if (m.ignoreMalformed) return undefined;
          throw failedToParse(m, id, illegalArgument(`Value [${javaToString(value)}] is out of range for ${m.type === 'integer' ? 'an integer' : `a ${m.type}`}`));
        }
      } else if (m.type === 'float') n = Math.fround(n);
      else if (m.type === 'scaled_float') n = Math.round(n * (m.scalingFactor ?? 1)) / (m.scalingFactor ?? 1);
      if (!Number.isFinite(n)) throw failedToParse(m, id, illegalArgument(`[${m.type}] supports only finite values, but got [${value}]`));
      return n;
    }
  }
}
