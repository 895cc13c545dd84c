import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createEngine, type CachedSnapshot } from '../engine/index.ts';
import { currentVersion, openIndexedDbStore, SCHEMA_VERSION } from './indexeddb-store';
import { readForWorker, transferablesOf } from './read-segment-cache';

let dbs = 0;

/** A database with an index of a few documents, refreshed so its segment cache is written. */
async function filled(name: string) {
  const store = await openIndexedDbStore({ name });
  const engine = createEngine({ store, clock: () => 1 });
  await engine.request({ method: 'PUT', path: '/i', body: { settings: { number_of_shards: 2 } } });
  const words = ['red fox', 'lazy dog', 'quick fox', 'brown dog', 'old fox', 'new dog'];
  await engine.request({ method: 'POST', path: '/i/_doc/_bulk?refresh=true', body: words.map((t, i) => `{"index":{"_id":"${i + 1}"}}\n{"t":"${t}"}\n`).join('') });
  await engine.request({ method: 'PUT', path: '/i/_doc/7', body: { t: 'not refreshed' } });
  expect((await store.loadCached!()).shards.length).toBe(2); // both shards have documents
  await engine.idle();
  return store;
}

const shape = (s: CachedSnapshot) => ({
  indices: s.indices.map((i) => i.name),
  shards: s.shards.map((c) => ({ manifest: c.manifest, docsCovered: c.docsCovered, segments: c.segments.map((g) => ({ ...g, buffers: g.buffers.map((b) => [...new Uint8Array(b)]) })) })),
  docs: s.docs.map((d) => d.id),
});

describe("the page's read of the segment cache for its worker", () => {
  it('reads what the store itself reads, and leaves the database as it was', async () => {
    const name = `page-${++dbs}`;
    const store = await filled(name);
    const own = await store.loadCached!();
    const page = await readForWorker(name);
    expect(page).toBeDefined();
    expect(page!.shards.length).toBe(2);
    expect(page!.docs.map((d) => d.id)).toEqual(['7']);
    expect(shape(page!)).toEqual(shape(own));
    // The store's connection was not blocked or closed: it still writes.
    await store.commit([{ op: 'deleteTemplate', name: 'none' }]);
    store.close();
  });

  it('an engine over a store given the page\'s read answers as one that read the store', async () => {
    const name = `page-${++dbs}`;
    (await filled(name)).close();
    const store = await openIndexedDbStore({ name });
    store.preloadCached(readForWorker(name));
    const engine = createEngine({ store, clock: () => 1 });
    const r = await engine.request({ method: 'GET', path: '/i/_search', body: { query: { match: { t: 'fox' } } } });
    expect((r.body as { hits: { total: number } }).hits.total).toBe(3);
    expect(engine.lastLoad).toEqual({ fromCache: ['i/0', 'i/1'], rebuilt: [], reanalysed: 1 });
    store.close();
  });

  it('has nothing when there is no database, and does not create one', async () => {
    const name = `page-${++dbs}`;
    expect(await readForWorker(name)).toBeUndefined();
    expect(await currentVersion(indexedDB, name)).toBe(0);
  });

  it('has nothing for a database of another schema, and leaves it untouched for the worker to upgrade or refuse', async () => {
    for (const version of [SCHEMA_VERSION - 1, SCHEMA_VERSION + 1]) {
      const name = `page-${++dbs}`;
      await new Promise<void>((resolve, reject) => {
        const req = indexedDB.open(name, version);
        req.onupgradeneeded = () => req.result.createObjectStore('meta', { keyPath: 'name' });
        req.onsuccess = () => {
          req.result.close();
          resolve();
        };
        req.onerror = () => reject(req.error);
      });
      expect(await readForWorker(name)).toBeUndefined();
      expect(await currentVersion(indexedDB, name)).toBe(version);
    }
  });

  it('without the page\'s read (none, or a failed one), the store reads the cache itself', async () => {
    const name = `page-${++dbs}`;
    (await filled(name)).close();
    const store = await openIndexedDbStore({ name });
    store.preloadCached(Promise.resolve(undefined));
    expect((await store.loadCached!()).shards.length).toBe(2);
    store.close();
  });

  it('transfers every segment buffer once', async () => {
    const name = `page-${++dbs}`;
    (await filled(name)).close();
    const page = (await readForWorker(name))!;
    const buffers = page.shards.flatMap((s) => s.segments.flatMap((g) => g.buffers));
    expect(buffers.length).toBeGreaterThan(0);
    expect(transferablesOf(page)).toEqual(buffers);
    expect(transferablesOf(undefined)).toEqual([]);
  });
});
