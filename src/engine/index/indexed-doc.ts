import type { DocMeta } from '../types';

/**
 * One document after analysis, ready to go into a segment: its stored parts (source, version...) and,
 * per indexed field, the tokens as the inverted index and term vectors need them.
 */
export interface FieldInversion {
  /** Term of each token, in token order. */
  terms: string[];
  positions: number[];
  startOffsets: number[];
  endOffsets: number[];
  /** Payload per token; undefined when no token has one. */
  payloads?: Array<Uint8Array | undefined>;
  /** Tokens counted for the length norm (position increment > 0, discount_overlaps). */
  normLength: number;
  /** Whether this field keeps norms (text with norms on). */
  hasNorms: boolean;
}

export type DocValue = number | string;

export interface IndexedDoc extends DocMeta {
  inverted: Map<string, FieldInversion>;
  /** Sorted values per field: numbers for numeric/date/boolean (0/1), strings for keyword. */
  docValues: Map<string, DocValue[]>;
  /** long fields: exact values past 2^53 by their index in the field's sorted `docValues`. */
  exactLongs?: Map<string, Map<number, bigint>>;
  /** Fields whose term vectors are stored, with the flags of their `term_vector` option. */
  termVectorFields: Map<string, { positions: boolean; offsets: boolean; payloads: boolean }>;
}
