import { openDB, type IDBPDatabase } from 'idb';
import { SNAPSHOT_FORMAT_VERSION, type Mutation, type Snapshot, type SnapshotStore, type StoredDoc, type StoredIndexMeta } from '../engine/index.ts';

/**
 * The worker's SnapshotStore in IndexedDB. One database per playground:
 * - `meta`: one record per index (settings, mapping, aliases), keyed by name;
 * - `docs`: the latest state of each document, keyed by [index, id], with an `index` index for deletes;
 * - `info`: `{ key: 'schema', version }`.
 * Every commit is one readwrite transaction, resolved only when IndexedDB reports it complete, so an
 * acknowledged write survives a reload or a crash and a failed one (quota) leaves nothing behind.
 */
export const SCHEMA_VERSION = 2;
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

class IndexedDbStore implements SnapshotStore {
  constructor(private readonly db: IDBPDatabase) {}

  async load(): Promise<Snapshot> {
    const tx = this.db.transaction(['meta', 'docs'], 'readonly');
    const [indices, docs] = await Promise.all([tx.objectStore('meta').getAll(), tx.objectStore('docs').getAll()]);
    await tx.done;
    return { formatVersion: SNAPSHOT_FORMAT_VERSION, indices: indices as StoredIndexMeta[], docs: docs as StoredDoc[] };
  }

  async commit(mutations: Mutation[]): Promise<void> {
    if (mutations.length === 0) return;
    const tx = this.db.transaction(['meta', 'docs'], 'readwrite');
    const meta = tx.objectStore('meta');
    const docs = tx.objectStore('docs');
    const ops: Array<Promise<unknown>> = [];
    try {
      for (const m of mutations) {
        if (m.op === 'putIndex') ops.push(meta.put(m.meta));
        else if (m.op === 'putDoc') ops.push(docs.put(m.doc));
        else ops.push(meta.delete(m.name), docs.delete(IDBKeyRange.bound([m.name], [m.name, []])));
      }
      await Promise.all([...ops, tx.done]);
    } catch (e) {
      for (const op of ops) op.catch(() => {});
      tx.done.catch(() => {});
      try {
        tx.abort();
      } catch {
        // already aborted
      }
      throw storageError(e);
    }
  }

  /** "Reset playground": every index and document gone. */
  async clear(): Promise<void> {
    const tx = this.db.transaction(['meta', 'docs'], 'readwrite');
    await Promise.all([tx.objectStore('meta').clear(), tx.objectStore('docs').clear(), tx.done]);
  }

  close() {
    this.db.close();
  }
}

/** Keeps the DOMException's name (QuotaExceededError...) so the engine's error says what happened. */
function storageError(e: unknown): Error {
  if (e instanceof Error) return e;
  const d = e as { name?: string; message?: string } | undefined;
  return Object.assign(new Error(d?.message ?? String(e)), { name: d?.name ?? 'Error' });
}
