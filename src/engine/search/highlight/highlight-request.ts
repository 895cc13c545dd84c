/**
 * The search body's `highlight` as 6.8's HighlightBuilder reads it (AbstractHighlighterBuilder's options, global
 * and per field, `tags_schema`, `encoder`, `fields` as an object or an array of one-field objects), and each
 * field's options merged over the global ones with 6.8's defaults (SearchContextHighlight.FieldOptions).
 */
import { illegalArgument, parsingException, xContentParseException } from '../../errors/catalog';
import { isObject } from '../../util/json';
import { own } from '../../util/own';

export type BoundaryScanner = 'chars' | 'word' | 'sentence';

/** The options AbstractHighlighterBuilder declares (each may be left unset to inherit). */
export interface HighlightOptions {
  preTags?: string[];
  postTags?: string[];
  fragmentSize?: number;
  numberOfFragments?: number;
  scoreOrdered?: boolean;
  requireFieldMatch?: boolean;
  boundaryScanner?: BoundaryScanner;
  boundaryMaxScan?: number;
  boundaryChars?: string;
  boundaryScannerLocale?: string;
  type?: string;
  fragmenter?: string;
  noMatchSize?: number;
  forceSource?: boolean;
  phraseLimit?: number;
  highlightFilter?: boolean;
  /** The query JSON to highlight with instead of the search's query (parsed per index). */
  highlightQuery?: unknown;
}

export interface HighlightFieldRequest {
  /** The field name or a simple wildcard pattern. */
  name: string;
  options: HighlightOptions;
  fragmentOffset?: number;
  matchedFields?: string[];
}

export interface HighlightRequest {
  global: HighlightOptions;
  encoder: 'default' | 'html';
  fields: HighlightFieldRequest[];
}

/** One field's options with every default filled in (what a highlighter reads). */
export interface FieldHighlightOptions {
  preTags: string[];
  postTags: string[];
  fragmentSize: number;
  numberOfFragments: number;
  scoreOrdered: boolean;
  requireFieldMatch: boolean;
  /** Unset means the highlighter's own default (chars for fvh, sentence for unified). */
  boundaryScanner?: BoundaryScanner;
  boundaryMaxScan: number;
  boundaryChars: string;
  /** A BCP 47 tag; undefined is Java's Locale.ROOT. */
  boundaryScannerLocale?: string;
  type: string;
  fragmenter?: string;
  noMatchSize: number;
  forceSource: boolean;
  phraseLimit: number;
  highlightQuery?: unknown;
  encoder: 'default' | 'html';
  fragmentOffset: number;
  matchedFields: string[];
}

/** HighlightBuilder's tag schemas: `styled` numbers ten classes (FVH picks one per query term or phrase). */
export const STYLED_PRE_TAGS = Array.from({ length: 10 }, (_, i) => `<em class="hlt${i + 1}">`);
export const DEFAULT_PRE_TAGS = ['<em>'];
export const DEFAULT_POST_TAGS = ['</em>'];

const GLOBAL_ONLY = ['tags_schema', 'encoder', 'fields'];
const FIELD_ONLY = ['fragment_offset', 'matched_fields'];

function fail(owner: string, name: string): never {
  throw xContentParseException(`[${owner}] failed to parse field [${name}]`);
}

function intOf(owner: string, name: string, v: unknown): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < -2147483648 || n > 2147483647) fail(owner, name);
  return Math.trunc(n);
}

function boolOf(owner: string, name: string, v: unknown): boolean {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return fail(owner, name);
}

function stringOf(owner: string, name: string, v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return fail(owner, name);
}

function stringsOf(owner: string, name: string, v: unknown): string[] {
  if (!Array.isArray(v)) return [stringOf(owner, name, v)];
  return v.map((x) => stringOf(owner, name, x));
}

/** Reads one option of AbstractHighlighterBuilder into `o`; false when `key` is not one. */
function readOption(owner: string, o: HighlightOptions, key: string, v: unknown): boolean {
  switch (key) {
    case 'pre_tags': o.preTags = stringsOf(owner, key, v); return true;
    case 'post_tags': o.postTags = stringsOf(owner, key, v); return true;
    case 'order': o.scoreOrdered = stringOf(owner, key, v).toUpperCase() === 'SCORE'; return true;
    case 'highlight_filter': o.highlightFilter = boolOf(owner, key, v); return true;
    case 'fragment_size': o.fragmentSize = intOf(owner, key, v); return true;
    case 'number_of_fragments': o.numberOfFragments = intOf(owner, key, v); return true;
    case 'require_field_match': o.requireFieldMatch = boolOf(owner, key, v); return true;
    case 'boundary_scanner': {
      const s = stringOf(owner, key, v).toLowerCase();
      if (s !== 'chars' && s !== 'word' && s !== 'sentence') throw xContentParseException(`[${owner}] failed to parse field [${key}]`);
      o.boundaryScanner = s;
      return true;
    }
    case 'boundary_max_scan': o.boundaryMaxScan = intOf(owner, key, v); return true;
    case 'boundary_chars': o.boundaryChars = stringOf(owner, key, v); return true;
    case 'boundary_scanner_locale': o.boundaryScannerLocale = stringOf(owner, key, v); return true;
    case 'type': o.type = stringOf(owner, key, v); return true;
    case 'fragmenter': o.fragmenter = stringOf(owner, key, v); return true;
    case 'no_match_size': o.noMatchSize = intOf(owner, key, v); return true;
    case 'force_source': o.forceSource = boolOf(owner, key, v); return true;
    case 'phrase_limit': o.phraseLimit = intOf(owner, key, v); return true;
    case 'options': if (!isObject(v)) fail(owner, key); return true;
    case 'highlight_query':
      if (!isObject(v)) throw parsingException(`[_na] query malformed, must start with start_object`);
      o.highlightQuery = v;
      return true;
    default: return false;
  }
}

function checkTags(o: HighlightOptions) {
  if (o.preTags !== undefined && o.postTags === undefined) throw parsingException('pre_tags are set but post_tags are not set');
}

function parseField(name: string, body: unknown): HighlightFieldRequest {
  if (!isObject(body)) throw xContentParseException(`[highlight] failed to parse field [fields]`);
  const f: HighlightFieldRequest = { name, options: {} };
  for (const [k, v] of Object.entries(body)) {
    if (k === 'fragment_offset') f.fragmentOffset = intOf('highlight_field', k, v);
    else if (k === 'matched_fields') f.matchedFields = stringsOf('highlight_field', k, v);
    else if (!readOption('highlight_field', f.options, k, v) || GLOBAL_ONLY.includes(k)) {
      throw xContentParseException(`[highlight_field] unknown field [${k}], parser not found`);
    }
  }
  checkTags(f.options);
  return f;
}

/** `fields`: `{name: {...}}`, or `[{name: {...}}, ...]` for an explicit order (each element names one field). */
function parseFields(v: unknown): HighlightFieldRequest[] {
  if (isObject(v)) return Object.keys(v).map((name) => parseField(name, own(v, name)));
  if (Array.isArray(v)) {
    return v.map((el) => {
      if (!isObject(el) || Object.keys(el).length !== 1) throw parsingException('[highlight] field [fields] should be an array of objects with one field each');
      const name = Object.keys(el)[0];
      return parseField(name, own(el, name));
    });
  }
  return fail('highlight', 'fields');
}

export function parseHighlight(json: unknown): HighlightRequest {
  if (!isObject(json)) throw parsingException('[highlight] failed to parse, expected an object');
  const req: HighlightRequest = { global: {}, encoder: 'default', fields: [] };
  let schema: string | undefined;
  for (const [k, v] of Object.entries(json)) {
    if (k === 'tags_schema') schema = stringOf('highlight', k, v);
    else if (k === 'encoder') req.encoder = stringOf('highlight', k, v) === 'html' ? 'html' : 'default';
    else if (k === 'fields') req.fields = parseFields(v);
    else if (FIELD_ONLY.includes(k) || !readOption('highlight', req.global, k, v)) {
      throw xContentParseException(`[highlight] unknown field [${k}], parser not found`);
    }
  }
  if (schema !== undefined) {
    // HighlightBuilder.tagsSchema sets both tag lists, over any given before it in the body.
    if (schema === 'styled') {
      req.global.preTags = STYLED_PRE_TAGS;
      req.global.postTags = DEFAULT_POST_TAGS;
    } else if (schema === 'default') {
      req.global.preTags = DEFAULT_PRE_TAGS;
      req.global.postTags = DEFAULT_POST_TAGS;
    } else throw illegalSchema(schema);
  }
  checkTags(req.global);
  return req;
}

function illegalSchema(schema: string) {
  return xContentParseException('[highlight] failed to parse field [tags_schema]', illegalArgument(`Unknown tag schema [${schema}]`));
}

/** A field's options over the global ones, then 6.8's defaults. */
export function fieldOptions(req: HighlightRequest, field: HighlightFieldRequest): FieldHighlightOptions {
  const f = field.options;
  const g = req.global;
  const pick = <K extends keyof HighlightOptions>(k: K): HighlightOptions[K] => (f[k] !== undefined ? f[k] : g[k]);
  return {
    preTags: pick('preTags') ?? DEFAULT_PRE_TAGS,
    postTags: pick('postTags') ?? DEFAULT_POST_TAGS,
    fragmentSize: pick('fragmentSize') ?? 100,
    numberOfFragments: pick('numberOfFragments') ?? 5,
    scoreOrdered: pick('scoreOrdered') ?? false,
    requireFieldMatch: pick('requireFieldMatch') ?? true,
    boundaryScanner: pick('boundaryScanner'),
    boundaryMaxScan: pick('boundaryMaxScan') ?? 20,
    boundaryChars: pick('boundaryChars') ?? '.,!? \t\n',
    boundaryScannerLocale: pick('boundaryScannerLocale'),
    type: pick('type') ?? 'unified',
    fragmenter: pick('fragmenter'),
    noMatchSize: pick('noMatchSize') ?? 0,
    forceSource: pick('forceSource') ?? false,
    phraseLimit: pick('phraseLimit') ?? 256,
    highlightQuery: pick('highlightQuery'),
    encoder: req.encoder,
    fragmentOffset: field.fragmentOffset ?? -1,
    matchedFields: field.matchedFields ?? [],
  };
}
