import { wrap } from 'idb';
import type { CachedSnapshot } from '../engine/index.ts';
import { DEFAULT_DB_NAME, readCachedSnapshot, SCHEMA_VERSION } from './indexeddb-store';

/**
 * The segment cache read by the page for its engine worker (the same read as the worker's store, see
 * indexeddb-store.ts `readCachedSnapshot`), or undefined when there is nothing the worker could not better read
 * itself (no database yet, one of another schema that the worker upgrades or refuses, no IndexedDB, any error).
 * Never creates or upgrades the database; its connection is closed once read.
 * perf: the page's thread is idle while the worker parses the engine's code, so the blobs are copied then,
 * and handed over without a copy (`transferablesOf`): on a reload of 100,000 documents that read no longer
 * waits for the code.
 */
export async function readForWorker(name = DEFAULT_DB_NAME): Promise<CachedSnapshot | undefined> {
  try {
    const db = typeof indexedDB === 'undefined' ? undefined : await openExisting(indexedDB, name);
    if (!db) return undefined;
    try {
      return db.version === SCHEMA_VERSION ? await readCachedSnapshot(wrap(db)) : undefined;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

/**
 * The database as it is, in one open (no version asked, so never upgraded), or undefined when there is none:
 * its creation is aborted, so the store's own open creates it at its version. Another tab asking to upgrade
 * it gets it closed at once.
 */
function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve, reject) => {
    const req = factory.open(name);
    req.onupgradeneeded = () => req.transaction?.abort();
    req.onsuccess = () => {
      const db = req.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    req.onerror = (e) => {
      e.preventDefault();
      if (req.error?.name === 'AbortError') resolve(undefined);
      else reject(req.error);
    };
    req.onblocked = () => resolve(undefined);
  });
}

/** The buffers of a snapshot's segments, to transfer with it to the worker instead of copying them. */
export function transferablesOf(snapshot: CachedSnapshot | undefined): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  for (const shard of snapshot?.shards ?? []) for (const segment of shard.segments) for (const b of segment.buffers) out.add(b);
  return [...out];
}
