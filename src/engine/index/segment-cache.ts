/**
 * Keeps a store's segment cache in step with the shards: after a write is acknowledged, every shard
 * whose segments or live docs changed since its last cache write gets a new manifest, and the segments
 * the store does not hold yet are encoded. Like a Lucene commit point, a manifest names whole segments.
 */
import type { SegmentCacheWrite, ShardManifest, StoredTombstone } from '../storage/snapshot-store';
import type { IndexService } from './index-service';
import { CorruptBlobError, verifyChecksum } from '../storage/binary';
import { encodeSegment, SEGMENT_CODEC_VERSION } from './segment-codec';
import type { Segment } from './segment';
import type { Shard } from './shard';

/** The primary term of every shard: one node, never a failover. */
export const PRIMARY_TERM = 1;

/** Live docs as a bitset (bit d of byte d >> 3 set = doc d live). */
export function packLiveDocs(liveDocs: Uint8Array): Uint8Array {
  const bits = new Uint8Array((liveDocs.length + 7) >> 3);
  for (let d = 0; d < liveDocs.length; d++) if (liveDocs[d]) bits[d >> 3] |= 1 << (d & 7);
  return bits;
}

export function isLive(bits: Uint8Array, d: number): boolean {
  return (bits[d >> 3] & (1 << (d & 7))) !== 0;
}

/** A name no other writer (another tab, an earlier session) gives a segment of the same shard. */
function newSegmentName(): string {
  const r = () => Math.floor(Math.random() * 2 ** 32).toString(36);
  return `_${Date.now().toString(36)}${r()}${r()}`;
}

export interface PendingCacheWrite {
  write: SegmentCacheWrite;
  /** Records the write as stored; call only once the store acknowledged it. */
  done(): void;
  /** Records that the store refused it (quota): those shards wait for their next change to try again. */
  failed(): void;
}

export class SegmentCache {
  private names = new WeakMap<Segment, string>();
  private stored = new WeakSet<Segment>();
  /** The shard generation the stored manifest reflects; absent = none written by this engine. */
  private written = new WeakMap<Shard, number>();
  /** The shard generation whose write the store refused; not retried until the shard changes. */
  private refused = new WeakMap<Shard, number>();

  /**
   * Blobs restored before their checksum was checked, and the names of those found damaged. perf: the
   * checksum of a 100,000-doc segment cost 15–60 ms (more while the page starts), so a reload answers
   * first and checks right after its first answer; a damaged blob then makes the engine reload without it.
   */
  private unverified: Array<{ name: string; buffer: ArrayBuffer }> = [];
  private readonly damaged = new Set<string>();

  /** A new restore: what the previous one left unchecked is no longer in use. */
  startRestore() {
    this.unverified = [];
  }

  noteUnverified(name: string, buffer: ArrayBuffer) {
    this.unverified.push({ name, buffer });
  }

  isDamaged(name: string): boolean {
    return this.damaged.has(name);
  }

  get hasUnverified(): boolean {
    return this.unverified.length > 0;
  }

  /** Checks the checksums left for later; false when some blob is damaged (reload: it is refused then). */
  verifyRestored(): boolean {
    let ok = true;
    for (const { name, buffer } of this.unverified.splice(0)) {
      try {
        verifyChecksum(buffer);
      } catch (e) {
        if (!(e instanceof CorruptBlobError)) throw e;
        this.damaged.add(name);
        ok = false;
      }
    }
    return ok;
  }

  /** Segments read back from the cache are stored under their names, and the manifest is current. */
  noteRestored(shard: Shard, segments: Array<{ segment: Segment; name: string }>) {
    for (const { segment, name } of segments) {
      this.names.set(segment, name);
      this.stored.add(segment);
    }
    this.written.set(shard, shard.generation);
  }

  /** A shard whose stored cache was refused: rewrite it at the next write, even if empty. */
  noteRejected(shard: Shard) {
    this.written.set(shard, -1);
  }

  private nameOf(seg: Segment): string {
    let name = this.names.get(seg);
    if (!name) this.names.set(seg, (name = newSegmentName()));
    return name;
  }

  /** Whether some shard changed since its last cache write. */
  dirty(indices: Iterable<IndexService>): boolean {
    for (const svc of indices) for (const shard of svc.shards) if (this.stale(shard)) return true;
    return false;
  }

  private stale(shard: Shard): boolean {
    return (this.written.get(shard) ?? 0) !== shard.generation && this.refused.get(shard) !== shard.generation;
  }

  /** The update for every shard that changed since its last cache write, or undefined when none did. */
  collect(indices: Iterable<IndexService>): PendingCacheWrite | undefined {
    const shards: SegmentCacheWrite['shards'] = [];
    const updated: Array<[Shard, number]> = [];
    const encoded: Segment[] = [];
    for (const svc of indices) {
      for (const shard of svc.shards) {
        if (!this.stale(shard)) continue;
        const manifest = shardManifest(svc, shard, (seg) => this.nameOf(seg));
        const segments = shard.refreshedView
          .filter((seg) => !this.stored.has(seg))
          .map((seg) => {
            encoded.push(seg);
            return { index: svc.name, shard: shard.shardId, name: this.nameOf(seg), codecVersion: SEGMENT_CODEC_VERSION, buffers: [encodeSegment(seg)] };
          });
        shards.push({ manifest, segments });
        updated.push([shard, shard.generation]);
      }
    }
    if (shards.length === 0) return undefined;
    return {
      write: { shards },
      done: () => {
        for (const seg of encoded) this.stored.add(seg);
        for (const [shard, gen] of updated) this.written.set(shard, gen);
      },
      failed: () => {
        for (const [shard, gen] of updated) this.refused.set(shard, gen);
      },
    };
  }
}

/** The manifest of a shard as of its last refresh. */
export function shardManifest(svc: IndexService, shard: Shard, nameOf: (seg: Segment) => string): ShardManifest {
  const tombstones: StoredTombstone[] = [];
  for (const rec of shard.tombstones()) {
    if (rec.seqNo > shard.refreshedSeqNo) continue;
    const t: StoredTombstone = { id: rec.id, type: rec.type, version: rec.version, seqNo: rec.seqNo };
    if (rec.routing !== undefined) t.routing = rec.routing;
    tombstones.push(t);
  }
  return {
    index: svc.name,
    shard: shard.shardId,
    indexUuid: svc.uuid,
    codecVersion: SEGMENT_CODEC_VERSION,
    primaryTerm: PRIMARY_TERM,
    maxSeqNo: shard.refreshedSeqNo,
    segments: shard.refreshedView.map((seg) => ({ name: nameOf(seg), maxDoc: seg.maxDoc, liveDocs: packLiveDocs(seg.liveDocs) })),
    tombstones,
  };
}
