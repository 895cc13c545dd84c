/**
 * "Make what was acknowledged survive." The engine's persistence port: every acknowledged write is one
 * atomic `commit` of mutations, awaited before the response is sent; `load` gives back everything
 * committed. Documents are the source of truth; segments are a derived cache a store may keep.
 */

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
}

/** The latest state of one document id (a tombstone when `deleted`). */
export interface StoredDoc {
  index: string;
  id: string;
  type: string;
  source: unknown;
  version: number;
  seqNo: number;
  primaryTerm: number;
  shard: number;
  routing?: string;
  deleted: boolean;
}

export type Mutation =
  | { op: 'putIndex'; meta: StoredIndexMeta }
  | { op: 'deleteIndex'; name: string }
  | { op: 'putDoc'; doc: StoredDoc };

export interface Snapshot {
  formatVersion: number;
  indices: StoredIndexMeta[];
  docs: StoredDoc[];
}

export interface SnapshotStore {
  /** Everything committed so far; an empty snapshot for a new store. Refuses unknown future formats. */
  load(): Promise<Snapshot>;
  /** Applies the mutations atomically: all of them or none. Rejects (e.g. on a quota error) leaving the store unchanged. */
  commit(mutations: Mutation[]): Promise<void>;
}
