/**
 * "Make what was acknowledged survive." The engine's persistence port: every acknowledged write is one
 * atomic `commit` of mutations, awaited before the response is sent; `load` gives back everything
 * committed. Documents are the source of truth; segments are a derived cache a store may keep.
 */
import type { DocMeta } from '../types';

export const SNAPSHOT_FORMAT_VERSION = 1;

/** Index metadata as persisted: enough to rebuild the IndexService exactly (uuid included). */
export interface StoredIndexMeta {
  name: string;
  uuid: string;
  creationDate: number;
  /** Flat `index.*` settings. */
  settings: Record<string, string | string[]>;
  /** The single mapping type as GET _mapping renders it, or absent before the first mapping. */
  mapping?: { type: string; body: Record<string, unknown> };
  aliases: Record<string, { filter?: unknown; indexRouting?: string; searchRouting?: string; isWriteIndex?: boolean }>;
  /** `close` for a closed index; absent when open (records written before had no state). */
  state?: 'close';
}

/** An index template as persisted (flat settings, mappings keyed by type, alias definitions as given). */
export interface StoredTemplate {
  name: string;
  order: number;
  version?: number;
  indexPatterns: string[];
  settings: Record<string, string | string[]>;
  mappings: Record<string, unknown>;
  aliases: Record<string, unknown>;
}

/** A stored script (`PUT _scripts/{id}`) as persisted: its language, source and compiler options. */
export interface StoredScript {
  id: string;
  lang: string;
  source: string;
  options?: Record<string, string>;
}

/** The latest state of one document id (a tombstone when `deleted`). */
export interface StoredDoc extends DocMeta {
  index: string;
  /** The source as sent, when it has numbers a double does not give back (a long's last digits, `-0`). */
  sourceText?: string;
  shard: number;
  deleted: boolean;
}

export type Mutation =
  | { op: 'putIndex'; meta: StoredIndexMeta }
  | { op: 'deleteIndex'; name: string }
  /**
   * `replaces`: the seq_no of the state of this id in its shard that the write supersedes (absent for a new
   * id). A store that keeps superseded states (a log) counts the latest ones with it, without reading them.
   */
  | { op: 'putDoc'; doc: StoredDoc; replaces?: number }
  | { op: 'putTemplate'; template: StoredTemplate }
  | { op: 'deleteTemplate'; name: string }
  | { op: 'putScript'; script: StoredScript }
  | { op: 'deleteScript'; id: string };

export interface Snapshot {
  formatVersion: number;
  indices: StoredIndexMeta[];
  docs: StoredDoc[];
  /** Index templates (absent in snapshots written before templates existed). */
  templates?: StoredTemplate[];
  /** Stored scripts (absent in snapshots written before them). */
  scripts?: StoredScript[];
}

/** A deleted id whose version later writes must continue from. */
export type StoredTombstone = Pick<DocMeta, 'id' | 'type' | 'version' | 'seqNo' | 'routing'>;

/**
 * What one shard's segment cache holds, as of a refresh: the segments (by blob name, in order) with
 * their live docs, and the tombstones. It reflects every operation up to `maxSeqNo` and none after.
 */
export interface ShardManifest {
  index: string;
  shard: number;
  /** The index incarnation it was written for: a recreated index never reads its predecessor's cache. */
  indexUuid: string;
  codecVersion: number;
  primaryTerm: number;
  maxSeqNo: number;
  segments: Array<{ name: string; maxDoc: number; /** Bit d set = doc d live. */ liveDocs: Uint8Array }>;
  tombstones: StoredTombstone[];
}

/** One encoded segment: a few large ArrayBuffers, never a record per term or posting. */
export interface StoredSegment {
  index: string;
  shard: number;
  name: string;
  codecVersion: number;
  buffers: ArrayBuffer[];
}

/** A segment cache update: for each shard, its new manifest and the blobs not stored yet. */
export interface SegmentCacheWrite {
  shards: Array<{ manifest: ShardManifest; segments: StoredSegment[] }>;
}

/** A shard's cache as read back, with the facts needed to check it against the stored documents. */
export interface CachedShard {
  manifest: ShardManifest;
  /** The blobs the manifest names that the store has (a missing one is simply absent). */
  segments: StoredSegment[];
  /** How many stored documents of the shard have a seq_no at or below `manifest.maxSeqNo`. */
  docsCovered: number;
}

/** A load that uses the segment cache: only the documents the cache does not cover. */
export interface CachedSnapshot {
  formatVersion: number;
  indices: StoredIndexMeta[];
  shards: CachedShard[];
  /** Documents of shards without a manifest, and those above their manifest's `maxSeqNo`. */
  docs: StoredDoc[];
  templates?: StoredTemplate[];
  scripts?: StoredScript[];
}

export interface SnapshotStore {
  /** Everything committed so far; an empty snapshot for a new store. Refuses unknown future formats. */
  load(): Promise<Snapshot>;
  /** Applies the mutations atomically: all of them or none. Rejects (e.g. on a quota error) leaving the store unchanged. */
  commit(mutations: Mutation[]): Promise<void>;
  /**
   * Optional segment cache, derived from the documents. `loadCached` gives the manifests, their blobs
   * and the documents newer than them. `putSegments` stores blobs and manifests atomically and drops the
   * blobs of those shards that no manifest names any more; `deleteIndex` commits drop an index's cache.
   */
  loadCached?(): Promise<CachedSnapshot>;
  putSegments?(write: SegmentCacheWrite): Promise<void>;
}
