import { openDB, type IDBPDatabase } from 'idb';
import type {
  CachedSnapshot, Mutation, SegmentCacheWrite, Snapshot, SnapshotStore, StoredDoc, StoredIndexMeta, StoredScript, StoredTemplate,
} from '../engine/index.ts';
// perf: the one value taken from inside the engine rather than its barrel, so the worker's entry chunk
// (this store, which starts reading while the engine's chunk loads) does not hold the whole engine.
import { SNAPSHOT_FORMAT_VERSION } from '../engine/storage/snapshot-store';
import { ALL_STORES, currentVersion, DEFAULT_DB_NAME, readCachedSnapshot, SCHEMA_VERSION, shardRange, toRecord } from './read-segment-cache';

/**
 * The worker's SnapshotStore in IndexedDB. One database per playground:
 * - `meta`: one record per index (settings, mapping, aliases), keyed by name;
 * - `docs`: the latest state of each document, keyed by [index, id], with an `index` index for deletes
 *   and a `seq` index on [index, shard, seqNo] to find the documents newer than a segment cache;
 * - `manifests`: one per shard ([index, shard]): the segments of its last cached refresh, live docs, tombstones;
 * - `segments`: encoded segments keyed by [index, shard, name], a few large Blobs each (`blobs`; records
 *   written before kept ArrayBuffers in `buffers`, still read);
 * - `templates`: index templates, keyed by name (schema 4);
 * - `scripts`: stored scripts, keyed by id (schema 5);
 * - `info`: `{ key: 'schema', version }`.
 * Every commit is one readwrite transaction, resolved only when IndexedDB reports it complete, so an
 * acknowledged write survives a reload or a crash and a failed one (quota) leaves nothing behind. A
 * segment cache write is one transaction too: a manifest never names a blob that is not there.
 */
export { DEFAULT_DB_NAME, SCHEMA_VERSION };

/** What the previous schema (1) looked like: all records in one `kv` store, docs keyed `doc:<index>\0<id>`. */
const V1_DOC_PREFIX = 'doc:';
const V1_META_PREFIX = 'index:';

export class NewerSchemaError extends Error {
  override name = 'NewerSchemaError';
}

/** Opens (creating or migrating) the playground's database. Refuses one written by a newer Searchpad. */
export async function openIndexedDbStore(options: { name?: string } = {}): Promise<IndexedDbStore> {
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
      // Schema 4: index templates.
      if (!db.objectStoreNames.contains('templates')) db.createObjectStore('templates', { keyPath: 'name' });
      // Schema 5: stored scripts.
      if (!db.objectStoreNames.contains('scripts')) db.createObjectStore('scripts', { keyPath: 'id' });
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

/** Every key of an index in a store keyed by [index, ...]: arrays sort after numbers and strings. */
const indexRange = (name: string) => IDBKeyRange.bound([name], [name, []]);

export class IndexedDbStore implements SnapshotStore {
  private preloaded: Promise<CachedSnapshot> | undefined;

  constructor(private readonly db: IDBPDatabase) {}

  /**
   * Starts reading the segment cache before the engine asks for it: the next `loadCached` gets this read.
   * perf: the worker calls it before it loads the engine's code, so the two overlap. `fromPage` is the
   * page's read of the same cache (read-segment-cache.ts `readForWorker`), used unless it has none.
   */
  preloadCached(fromPage?: Promise<CachedSnapshot | undefined>) {
    this.preloaded ??= fromPage ? fromPage.then((read) => read ?? this.readCached()) : this.readCached();
    this.preloaded.catch(() => {}); // the error reaches whoever takes the read
  }

  async load(): Promise<Snapshot> {
    const tx = this.db.transaction(['meta', 'docs', 'templates', 'scripts'], 'readonly');
    const [indices, docs, templates, scripts] = await Promise.all([
      tx.objectStore('meta').getAll(), tx.objectStore('docs').getAll(), tx.objectStore('templates').getAll(), tx.objectStore('scripts').getAll(),
    ]);
    await tx.done;
    return {
      formatVersion: SNAPSHOT_FORMAT_VERSION, indices: indices as StoredIndexMeta[], docs: docs as StoredDoc[], templates: templates as StoredTemplate[],
      scripts: scripts as StoredScript[],
    };
  }

  loadCached(): Promise<CachedSnapshot> {
    const read = this.preloaded ?? this.readCached();
    this.preloaded = undefined;
    return read;
  }

  private readCached(): Promise<CachedSnapshot> {
    return readCachedSnapshot(this.db);
  }

  async putSegments(write: SegmentCacheWrite): Promise<void> {
    this.preloaded = undefined; // a read started before this write would miss it
    const tx = this.db.transaction(['manifests', 'segments'], 'readwrite');
    const segments = tx.objectStore('segments');
    const ops: Array<Promise<unknown>> = [];
    try {
      for (const { manifest, segments: blobs } of write.shards) {
        for (const blob of blobs) ops.push(segments.put(toRecord(blob)));
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
    this.preloaded = undefined; // a read started before this write would miss it
    if (mutations.length === 0) return;
    // An index deletion drops its segment cache in the same transaction.
    const scope = mutations.some((m) => m.op === 'deleteIndex') ? [...ALL_STORES] : ['meta', 'docs', 'templates', 'scripts'];
    const tx = this.db.transaction(scope, 'readwrite');
    const meta = tx.objectStore('meta');
    const docs = tx.objectStore('docs');
    const ops: Array<Promise<unknown>> = [];
    try {
      for (const m of mutations) {
        if (m.op === 'putIndex') ops.push(meta.put(m.meta));
        else if (m.op === 'putDoc') ops.push(docs.put(m.doc));
        else if (m.op === 'putTemplate') ops.push(tx.objectStore('templates').put(m.template));
        else if (m.op === 'deleteTemplate') ops.push(tx.objectStore('templates').delete(m.name));
        else if (m.op === 'putScript') ops.push(tx.objectStore('scripts').put(m.script));
        else if (m.op === 'deleteScript') ops.push(tx.objectStore('scripts').delete(m.id));
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
    this.preloaded = undefined; // a read started before this write would miss it
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
