/**
 * The segment codec: an immutable Segment to one ArrayBuffer and back (Lucene keeps a segment in a few
 * files per codec; we keep one blob). Postings, norms, doc values and term vectors are typed arrays,
 * read back as views without copying; terms and ids are string tables; `_source` is the one JSON part.
 * Live docs are not in the blob: they change after the segment is written and live in the shard manifest.
 */
import { BlobReader, BlobWriter, CorruptBlobError, type StringTable } from '../storage/binary';
import { Segment, type DocValuesColumn, type FieldPostings, type StoredTermVector, type TermVectorColumn } from './segment';

/** Bumped whenever the layout below changes: a cache written by another version is rebuilt, never read. */
export const SEGMENT_CODEC_VERSION = 1;
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

function readPayloads(r: BlobReader): Array<Uint8Array | undefined> {
  const ends = r.int32s();
  const bytes = r.bytes();
  const out = new Array<Uint8Array | undefined>(ends.length);
  let start = 0;
  for (let i = 0; i < ends.length; i++) {
    if (ends[i] < start || ends[i] > bytes.length) throw new CorruptBlobError('bad payload offsets');
    out[i] = ends[i] > start ? bytes.subarray(start, ends[i]) : undefined;
    start = ends[i];
  }
  return out;
}

function writeField(w: BlobWriter, fp: FieldPostings) {
  w.strings(fp.terms);
  w.int32s(fp.docFreq);
  w.float64s(fp.totalTermFreq);
  w.int32s(fp.postingsStart);
  w.int32s(fp.docs);
  w.int32s(fp.freqs);
  w.int32s(fp.positionsStart);
  w.int32s(fp.positions);
  w.int32s(fp.startOffsets);
  w.int32s(fp.endOffsets);
  w.num(fp.payloads ? 1 : 0);
  if (fp.payloads) writePayloads(w, fp.payloads);
  w.num(fp.norms ? 1 : 0);
  if (fp.norms) w.bytes(fp.norms);
  w.bytes(fp.docsWithField);
  w.num(fp.docCount);
  w.num(fp.sumDocFreq);
  w.num(fp.sumTotalTermFreq);
}

function readField(r: BlobReader, maxDoc: number): FieldPostings {
  const terms = r.strings().toArray();
  const termIds = new Map<string, number>();
  for (let i = 0; i < terms.length; i++) termIds.set(terms[i], i);
  const fp: FieldPostings = {
    terms,
    termIds,
    docFreq: r.int32s(),
    totalTermFreq: r.float64s(),
    postingsStart: r.int32s(),
    docs: r.int32s(),
    freqs: r.int32s(),
    positionsStart: r.int32s(),
    positions: r.int32s(),
    startOffsets: r.int32s(),
    endOffsets: r.int32s(),
    payloads: r.num() === 1 ? readPayloads(r) : null,
    norms: r.num() === 1 ? r.bytes() : null,
    docsWithField: r.bytes(),
    docCount: r.num(),
    sumDocFreq: r.num(),
    sumTotalTermFreq: r.num(),
  };
  // The cheap structural checks: array lengths agree with each other and with the segment.
  const nTerms = terms.length;
  const nPostings = fp.docs.length;
  const nPositions = fp.positions.length;
  const ok =
    termIds.size === nTerms &&
    fp.docFreq.length === nTerms &&
    fp.totalTermFreq.length === nTerms &&
    fp.postingsStart.length === nTerms + 1 &&
    fp.postingsStart[nTerms] === nPostings &&
    fp.freqs.length === nPostings &&
    fp.positionsStart.length === nPostings + 1 &&
    fp.positionsStart[nPostings] === nPositions &&
    fp.startOffsets.length === nPositions &&
    fp.endOffsets.length === nPositions &&
    (fp.payloads === null || fp.payloads.length === nPositions) &&
    (fp.norms === null || fp.norms.length === maxDoc) &&
    fp.docsWithField.length === maxDoc;
  if (!ok) throw new CorruptBlobError('field postings of inconsistent sizes');
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

/** Encodes a segment's immutable parts (everything but its live docs) into one ArrayBuffer. */
export function encodeSegment(seg: Segment): ArrayBuffer {
  const w = new BlobWriter();
  w.num(seg.maxDoc);
  w.strings(seg.ids);
  w.strings(seg.types);
  const hasRouting = new Uint8Array(seg.maxDoc);
  seg.routings.forEach((r, d) => (hasRouting[d] = r === undefined ? 0 : 1));
  w.bytes(hasRouting);
  w.strings(seg.routings.map((r) => r ?? ''));
  w.float64s(seg.versions);
  w.float64s(seg.seqNos);
  // Sources are the one JSON part: one array for the whole segment, parsed in one call.
  w.strings([`[${seg.sources.map((s) => JSON.stringify(s) ?? 'null').join(',')}]`]);
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
  const types = r.strings().toArray();
  const hasRouting = r.bytes();
  const routingValues = r.strings().toArray();
  const routings = routingValues.map((v, d) => (hasRouting[d] ? v : undefined));
  const versions = r.float64s();
  const seqNos = r.float64s();
  let sources: unknown[];
  try {
    sources = JSON.parse(r.strings().get(0)) as unknown[];
  } catch {
    throw new CorruptBlobError('sources are not JSON');
  }
  if ([ids, types, hasRouting, routingValues, versions, seqNos, sources].some((a) => !a || a.length !== maxDoc)) {
    throw new CorruptBlobError('stored fields of inconsistent sizes');
  }
  const fields = new Map<string, FieldPostings>();
  for (const name of r.strings().toArray()) fields.set(name, readField(r, maxDoc));
  const docValues = new Map<string, DocValuesColumn>();
  for (const name of r.strings().toArray()) docValues.set(name, readDocValues(r, maxDoc));
  const termVectors = new Map<string, TermVectorColumn>();
  for (const name of r.strings().toArray()) termVectors.set(name, readTermVectors(r, maxDoc));
  r.done();
  return new Segment({ ids, types, sources, versions, seqNos, routings, fields, docValues, termVectors });
}
