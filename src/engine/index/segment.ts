import { utf8Length } from '../util/utf8';

/** Postings per block of FieldPostings' block bounds. */
export const POSTINGS_BLOCK = 128;

/** Finds a term's number in a field's sorted terms. */
export interface TermLookup {
  get(term: string): number | undefined;
}

/**
 * The postings of one field in one segment, in typed arrays. Terms are sorted in UTF-8 byte order.
 * For term t: its postings are `docs/freqs[postingsStart[t] .. postingsStart[t+1])` (docs ascending);
 * posting p's positions, offsets and payloads are packed in `prox` from byte `proxStart[p]` (see prox.ts).
 */
export interface FieldPostings {
  terms: string[];
  /** Term → its number in `terms` (a Map, or a search of the sorted terms). */
  termIds: TermLookup;
  docFreq: Int32Array;
  totalTermFreq: Float64Array;
  /** Per term, the largest freq and the smallest norm byte among its postings: a bound on its BM25 score. */
  maxFreq: Int32Array;
  minNorm: Uint8Array;
  /**
   * The same per block of POSTINGS_BLOCK consecutive postings of the field (block b: postings
   * [b * POSTINGS_BLOCK, (b + 1) * POSTINGS_BLOCK), whatever their terms): bounds for skipping blocks.
   */
  blockMaxFreq: Int32Array;
  blockMinNorm: Uint8Array;
  postingsStart: Int32Array;
  docs: Int32Array;
  freqs: Int32Array;
  proxStart: Int32Array;
  prox: Uint8Array;
  /** Whether `prox` holds payloads (some token of the field had one in this segment). */
  hasPayloads: boolean;
  /** Norm byte per doc (0 for docs without the field); null when the field has no norms. */
  norms: Uint8Array | null;
  /** 1 for docs that have the field. */
  docsWithField: Uint8Array;
  docCount: number;
  sumDocFreq: number;
  sumTotalTermFreq: number;
}

/** A stored term vector of one field of one document (terms in UTF-8 order). */
export interface StoredTermVector {
  positions: boolean;
  offsets: boolean;
  payloads: boolean;
  terms: Array<{
    term: string;
    freq: number;
    positions?: number[];
    startOffsets?: number[];
    endOffsets?: number[];
    payloads?: Array<Uint8Array | undefined>;
  }>;
}

/** The stored term vectors of one field, by segment doc (undefined where a doc has none). */
export interface TermVectorColumn {
  get(doc: number): StoredTermVector | undefined;
}

/** The `_source` of each doc of a segment, deleted ones included. */
export interface StoredSources {
  get(doc: number): unknown;
  /** UTF-8 bytes of all sources as JSON: the stand-in for Lucene's stored-fields size. */
  readonly jsonBytes: number;
}

/** Sources kept as the objects that were indexed (immutable once indexed). */
export class ArraySources implements StoredSources {
  private bytes: number | undefined;
  constructor(private readonly values: unknown[]) {}
  get(doc: number): unknown {
    return this.values[doc];
  }
  get jsonBytes(): number {
    if (this.bytes === undefined) {
      this.bytes = 0;
      for (const v of this.values) this.bytes += utf8Length(JSON.stringify(v ?? null));
    }
    return this.bytes;
  }
}

/** Per-field doc values: values of doc d are `values[start[d] .. start[d+1])`, sorted. */
export interface DocValuesColumn {
  numeric: boolean;
  start: Int32Array;
  values: Float64Array | string[];
  /** long: the exact values the doubles in `values` round (past 2^53), by index in `values`. */
  exact?: Map<number, bigint>;
}

/** A list read from a blob one item at a time, or made whole on first use (a StringTable). */
export interface LazyList<T> {
  readonly length: number;
  get(i: number): T;
  toArray(): T[];
}

/** An immutable segment: the documents flushed together (by a refresh, or a full buffer), plus a mutable live-docs bitset. */
export class Segment {
  readonly maxDoc: number;
  private idList: string[] | undefined;
  private readonly idTable: LazyList<string> | undefined;
  readonly types: string[];
  readonly sources: StoredSources;
  readonly versions: Float64Array;
  readonly seqNos: Float64Array;
  readonly routings: Array<string | undefined>;
  /** 1 = live. Deletes are applied at refresh, as a new reader would see them. */
  readonly liveDocs: Uint8Array;
  readonly fields: Map<string, FieldPostings>;
  readonly docValues: Map<string, DocValuesColumn>;
  readonly termVectors: Map<string, TermVectorColumn>;
  private deleted = 0;

  constructor(init: {
    /** perf: a table (a decoded segment's) is made into 100,000 strings only when all ids are needed. */
    ids: string[] | LazyList<string>;
    types: string[];
    sources: StoredSources;
    versions: Float64Array;
    seqNos: Float64Array;
    routings: Array<string | undefined>;
    fields: Map<string, FieldPostings>;
    docValues: Map<string, DocValuesColumn>;
    termVectors: Map<string, TermVectorColumn>;
  }) {
    this.maxDoc = init.ids.length;
    if (Array.isArray(init.ids)) this.idList = init.ids;
    else this.idTable = init.ids;
    this.types = init.types;
    this.sources = init.sources;
    this.versions = init.versions;
    this.seqNos = init.seqNos;
    this.routings = init.routings;
    this.fields = init.fields;
    this.docValues = init.docValues;
    this.termVectors = init.termVectors;
    this.liveDocs = new Uint8Array(this.maxDoc).fill(1);
  }

  /** Every doc's `_id`. */
  get ids(): string[] {
    return (this.idList ??= this.idTable!.toArray());
  }

  /** One doc's `_id`, without making the whole list. */
  id(doc: number): string {
    return this.idList ? this.idList[doc] : this.idTable!.get(doc);
  }

  delete(doc: number) {
    if (this.liveDocs[doc]) {
      this.liveDocs[doc] = 0;
      this.deleted++;
    }
  }

  get numDocs(): number {
    return this.maxDoc - this.deleted;
  }

  get numDeleted(): number {
    return this.deleted;
  }
}
