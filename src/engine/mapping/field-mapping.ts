/**
 * "What is this field, and how is it indexed?" The typed form of a 6.x mapping. `definition` keeps the
 * field's JSON as ES renders it back in GET _mapping (params the user gave plus those ES adds).
 */

export type NumericType = 'long' | 'integer' | 'short' | 'byte' | 'double' | 'float' | 'half_float' | 'scaled_float';
export const RANGE_TYPES = ['integer_range', 'float_range', 'long_range', 'double_range', 'date_range', 'ip_range'] as const;
export type RangeType = (typeof RANGE_TYPES)[number];
export const isRangeType = (t: string): t is RangeType => (RANGE_TYPES as readonly string[]).includes(t);
/** Types ES 6.8 has no fielddata for (sorting, aggregating, docvalue_fields refuse them). */
export const hasNoFielddata = (t: string): boolean => isRangeType(t) || t === 'completion';
export type LeafType = 'text' | 'keyword' | NumericType | 'date' | 'boolean' | 'binary' | 'ip' | 'geo_point' | 'geo_shape' | RangeType | 'completion' | 'token_count';

/** A context of a completion field (ES 6.8's CategoryContextMapping / GeoContextMapping). */
export interface CompletionContextMapping {
  name: string;
  type: 'category' | 'geo';
  /** A document field whose values are the context when the suggestion gives none. */
  path?: string;
  /** geo: the geohash length the locations are indexed at. */
  precision?: number;
}

/** What a `completion` field keeps beside its analyzers (CompletionFieldMapper). */
export interface CompletionOptions {
  preserveSeparators: boolean;
  preservePositionIncrements: boolean;
  maxInputLength: number;
  contexts: CompletionContextMapping[];
}

export const NUMERIC_TYPES: readonly NumericType[] = ['long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float'];
export const isNumericType = (t: string): t is NumericType => (NUMERIC_TYPES as readonly string[]).includes(t);

export type TermVectorOption =
  | 'no'
  | 'yes'
  | 'with_positions'
  | 'with_offsets'
  | 'with_positions_offsets'
  | 'with_positions_payloads'
  | 'with_positions_offsets_payloads';

export const TERM_VECTOR_OPTIONS: readonly TermVectorOption[] = [
  'no', 'yes', 'with_positions', 'with_offsets', 'with_positions_offsets', 'with_positions_payloads', 'with_positions_offsets_payloads',
];

export type IndexOptions = 'docs' | 'freqs' | 'positions' | 'offsets';

export interface TermVectorFlags {
  stored: boolean;
  positions: boolean;
  offsets: boolean;
  payloads: boolean;
}

export function termVectorFlags(option: TermVectorOption): TermVectorFlags {
  return {
    stored: option !== 'no',
    positions: option.includes('positions'),
    offsets: option.includes('offsets'),
    payloads: option.includes('payloads'),
  };
}

export interface LeafFieldMapping {
  kind: 'leaf';
  /** Full dotted path, e.g. `user.name` or `title.raw` for a multi-field. */
  path: string;
  type: LeafType;
  index: boolean;
  store: boolean;
  docValues: boolean;
  norms: boolean;
  indexOptions: IndexOptions;
  termVector: TermVectorOption;
  analyzer?: string;
  searchAnalyzer?: string;
  searchQuoteAnalyzer?: string;
  normalizer?: string;
  positionIncrementGap?: number;
  ignoreAbove?: number;
  nullValue?: unknown;
  format?: string;
  /** `locale` of a date field: whose month and day names its format reads. */
  locale?: string;
  coerce: boolean;
  ignoreMalformed: boolean;
  boost: number;
  scalingFactor?: number;
  /** `completion` fields only. */
  completion?: CompletionOptions;
  /** token_count: whether the count adds position increments (a removed stop word still counts) or tokens. */
  enablePositionIncrements?: boolean;
  copyTo: string[];
  /** Multi-fields, by their own short name. */
  fields: Map<string, LeafFieldMapping>;
  /** The JSON ES renders for this field (without `fields`, rendered from the map). */
  definition: Record<string, unknown>;
}

export interface ObjectMapping {
  kind: 'object';
  path: string;
  /** `true`, `false` or `strict`; undefined inherits from the parent. */
  dynamic?: 'true' | 'false' | 'strict';
  enabled: boolean;
  /** `type: nested`: each object under it is a hidden document of its own (searched with the `nested` query). */
  nested?: { includeInParent: boolean; includeInRoot: boolean };
  properties: Map<string, Mapping>;
}

/** `type: alias` (6.8's FieldAliasMapper): another name for the concrete field at `target` (a full path). */
export interface FieldAliasMapping {
  kind: 'alias';
  /** The alias's own full path. */
  path: string;
  /** The concrete field it stands for (its `path` parameter). */
  target: string;
}

export type Mapping = LeafFieldMapping | ObjectMapping | FieldAliasMapping;

/** The single mapping type of a 6.x index. */
export interface TypeMapping {
  name: string;
  root: ObjectMapping;
  sourceEnabled: boolean;
  sourceIncludes: string[];
  sourceExcludes: string[];
  dateDetection: boolean;
  numericDetection: boolean;
  dynamicDateFormats: string[];
  dynamicTemplates: unknown[];
  routingRequired: boolean;
  meta?: Record<string, unknown>;
}
