/**
 * The `completion` field type's own parameters (ES 6.8's CompletionFieldMapper.TypeParser): analyzers
 * (`simple` by default), separators and position increments kept, the input length limit, and the
 * contexts (category or geo) suggestions can be filtered by. Rendered back as ES renders them.
 */
import { EsError } from '../errors/es-error';
import { illegalArgument, mapperParsing } from '../errors/catalog';
import { isObject } from '../util/json';
import type { CompletionContextMapping, CompletionOptions } from './field-mapping';

export const COMPLETION_PARAMS = ['analyzer', 'search_analyzer', 'preserve_separators', 'preserve_position_increments', 'max_input_length',
  'contexts', 'fields', 'copy_to'];

export const DEFAULT_COMPLETION_ANALYZER = 'simple';

/** GeoContextMapping.DEFAULT_PRECISION: a geohash of 6 characters. */
const DEFAULT_GEO_PRECISION = 6;

const EARTH_EQUATOR = 2 * Math.PI * 6378137.0;
const EARTH_POLAR_DISTANCE = Math.PI * 6356752.314245;

/** Metres per DistanceUnit name (ES's DistanceUnit: both spellings of each unit). */
const UNITS: Array<[string[], number]> = [
  [['mm', 'millimeters'], 0.001], [['cm', 'centimeters'], 0.01], [['km', 'kilometers'], 1000], [['m', 'meters'], 1],
  [['in', 'inch'], 0.0254], [['yd', 'yards'], 0.9144], [['ft', 'feet'], 0.3048], [['nmi', 'NM'], 1852], [['mi', 'miles'], 1609.344],
];

/** DistanceUnit.METERS.parse: a number with an optional unit suffix, in metres. */
export function parseDistanceMeters(text: string): number {
  for (const [names, metres] of UNITS) {
    for (const name of names) {
      if (text.endsWith(name)) {
        const n = Number(text.slice(0, -name.length));
        if (text.length > name.length && !Number.isNaN(n)) return n * metres;
      }
    }
  }
  const n = Number(text);
  if (Number.isNaN(n) || text.trim() === '') throw new EsError({ type: 'number_format_exception', reason: `For input string: "${text}"`, status: 400 });
  return n;
}

/** GeoUtils.geoHashLevelsForPrecision: the geohash length whose cells are no larger than `meters`. */
export function geoHashLevelsForPrecision(meters: number): number {
  if (meters === 0) return 24;
  const ratio = 1 + EARTH_POLAR_DISTANCE / EARTH_EQUATOR;
  const width = Math.sqrt((meters * meters) / (ratio * ratio));
  const part = Math.ceil(EARTH_EQUATOR / width);
  if (part === 1) return 1;
  const bits = Math.round(Math.ceil(Math.log(part) / Math.log(2)));
  const full = Math.trunc(bits / 5);
  const left = bits - full * 5;
  return full + (left > 0 ? 1 : 0) + full + (left > 3 ? 1 : 0);
}

/** A geo precision: a geohash length, or a distance its cells must not exceed. */
export function parseGeoPrecision(v: unknown): number {
  if (typeof v === 'number') return Math.trunc(v);
  return geoHashLevelsForPrecision(parseDistanceMeters(String(v)));
}

function parseContext(def: unknown): CompletionContextMapping {
  if (!isObject(def)) throw new EsError({ type: 'parse_exception', reason: 'expected map for context mapping', status: 400 });
  if (def.name === undefined) throw new EsError({ type: 'parse_exception', reason: 'field [name] is missing', status: 400 });
  if (def.type === undefined) throw new EsError({ type: 'parse_exception', reason: 'field [type] is missing', status: 400 });
  const type = String(def.type).toLowerCase();
  if (type !== 'category' && type !== 'geo') throw illegalArgument(`No context type for [${String(def.type)}]`);
  const out: CompletionContextMapping = { name: String(def.name), type };
  if (def.path !== undefined) out.path = String(def.path);
  if (type === 'geo') out.precision = def.precision === undefined ? DEFAULT_GEO_PRECISION : parseGeoPrecision(def.precision);
  return out;
}

function bool(v: unknown, name: string): boolean {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw mapperParsing(`Failed to parse value [${String(v)}] for setting [${name}]`);
}

/** The completion options of a field definition. */
export function parseCompletionOptions(def: Record<string, unknown>): CompletionOptions {
  const maxInputLength = def.max_input_length === undefined ? 50 : Number(def.max_input_length);
  if (!Number.isInteger(maxInputLength)) throw mapperParsing(`Failed to parse [max_input_length] value [${String(def.max_input_length)}]`);
  let contexts: CompletionContextMapping[] = [];
  if (def.contexts !== undefined) contexts = (Array.isArray(def.contexts) ? def.contexts : [def.contexts]).map(parseContext);
  return {
    preserveSeparators: def.preserve_separators === undefined ? true : bool(def.preserve_separators, 'preserve_separators'),
    preservePositionIncrements: def.preserve_position_increments === undefined ? true : bool(def.preserve_position_increments, 'preserve_position_increments'),
    maxInputLength,
    contexts,
  };
}

/** CompletionFieldMapper.toXContent: every option written, `search_analyzer` only when it differs. */
export function completionDefinition(analyzer: string, searchAnalyzer: string, o: CompletionOptions): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'completion', analyzer };
  if (searchAnalyzer !== analyzer) out.search_analyzer = searchAnalyzer;
  out.preserve_separators = o.preserveSeparators;
  out.preserve_position_increments = o.preservePositionIncrements;
  out.max_input_length = o.maxInputLength;
  if (o.contexts.length > 0) {
    out.contexts = o.contexts.map((c) => {
      const r: Record<string, unknown> = { name: c.name, type: c.type.toUpperCase() };
      if (c.type === 'geo') r.precision = c.precision;
      if (c.path !== undefined) r.path = c.path;
      return r;
    });
  }
  return out;
}
