import { openDB, type IDBPDatabase } from 'idb';
import {
  SNAPSHOT_FORMAT_VERSION, type CachedSnapshot, type Mutation, type SegmentCacheWrite, type ShardManifest, type Snapshot, type SnapshotStore,
  type StoredDoc, type StoredIndexMeta, type StoredSegment,
} from '../engine/index.ts';

/**
 * The worker's SnapshotStore in IndexedDB. One database per playground:
 * - `meta`: one record per index (settings, mapping, aliases), keyed by name;
 * - `docs`: the latest state of each document, keyed by [index, id], with an `index` index for deletes
 *   and a `seq` index on [index, shard, seqNo] to find the documents newer than a segment cache;
 * - `manifests`: one per shard ([index, shard]): the segments of its last cached refresh, live docs, tombstones;
 * - `segments`: encoded segments keyed by [index, shard, name], a few large ArrayBuffers each;
 * - `info`: `{ key: 'schema', version }`.
 * Every commit is one readwrite transaction, resolved only when IndexedDB reports it complete, so an
 * acknowledged write survives a reload or a crash and a failed one (quota) leaves nothing behind. A
 * segment cache write is one transaction too: a manifest never names a blob that is not there.
 */
export const SCHEMA_VERSION = 3;
export const DEFAULT_DB_NAME = 'searchpad';

/** What the previous schema (1) looked like: all records in one `kv` store, docs keyed `doc:<index>\0<id>`. */
const V1_DOC_PREFIX = 'doc:';
const V1_META_PREFIX = 'index:';

export class NewerSchemaError extends Error {
  override name = 'NewerSchemaError';
}

/** Opens (creating or migrating) the playground's database. Refuses one written by a newer Searchpad. */
export async function openIndexedDbStore(options: { name?: string } = {}): Promise<SnapshotStore & { close(): void; clear(): Promise<void> }> {
  const name = options.name ?? DEFAULT_DB_NAME;
  const factory = indexedDB;
  const existing = await currentVersion(factory, name);
  if (existing > SCHEMA_VERSION) {
    throw new NewerSchemaError(`the saved playground was written by a newer Searchpad (schema ${existing}; this one reads up to ${SCHEMA_VERSION}); it was left untouched`);
  }
  const db = await openDB(name, SCHEMA_VERSION, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      if (!db.objectStoreNames.contains('meta')) db.createObjectStore('meta', { keyPath: 'name' });
      if (!db.objectStoreNames.contains('docs')) db.createObjectStore('docs', { keyPath: ['index', 'id'] }).createIndex('index', 'index');
      if (!db.objectStoreNames.contains('info')) db.createObjectStore('info', { keyPath: 'key' });
      // Schema 3: the segment cache, and documents findable by shard and seq_no.
      const docs = tx.objectStore('docs');
      if (!docs.indexNames.contains('seq')) docs.createIndex('seq', ['index', 'shard', 'seqNo']);
      if (!db.objectStoreNames.contains('manifests')) db.createObjectStore('manifests', { keyPath: ['index', 'shard'] });
      if (!db.objectStoreNames.contains('segments')) db.createObjectStore('segments', { keyPath: ['index', 'shard', 'name'] });
      if (oldVersion === 1 && db.objectStoreNames.contains('kv')) {
        // Migrate schema 1: move each record to its own store, then drop the old one.
        const kv = tx.objectStore('kv' as never) as unknown as { openCursor(): Promise<{ key: IDBValidKey; value: unknown; continue(): Promise<unknown> } | null> };
        for (let c = await kv.openCursor(); c; c = (await c.continue()) as typeof c) {
          const key = String(c.key);
          if (key.startsWith(V1_DOC_PREFIX)) await tx.objectStore('docs').put(c.value as StoredDoc);
          else if (key.startsWith(V1_META_PREFIX)) await tx.objectStore('meta').put(c.value as StoredIndexMeta);
        }
        db.deleteObjectStore('kv' as never);
      }
      await tx.objectStore('info').put({ key: 'schema', version: SCHEMA_VERSION });
    },
  });
  return new IndexedDbStore(db);
}

/** The version of an existing database without upgrading it (0 when there is none). */
function currentVersion(factory: IDBFactory, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = factory.open(name);
    req.onupgradeneeded = () => {
      // It did not exist: abort the creation so the real open creates it at our version.
      req.transaction?.abort();
    };
    req.onsuccess = () => {
      const v = req.result.version;
      req.result.close();
      resolve(v);
    };
    req.onerror = (e) => {
      e.preventDefault();
      if (req.error?.name === 'AbortError') resolve(0);
      else reject(req.error);
    };
    req.onblocked = () => resolve(0);
  });
}

const ALL_STORES = ['meta', 'docs', 'manifests', 'segments'] as const;
/** Every key of an index in a store keyed by [index, ...]: arrays sort after numbers and strings. */
const indexRange = (name: string) => IDBKeyRange.bound([name], [name, []]);
const shardRange = (name: string, shard: number) => IDBKeyRange.bound([name, shard], [name, shard, []]);

/**
 * The `seq` ranges of an index's documents that its manifests do not cover: everything but
 * [index, shard, -inf .. maxSeqNo] for each cached shard.
 */
function uncoveredRanges(name: string, manifests: ShardManifest[]): IDBKeyRange[] {
  const cached = manifests.filter((m) => m.index === name).sort((a, b) => a.shard - b.shard);
  const ranges: IDBKeyRange[] = [];
  let lower: unknown[] = [name];
  let lowerOpen = false;
  for (const m of cached) {
    ranges.push(IDBKeyRange.bound(lower, [name, m.shard, -Infinity], lowerOpen, true));
    lower = [name, m.shard, m.maxSeqNo];
    lowerOpen = true;
  }
  ranges.push(IDBKeyRange.bound(lower, [name, []], lowerOpen, true));
  return ranges;
}

class IndexedDbStore implements SnapshotStore {
  constructor(private readonly db: IDBPDatabase) {}

  async load(): Promise<Snapshot> {
    const tx = this.db.transaction(['meta', 'docs'], 'readonly');
    const [indices, docs] = await Promise.all([tx.objectStore('meta').getAll(), tx.objectStore('docs').getAll()]);
    await tx.done;
    return { formatVersion: SNAPSHOT_FORMAT_VERSION, indices: indices as StoredIndexMeta[], docs: docs as StoredDoc[] };
  }

  async loadCached(): Promise<CachedSnapshot> {
    const tx = this.db.transaction(ALL_STORES, 'readonly');
    const [indices, manifests] = (await Promise.all([tx.objectStore('meta').getAll(), tx.objectStore('manifests').getAll()])) as [StoredIndexMeta[], ShardManifest[]];
    const seq = tx.objectStore('docs').index('seq');
    const names = new Set(indices.map((i) => i.name));
    const live = manifests.filter((m) => names.has(m.index));
    const [shards, docLists] = await Promise.all([
      Promise.all(
        live.map(async (manifest) => {
          const [blobs, docsCovered] = await Promise.all([
            tx.objectStore('segments').getAll(shardRange(manifest.index, manifest.shard)) as Promise<StoredSegment[]>,
            seq.count(IDBKeyRange.bound([manifest.index, manifest.shard, -Infinity], [manifest.index, manifest.shard, manifest.maxSeqNo])),
          ]);
          const named = new Set(manifest.segments.map((s) => s.name));
          return { manifest, segments: blobs.filter((b) => named.has(b.name)), docsCovered };
        }),
      ),
      Promise.all(indices.flatMap((i) => uncoveredRanges(i.name, live).map((r) => seq.getAll(r) as Promise<StoredDoc[]>))),
    ]);
    await tx.done;
    return { formatVersion: SNAPSHOT_FORMAT_VERSION, indices, shards, docs: docLists.flat() };
  }

  async putSegments(write: SegmentCacheWrite): Promise<void> {
    const tx = this.db.transaction(['manifests', 'segments'], 'readwrite');
    const segments = tx.objectStore('segments');
    const ops: Array<Promise<unknown>> = [];
    try {
      for (const { manifest, segments: blobs } of write.shards) {
        for (const blob of blobs) ops.push(segments.put(blob));
        ops.push(tx.objectStore('manifests').put(manifest));
        const named = new Set(manifest.segments.map((s) => s.name));
        const keys = (await segments.getAllKeys(shardRange(manifest.index, manifest.shard))) as Array<[string, number, string]>;
        for (const key of keys) if (!named.has(key[2])) ops.push(segments.delete(key));
      }
      await Promise.all([...ops, tx.done]);
    } catch (e) {
      abort(tx, ops);
      throw storageError(e);
    }
  }

  async commit(mutations: Mutation[]): Promise<void> {
    if (mutations.length === 0) return;
    // An index deletion drops its segment cache in the same transaction.
    const scope = mutations.some((m) => m.op === 'deleteIndex') ? [...ALL_STORES] : ['meta', 'docs'];
    const tx = this.db.transaction(scope, 'readwrite');
    const meta = tx.objectStore('meta');
    const docs = tx.objectStore('docs');
    const ops: Array<Promise<unknown>> = [];
    try {
      for (const m of mutations) {
        if (m.op === 'putIndex') ops.push(meta.put(m.meta));
        else if (m.op === 'putDoc') ops.push(docs.put(m.doc));
        else {
          ops.push(meta.delete(m.name), docs.delete(indexRange(m.name)));
          ops.push(tx.objectStore('manifests').delete(indexRange(m.name)), tx.objectStore('segments').delete(indexRange(m.name)));
        }
      }
      await Promise.all([...ops, tx.done]);
    } catch (e) {
      abort(tx, ops);
      throw storageError(e);
    }
  }

  /** "Reset playground": every index, document and cached segment gone. */
  async clear(): Promise<void> {
    const tx = this.db.transaction(ALL_STORES, 'readwrite');
    await Promise.all([...ALL_STORES.map((name) => tx.objectStore(name).clear()), tx.done]);
  }

  close() {
    this.db.close();
  }
}

function abort(tx: { done: Promise<void>; abort(): void }, ops: Array<Promise<unknown>>) {
  for (const op of ops) op.catch(() => {});
  tx.done.catch(() => {});
  try {
    tx.abort();
  } catch {
    // already aborted
  }
}

/** Keeps the DOMException's name (QuotaExceededError...) so the engine's error says what happened. */
function storageError(e: unknown): Error {
  if (e instanceof Error) return e;
  const d = e as { name?: string; message?: string } | undefined;
  return Object.assign(new Error(d?.message ?? String(e)), { name: d?.name ?? 'Error' });
}
