import { wrap, type IDBPDatabase } from 'idb';
import type { CachedSnapshot, ShardManifest, StoredDoc, StoredIndexMeta, StoredScript, StoredSegment, StoredTemplate } from '../engine/index.ts';
// perf: values taken from inside the engine rather than its barrel, so the chunks that read the cache
// (the worker's entry, the page's entry) do not hold the whole engine.
import { SNAPSHOT_FORMAT_VERSION } from '../engine/storage/snapshot-store';

/**
 * Reading the segment cache out of the playground's IndexedDB (schema in indexeddb-store.ts): by the worker's
 * store, and by the page while the worker loads the engine's code (see `readForWorker`).
 */
export const SCHEMA_VERSION = 5;
export const DEFAULT_DB_NAME = 'searchpad';
export const ALL_STORES = ['meta', 'docs', 'manifests', 'segments', 'templates', 'scripts'] as const;

export const shardRange = (name: string, shard: number) => IDBKeyRange.bound([name, shard], [name, shard, []]);

/** A segment as stored: its buffers as Blobs, or (records written before) as ArrayBuffers. */
export type SegmentRecord = Omit<StoredSegment, 'buffers'> & { blobs?: Blob[]; buffers?: ArrayBuffer[] };

/**
 * perf: a Blob is read back with one copy (Blob.arrayBuffer), while an ArrayBuffer inside a record comes
 * back through the structured clone of the whole value: in Chromium a 26 MB segment read 2–4× faster.
 */
export function toRecord({ buffers, ...rest }: StoredSegment): SegmentRecord {
  return { ...rest, blobs: buffers.map((b) => new Blob([b])) };
}

async function fromRecord({ blobs, buffers, ...rest }: SegmentRecord): Promise<StoredSegment | undefined> {
  try {
    return { ...rest, buffers: blobs ? await Promise.all(blobs.map((b) => b.arrayBuffer())) : (buffers ?? []) };
  } catch {
    return undefined;
  }
}

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

/** The segment cache as one readonly transaction sees it (the manifests, their blobs, the documents they do not cover). */
export async function readCachedSnapshot(db: IDBPDatabase): Promise<CachedSnapshot> {
  const tx = db.transaction(ALL_STORES, 'readonly');
  const [indices, manifests, templates, scripts] = (await Promise.all([
    tx.objectStore('meta').getAll(), tx.objectStore('manifests').getAll(), tx.objectStore('templates').getAll(), tx.objectStore('scripts').getAll(),
  ])) as [StoredIndexMeta[], ShardManifest[], StoredTemplate[], StoredScript[]];
  const seq = tx.objectStore('docs').index('seq');
  const names = new Set(indices.map((i) => i.name));
  const live = manifests.filter((m) => names.has(m.index));
  const [shards, docLists] = await Promise.all([
    Promise.all(
      live.map(async (manifest) => {
        const [blobs, docsCovered] = await Promise.all([
          tx.objectStore('segments').getAll(shardRange(manifest.index, manifest.shard)) as Promise<SegmentRecord[]>,
          seq.count(IDBKeyRange.bound([manifest.index, manifest.shard, -Infinity], [manifest.index, manifest.shard, manifest.maxSeqNo])),
        ]);
        const named = new Set(manifest.segments.map((s) => s.name));
        return { manifest, segments: blobs.filter((b) => named.has(b.name)), docsCovered };
      }),
    ),
    Promise.all(indices.flatMap((i) => uncoveredRanges(i.name, live).map((r) => seq.getAll(r) as Promise<StoredDoc[]>))),
  ]);
  await tx.done;
  // A blob that cannot be read is left out: its shard is then rebuilt from its documents.
  const read = await Promise.all(shards.map(async (s) => ({ ...s, segments: (await Promise.all(s.segments.map(fromRecord))).filter((b) => b !== undefined) })));
  return { formatVersion: SNAPSHOT_FORMAT_VERSION, indices, shards: read, docs: docLists.flat(), templates, scripts };
}

/** The version of an existing database without creating or upgrading it (0 when there is none). */
export async function currentVersion(factory: IDBFactory, name: string): Promise<number> {
  const db = await openExisting(factory, name);
  db?.close();
  return db?.version ?? 0;
}

/**
 * The segment cache read by the page for its engine worker, or undefined when there is nothing the worker
 * could not better read itself (no database yet, one of another schema that the worker upgrades or refuses,
 * no IndexedDB, any error). Never creates or upgrades the database; its connection is closed once read.
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
 * its creation is aborted, so the store's own open creates it at our version. Another tab asking to upgrade
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
