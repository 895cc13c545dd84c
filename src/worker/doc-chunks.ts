/**
 * Documents as the IndexedDB store writes them since schema 6: one commit's document states of one shard go
 * into one record (a chunk), never a record per document. perf: in Chromium every IndexedDB request costs
 * ~30 µs of the worker's thread plus as much in the browser's backend whatever the value's size (measured: 5,000
 * single-document puts 250-400 ms, one put of those 5,000 documents ~7 ms), so a `_bulk` of 5,000 documents
 * writes two records instead of 5,000.
 *
 * A chunk keeps the states as written, so a later write of the same id leaves the earlier state behind (it is
 * superseded, not overwritten). Readers keep the latest state of each id (`latestStates`); a reload counts the
 * latest states below a seq_no from the chunks' heads alone, without reading any document: each write says
 * which state it superseded (`replaces`), and every write supersedes at most one.
 */
import type { StoredDoc } from '../engine/index.ts';

/** One commit's document states of one shard, in the order written (keyed [index, shard, lastSeqNo]). */
export interface DocChunk {
  index: string;
  shard: number;
  /** The highest seq_no in the chunk: a chunk with documents above a manifest's maxSeqNo has a key above it. */
  lastSeqNo: number;
  docs: StoredDoc[];
}

/** What a reload reads of a chunk (same key): which seq_nos it holds and which states its writes superseded. */
export interface DocChunkHead {
  index: string;
  shard: number;
  lastSeqNo: number;
  firstSeqNo: number;
  count: number;
  /** The chunk's seq_nos, only when they are not exactly firstSeqNo..lastSeqNo. */
  seqNos?: number[];
  /** The seq_nos of the states (in this shard, in a chunk or a schema-5 record) that the chunk's writes superseded. */
  replaces: number[];
}

const groupKey = (index: string, shard: number) => `${index}\u0000${shard}`;

/** Groups one commit's document writes into chunks, one per index and shard. */
export class ChunkWriter {
  private readonly groups = new Map<string, { docs: StoredDoc[]; replaces: number[] }>();

  add(doc: StoredDoc, replaces: number | undefined) {
    const key = groupKey(doc.index, doc.shard);
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = { docs: [], replaces: [] }));
    group.docs.push(doc);
    if (replaces !== undefined) group.replaces.push(replaces);
  }

  /** An index deleted later in the same commit: its documents written before the deletion go with it. */
  dropIndex(name: string) {
    for (const [key, group] of this.groups) if (group.docs[0].index === name) this.groups.delete(key);
  }

  /** The chunks and their heads, to be put after every other operation of the commit. */
  records(): Array<{ chunk: DocChunk; head: DocChunkHead }> {
    const out: Array<{ chunk: DocChunk; head: DocChunkHead }> = [];
    for (const { docs, replaces } of this.groups.values()) {
      const { index, shard } = docs[0];
      let first = Infinity;
      let last = -Infinity;
      for (const d of docs) {
        if (d.seqNo < first) first = d.seqNo;
        if (d.seqNo > last) last = d.seqNo;
      }
      const head: DocChunkHead = { index, shard, lastSeqNo: last, firstSeqNo: first, count: docs.length, replaces };
      if (last - first + 1 !== docs.length) head.seqNos = docs.map((d) => d.seqNo);
      out.push({ chunk: { index, shard, lastSeqNo: last, docs }, head });
    }
    return out;
  }
}

/**
 * How many latest document states of one shard have a seq_no at or below `maxSeqNo`, from its chunks' heads:
 * the states at or below it, less those superseded by a write (anywhere) that names one at or below it.
 * `heads` are the shard's; states in schema-5 records are counted by the caller and superseded the same way.
 */
export function coveredInChunks(heads: DocChunkHead[], maxSeqNo: number): number {
  let n = 0;
  for (const h of heads) {
    if (h.seqNos) {
      for (const s of h.seqNos) if (s <= maxSeqNo) n++;
    } else if (h.firstSeqNo <= maxSeqNo) n += Math.min(h.lastSeqNo, maxSeqNo) - h.firstSeqNo + 1;
    for (const r of h.replaces) if (r <= maxSeqNo) n--;
  }
  return n;
}

/** The latest state of each id in each shard (the highest seq_no), in no particular order. */
export function latestStates(docs: Iterable<StoredDoc>): StoredDoc[] {
  const latest = new Map<string, StoredDoc>();
  for (const d of docs) {
    const key = `${d.index}\u0000${d.shard}\u0000${d.id}`;
    const seen = latest.get(key);
    if (!seen || seen.seqNo < d.seqNo) latest.set(key, d);
  }
  return [...latest.values()];
}

/** How many documents a chunk holds at most when a compaction rewrites a shard's chunks. */
export const COMPACTED_CHUNK_DOCS = 5000;

/** How many of the states the heads name as superseded are in the chunks (the others are in schema-5 records). */
function supersededInChunks(heads: DocChunkHead[]): number {
  const sorted = [...heads].sort((a, b) => a.lastSeqNo - b.lastSeqNo);
  let n = 0;
  for (const h of heads) {
    for (const r of h.replaces) {
      // The chunks of a shard hold disjoint seq_no ranges (each commit's are above the ones before).
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid].lastSeqNo < r) lo = mid + 1;
        else hi = mid;
      }
      const c = sorted[lo];
      if (c && c.firstSeqNo <= r && (!c.seqNos || c.seqNos.includes(r))) n++;
    }
  }
  return n;
}

/**
 * Whether one shard's chunks are worth rewriting: at least half their states superseded (updates of the
 * same ids), or many small chunks (one-document writes) that a reload reads one record each.
 */
export function worthCompacting(heads: DocChunkHead[]): boolean {
  if (heads.length < 2) return false;
  let entries = 0;
  for (const h of heads) entries += h.count;
  return supersededInChunks(heads) * 2 >= entries || (heads.length >= 16 && heads.length * 64 > entries);
}

/**
 * One shard's chunks rewritten: only the latest state of each id, in seq_no order, in chunks of up to
 * COMPACTED_CHUNK_DOCS. The states they superseded in schema-5 records are still named (by the first head),
 * so the count of latest states below a seq_no stays what it was.
 */
export function compactedChunks(chunks: DocChunk[], heads: DocChunkHead[]): Array<{ chunk: DocChunk; head: DocChunkHead }> {
  const inChunks = new Set<number>();
  for (const c of chunks) for (const d of c.docs) inChunks.add(d.seqNo);
  const outside = heads.flatMap((h) => h.replaces.filter((r) => !inChunks.has(r)));
  const latest = latestStates(chunks.flatMap((c) => c.docs)).sort((a, b) => a.seqNo - b.seqNo);
  const out: Array<{ chunk: DocChunk; head: DocChunkHead }> = [];
  for (let i = 0; i < latest.length; i += COMPACTED_CHUNK_DOCS) {
    const w = new ChunkWriter();
    for (const d of latest.slice(i, i + COMPACTED_CHUNK_DOCS)) w.add(d, undefined);
    out.push(...w.records());
  }
  if (out.length > 0) out[0].head.replaces = outside;
  return out;
}
