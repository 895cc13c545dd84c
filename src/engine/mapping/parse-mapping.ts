import { EsError } from '../errors/es-error';
import { illegalArgument, mapperParsing } from '../errors/catalog';
import { notSupportedYet } from '../errors/not-supported-yet';
import { DEFAULT_DATE_FORMAT, localeHasKnownNames, patternHasNames } from './date-format';
import { isObject, type JsonObject } from '../util/json';
import { COMPLETION_PARAMS, completionDefinition, DEFAULT_COMPLETION_ANALYZER, parseCompletionOptions } from './completion-mapping';
import { dict, hasOwn } from '../util/own';
import {
  TERM_VECTOR_OPTIONS,
  isNumericType,
  isRangeType,
  type IndexOptions,
  type FieldAliasMapping,
  type LeafFieldMapping,
  type LeafType,
  type Mapping,
  type ObjectMapping,
  type TermVectorOption,
  type TypeMapping,
} from './field-mapping';

/** Parameters each field type accepts (ES 6.8 TypeParsers), beyond `type`. */
const COMMON = ['index', 'store', 'doc_values', 'boost', 'copy_to', 'fields', 'similarity', 'meta'];
const RANGE_PARAMS = [...COMMON, 'coerce', 'format', 'locale'];
const PARAMS: Record<LeafType, string[]> = {
  text: [...COMMON, 'analyzer', 'search_analyzer', 'search_quote_analyzer', 'term_vector', 'norms', 'index_options',
    'position_increment_gap', 'fielddata', 'fielddata_frequency_filter', 'eager_global_ordinals', 'index_prefixes', 'index_phrases'],
  keyword: [...COMMON, 'normalizer', 'ignore_above', 'null_value', 'norms', 'index_options', 'term_vector',
    'eager_global_ordinals', 'split_queries_on_whitespace'],
  long: [...COMMON, 'coerce', 'ignore_malformed', 'null_value'],
  integer: [...COMMON, 'coerce', 'ignore_malformed', 'null_value'],
  short: [...COMMON, 'coerce', 'ignore_malformed', 'null_value'],
  byte: [...COMMON, 'coerce', 'ignore_malformed', 'null_value'],
  double: [...COMMON, 'coerce', 'ignore_malformed', 'null_value'],
  float: [...COMMON, 'coerce', 'ignore_malformed', 'null_value'],
  half_float: [...COMMON, 'coerce', 'ignore_malformed', 'null_value'],
  scaled_float: [...COMMON, 'coerce', 'ignore_malformed', 'null_value', 'scaling_factor'],
  date: [...COMMON, 'format', 'locale', 'ignore_malformed', 'null_value'],
  boolean: [...COMMON, 'null_value'],
  binary: [...COMMON],
  ip: [...COMMON, 'ignore_malformed', 'null_value'],
  geo_point: [...COMMON, 'ignore_malformed', 'ignore_z_value', 'null_value'],
  integer_range: RANGE_PARAMS,
  long_range: RANGE_PARAMS,
  float_range: RANGE_PARAMS,
  double_range: RANGE_PARAMS,
  date_range: RANGE_PARAMS,
  ip_range: RANGE_PARAMS,
  completion: COMPLETION_PARAMS,
  token_count: [...COMMON, 'analyzer', 'enable_position_increments', 'null_value'],
  geo_shape: ['boost', 'copy_to', 'tree', 'precision', 'tree_levels', 'strategy', 'distance_error_pct', 'orientation', 'points_only',
    'ignore_malformed', 'ignore_z_value', 'coerce'],
};

const ROOT_PARAMS = ['properties', 'dynamic', '_source', '_routing', '_all', '_meta', 'date_detection', 'numeric_detection',
  'dynamic_date_formats', 'dynamic_templates', '_field_names', 'enabled', '_size'];

export const DEFAULT_DYNAMIC_DATE_FORMATS = ['strict_date_optional_time', 'yyyy/MM/dd HH:mm:ss Z||yyyy/MM/dd Z'];

function unsupported(where: string, remaining: JsonObject): never {
  const list = Object.entries(remaining)
    .map(([k, v]) => ` [${k} : ${javaToString(v)}]`)
    .join('');
  throw mapperParsing(`${where} has unsupported parameters: ${list}`);
}

/** How Java's toString prints a parsed JSON value (used in ES error texts). */
export function javaToString(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(javaToString).join(', ')}]`;
  if (isObject(v)) return `{${Object.entries(v).map(([k, x]) => `${k}=${javaToString(x)}`).join(', ')}}`;
  return String(v);
}

export function parseBoolean(value: unknown, name: string): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw illegalArgument(`Failed to parse value [${javaToString(value)}] as only [true] or [false] are allowed.`);
}

function parseInt32(value: unknown, name: string): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw mapperParsing(`Failed to parse [${name}] value [${javaToString(value)}]`);
  return n;
}

function parseDynamic(value: unknown): 'true' | 'false' | 'strict' {
  const s = String(value).toLowerCase();
  if (s === 'true' || s === 'false' || s === 'strict') return s;
  throw mapperParsing(`Could not convert [dynamic] to boolean`);
}

/** Parses a `properties` map under `parentPath` into mappings. */
export function parseProperties(json: unknown, parentPath: string): Map<string, Mapping> {
  const out = new Map<string, Mapping>();
  if (json === undefined || json === null) return out;
  if (!isObject(json)) throw mapperParsing(`Expected map for property [fields] on field [${parentPath || '_doc'}] but got a class ${typeof json}`);
  for (const [name, def] of Object.entries(json)) {
    if (name === '') throw illegalArgument('name cannot be empty string');
    if (!isObject(def)) throw mapperParsing(`Expected map for property [fields] on field [${name}] but got a class java.lang.String`);
    const path = parentPath ? `${parentPath}.${name}` : name;
    // A dotted name (`"subfield.text3": {...}`) is the field inside objects, one per part (ObjectMapper.parseProperties).
    const parts = name.split('.');
    if (parts.length > 1 && parts.every((p) => p !== '')) {
      let props = out;
      let at = parentPath;
      for (const part of parts.slice(0, -1)) {
        at = at ? `${at}.${part}` : part;
        let obj = props.get(part);
        if (!obj || obj.kind !== 'object') props.set(part, (obj = { kind: 'object', path: at, enabled: true, properties: new Map() }));
        props = obj.properties;
      }
      props.set(parts[parts.length - 1], parseMapping(path, def));
      continue;
    }
    out.set(name, parseMapping(path, def));
  }
  return out;
}

export function parseMapping(path: string, def: JsonObject): Mapping {
  let type = def.type as string | undefined;
  if (type === undefined) {
    const keys = Object.keys(def);
    if (def.properties !== undefined || keys.length === 0 || (keys.length === 1 && def.enabled !== undefined) || def.dynamic !== undefined) type = 'object';
    else throw mapperParsing(`No type specified for field [${path.slice(path.lastIndexOf('.') + 1)}]`);
  }
  if (typeof type !== 'string') throw mapperParsing(`No handler for type [${javaToString(type)}] declared on field [${path}]`);
  if (type === 'object' || type === 'nested') return parseObject(path, def, type === 'nested');
  if (type === 'alias') return parseFieldAlias(path, def);
  return parseLeaf(path, type, def);
}

/** FieldAliasMapper.TypeParser: `path` required, nothing else; the target is checked once the mapping is whole (field-aliases.ts). */
function parseFieldAlias(path: string, def: JsonObject): FieldAliasMapping {
  const shortName = path.slice(path.lastIndexOf('.') + 1);
  const target = def.path;
  if (target === undefined || target === null) throw mapperParsing(`The [path] property must be specified for field [${shortName}].`);
  const remaining: JsonObject = dict();
  for (const [k, v] of Object.entries(def)) if (k !== 'type' && k !== 'path') remaining[k] = v;
  if (Object.keys(remaining).length > 0) unsupported(`Mapping definition for [${shortName}]`, remaining);
  return { kind: 'alias', path, target: javaToString(target) };
}

function parseObject(path: string, def: JsonObject, nested: boolean): ObjectMapping {
  const remaining: JsonObject = dict();
  const obj: ObjectMapping = { kind: 'object', path, enabled: true, properties: new Map() };
  if (nested) obj.nested = { includeInParent: false, includeInRoot: false };
  for (const [k, v] of Object.entries(def)) {
    if (k === 'type') continue;
    if (nested && (k === 'include_in_parent' || k === 'include_in_root')) {
      obj.nested![k === 'include_in_parent' ? 'includeInParent' : 'includeInRoot'] = parseBoolean(v, k);
      continue;
    }
    if (k === 'properties') obj.properties = parseProperties(v, path);
    else if (k === 'dynamic') obj.dynamic = parseDynamic(v);
    else if (k === 'enabled') obj.enabled = parseBoolean(v, k);
    else remaining[k] = v;
  }
  if (Object.keys(remaining).length > 0) unsupported(`Mapping definition for [${path.slice(path.lastIndexOf('.') + 1)}]`, remaining);
  return obj;
}

function parseLeaf(path: string, type: string, def: JsonObject): LeafFieldMapping {
  const shortName = path.slice(path.lastIndexOf('.') + 1);
  if (!hasOwn(PARAMS, type)) throw mapperParsing(`No handler for type [${type}] declared on field [${shortName}]`);
  const leafType = type as LeafType;
  const allowed = PARAMS[leafType];
  const isText = leafType === 'text';
  const m: LeafFieldMapping = {
    kind: 'leaf',
    path,
    type: leafType,
    // A binary value is stored, never indexed; geo_shape and completion have no doc values.
    index: leafType !== 'binary',
    store: false,
    docValues: !isText && leafType !== 'binary' && leafType !== 'geo_shape' && leafType !== 'completion',
    norms: isText,
    indexOptions: isText ? 'positions' : 'docs',
    termVector: 'no',
    coerce: true,
    ignoreMalformed: false,
    boost: 1,
    copyTo: [],
    fields: new Map(),
    definition: { type: leafType },
  };
  const remaining: JsonObject = dict();
  for (const [k, v] of Object.entries(def)) {
    if (k === 'type') continue;
    if (!allowed.includes(k)) {
      remaining[k] = v;
      continue;
    }
    switch (k) {
      case 'index': m.index = parseBoolean(v, k); break;
      case 'store': m.store = parseBoolean(v, k); break;
      case 'doc_values': m.docValues = parseBoolean(v, k); break;
      case 'norms': m.norms = isObject(v) ? v.enabled !== false : parseBoolean(v, k); break;
      case 'boost': m.boost = Number(v); break;
      case 'coerce': m.coerce = parseBoolean(v, k); break;
      case 'ignore_malformed': m.ignoreMalformed = parseBoolean(v, k); break;
      case 'analyzer': m.analyzer = String(v); break;
      case 'search_analyzer': m.searchAnalyzer = String(v); break;
      case 'search_quote_analyzer': m.searchQuoteAnalyzer = String(v); break;
      case 'normalizer': m.normalizer = String(v); break;
      case 'null_value': m.nullValue = v; break;
      case 'format': m.format = String(v); break;
      case 'locale': m.locale = String(v); break;
      case 'ignore_above': m.ignoreAbove = parseInt32(v, k); break;
      case 'position_increment_gap': m.positionIncrementGap = parseInt32(v, k); break;
      case 'scaling_factor': m.scalingFactor = Number(v); break;
      case 'enable_position_increments': m.enablePositionIncrements = parseBoolean(v, k); break;
      case 'copy_to': m.copyTo = Array.isArray(v) ? v.map(String) : [String(v)]; break;
      case 'term_vector': {
        const tv = String(v);
        if (!(TERM_VECTOR_OPTIONS as readonly string[]).includes(tv)) throw mapperParsing(`Unknown [term_vector] value [${tv}] for field [${shortName}]`);
        m.termVector = tv as TermVectorOption;
        break;
      }
      case 'index_options': {
        const io = String(v);
        if (!['docs', 'freqs', 'positions', 'offsets'].includes(io)) throw mapperParsing(`Unknown [index_options] value [${io}] for field [${shortName}]`);
        m.indexOptions = io as IndexOptions;
        break;
      }
      case 'fields': {
        if (!isObject(v)) throw mapperParsing(`Expected map for property [fields] on field [${shortName}] but got a ${typeof v}`);
        for (const [sub, subDef] of Object.entries(v)) {
          if (sub === '') throw illegalArgument('name cannot be empty string');
          if (!isObject(subDef)) throw mapperParsing(`Expected map for property [fields] on field [${sub}] but got a class java.lang.String`);
          // TypeParsers.parseMultiField: objects, nested objects and aliases cannot be multi-fields.
          const subType = subDef.type;
          if (subType === 'object' || subType === 'nested' || subType === 'alias') throw mapperParsing(`Type [${subType}] cannot be used in multi field`);
          const child = parseMapping(`${path}.${sub}`, subDef);
          if (child.kind !== 'leaf') throw mapperParsing(`Type [object] cannot be used in multi field`);
          m.fields.set(sub, child);
        }
        continue;
      }
      default: break;
    }
    m.definition[k] = v;
  }
  if (Object.keys(remaining).length > 0) unsupported(`Mapping definition for [${shortName}]`, remaining);
  if (isRangeType(leafType) && leafType !== 'date_range' && m.format !== undefined) {
    throw illegalArgument(`field [${shortName}] of type [${leafType.slice(0, -'_range'.length).toUpperCase()}] should not define a dateTimeFormatter unless it is a DATE type`);
  }
  // Month and day names are known for English (and the root locale) only: another locale's are refused by name.
  if (leafType === 'date' && m.locale !== undefined && !localeHasKnownNames(m.locale) && patternHasNames(m.format ?? DEFAULT_DATE_FORMAT)) {
    throw notSupportedYet(`month and day names of the date format [${m.format}] in locale`, m.locale);
  }
  if (leafType === 'completion') {
    m.completion = parseCompletionOptions(def);
    m.analyzer ??= DEFAULT_COMPLETION_ANALYZER;
    m.definition = completionDefinition(m.analyzer, m.searchAnalyzer ?? m.analyzer, m.completion);
  }
  if (leafType === 'token_count' && m.analyzer === undefined) throw mapperParsing(`Analyzer must be set for field [${shortName}] but wasn't.`);
  if (leafType === 'scaled_float' && m.scalingFactor === undefined) throw illegalArgument(`Field [${shortName}] misses required parameter [scaling_factor]`);
  if (!isNumericType(leafType) && !['date', 'ip', 'geo_point', 'geo_shape'].includes(leafType) && m.ignoreMalformed) m.ignoreMalformed = false;
  return m;
}

/** Parses the body of one mapping type (`{properties, dynamic, _source, ...}`). */
export function parseTypeMapping(name: string, json: unknown): TypeMapping {
  if (json === null || json === undefined) json = {};
  if (!isObject(json)) throw mapperParsing(`Failed to parse mapping [${name}]: Expected map but got ${typeof json}`);
  const tm: TypeMapping = {
    name,
    root: { kind: 'object', path: '', enabled: true, properties: new Map() },
    sourceEnabled: true,
    sourceIncludes: [],
    sourceExcludes: [],
    dateDetection: true,
    numericDetection: false,
    dynamicDateFormats: DEFAULT_DYNAMIC_DATE_FORMATS,
    dynamicTemplates: [],
    routingRequired: false,
  };
  const remaining: JsonObject = dict();
  try {
    for (const [k, v] of Object.entries(json)) {
      if (!ROOT_PARAMS.includes(k)) {
        remaining[k] = v;
        continue;
      }
      switch (k) {
        case 'properties': tm.root.properties = parseProperties(v, ''); break;
        case 'dynamic': tm.root.dynamic = parseDynamic(v); break;
        case 'date_detection': tm.dateDetection = parseBoolean(v, k); break;
        case 'numeric_detection': tm.numericDetection = parseBoolean(v, k); break;
        case 'dynamic_date_formats': tm.dynamicDateFormats = Array.isArray(v) ? v.map(String) : [String(v)]; break;
        case 'dynamic_templates': tm.dynamicTemplates = Array.isArray(v) ? v : []; break;
        case '_meta': tm.meta = isObject(v) ? v : undefined; break;
        case '_routing': tm.routingRequired = isObject(v) && v.required === true; break;
        case '_source':
          if (isObject(v)) {
            if (v.enabled !== undefined) tm.sourceEnabled = parseBoolean(v.enabled, 'enabled');
            if (Array.isArray(v.includes)) tm.sourceIncludes = v.includes.map(String);
            if (Array.isArray(v.excludes)) tm.sourceExcludes = v.excludes.map(String);
          }
          break;
        default: break;
      }
    }
    if (Object.keys(remaining).length > 0) unsupported('Root mapping definition', remaining);
  } catch (e) {
    if (e instanceof EsError && e.type === 'mapper_parsing_exception') {
      throw mapperParsing(`Failed to parse mapping [${name}]: ${e.reason}`, e);
    }
    throw e;
  }
  return tm;
}
