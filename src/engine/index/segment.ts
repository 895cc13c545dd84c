import { compareUtf8, utf8Length } from '../util/utf8';
import type { DocValue, IndexedDoc } from './indexed-doc';
import { intToByte4 } from './norms';

/**
 * The postings of one field in one segment, in typed arrays. Terms are sorted in UTF-8 byte order.
 * For term t: its postings are `docs/freqs[postingsStart[t] .. postingsStart[t+1])`; for posting p,
 * its positions (and offsets, payloads) are `[positionsStart[p] .. positionsStart[p+1])`.
 */
export interface FieldPostings {
  terms: string[];
  termIds: Map<string, number>;
  docFreq: Int32Array;
  totalTermFreq: Float64Array;
  postingsStart: Int32Array;
  docs: Int32Array;
  freqs: Int32Array;
  positionsStart: Int32Array;
  positions: Int32Array;
  startOffsets: Int32Array;
  endOffsets: Int32Array;
  /** Per position; null when the field has no payloads in this segment. */
  payloads: Array<Uint8Array | undefined> | null;
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
}

/** An immutable segment: the documents flushed by one refresh, plus a mutable live-docs bitset. */
export class Segment {
  readonly maxDoc: number;
  readonly ids: string[];
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
    ids: string[];
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
    this.ids = init.ids;
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

/** One term's postings while a segment is built: flat lists, positions of all its docs back to back. */
interface TermAcc {
  docs: number[];
  freqs: number[];
  positions: number[];
  starts: number[];
  ends: number[];
  payloads: Array<Uint8Array | undefined> | null;
}

/** Builds a segment from analysed documents (deleted ones included, marked by `deletedDocs`). */
export function buildSegment(docs: IndexedDoc[], deletedDocs: ReadonlySet<number> = new Set()): Segment {
  const maxDoc = docs.length;
  const fieldTerms = new Map<string, Map<string, TermAcc>>();
  const fieldNorms = new Map<string, { norms: Uint8Array | null; withField: Uint8Array; hasPayloads: boolean }>();
  const dvAcc = new Map<string, Array<DocValue[] | undefined>>();
  const termVectors = new Map<string, Array<StoredTermVector | undefined>>();

  docs.forEach((doc, d) => {
    for (const [field, inv] of doc.inverted) {
      let terms = fieldTerms.get(field);
      let nf = fieldNorms.get(field);
      if (!terms) {
        terms = new Map();
        fieldTerms.set(field, terms);
      }
      if (!nf) {
        nf = { norms: null, withField: new Uint8Array(maxDoc), hasPayloads: false };
        fieldNorms.set(field, nf);
      }
      if (inv.hasNorms) {
        if (!nf.norms) nf.norms = new Uint8Array(maxDoc);
        nf.norms[d] = intToByte4(inv.normLength);
      }
      if (inv.terms.length === 0) continue;
      nf.withField[d] = 1;
      if (inv.payloads) nf.hasPayloads = true;
      // Group this doc's tokens by term.
      const perTerm = new Map<string, number[]>();
      for (let i = 0; i < inv.terms.length; i++) {
        const t = inv.terms[i];
        let idx = perTerm.get(t);
        if (!idx) perTerm.set(t, (idx = []));
        idx.push(i);
      }
      for (const [term, idx] of perTerm) {
        let acc = terms.get(term);
        if (!acc) terms.set(term, (acc = { docs: [], freqs: [], positions: [], starts: [], ends: [], payloads: null }));
        acc.docs.push(d);
        acc.freqs.push(idx.length);
        if (inv.payloads && !acc.payloads) acc.payloads = new Array(acc.positions.length).fill(undefined);
        for (const i of idx) {
          acc.positions.push(inv.positions[i]);
          acc.starts.push(inv.startOffsets[i]);
          acc.ends.push(inv.endOffsets[i]);
          if (acc.payloads) acc.payloads.push(inv.payloads ? inv.payloads[i] : undefined);
        }
      }
      const tvFlags = doc.termVectorFields.get(field);
      if (tvFlags) {
        let col = termVectors.get(field);
        if (!col) termVectors.set(field, (col = new Array(maxDoc).fill(undefined)));
        const sorted = [...perTerm.keys()].sort(compareUtf8);
        col[d] = {
          ...tvFlags,
          terms: sorted.map((term) => {
            const idx = perTerm.get(term)!;
            const e: StoredTermVector['terms'][number] = { term, freq: idx.length };
            if (tvFlags.positions) e.positions = idx.map((i) => inv.positions[i]);
            if (tvFlags.offsets) {
              e.startOffsets = idx.map((i) => inv.startOffsets[i]);
              e.endOffsets = idx.map((i) => inv.endOffsets[i]);
            }
            if (tvFlags.payloads && inv.payloads) e.payloads = idx.map((i) => inv.payloads![i]);
            return e;
          }),
        };
      }
    }
    for (const [field, values] of doc.docValues) {
      let col = dvAcc.get(field);
      if (!col) dvAcc.set(field, (col = new Array(maxDoc).fill(undefined)));
      col[d] = values;
    }
  });

  const fields = new Map<string, FieldPostings>();
  for (const [field, terms] of fieldTerms) {
    const nf = fieldNorms.get(field)!;
    const sortedTerms = [...terms.keys()].sort(compareUtf8);
    let nPostings = 0;
    let nPositions = 0;
    for (const t of sortedTerms) {
      const acc = terms.get(t)!;
      nPostings += acc.docs.length;
      nPositions += acc.positions.length;
    }
    const fp: FieldPostings = {
      terms: sortedTerms,
      termIds: new Map(sortedTerms.map((t, i) => [t, i])),
      docFreq: new Int32Array(sortedTerms.length),
      totalTermFreq: new Float64Array(sortedTerms.length),
      postingsStart: new Int32Array(sortedTerms.length + 1),
      docs: new Int32Array(nPostings),
      freqs: new Int32Array(nPostings),
      positionsStart: new Int32Array(nPostings + 1),
      positions: new Int32Array(nPositions),
      startOffsets: new Int32Array(nPositions),
      endOffsets: new Int32Array(nPositions),
      payloads: nf.hasPayloads ? new Array(nPositions).fill(undefined) : null,
      norms: nf.norms,
      docsWithField: nf.withField,
      docCount: 0,
      sumDocFreq: 0,
      sumTotalTermFreq: 0,
    };
    let p = 0;
    let q = 0;
    sortedTerms.forEach((t, ti) => {
      const acc = terms.get(t)!;
      fp.postingsStart[ti] = p;
      fp.docFreq[ti] = acc.docs.length;
      let ttf = 0;
      let j = 0;
      for (let k = 0; k < acc.docs.length; k++) {
        fp.docs[p] = acc.docs[k];
        fp.freqs[p] = acc.freqs[k];
        ttf += acc.freqs[k];
        fp.positionsStart[p] = q;
        for (let n = 0; n < acc.freqs[k]; n++, j++) {
          fp.positions[q] = acc.positions[j];
          fp.startOffsets[q] = acc.starts[j];
          fp.endOffsets[q] = acc.ends[j];
          if (fp.payloads && acc.payloads) fp.payloads[q] = acc.payloads[j];
          q++;
        }
        p++;
      }
      fp.totalTermFreq[ti] = ttf;
      fp.sumDocFreq += acc.docs.length;
      fp.sumTotalTermFreq += ttf;
    });
    fp.postingsStart[sortedTerms.length] = p;
    fp.positionsStart[nPostings] = q;
    for (let d = 0; d < maxDoc; d++) if (nf.withField[d]) fp.docCount++;
    fields.set(field, fp);
  }

  const docValues = new Map<string, DocValuesColumn>();
  for (const [field, col] of dvAcc) {
    const start = new Int32Array(maxDoc + 1);
    const flat: DocValue[] = [];
    for (let d = 0; d < maxDoc; d++) {
      start[d] = flat.length;
      const vs = col[d];
      if (vs) flat.push(...vs);
    }
    start[maxDoc] = flat.length;
    const numeric = flat.length === 0 || typeof flat[0] === 'number';
    docValues.set(field, { numeric, start, values: numeric ? Float64Array.from(flat as number[]) : (flat as string[]) });
  }

  const seg = new Segment({
    ids: docs.map((d) => d.id),
    types: docs.map((d) => d.type),
    sources: new ArraySources(docs.map((d) => d.source)),
    versions: Float64Array.from(docs.map((d) => d.version)),
    seqNos: Float64Array.from(docs.map((d) => d.seqNo)),
    routings: docs.map((d) => d.routing),
    fields,
    docValues,
    termVectors: new Map([...termVectors].map(([field, col]) => [field, { get: (d: number) => col[d] }])),
  });
  for (const d of deletedDocs) seg.delete(d);
  return seg;
}
