/**
 * The segment codec: an immutable Segment to one ArrayBuffer and back (Lucene keeps a segment in a few
 * files per codec; we keep one blob). Postings (docs, freqs, start lists, total term freqs), score
 * bounds, norms, doc values and term vectors are typed arrays that decode as views of the blob, with no
 * copy; positions, offsets and payloads keep the bytes the segment packs them in (see prox.ts). Unlike
 * Lucene we do not delta-code doc ids: a reload then reads the blob and decodes nothing per posting.
 * Terms and ids are string tables read when first needed; each `_source` is its own JSON text, parsed
 * when a hit or GET reads it.
 * Live docs are not in the blob: they change after the segment is written and live in the shard manifest.
 */
import { BlobReader, BlobWriter, CorruptBlobError, decodeVarints, type StringTable, type Utf8Table } from '../storage/binary';
import { compareUtf8 } from '../util/utf8';
import { POSTINGS_BLOCK, Segment, type TermLookup, type DocValuesColumn, type FieldPostings, type StoredSources, type StoredTermVector, type TermVectorColumn } from './segment';
import { recordNumberTexts } from '../util/json-numbers';
import { renderJson } from '../util/render-json';

/** Bumped whenever the layout below changes: a cache written by another version is rebuilt, never read. */
export const SEGMENT_CODEC_VERSION = 3;
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
  // perf: raw arrays, so a reload takes views of them (no varint or delta decoding of every posting).
  w.int32s(fp.docFreq);
  w.float64s(fp.totalTermFreq);
  w.int32s(fp.postingsStart);
  w.int32s(fp.docs);
  w.int32s(fp.freqs);
  w.int32s(fp.proxStart);
  w.bytes(fp.prox);
  w.num(fp.hasPayloads ? 1 : 0);
  w.int32s(fp.maxFreq);
  w.bytes(fp.minNorm);
  w.int32s(fp.blockMaxFreq);
  w.bytes(fp.blockMinNorm);
  w.num(fp.norms ? 1 : 0);
  if (fp.norms) w.bytes(fp.norms);
  w.bytes(fp.docsWithField);
  w.num(fp.docCount);
  w.num(fp.sumDocFreq);
  w.num(fp.sumTotalTermFreq);
}

/**
 * Field postings decoded from a blob: every array a view of it. The term list and term ids (term
 * lookups) are built on first use.
 */
class DecodedFieldPostings implements FieldPostings, TermLookup {
  private termList: string[] | undefined;

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

  /** perf: a binary search of the sorted terms; a Map of a field's 50,000 terms took ~30 ms to build. */
  get termIds(): TermLookup {
    return this;
  }

  get(term: string): number | undefined {
    const table = this.table;
    let lo = 0;
    let hi = table.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      // ES: terms are sorted in UTF-8 byte order, as Lucene's term dictionary (compareUtf8 is that order).
      const c = compareUtf8(table.get(mid), term);
      if (c === 0) return mid;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
}

/**
 * Reads a field's postings as views. Only sizes and the ends of the start lists are checked here: the
 * blob's checksum already vouches for every byte the writer laid out.
 */
function readField(r: BlobReader, maxDoc: number): FieldPostings {
  const table = r.strings();
  const nTerms = table.length;
  const docFreq = r.int32s();
  const totalTermFreq = r.float64s();
  const postingsStart = r.int32s();
  const docs = r.int32s();
  const freqs = r.int32s();
  const proxStart = r.int32s();
  const prox = r.bytes();
  const hasPayloads = r.num() === 1;
  const maxFreq = r.int32s();
  const minNorm = r.bytes();
  const blockMaxFreq = r.int32s();
  const blockMinNorm = r.bytes();
  const nPostings = docs.length;
  const nBlocks = Math.ceil(nPostings / POSTINGS_BLOCK);
  if (docFreq.length !== nTerms || totalTermFreq.length !== nTerms || postingsStart.length !== nTerms + 1 || freqs.length !== nPostings ||
    proxStart.length !== nPostings + 1 || maxFreq.length !== nTerms || minNorm.length !== nTerms || blockMaxFreq.length !== nBlocks || blockMinNorm.length !== nBlocks) {
    throw new CorruptBlobError('field postings of inconsistent sizes');
  }
  if (postingsStart[0] !== 0 || postingsStart[nTerms] !== nPostings || proxStart[0] !== 0 || proxStart[nPostings] !== prox.length) {
    throw new CorruptBlobError('postings of inconsistent sizes');
  }
  const norms = r.num() === 1 ? r.bytes() : null;
  const docsWithField = r.bytes();
  const fp = new DecodedFieldPostings(table, docFreq, totalTermFreq, maxFreq, minNorm, blockMaxFreq, blockMinNorm, postingsStart, docs, freqs, proxStart, prox,
    hasPayloads, norms, docsWithField, r.num(), r.num(), r.num());
  if ((norms !== null && norms.length !== maxDoc) || docsWithField.length !== maxDoc) throw new CorruptBlobError('field postings of inconsistent sizes');
  return fp;
}

function writeDocValues(w: BlobWriter, col: DocValuesColumn) {
  // 2: numeric with the exact longs its doubles round (their indices, then their digits).
  w.num(col.numeric ? (col.exact ? 2 : 1) : 0);
  w.int32s(col.start);
  if (col.numeric) w.float64s(col.values as Float64Array);
  else w.strings(col.values as string[]);
  if (col.exact) {
    w.int32s(Int32Array.from(col.exact.keys()));
    w.strings([...col.exact.values()].map(String));
  }
}

function readDocValues(r: BlobReader, maxDoc: number): DocValuesColumn {
  const tag = r.num();
  const numeric = tag === 1 || tag === 2;
  const start = r.int32s();
  const values = numeric ? r.float64s() : r.strings().toArray();
  if (start.length !== maxDoc + 1 || start[maxDoc] !== values.length) throw new CorruptBlobError('doc values of inconsistent sizes');
  if (tag !== 2) return { numeric, start, values };
  const at = r.int32s();
  const digits = r.strings().toArray();
  if (at.length !== digits.length || at.some((i) => i < 0 || i >= values.length) || digits.some((t) => !/^-?\d+$/.test(t))) throw new CorruptBlobError('exact longs of inconsistent sizes');
  return { numeric, start, values, exact: new Map(digits.map((t, k) => [at[k], BigInt(t)])) };
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
    const text = this.table.get(doc);
    const source: unknown = JSON.parse(text);
    recordNumberTexts(text, source);
    return (this.parsed[doc] = source);
  }
  get jsonBytes(): number {
    return this.table.byteLength;
  }
}

/**
 * Each doc's type name from its index in `names` (varints). perf: 6.x indices have one type, and with one name
 * and one byte per doc every index is 0 (another byte would be an index past the names, in a blob the checksum
 * refuses: see readField), so the list is filled in one call with nothing decoded or read (100,000 varints took
 * ~10 ms in a fresh worker).
 */
function readTypes(names: string[], raw: { count: number; bytes: Uint8Array }): string[] {
  if (names.length === 1 && raw.bytes.length === raw.count) return new Array<string>(raw.count).fill(names[0]);
  const index = decodeVarints(raw.count, raw.bytes);
  const types = new Array<string>(index.length);
  for (let d = 0; d < index.length; d++) {
    if (index[d] >= names.length) throw new CorruptBlobError('bad type index');
    types[d] = names[index[d]];
  }
  return types;
}

/** Each doc's custom routing, undefined where it has none (most often every doc: no strings are made then). */
function readRoutings(hasRouting: Uint8Array, values: StringTable): Array<string | undefined> {
  const routings = new Array<string | undefined>(hasRouting.length).fill(undefined);
  if (hasRouting.indexOf(1) < 0) return routings;
  const list = values.toArray();
  for (let d = 0; d < hasRouting.length; d++) if (hasRouting[d]) routings[d] = list[d];
  return routings;
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
  // perf: raw, so a reload takes views (1.6 MB for 100,000 docs, against a few ms of delta decoding).
  w.float64s(seg.versions);
  w.float64s(seg.seqNos);
  // JSON.stringify escapes lone surrogates, so UTF-8 keeps every source exactly.
  w.utf8Table(Array.from({ length: seg.maxDoc }, (_, d) => renderJson(seg.sources.get(d)) ?? 'null'));
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
 * `verifyChecksum: false` leaves the checksum to the caller (storage/binary's verifyChecksum); default true.
 */
export function decodeSegment(buffer: ArrayBuffer, options: { verifyChecksum?: boolean } = {}): Segment {
  const r = new BlobReader(buffer, MAGIC, SEGMENT_CODEC_VERSION, options.verifyChecksum ?? true);
  const maxDoc = r.num();
  if (!Number.isInteger(maxDoc) || maxDoc < 0) throw new CorruptBlobError('bad maxDoc');
  const ids = r.strings();
  const types = readTypes(r.strings().toArray(), r.rawVarints());
  const hasRouting = r.bytes();
  const routingValues = r.strings();
  const routings = readRoutings(hasRouting, routingValues);
  const versions = r.float64s();
  const seqNos = r.float64s();
  const sourceTable = r.utf8Table();
  if ([ids, types, hasRouting, routingValues, versions, seqNos, sourceTable].some((a) => a.length !== maxDoc)) {
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
