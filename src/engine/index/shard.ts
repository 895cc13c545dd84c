import type { DocMeta } from '../types';
import type { IndexedDoc } from './indexed-doc';
import type { Segment } from './segment';
import { SegmentWriter } from './segment-writer';

/** A full write buffer becomes a segment of its own (not yet searchable), as Lucene flushes by RAM. */
const FLUSH_BYTES = 64 << 20;

/** The latest state of one document id in a shard: what a realtime GET reads (ES's version map). */
export interface DocRecord extends DocMeta {
  deleted: boolean;
  /** Where the live copy sits: in a segment, or still in the write buffer. */
  segment?: Segment;
  segmentDoc?: number;
  bufferIndex?: number;
}

/** A deleted doc's record (one literal: every record of the version map keeps one shape, as `Shard.index` makes them). */
function tombstone(of: Pick<DocRecord, 'id' | 'type' | 'source' | 'routing'>, version: number, seqNo: number, primaryTerm: number): DocRecord {
  return {
    id: of.id,
    type: of.type,
    source: of.source,
    version,
    seqNo,
    primaryTerm,
    routing: of.routing,
    deleted: true,
    segment: undefined,
    segmentDoc: undefined,
    bufferIndex: undefined,
  };
}

/**
 * "Keep documents searchable, one shard at a time." A shard holds immutable segments and a write
 * buffer. A refresh turns the buffer into a segment; an *external* refresh (the `_refresh` API, the
 * refresh interval) also makes every segment visible to search, while an *internal* one (a realtime
 * read) only gives realtime readers fresh statistics, as ES 6.8's two searcher managers do.
 */
export class Shard {
  readonly segments: Segment[] = [];
  /** Shard-wide number of each segment's first doc: segments[i] holds [segmentBases[i], + maxDoc). */
  private readonly segmentBases: number[] = [];
  /** The primary term of each segment's docs (a restored segment keeps its manifest's). */
  private readonly segmentTerms: number[] = [];
  private nextBase = 0;
  /** How many of `segments` the last refresh wrote (later ones are flushes of a full buffer since). */
  private refreshedSegments = 0;
  /** Segments visible to search (the external reader). */
  searchableSegments = 0;
  private buffer = new SegmentWriter();
  private bufferRecords: DocRecord[] = [];
  private bufferDeleted = new Set<number>();
  /** The index sort (index-sort.ts): a flush writes the buffer's documents in its order, as Lucene's IndexWriter does. */
  indexSort?: (a: IndexedDoc, b: IndexedDoc) => number;
  /** The buffer's documents, kept to be written again in the index sort's order at the flush. */
  private bufferDocs: IndexedDoc[] = [];
  private pendingDeletes: Array<{ segment: Segment; doc: number }> = [];
  /**
   * The latest state of every id: a record while the doc is buffered or deleted (tombstone), and for a
   * live doc in a segment just its shard-wide doc number, the rest being in the segment's columns.
   */
  private readonly versionEntries = new Map<string, DocRecord | number>();
  /**
   * The version map entries of restored segments and tombstones, not made yet. perf: a reload can answer
   * searches without them (100,000 ids took ~60 ms to map); the first read or write by id makes them.
   */
  private unmapped: Array<() => void> = [];
  nextSeqNo = 0;
  /** The highest seq_no whose operation the segments and their live docs reflect, as of the last refresh. */
  refreshedSeqNo = -1;
  /** Bumped when a refresh changes the segments or their live docs (the segment cache writes what changed). */
  generation = 0;
  /** Clock time of the oldest write not yet visible to search, for the refresh interval. */
  unrefreshedSince: number | undefined;

  constructor(
    readonly shardId: number,
    private readonly flushBytes = FLUSH_BYTES,
  ) {}

  private get versionMap(): Map<string, DocRecord | number> {
    if (this.unmapped.length > 0) for (const apply of this.unmapped.splice(0)) apply();
    return this.versionEntries;
  }

  get(id: string): DocRecord | undefined {
    const v = this.versionMap.get(id);
    return typeof v === 'number' ? this.recordAt(id, v) : v;
  }

  /** The record of a live doc in a segment, from the segment's columns. */
  private recordAt(id: string, shardDoc: number): DocRecord {
    const bases = this.segmentBases;
    let lo = 0;
    let hi = bases.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (bases[mid] <= shardDoc) lo = mid;
      else hi = mid - 1;
    }
    const segment = this.segments[lo];
    const d = shardDoc - bases[lo];
    return {
      id, type: segment.types[d], version: segment.versions[d], seqNo: segment.seqNos[d], primaryTerm: this.segmentTerms[lo], routing: segment.routings[d],
      deleted: false, segment, segmentDoc: d, bufferIndex: undefined,
      // Read when asked for: a source from the segment cache is parsed from its JSON then.
      get source() {
        return segment.sources.get(d);
      },
    };
  }

  /** Deleted ids whose versions are kept, as of now. */
  *tombstones(): IterableIterator<DocRecord> {
    for (const v of this.versionMap.values()) if (typeof v !== 'number' && v.deleted) yield v;
  }

  /** The segments as of the last refresh, with the live docs that refresh applied: what the segment cache keeps. */
  get refreshedView(): Segment[] {
    return this.segments.slice(0, this.refreshedSegments);
  }

  private addSegment(seg: Segment, primaryTerm: number): number {
    const base = this.nextBase;
    this.segments.push(seg);
    this.segmentBases.push(base);
    this.segmentTerms.push(primaryTerm);
    this.nextBase += seg.maxDoc;
    return base;
  }

  /** Adds (or replaces) a doc. The caller has checked versions. */
  index(doc: IndexedDoc, now: number): DocRecord {
    const old = this.get(doc.id);
    if (old && !old.deleted) this.markDeleted(old);
    const rec: DocRecord = {
      id: doc.id,
      type: doc.type,
      source: doc.source,
      version: doc.version,
      seqNo: doc.seqNo,
      primaryTerm: doc.primaryTerm,
      routing: doc.routing,
      deleted: false,
      segment: undefined,
      segmentDoc: undefined,
      bufferIndex: this.buffer.add(doc),
    };
    if (this.indexSort) this.bufferDocs.push(doc);
    this.bufferRecords.push(rec);
    this.versionMap.set(doc.id, rec);
    this.unrefreshedSince ??= now;
    if (this.buffer.ramBytes >= this.flushBytes) this.flush();
    return rec;
  }

  /** Deletes a document; keeps a tombstone with its version, as ES keeps deletes for versioning. */
  delete(id: string, version: number, seqNo: number, now: number): DocRecord | undefined {
    const old = this.get(id);
    if (!old || old.deleted) return undefined;
    this.markDeleted(old);
    const tomb = tombstone(old, version, seqNo, old.primaryTerm);
    this.versionMap.set(id, tomb);
    this.unrefreshedSince ??= now;
    return tomb;
  }

  /** A delete read back from storage: keeps its version for later writes, nothing to search. */
  restoreTombstone(t: Omit<DocMeta, 'source'>) {
    this.versionMap.set(t.id, tombstone({ id: t.id, type: t.type, source: null, routing: t.routing }, t.version, t.seqNo, t.primaryTerm));
  }

  private markDeleted(rec: DocRecord) {
    if (rec.bufferIndex !== undefined) this.bufferDeleted.add(rec.bufferIndex);
    else if (rec.segment) this.pendingDeletes.push({ segment: rec.segment, doc: rec.segmentDoc! });
  }

  get hasPendingChanges(): boolean {
    return this.buffer.maxDoc > 0 || this.pendingDeletes.length > 0;
  }

  /**
   * Writes the buffer out as a new segment, not yet visible to search. Its live docs leave the version
   * map's records for their doc numbers; buffered docs already replaced or deleted are kept, deleted.
   */
  private flush() {
    if (this.buffer.maxDoc === 0) return;
    // With an index sort, the documents are written again in its order (ties in the order they came).
    let position = (i: number) => i;
    if (this.indexSort && this.bufferDocs.length > 1) {
      const docs = this.bufferDocs;
      const sort = this.indexSort;
      const order = docs.map((_, i) => i).sort((a, b) => sort(docs[a], docs[b]) || a - b);
      const at = new Int32Array(order.length);
      order.forEach((old, p) => (at[old] = p));
      const writer = new SegmentWriter();
      for (const old of order) writer.add(docs[old]);
      this.buffer = writer;
      this.bufferDeleted = new Set([...this.bufferDeleted].map((i) => at[i]));
      position = (i) => at[i];
    }
    const seg = this.buffer.build(this.bufferDeleted);
    // One node, never failed over: every primary term is 1 (as PRIMARY_TERM of the segment cache).
    const base = this.addSegment(seg, 1);
    this.bufferRecords.forEach((rec, i) => {
      rec.bufferIndex = undefined;
      const d = position(i);
      if (!this.bufferDeleted.has(d)) {
        rec.segment = seg;
        rec.segmentDoc = d;
        if (this.versionMap.get(rec.id) === rec) this.versionMap.set(rec.id, base + d);
      }
    });
    this.buffer = new SegmentWriter();
    this.bufferRecords = [];
    this.bufferDeleted = new Set();
    this.bufferDocs = [];
  }

  /**
   * Takes back segments read from the segment cache: their live docs become the version map (with
   * `primaryTerm`), the tombstones keep deleted ids' versions, and all of it is searchable.
   */
  restoreSegments(segments: Segment[], tombstones: Array<Omit<DocRecord, 'source' | 'deleted'>>, maxSeqNo: number, primaryTerm: number) {
    const bases = segments.map((seg) => this.addSegment(seg, primaryTerm));
    // Deletes reach a restored doc only through `get`, which applies this first: the live docs are still those restored.
    this.unmapped.push(() => {
      segments.forEach((seg, i) => {
        for (let d = 0; d < seg.maxDoc; d++) if (seg.liveDocs[d]) this.versionEntries.set(seg.ids[d], bases[i] + d);
      });
      for (const t of tombstones) {
        const live = this.get(t.id);
        if (!live || live.seqNo < t.seqNo) this.restoreTombstone(t);
      }
    });
    this.searchableSegments = this.segments.length;
    this.refreshedSegments = this.segments.length;
    this.nextSeqNo = Math.max(this.nextSeqNo, maxSeqNo + 1);
    this.refreshedSeqNo = maxSeqNo;
  }

  /** Flushes the buffer into a new segment and applies deletes; `external` also makes it searchable. */
  refresh(external: boolean) {
    // Any write since the last refresh (a delete of a missing doc too: it leaves a tombstone with a seq_no)
    // changes what the shard's cache manifest must cover.
    if (this.nextSeqNo - 1 !== this.refreshedSeqNo || this.refreshedSegments < this.segments.length) this.generation++;
    this.refreshedSeqNo = this.nextSeqNo - 1;
    this.flush();
    for (const { segment, doc } of this.pendingDeletes) segment.delete(doc);
    this.pendingDeletes = [];
    this.refreshedSegments = this.segments.length;
    if (external) {
      this.searchableSegments = this.segments.length;
      this.unrefreshedSince = undefined;
    }
  }

  /**
   * A force merge (after an external refresh): the live docs of every segment, in `order` (the index sort,
   * else segment then doc order), rewritten by `reindex` into one segment that replaces them all.
   */
  mergeSegments(reindex: (segment: Segment, doc: number) => IndexedDoc, order?: (a: { segment: Segment; doc: number }, b: { segment: Segment; doc: number }) => number) {
    this.refresh(true);
    const versionMap = this.versionMap;
    const live: Array<{ segment: Segment; doc: number }> = [];
    for (const segment of this.segments) for (let doc = 0; doc < segment.maxDoc; doc++) if (segment.liveDocs[doc] === 1) live.push({ segment, doc });
    if (order) live.sort(order);
    const writer = new SegmentWriter();
    for (const { segment, doc } of live) writer.add(reindex(segment, doc));
    const merged = writer.build();
    this.segments.length = 0;
    this.segmentBases.length = 0;
    this.segmentTerms.length = 0;
    this.nextBase = 0;
    if (merged.maxDoc > 0) this.addSegment(merged, 1);
    for (let d = 0; d < merged.maxDoc; d++) versionMap.set(merged.id(d), d);
    this.refreshedSegments = this.segments.length;
    this.searchableSegments = this.segments.length;
    this.generation++;
  }

  /** How many segments the shard has, and whether any holds deleted docs (what a force merge looks at). */
  get segmentStats(): { count: number; deleted: number } {
    let deleted = 0;
    for (const s of this.segments) deleted += s.numDeleted;
    return { count: this.segments.length, deleted };
  }

  /** The segments a reader sees: search sees the external view, realtime reads the internal one. */
  reader(external: boolean): Segment[] {
    return external ? this.segments.slice(0, this.searchableSegments) : this.segments;
  }

  /** Live documents visible to search (`docs.count` of _cat/indices). */
  get searchableDocCount(): number {
    let n = 0;
    for (const s of this.reader(true)) n += s.numDocs;
    return n;
  }

  get searchableDeletedCount(): number {
    let n = 0;
    for (const s of this.reader(true)) n += s.numDeleted;
    return n;
  }
}
