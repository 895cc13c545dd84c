import type { IndexedDoc } from './indexed-doc';
import { buildSegment, Segment } from './segment';

/** The latest state of one document id in a shard: what a realtime GET reads (ES's version map). */
export interface DocRecord {
  id: string;
  type: string;
  source: unknown;
  version: number;
  seqNo: number;
  primaryTerm: number;
  routing?: string;
  deleted: boolean;
  /** Where the live copy sits: in a segment, or still in the write buffer. */
  segment?: Segment;
  segmentDoc?: number;
  bufferIndex?: number;
}

/** A live doc read back from a cached segment: its source is parsed from the segment when first read. */
class SegmentDocRecord implements DocRecord {
  readonly deleted = false;
  constructor(
    readonly segment: Segment,
    readonly segmentDoc: number,
    readonly id: string,
    readonly type: string,
    readonly version: number,
    readonly seqNo: number,
    readonly primaryTerm: number,
    readonly routing: string | undefined,
  ) {}
  get source(): unknown {
    return this.segment.sources.get(this.segmentDoc);
  }
}

/**
 * "Keep documents searchable, one shard at a time." A shard holds immutable segments and a write
 * buffer. A refresh turns the buffer into a segment; an *external* refresh (the `_refresh` API, the
 * refresh interval) also makes every segment visible to search, while an *internal* one (a realtime
 * read) only gives realtime readers fresh statistics, as ES 6.8's two searcher managers do.
 */
export class Shard {
  readonly segments: Segment[] = [];
  /** Segments visible to search (the external reader). */
  searchableSegments = 0;
  private buffer: IndexedDoc[] = [];
  private bufferRecords: DocRecord[] = [];
  private bufferDeleted = new Set<number>();
  private pendingDeletes: Array<{ segment: Segment; doc: number }> = [];
  readonly versionMap = new Map<string, DocRecord>();
  nextSeqNo = 0;
  /** The highest seq_no whose operation the segments and their live docs reflect, as of the last refresh. */
  refreshedSeqNo = -1;
  /** Bumped when a refresh changes the segments or their live docs (the segment cache writes what changed). */
  generation = 0;
  /** Clock time of the oldest write not yet visible to search, for the refresh interval. */
  unrefreshedSince: number | undefined;

  constructor(readonly shardId: number) {}

  get(id: string): DocRecord | undefined {
    return this.versionMap.get(id);
  }

  /** Adds (or replaces) a document. The caller has checked versions. */
  index(doc: IndexedDoc, now: number): DocRecord {
    const old = this.versionMap.get(doc.id);
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
      bufferIndex: this.buffer.length,
    };
    this.buffer.push(doc);
    this.bufferRecords.push(rec);
    this.versionMap.set(doc.id, rec);
    this.unrefreshedSince ??= now;
    return rec;
  }

  /** Deletes a document; keeps a tombstone with its version, as ES keeps deletes for versioning. */
  delete(id: string, version: number, seqNo: number, now: number): DocRecord | undefined {
    const old = this.versionMap.get(id);
    if (!old || old.deleted) return undefined;
    this.markDeleted(old);
    const tomb: DocRecord = { ...old, version, seqNo, deleted: true, segment: undefined, segmentDoc: undefined, bufferIndex: undefined };
    this.versionMap.set(id, tomb);
    this.unrefreshedSince ??= now;
    return tomb;
  }

  /** A delete read back from storage: keeps its version for later writes, nothing to search. */
  restoreTombstone(t: { id: string; type: string; version: number; seqNo: number; primaryTerm: number; routing?: string }) {
    this.versionMap.set(t.id, { ...t, source: null, deleted: true });
  }

  private markDeleted(rec: DocRecord) {
    if (rec.bufferIndex !== undefined) this.bufferDeleted.add(rec.bufferIndex);
    else if (rec.segment) this.pendingDeletes.push({ segment: rec.segment, doc: rec.segmentDoc! });
  }

  get hasPendingChanges(): boolean {
    return this.buffer.length > 0 || this.pendingDeletes.length > 0;
  }

  /**
   * Takes back segments read from the segment cache: their live docs become the version map (with
   * `primaryTerm`), the tombstones keep deleted ids' versions, and all of it is searchable.
   */
  restoreSegments(segments: Segment[], tombstones: Array<Omit<DocRecord, 'source' | 'deleted'>>, maxSeqNo: number, primaryTerm: number) {
    for (const seg of segments) {
      this.segments.push(seg);
      for (let d = 0; d < seg.maxDoc; d++) {
        if (!seg.liveDocs[d]) continue;
        const id = seg.ids[d];
        this.versionMap.set(id, new SegmentDocRecord(seg, d, id, seg.types[d], seg.versions[d], seg.seqNos[d], primaryTerm, seg.routings[d]));
      }
    }
    for (const t of tombstones) {
      const live = this.versionMap.get(t.id);
      if (!live || live.seqNo < t.seqNo) this.restoreTombstone(t);
    }
    this.searchableSegments = this.segments.length;
    this.nextSeqNo = Math.max(this.nextSeqNo, maxSeqNo + 1);
    this.refreshedSeqNo = maxSeqNo;
  }

  /** Flushes the buffer into a new segment and applies deletes; `external` also makes it searchable. */
  refresh(external: boolean) {
    if (this.buffer.length > 0 || this.pendingDeletes.length > 0) this.generation++;
    this.refreshedSeqNo = this.nextSeqNo - 1;
    if (this.buffer.length > 0) {
      const seg = buildSegment(this.buffer, this.bufferDeleted);
      this.segments.push(seg);
      this.bufferRecords.forEach((rec, i) => {
        rec.bufferIndex = undefined;
        if (!this.bufferDeleted.has(i)) {
          rec.segment = seg;
          rec.segmentDoc = i;
        }
      });
      this.buffer = [];
      this.bufferRecords = [];
      this.bufferDeleted = new Set();
    }
    for (const { segment, doc } of this.pendingDeletes) segment.delete(doc);
    this.pendingDeletes = [];
    if (external) {
      this.searchableSegments = this.segments.length;
      this.unrefreshedSince = undefined;
    }
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
