/**
 * Reload from the segment cache: a shard whose manifest agrees with the stored documents gets its
 * segments back as they were (deleted docs included, so doc_freq and scores are those before the
 * reload) and re-analyses only the documents written after the manifest. A shard whose cache is
 * missing, stale, damaged or from another codec version is rebuilt from its documents, as ES recovers
 * from the translog when a commit point cannot be used.
 */
import { CorruptBlobError } from '../storage/binary';
import type { CachedShard, CachedSnapshot, Snapshot, StoredDoc, StoredTombstone } from '../storage/snapshot-store';
import type { IndexService } from './index-service';
import { docsByShard, replayDocs, restoreIndices, restoreScripts, restoreTemplates, shardKey, type RestoreTarget } from './persist';
import { decodeSegment, SEGMENT_CODEC_VERSION } from './segment-codec';
import { isLive, type SegmentCache } from './segment-cache';
import type { Segment } from './segment';

/** Why a shard's cache was not used (for tests and diagnostics). */
export class StaleCacheError extends Error {
  override name = 'StaleCacheError';
}

export interface CacheRestoreReport {
  /** Shards restored from their segments, as `index/shard`. */
  fromCache: string[];
  /** Shards rebuilt from documents because their cache could not be used, with the reason. */
  rebuilt: Array<{ shard: string; reason: string }>;
  /** Documents re-analysed in all. */
  reanalysed: number;
}

/** Decodes and checks one shard's cache against the stored documents newer than it. */
function usableSegments(svc: IndexService | undefined, cached: CachedShard, newer: StoredDoc[], cache: SegmentCache): Array<{ segment: Segment; name: string; buffer: ArrayBuffer }> {
  const m = cached.manifest;
  if (m.codecVersion !== SEGMENT_CODEC_VERSION) throw new StaleCacheError(`codec version ${m.codecVersion}, this engine reads ${SEGMENT_CODEC_VERSION}`);
  if (!svc || svc.uuid !== m.indexUuid) throw new StaleCacheError('written for another incarnation of the index');
  if (!Number.isInteger(m.shard) || m.shard < 0 || m.shard >= svc.numberOfShards) throw new StaleCacheError('no such shard');
  const blobs = new Map(cached.segments.map((s) => [s.name, s]));
  const out: Array<{ segment: Segment; name: string; buffer: ArrayBuffer }> = [];
  let known = m.tombstones.length;
  for (const entry of m.segments) {
    const blob = blobs.get(entry.name);
    if (!blob) throw new StaleCacheError(`segment ${entry.name} is missing`);
    if (blob.codecVersion !== SEGMENT_CODEC_VERSION || blob.buffers.length !== 1) throw new StaleCacheError(`segment ${entry.name} has codec version ${blob.codecVersion}`);
    if (cache.isDamaged(entry.name)) throw new CorruptBlobError('checksum mismatch');
    // The checksum is checked after the first answer (SegmentCache.verifyRestored).
    const segment = decodeSegment(blob.buffers[0], { verifyChecksum: false });
    if (segment.maxDoc !== entry.maxDoc || entry.liveDocs.length !== (entry.maxDoc + 7) >> 3) throw new StaleCacheError(`segment ${entry.name} does not match its manifest`);
    applyLiveDocs(segment, entry.liveDocs);
    known += segment.numDocs;
    out.push({ segment, name: entry.name, buffer: blob.buffers[0] });
  }
  for (const d of newer) if (d.seqNo <= m.maxSeqNo) throw new StaleCacheError('a document below the manifest was handed over as newer');
  // Every stored document at or below maxSeqNo is one the cache knows (live or a tombstone); those
  // rewritten since are above it. perf: ids are compared only when newer documents must be matched to
  // them; otherwise the counts alone decide (an id live twice, or live and deleted, would make the cache
  // count one document more than the store holds).
  const rewritten = newer.length === 0 ? 0 : countRewritten(out.map((s) => s.segment), m.tombstones, newer);
  if (cached.docsCovered !== known - rewritten) {
    throw new StaleCacheError(`the cache covers ${known - rewritten} stored documents, the store has ${cached.docsCovered}`);
  }
  return out;
}

/** Deletes the docs whose bit is clear. perf: a byte of eight live docs is skipped at once. */
function applyLiveDocs(segment: Segment, liveDocs: Uint8Array) {
  for (let b = 0; b < liveDocs.length; b++) {
    if (liveDocs[b] === 0xff) continue;
    for (let d = b << 3; d < Math.min((b + 1) << 3, segment.maxDoc); d++) if (!isLive(liveDocs, d)) segment.delete(d);
  }
}

/** How many newer documents rewrite an id the cache knows; refuses a cache with an id live twice, or live and deleted. */
function countRewritten(segments: Segment[], tombstones: StoredTombstone[], newer: StoredDoc[]): number {
  const ids = new Set<string>();
  for (const segment of segments) {
    for (let d = 0; d < segment.maxDoc; d++) {
      if (!segment.liveDocs[d]) continue;
      if (ids.has(segment.ids[d])) throw new StaleCacheError(`id ${segment.ids[d]} is live twice`);
      ids.add(segment.ids[d]);
    }
  }
  for (const t of tombstones) {
    if (ids.has(t.id)) throw new StaleCacheError(`id ${t.id} is both live and deleted`);
    ids.add(t.id);
  }
  let rewritten = 0;
  for (const d of newer) if (ids.has(d.id)) rewritten++;
  return rewritten;
}

/**
 * Rebuilds every index from a cached snapshot; `loadAll` is called (once) only when some shard's
 * cache cannot be used and its documents must all be re-analysed.
 */
export async function restoreFromCache(node: RestoreTarget, snapshot: CachedSnapshot, cache: SegmentCache, loadAll: () => Promise<Snapshot>): Promise<CacheRestoreReport> {
  const { indices, clock } = node;
  restoreTemplates(node.templates, snapshot.templates);
  restoreScripts(node.scripts, snapshot.scripts);
  restoreIndices(indices, snapshot.indices, node.scripts);
  cache.startRestore();
  const report: CacheRestoreReport = { fromCache: [], rebuilt: [], reanalysed: 0 };
  const newer = docsByShard(snapshot.docs);
  const rejected = new Set<string>();
  for (const cached of snapshot.shards) {
    const m = cached.manifest;
    const key = shardKey(m.index, m.shard);
    const svc = indices.get(m.index);
    if (!svc) continue; // a cache left by a deleted index: nothing to restore
    const docs = newer.get(key) ?? [];
    let segments: Array<{ segment: Segment; name: string; buffer: ArrayBuffer }>;
    try {
      segments = usableSegments(svc, cached, docs, cache);
    } catch (e) {
      if (!(e instanceof StaleCacheError || e instanceof CorruptBlobError)) throw e;
      rejected.add(key);
      report.rebuilt.push({ shard: `${m.index}/${m.shard}`, reason: e.message });
      if (svc.shards[m.shard]) cache.noteRejected(svc.shards[m.shard]);
      continue;
    }
    const shard = svc.shards[m.shard];
    shard.restoreSegments(segments.map((s) => s.segment), m.tombstones.map((t) => ({ ...t, primaryTerm: m.primaryTerm })), m.maxSeqNo, m.primaryTerm);
    cache.noteRestored(shard, segments);
    for (const s of segments) cache.noteUnverified(s.name, s.buffer);
    replayDocs(clock, svc, shard, docs);
    report.fromCache.push(`${m.index}/${m.shard}`);
    report.reanalysed += docs.length;
    newer.delete(key);
  }
  // Shards without a manifest: the snapshot holds all their documents.
  for (const [key, docs] of newer) {
    if (rejected.has(key)) continue;
    const svc = indices.get(docs[0].index);
    const shard = svc?.shards[docs[0].shard];
    if (!svc || !shard) continue;
    replayDocs(clock, svc, shard, docs);
    report.reanalysed += docs.length;
  }
  if (rejected.size > 0) {
    const full = docsByShard((await loadAll()).docs);
    for (const key of rejected) {
      const docs = full.get(key) ?? [];
      if (docs.length === 0) continue;
      const svc = indices.get(docs[0].index);
      const shard = svc?.shards[docs[0].shard];
      if (!svc || !shard) continue;
      replayDocs(clock, svc, shard, docs);
      report.reanalysed += docs.length;
    }
  }
  for (const svc of indices.values()) svc.refresh();
  return report;
}
