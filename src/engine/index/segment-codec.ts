/**
 * The segment codec: an immutable Segment to one ArrayBuffer and back (Lucene keeps a segment in a few
 * files per codec; we keep one blob). Postings are delta-coded varints as in Lucene's postings formats
 * (doc gaps per term; positions, offsets and payloads as the segment packs them, see prox.ts; start
 * lists and total term freqs are recomputed); score bounds, norms, doc values and term vectors are
 * typed arrays; terms and ids are string tables read when first needed; each `_source` is its own JSON text, parsed when a hit or GET reads it.
 * Live docs are not in the blob: they change after the segment is written and live in the shard manifest.
 */
import { BlobReader, BlobWriter, CorruptBlobError, type StringTable, type Utf8Table } from '../storage/binary';
import { POSTINGS_BLOCK, Segment, type DocValuesColumn, type FieldPostings, type StoredSources, type StoredTermVector, type TermVectorColumn } from './segment';

/** Bumped whenever the layout below changes: a cache written by another version is rebuilt, never read. */
export const SEGMENT_CODEC_VERSION = 2;
const MAGIC = 0x47535053; // "SPSG"

const TV_PRESENT = 1;
const TV_POSITIONS = 2;
const TV_OFFSETS = 4;
const TV_PAYLOADS = 8;
const TV_HAS_PAYLOAD_ARRAY = 16;

/** Payloads as one byte array plus end offsets; a zero-length payload stands for none (we never store empty ones). */
function writePayloads(w: BlobWriter, payloads: ReadonlyArray<Uint8Array | undefined>) {
  const ends = new Int32Array(payloads.length);
  let n = 0;
  for (let i = 0; i < payloads.length; i++) ends[i] = n += payloads[i]?.length ?? 0;
  const bytes = new Uint8Array(n);
  let o = 0;
  for (const p of payloads) {
    if (p) {
      bytes.set(p, o);
      o += p.length;
    }
  }
  w.int32s(ends);
  w.bytes(bytes);
}

function payloadList(ends: Int32Array, bytes: Uint8Array): Array<Uint8Array | undefined> {
  const out = new Array<Uint8Array | undefined>(ends.length);
  let start = 0;
  for (let i = 0; i < ends.length; i++) {
    if (ends[i] < start || ends[i] > bytes.length) throw new CorruptBlobError('bad payload offsets');
    out[i] = ends[i] > start ? bytes.subarray(start, ends[i]) : undefined;
    start = ends[i];
  }
  return out;
}

function readPayloads(r: BlobReader): Array<Uint8Array | undefined> {
  return payloadList(r.int32s(), r.bytes());
}

function writeField(w: BlobWriter, fp: FieldPostings) {
  w.strings(fp.terms);
  w.varints(fp.docFreq);
  const nPostings = fp.docs.length;
  const docGaps = new Int32Array(nPostings);
  for (let t = 0; t < fp.terms.length; t++) {
    let prev = 0;
    for (let p = fp.postingsStart[t]; p < fp.postingsStart[t + 1]; p++) {
      docGaps[p] = fp.docs[p] - prev;
      prev = fp.docs[p];
    }
  }
  w.varints(docGaps);
  w.varints(fp.freqs);
  // Positions, offsets and payloads are already variable-byte deltas (prox.ts): their bytes as they are,
  // and each posting's byte length.
  const proxLengths = new Int32Array(nPostings);
  for (let p = 0; p < nPostings; p++) proxLengths[p] = fp.proxStart[p + 1] - fp.proxStart[p];
  w.varints(proxLengths);
  w.bytes(fp.prox);
  w.num(fp.hasPayloads ? 1 : 0);
  w.varints(fp.maxFreq);
  w.bytes(fp.minNorm);
  w.varints(fp.blockMaxFreq);
  w.bytes(fp.blockMinNorm);
  w.num(fp.norms ? 1 : 0);
  if (fp.norms) w.bytes(fp.norms);
  w.bytes(fp.docsWithField);
  w.num(fp.docCount);
  w.num(fp.sumDocFreq);
  w.num(fp.sumTotalTermFreq);
}

/**
 * Field postings decoded from a blob. Docs, freqs, prox and the score bounds (what queries read) are
 * decoded at once; the term list and term ids (term lookups) on first use.
 */
class DecodedFieldPostings implements FieldPostings {
  private termList: string[] | undefined;
  private ids: Map<string, number> | undefined;

  constructor(
    private readonly table: StringTable,
    readonly docFreq: Int32Array,
    readonly totalTermFreq: Float64Array,
    readonly maxFreq: Int32Array,
    readonly minNorm: Uint8Array,
    readonly blockMaxFreq: Int32Array,
    readonly blockMinNorm: Uint8Array,
    readonly postingsStart: Int32Array,
    readonly docs: Int32Array,
    readonly freqs: Int32Array,
    readonly proxStart: Int32Array,
    readonly prox: Uint8Array,
    readonly hasPayloads: boolean,
    readonly norms: Uint8Array | null,
    readonly docsWithField: Uint8Array,
    readonly docCount: number,
    readonly sumDocFreq: number,
    readonly sumTotalTermFreq: number,
  ) {}

  get terms(): string[] {
    return (this.termList ??= this.table.toArray());
  }

  get termIds(): Map<string, number> {
    if (!this.ids) {
      const terms = this.terms;
      const ids = new Map<string, number>();
      for (let i = 0; i < terms.length; i++) ids.set(terms[i], i);
      if (ids.size !== terms.length) throw new CorruptBlobError('a term is listed twice');
      this.ids = ids;
    }
    return this.ids;
  }
}

function readField(r: BlobReader, maxDoc: number): FieldPostings {
  const table = r.strings();
  const nTerms = table.length;
  const docFreq = r.varints();
  const docs = r.varints();
  const freqs = r.varints();
  const proxLengths = r.varints();
  const prox = r.bytes();
  const hasPayloads = r.num() === 1;
  const maxFreq = r.varints();
  const minNorm = r.bytes();
  const blockMaxFreq = r.varints();
  const blockMinNorm = r.bytes();
  const nPostings = docs.length;
  const nBlocks = Math.ceil(nPostings / POSTINGS_BLOCK);
  if (docFreq.length !== nTerms || freqs.length !== nPostings || proxLengths.length !== nPostings || maxFreq.length !== nTerms || minNorm.length !== nTerms ||
    blockMaxFreq.length !== nBlocks || blockMinNorm.length !== nBlocks) {
    throw new CorruptBlobError('field postings of inconsistent sizes');
  }
  // Undo the deltas and recompute what the writer left out: start lists and total term freqs.
  const postingsStart = new Int32Array(nTerms + 1);
  const totalTermFreq = new Float64Array(nTerms);
  const proxStart = new Int32Array(nPostings + 1);
  let p = 0;
  let q = 0;
  for (let t = 0; t < nTerms; t++) {
    postingsStart[t] = p;
    const end = p + docFreq[t];
    if (docFreq[t] < 1 || end > nPostings) throw new CorruptBlobError('doc freqs do not match the postings');
    let doc = 0;
    let ttf = 0;
    for (; p < end; p++) {
      doc += docs[p];
      docs[p] = doc;
      proxStart[p] = q;
      ttf += freqs[p];
      q += proxLengths[p];
      if (doc >= maxDoc || freqs[p] < 1 || proxLengths[p] < freqs[p] || q > prox.length) throw new CorruptBlobError('postings out of bounds');
    }
    totalTermFreq[t] = ttf;
  }
  postingsStart[nTerms] = p;
  proxStart[nPostings] = q;
  if (p !== nPostings || q !== prox.length) throw new CorruptBlobError('postings of inconsistent sizes');
  const norms = r.num() === 1 ? r.bytes() : null;
  const docsWithField = r.bytes();
  const fp = new DecodedFieldPostings(table, docFreq, totalTermFreq, maxFreq, minNorm, blockMaxFreq, blockMinNorm, postingsStart, docs, freqs, proxStart, prox,
    hasPayloads, norms, docsWithField, r.num(), r.num(), r.num());
  if ((norms !== null && norms.length !== maxDoc) || docsWithField.length !== maxDoc) throw new CorruptBlobError('field postings of inconsistent sizes');
  return fp;
}

function writeDocValues(w: BlobWriter, col: DocValuesColumn) {
  w.num(col.numeric ? 1 : 0);
  w.int32s(col.start);
  if (col.numeric) w.float64s(col.values as Float64Array);
  else w.strings(col.values as string[]);
}

function readDocValues(r: BlobReader, maxDoc: number): DocValuesColumn {
  const numeric = r.num() === 1;
  const start = r.int32s();
  const values = numeric ? r.float64s() : r.strings().toArray();
  if (start.length !== maxDoc + 1 || start[maxDoc] !== values.length) throw new CorruptBlobError('doc values of inconsistent sizes');
  return { numeric, start, values };
}

function writeTermVectors(w: BlobWriter, col: TermVectorColumn, maxDoc: number) {
  const flags = new Uint8Array(maxDoc);
  const termEnds = new Int32Array(maxDoc);
  const terms: string[] = [];
  const freqs: number[] = [];
  const positions: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const payloads: Array<Uint8Array | undefined> = [];
  for (let d = 0; d < maxDoc; d++) {
    const tv = col.get(d);
    if (tv) {
      flags[d] = TV_PRESENT | (tv.positions ? TV_POSITIONS : 0) | (tv.offsets ? TV_OFFSETS : 0) | (tv.payloads ? TV_PAYLOADS : 0);
      if (tv.terms.some((t) => t.payloads)) flags[d] |= TV_HAS_PAYLOAD_ARRAY;
      for (const t of tv.terms) {
        terms.push(t.term);
        freqs.push(t.freq);
        for (let i = 0; i < t.freq; i++) {
          if (tv.positions) positions.push(t.positions![i]);
          if (tv.offsets) {
            starts.push(t.startOffsets![i]);
            ends.push(t.endOffsets![i]);
          }
          if (flags[d] & TV_HAS_PAYLOAD_ARRAY) payloads.push(t.payloads?.[i]);
        }
      }
    }
    termEnds[d] = terms.length;
  }
  w.bytes(flags);
  w.int32s(termEnds);
  w.strings(terms);
  w.int32s(Int32Array.from(freqs));
  w.int32s(Int32Array.from(positions));
  w.int32s(Int32Array.from(starts));
  w.int32s(Int32Array.from(ends));
  writePayloads(w, payloads);
}

/** Term vectors read back one document at a time, when a `_termvectors` request asks for them. */
class DecodedTermVectors implements TermVectorColumn {
  private termStrings: string[] | undefined;
  /** Per doc: where its positions, offsets and payloads start in the flat arrays. */
  private cursors: Int32Array | undefined;

  constructor(
    private readonly flags: Uint8Array,
    private readonly termEnds: Int32Array,
    private readonly terms: StringTable,
    private readonly freqs: Int32Array,
    private readonly positions: Int32Array,
    private readonly starts: Int32Array,
    private readonly ends: Int32Array,
    private readonly payloads: Array<Uint8Array | undefined>,
  ) {}

  private index() {
    const n = this.flags.length;
    const cursors = new Int32Array(3 * (n + 1));
    let pos = 0;
    let off = 0;
    let pay = 0;
    let t = 0;
    for (let d = 0; d < n; d++) {
      cursors[3 * d] = pos;
      cursors[3 * d + 1] = off;
      cursors[3 * d + 2] = pay;
      let tokens = 0;
      for (; t < this.termEnds[d]; t++) tokens += this.freqs[t];
      const f = this.flags[d];
      if (f & TV_POSITIONS) pos += tokens;
      if (f & TV_OFFSETS) off += tokens;
      if (f & TV_HAS_PAYLOAD_ARRAY) pay += tokens;
    }
    if (pos !== this.positions.length || off !== this.starts.length || pay !== this.payloads.length) throw new CorruptBlobError('term vectors of inconsistent sizes');
    this.cursors = cursors;
    this.termStrings = this.terms.toArray();
  }

  get(doc: number): StoredTermVector | undefined {
    const f = this.flags[doc];
    if (!f) return undefined;
    if (!this.cursors) this.index();
    const c = this.cursors!;
    let pos = c[3 * doc];
    let off = c[3 * doc + 1];
    let pay = c[3 * doc + 2];
    const tv: StoredTermVector = { positions: (f & TV_POSITIONS) !== 0, offsets: (f & TV_OFFSETS) !== 0, payloads: (f & TV_PAYLOADS) !== 0, terms: [] };
    for (let t = doc === 0 ? 0 : this.termEnds[doc - 1]; t < this.termEnds[doc]; t++) {
      const freq = this.freqs[t];
      const e: StoredTermVector['terms'][number] = { term: this.termStrings![t], freq };
      if (tv.positions) e.positions = Array.from(this.positions.subarray(pos, (pos += freq)));
      if (tv.offsets) {
        e.startOffsets = Array.from(this.starts.subarray(off, off + freq));
        e.endOffsets = Array.from(this.ends.subarray(off, (off += freq)));
      }
      if (f & TV_HAS_PAYLOAD_ARRAY) e.payloads = this.payloads.slice(pay, (pay += freq));
      tv.terms.push(e);
    }
    return tv;
  }
}

function readTermVectors(r: BlobReader, maxDoc: number): TermVectorColumn {
  const flags = r.bytes();
  const termEnds = r.int32s();
  const terms = r.strings();
  const col = new DecodedTermVectors(flags, termEnds, terms, r.int32s(), r.int32s(), r.int32s(), r.int32s(), readPayloads(r));
  if (flags.length !== maxDoc || termEnds.length !== maxDoc || terms.length !== (maxDoc ? termEnds[maxDoc - 1] : 0)) {
    throw new CorruptBlobError('term vectors of inconsistent sizes');
  }
  return col;
}

/** Sources as JSON text in the blob, each parsed when first read (a hit, a GET, a term vectors request). */
class DecodedSources implements StoredSources {
  private parsed: unknown[] = [];
  constructor(private readonly table: Utf8Table) {}
  get(doc: number): unknown {
    if (doc in this.parsed) return this.parsed[doc];
    return (this.parsed[doc] = JSON.parse(this.table.get(doc)));
  }
  get jsonBytes(): number {
    return this.table.byteLength;
  }
}

/** Numbers (versions, seq_nos) as zigzag varint deltas when they are int32 steps, else as float64s. */
function writeNumbers(w: BlobWriter, values: Float64Array) {
  const deltas = new Int32Array(values.length);
  let prev = 0;
  let small = true;
  for (let i = 0; i < values.length && small; i++) {
    const d = values[i] - prev;
    small = Number.isInteger(values[i]) && d === (d | 0);
    deltas[i] = d;
    prev = values[i];
  }
  w.num(small ? 0 : 1);
  if (small) w.varints(deltas, true);
  else w.float64s(values);
}

function readNumbers(r: BlobReader): Float64Array {
  if (r.num() === 1) return r.float64s();
  const deltas = r.varints(true);
  const out = new Float64Array(deltas.length);
  let prev = 0;
  for (let i = 0; i < deltas.length; i++) out[i] = prev += deltas[i];
  return out;
}

/** Encodes a segment's immutable parts (everything but its live docs) into one ArrayBuffer. */
export function encodeSegment(seg: Segment): ArrayBuffer {
  const w = new BlobWriter();
  w.num(seg.maxDoc);
  w.strings(seg.ids);
  // Types: one name per index in 6.x, so a dictionary and an index per doc.
  const typeNames = [...new Set(seg.types)];
  const typeIndex = new Map(typeNames.map((t, i) => [t, i]));
  w.strings(typeNames);
  w.varints(seg.types.map((t) => typeIndex.get(t)!));
  const hasRouting = new Uint8Array(seg.maxDoc);
  seg.routings.forEach((r, d) => (hasRouting[d] = r === undefined ? 0 : 1));
  w.bytes(hasRouting);
  w.strings(seg.routings.map((r) => r ?? ''));
  writeNumbers(w, seg.versions);
  writeNumbers(w, seg.seqNos);
  // JSON.stringify escapes lone surrogates, so UTF-8 keeps every source exactly.
  w.utf8Table(Array.from({ length: seg.maxDoc }, (_, d) => JSON.stringify(seg.sources.get(d)) ?? 'null'));
  w.strings([...seg.fields.keys()]);
  for (const fp of seg.fields.values()) writeField(w, fp);
  w.strings([...seg.docValues.keys()]);
  for (const col of seg.docValues.values()) writeDocValues(w, col);
  w.strings([...seg.termVectors.keys()]);
  for (const col of seg.termVectors.values()) writeTermVectors(w, col, seg.maxDoc);
  return w.finish(MAGIC, SEGMENT_CODEC_VERSION);
}

/**
 * Decodes a segment written by `encodeSegment`, every doc live (the caller applies the manifest's
 * live docs). Throws CorruptBlobError when the blob is damaged or from another codec version.
 */
export function decodeSegment(buffer: ArrayBuffer): Segment {
  const r = new BlobReader(buffer, MAGIC, SEGMENT_CODEC_VERSION);
  const maxDoc = r.num();
  if (!Number.isInteger(maxDoc) || maxDoc < 0) throw new CorruptBlobError('bad maxDoc');
  const ids = r.strings().toArray();
  const typeNames = r.strings().toArray();
  const typeIndex = r.varints();
  const types = Array.from(typeIndex, (i) => typeNames[i]);
  const hasRouting = r.bytes();
  const routingValues = r.strings().toArray();
  const routings = routingValues.map((v, d) => (hasRouting[d] ? v : undefined));
  const versions = readNumbers(r);
  const seqNos = readNumbers(r);
  const sourceTable = r.utf8Table();
  if ([ids, types, hasRouting, routingValues, versions, seqNos, sourceTable].some((a) => a.length !== maxDoc) || types.includes(undefined as never)) {
    throw new CorruptBlobError('stored fields of inconsistent sizes');
  }
  const fields = new Map<string, FieldPostings>();
  for (const name of r.strings().toArray()) fields.set(name, readField(r, maxDoc));
  const docValues = new Map<string, DocValuesColumn>();
  for (const name of r.strings().toArray()) docValues.set(name, readDocValues(r, maxDoc));
  const termVectors = new Map<string, TermVectorColumn>();
  for (const name of r.strings().toArray()) termVectors.set(name, readTermVectors(r, maxDoc));
  r.done();
  return new Segment({ ids, types, sources: new DecodedSources(sourceTable), versions, seqNos, routings, fields, docValues, termVectors });
}
