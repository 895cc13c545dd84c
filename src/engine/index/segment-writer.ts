import { compareUtf8 } from '../util/utf8';
import type { DocValue, FieldInversion, IndexedDoc } from './indexed-doc';
import { intToByte4 } from './norms';
import { ByteWriter, writeProx } from './prox';
import { ArraySources, POSTINGS_BLOCK, Segment, type DocValuesColumn, type FieldPostings, type StoredTermVector, type TermVectorColumn } from './segment';

/** A growable typed array: `ensure(n)` before writing up to index n - 1 of `a`. */
class Growable<A extends Int32Array | Uint8Array> {
  constructor(
    public a: A,
    private readonly make: (length: number) => A,
  ) {}
  ensure(n: number) {
    if (n > this.a.length) {
      const next = this.make(Math.max(n, this.a.length * 2));
      next.set(this.a);
      this.a = next;
    }
  }
}

type Ints = Growable<Int32Array>;
type Bytes = Growable<Uint8Array>;
const ints = (capacity = 256): Ints => new Growable(new Int32Array(capacity), (n) => new Int32Array(n));
const bytes = (capacity = 256): Bytes => new Growable(new Uint8Array(capacity), (n) => new Uint8Array(n));

const HIGH_UTF16 = /[\ud800-\uffff]/;

/**
 * One field's tokens while a segment is being written: a term dictionary and flat typed arrays of every
 * token (term id, position, offsets) in document order, so adding a document allocates nothing per token.
 * At flush the tokens are bucketed by term (a counting sort) into postings.
 */
class FieldWriter {
  readonly termIds = new Map<string, number>();
  readonly terms: string[] = [];
  /** Some term holds a UTF-16 unit whose order differs from UTF-8's (surrogates, U+E000+). */
  private needsUtf8Sort = false;
  private termTokens = ints();
  private termDocs = ints();
  private termLastDoc = ints();
  private tokTerm = ints(1024);
  private tokPos = ints(1024);
  private tokStart = ints(1024);
  private tokEnd = ints(1024);
  private payloads: Map<number, Uint8Array> | null = null;
  nTokens = 0;
  /** docTokenStart[d]: the first token of doc d (filled up to `filledDocs`). */
  private docTokenStart = ints();
  private filledDocs = 0;
  private norms: Bytes | null = null;
  private withField = bytes();

  /** Docs before `d` that never had this field get an empty token range. */
  private reach(d: number) {
    this.docTokenStart.ensure(d + 2);
    while (this.filledDocs <= d) this.docTokenStart.a[this.filledDocs++] = this.nTokens;
  }

  add(d: number, inv: FieldInversion) {
    this.reach(d);
    if (inv.hasNorms) {
      if (!this.norms) this.norms = bytes(this.withField.a.length);
      this.norms.ensure(d + 1);
      this.norms.a[d] = intToByte4(inv.normLength);
    }
    const n = inv.terms.length;
    if (n === 0) return;
    this.withField.ensure(d + 1);
    this.withField.a[d] = 1;
    const total = this.nTokens + n;
    this.tokTerm.ensure(total);
    this.tokPos.ensure(total);
    this.tokStart.ensure(total);
    this.tokEnd.ensure(total);
    const tokTerm = this.tokTerm.a;
    const tokPos = this.tokPos.a;
    const tokStart = this.tokStart.a;
    const tokEnd = this.tokEnd.a;
    const terms = inv.terms;
    const positions = inv.positions;
    const starts = inv.startOffsets;
    const ends = inv.endOffsets;
    const base = this.nTokens;
    let termTokens = this.termTokens.a;
    let termDocs = this.termDocs.a;
    let termLastDoc = this.termLastDoc.a;
    for (let i = 0; i < n; i++) {
      const term = terms[i];
      let t = this.termIds.get(term);
      if (t === undefined) {
        t = this.newTerm(term);
        termTokens = this.termTokens.a;
        termDocs = this.termDocs.a;
        termLastDoc = this.termLastDoc.a;
      }
      const k = base + i;
      tokTerm[k] = t;
      tokPos[k] = positions[i];
      tokStart[k] = starts[i];
      tokEnd[k] = ends[i];
      termTokens[t]++;
      if (termLastDoc[t] !== d) {
        termLastDoc[t] = d;
        termDocs[t]++;
      }
    }
    if (inv.payloads) {
      for (let i = 0; i < n; i++) {
        const pl = inv.payloads[i];
        if (pl) (this.payloads ??= new Map()).set(base + i, pl);
      }
    }
    this.nTokens = total;
  }

  private newTerm(term: string): number {
    const t = this.terms.length;
    this.termIds.set(term, t);
    this.terms.push(term);
    if (!this.needsUtf8Sort && HIGH_UTF16.test(term)) this.needsUtf8Sort = true;
    this.termTokens.ensure(t + 1);
    this.termDocs.ensure(t + 1);
    this.termLastDoc.ensure(t + 1);
    this.termTokens.a[t] = 0;
    this.termDocs.a[t] = 0;
    this.termLastDoc.a[t] = -1;
    return t;
  }

  /** The field's postings for a segment of `maxDoc` docs. */
  build(maxDoc: number): FieldPostings {
    this.reach(maxDoc);
    const nTerms = this.terms.length;
    const terms = this.terms;
    // Terms in UTF-8 byte order; UTF-16 order is the same unless a term has a unit at or above U+D800.
    const order = Array.from({ length: nTerms }, (_, i) => i);
    if (this.needsUtf8Sort) order.sort((a, b) => compareUtf8(terms[a], terms[b]));
    else order.sort((a, b) => (terms[a] < terms[b] ? -1 : 1));
    const rank = new Int32Array(nTerms);
    for (let r = 0; r < nTerms; r++) rank[order[r]] = r;

    const termTokens = this.termTokens.a;
    const termDocs = this.termDocs.a;
    const postingsStart = new Int32Array(nTerms + 1);
    const tokenStart = new Int32Array(nTerms + 1);
    const docFreq = new Int32Array(nTerms);
    const totalTermFreq = new Float64Array(nTerms);
    for (let r = 0; r < nTerms; r++) {
      const t = order[r];
      docFreq[r] = termDocs[t];
      totalTermFreq[r] = termTokens[t];
      postingsStart[r + 1] = postingsStart[r] + termDocs[t];
      tokenStart[r + 1] = tokenStart[r] + termTokens[t];
    }
    const nPostings = postingsStart[nTerms];

    // Counting sort of the tokens by term rank, stable, so each term's tokens stay in doc/position order.
    const cursor = tokenStart.slice(0, nTerms);
    const sortedTok = new Int32Array(this.nTokens);
    const sortedDoc = new Int32Array(this.nTokens);
    const tokTerm = this.tokTerm.a;
    const docTokenStart = this.docTokenStart.a;
    for (let d = 0; d < maxDoc; d++) {
      for (let k = docTokenStart[d]; k < docTokenStart[d + 1]; k++) {
        const c = cursor[rank[tokTerm[k]]]++;
        sortedTok[c] = k;
        sortedDoc[c] = d;
      }
    }

    const norms = this.norms ? exactly(this.norms.a, maxDoc) : null;
    const docs = new Int32Array(nPostings);
    const freqs = new Int32Array(nPostings);
    const proxStart = new Int32Array(nPostings + 1);
    const maxFreq = new Int32Array(nTerms);
    const minNorm = new Uint8Array(nTerms);
    const nBlocks = Math.ceil(nPostings / POSTINGS_BLOCK);
    const blockMaxFreq = new Int32Array(nBlocks);
    const blockMinNorm = new Uint8Array(nBlocks).fill(norms ? 255 : 0);
    const w = new ByteWriter(this.nTokens * 3 + 16);
    const positions = this.tokPos.a;
    const starts = this.tokStart.a;
    const ends = this.tokEnd.a;
    let p = 0;
    let sumTotalTermFreq = 0;
    for (let r = 0; r < nTerms; r++) {
      let mf = 0;
      let mn = 255;
      const end = tokenStart[r + 1];
      for (let c = tokenStart[r]; c < end; ) {
        const d = sortedDoc[c];
        let e = c + 1;
        while (e < end && sortedDoc[e] === d) e++;
        const f = e - c;
        docs[p] = d;
        freqs[p] = f;
        proxStart[p] = w.length;
        writeProx(w, sortedTok, c, e, positions, starts, ends, this.payloads);
        if (f > mf) mf = f;
        const b = (p / POSTINGS_BLOCK) | 0;
        if (f > blockMaxFreq[b]) blockMaxFreq[b] = f;
        if (norms) {
          if (norms[d] < mn) mn = norms[d];
          if (norms[d] < blockMinNorm[b]) blockMinNorm[b] = norms[d];
        }
        p++;
        c = e;
      }
      maxFreq[r] = mf;
      minNorm[r] = norms ? mn : 0;
      sumTotalTermFreq += totalTermFreq[r];
    }
    proxStart[nPostings] = w.length;

    const termIds = this.termIds;
    for (let r = 0; r < nTerms; r++) termIds.set(terms[order[r]], r);
    const sortedTerms = order.map((t) => terms[t]);
    const withField = exactly(this.withField.a, maxDoc);
    let docCount = 0;
    for (let d = 0; d < maxDoc; d++) docCount += withField[d];
    return {
      terms: sortedTerms,
      termIds,
      docFreq,
      totalTermFreq,
      maxFreq,
      minNorm,
      blockMaxFreq,
      blockMinNorm,
      postingsStart,
      docs,
      freqs,
      proxStart,
      prox: w.finish(),
      hasPayloads: this.payloads !== null,
      norms,
      docsWithField: withField,
      docCount,
      sumDocFreq: nPostings,
      sumTotalTermFreq,
    };
  }
}

/** A copy of the first `n` bytes (zeros past the end of `a`). */
function exactly(a: Uint8Array, n: number): Uint8Array {
  const out = new Uint8Array(n);
  out.set(a.subarray(0, Math.min(n, a.length)));
  return out;
}

/** Rough bytes a buffered token and document cost, to decide when a buffer is worth a segment of its own. */
const TOKEN_BYTES = 20;
const DOC_BYTES = 200;

/**
 * The write buffer of a shard: documents analysed and appended as they come, written out as one
 * immutable Segment at refresh (or earlier, when the buffer is full, as Lucene's IndexWriter flushes by RAM).
 */
export class SegmentWriter {
  private ids: string[] = [];
  private types: string[] = [];
  private sources: unknown[] = [];
  private versions: number[] = [];
  private seqNos: number[] = [];
  private routings: Array<string | undefined> = [];
  private fields = new Map<string, FieldWriter>();
  private docValues = new Map<string, Array<DocValue[] | undefined>>();
  private exactLongs = new Map<string, Array<Map<number, bigint> | undefined>>();
  private termVectors = new Map<string, Array<StoredTermVector | undefined>>();
  private tokens = 0;

  get maxDoc(): number {
    return this.ids.length;
  }

  /** Estimated bytes held. */
  get ramBytes(): number {
    return this.tokens * TOKEN_BYTES + this.ids.length * DOC_BYTES;
  }

  /** Appends a document; returns its doc id in the segment to be. */
  add(doc: IndexedDoc): number {
    const d = this.ids.length;
    this.ids.push(doc.id);
    this.types.push(doc.type);
    this.sources.push(doc.source);
    this.versions.push(doc.version);
    this.seqNos.push(doc.seqNo);
    this.routings.push(doc.routing);
    for (const [field, inv] of doc.inverted) {
      let fw = this.fields.get(field);
      if (!fw) this.fields.set(field, (fw = new FieldWriter()));
      fw.add(d, inv);
      this.tokens += inv.terms.length;
      const tvFlags = doc.termVectorFields.get(field);
      if (tvFlags && inv.terms.length > 0) {
        let col = this.termVectors.get(field);
        if (!col) this.termVectors.set(field, (col = []));
        col[d] = storedTermVector(inv, tvFlags);
      }
    }
    for (const [field, values] of doc.docValues) {
      let col = this.docValues.get(field);
      if (!col) this.docValues.set(field, (col = []));
      col[d] = values;
    }
    if (doc.exactLongs) {
      for (const [field, exact] of doc.exactLongs) {
        let col = this.exactLongs.get(field);
        if (!col) this.exactLongs.set(field, (col = []));
        col[d] = exact;
      }
    }
    return d;
  }

  /** The segment of everything added (docs in `deletedDocs` marked deleted). The writer is spent after. */
  build(deletedDocs: ReadonlySet<number> = new Set()): Segment {
    const maxDoc = this.ids.length;
    const fields = new Map<string, FieldPostings>();
    for (const [field, fw] of this.fields) fields.set(field, fw.build(maxDoc));
    const docValues = new Map<string, DocValuesColumn>();
    for (const [field, col] of this.docValues) {
      const start = new Int32Array(maxDoc + 1);
      const flat: DocValue[] = [];
      const exactCol = this.exactLongs.get(field);
      let exact: Map<number, bigint> | undefined;
      for (let d = 0; d < maxDoc; d++) {
        start[d] = flat.length;
        const e = exactCol?.[d];
        if (e) for (const [i, v] of e) (exact ??= new Map()).set(flat.length + i, v);
        const vs = col[d];
        if (vs) for (const v of vs) flat.push(v);
      }
      start[maxDoc] = flat.length;
      const numeric = flat.length === 0 || typeof flat[0] === 'number';
      docValues.set(field, { numeric, start, values: numeric ? Float64Array.from(flat as number[]) : (flat as string[]), ...(exact ? { exact } : {}) });
    }
    const termVectors = new Map<string, TermVectorColumn>();
    for (const [field, col] of this.termVectors) termVectors.set(field, { get: (d: number) => col[d] });
    const seg = new Segment({
      ids: this.ids,
      types: this.types,
      sources: new ArraySources(this.sources),
      versions: Float64Array.from(this.versions),
      seqNos: Float64Array.from(this.seqNos),
      routings: this.routings,
      fields,
      docValues,
      termVectors,
    });
    for (const d of deletedDocs) seg.delete(d);
    return seg;
  }
}

/** A field's term vector as stored for one document: its terms in UTF-8 order with what the mapping keeps. */
function storedTermVector(inv: FieldInversion, flags: { positions: boolean; offsets: boolean; payloads: boolean }): StoredTermVector {
  const perTerm = new Map<string, number[]>();
  for (let i = 0; i < inv.terms.length; i++) {
    const t = inv.terms[i];
    let idx = perTerm.get(t);
    if (!idx) perTerm.set(t, (idx = []));
    idx.push(i);
  }
  const sorted = [...perTerm.keys()].sort(compareUtf8);
  return {
    ...flags,
    terms: sorted.map((term) => {
      const idx = perTerm.get(term)!;
      const e: StoredTermVector['terms'][number] = { term, freq: idx.length };
      if (flags.positions) e.positions = idx.map((i) => inv.positions[i]);
      if (flags.offsets) {
        e.startOffsets = idx.map((i) => inv.startOffsets[i]);
        e.endOffsets = idx.map((i) => inv.endOffsets[i]);
      }
      if (flags.payloads && inv.payloads) e.payloads = idx.map((i) => inv.payloads![i]);
      return e;
    }),
  };
}
