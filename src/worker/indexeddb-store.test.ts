import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine, type Mutation, type ShardManifest, type StoredDoc, type StoredSegment } from '../engine/index.ts';
import { openIndexedDbStore, SCHEMA_VERSION } from './indexeddb-store';

let dbs = 0;
const doc = (index: string, id: string, source: unknown, version = 1): StoredDoc => ({
  index, id, type: '_doc', source, version, seqNo: version - 1, primaryTerm: 1, shard: 0, deleted: false,
});
const meta = (name: string) => ({ name, uuid: `u-${name}`, creationDate: 1, settings: { 'index.number_of_shards': '1' }, aliases: {} });

/** Creates a database by hand at a given version, as an older or newer Searchpad would have left it. */
function rawDb(name: string, version: number, fill: (db: IDBDatabase) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name, version);
    req.onupgradeneeded = () => fill(req.result);
    req.onsuccess = () => {
      req.result.close();
      resolve();
    };
    req.onerror = () => reject(req.error);
  });
}

describe('the IndexedDB store', () => {
  it('property: after any sequence of committed batches, load gives the last state of every doc', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.array(fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), text: fc.string({ unit: 'binary', maxLength: 20 }), n: fc.integer() }), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }),
      async (batches) => {
        const store = await openIndexedDbStore({ name: `db-${++dbs}` });
        const expected = new Map<string, StoredDoc>();
        await store.commit([{ op: 'putIndex', meta: meta('i') }]);
        let v = 1;
        for (const batch of batches) {
          const muts: Mutation[] = batch.map((b) => ({ op: 'putDoc', doc: doc('i', b.id, { text: b.text, n: b.n }, v++) }));
          await store.commit(muts);
          for (const m of muts) if (m.op === 'putDoc') expected.set(m.doc.id, m.doc);
        }
        const snap = await store.load();
        expect(snap.indices.map((i) => i.name)).toEqual(['i']);
        expect(new Map(snap.docs.map((d) => [d.id, d]))).toEqual(expected);
        store.close();
      },
    ), { numRuns: 25 });
  });

  it('deleting an index removes its documents and only its', async () => {
    const store = await openIndexedDbStore({ name: `db-${++dbs}` });
    await store.commit([{ op: 'putIndex', meta: meta('a') }, { op: 'putIndex', meta: meta('ab') }, { op: 'putDoc', doc: doc('a', '1', {}) }, { op: 'putDoc', doc: doc('ab', '1', {}) }]);
    await store.commit([{ op: 'deleteIndex', name: 'a' }]);
    const snap = await store.load();
    expect(snap.indices.map((i) => i.name)).toEqual(['ab']);
    expect(snap.docs.map((d) => `${d.index}/${d.id}`)).toEqual(['ab/1']);
  });

  it('a failed commit leaves the store as it was (all of a batch or none)', async () => {
    const store = await openIndexedDbStore({ name: `db-${++dbs}` });
    await store.commit([{ op: 'putIndex', meta: meta('i') }, { op: 'putDoc', doc: doc('i', '1', { a: 1 }) }]);
    const before = await store.load();
    const bad = doc('i', '3', { f: () => 1 }); // not cloneable: the transaction aborts
    await expect(store.commit([{ op: 'putDoc', doc: doc('i', '2', { a: 2 }) }, { op: 'putDoc', doc: bad }])).rejects.toThrow();
    expect(await store.load()).toEqual(before);
  });

  it('a quota error mid-transaction rejects with its name, leaves the store unchanged, and the engine answers 500 without acknowledging', async () => {
    const store = await openIndexedDbStore({ name: 'quota' });
    const engine = createEngine({ store, clock: () => 1 });
    await engine.request({ method: 'PUT', path: '/q/_doc/1', body: { a: 1 } });
    const before = await store.load();
    // The browser throws QuotaExceededError from put() once the origin is over its quota.
    const put = IDBObjectStore.prototype.put;
    let calls = 0;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (++calls === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
    try {
      const r = await engine.request({ method: 'PUT', path: '/q/_doc/2', body: { a: 2, b: 'new field' } });
      expect(r.status).toBe(500);
      expect((r.body as { error: { reason: string } }).error.reason).toMatch(/^failed to persist the write: QuotaExceededError/);
    } finally {
      IDBObjectStore.prototype.put = put;
    }
    expect(await store.load()).toEqual(before);
    expect((await engine.request({ method: 'GET', path: '/q/_doc/2' })).status).toBe(404);
  });

  it('migrates a schema-1 database and refuses a newer one untouched', async () => {
    await rawDb('old', 1, (db) => {
      const kv = db.createObjectStore('kv');
      kv.put(meta('legacy'), 'index:legacy');
      kv.put(doc('legacy', '7', { kept: true }), 'doc:legacy\u00007');
    });
    const store = await openIndexedDbStore({ name: 'old' });
    const snap = await store.load();
    expect(snap.indices.map((i) => i.name)).toEqual(['legacy']);
    expect(snap.docs.map((d) => d.source)).toEqual([{ kept: true }]);
    store.close();

    await rawDb('future', SCHEMA_VERSION + 1, (db) => db.createObjectStore('whatever'));
    await expect(openIndexedDbStore({ name: 'future' })).rejects.toThrow(`newer Searchpad (schema ${SCHEMA_VERSION + 1}; this one reads up to ${SCHEMA_VERSION})`);
    await rawDb('future', SCHEMA_VERSION + 1, () => {}); // still at its version: opening it again at that version works
  });

  it('an engine over it comes back after a restart with the same answers', async () => {
    const first = createEngine({ store: await openIndexedDbStore({ name: 'restart' }), clock: () => 1 });
    await first.request({ method: 'PUT', path: '/t', body: { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } } } });
    const lines = Array.from({ length: 30 }, (_, i) => `{"index":{"_id":"${i}"}}\n{"text":"doc ${i} ${i % 3 ? 'red' : 'blue'} fox"}\n`).join('');
    await first.request({ method: 'POST', path: '/t/_doc/_bulk?refresh=true', body: lines });
    const ask = async (e: typeof first) => [
      await e.request({ method: 'GET', path: '/t/_search', body: { query: { match: { text: 'red fox' } }, size: 30 } }),
      await e.request({ method: 'GET', path: '/t/_count' }),
      await e.request({ method: 'GET', path: '/t/_doc/7/_termvectors?term_statistics=true' }),
    ].map((r) => JSON.parse(JSON.stringify(r.body, (k, v) => (k === 'took' ? undefined : v))));
    const before = await ask(first);
    const second = createEngine({ store: await openIndexedDbStore({ name: 'restart' }), clock: () => 1 });
    expect(await ask(second)).toEqual(before);
  });

  it('migrates a schema-2 database: documents kept and findable by shard and seq_no', async () => {
    await rawDb('v2', 2, (db) => {
      db.createObjectStore('meta', { keyPath: 'name' }).put({ ...meta('i'), mapping: { type: '_doc', body: {} } });
      const docs = db.createObjectStore('docs', { keyPath: ['index', 'id'] });
      docs.createIndex('index', 'index');
      docs.put(doc('i', 'a', { t: 1 }, 1));
      docs.put(doc('i', 'b', { t: 2 }, 2));
      db.createObjectStore('info', { keyPath: 'key' }).put({ key: 'schema', version: 2 });
    });
    const store = await openIndexedDbStore({ name: 'v2' });
    const cached = await store.loadCached!();
    expect(cached.shards).toEqual([]);
    expect(cached.docs.map((d) => d.id).sort()).toEqual(['a', 'b']);
    const engine = createEngine({ store, clock: () => 1 });
    expect(((await engine.request({ method: 'GET', path: '/i/_count' })).body as { count: number }).count).toBe(2);
    store.close();
  });
});

/** How many records each object store of a database holds. */
const recordCounts = (name: string) => new Promise<Record<string, number>>((resolve, reject) => {
  const req = indexedDB.open(name);
  req.onsuccess = () => {
    const db = req.result;
    const names = Array.from(db.objectStoreNames);
    const tx = db.transaction(names);
    const counts: Record<string, number> = {};
    for (const n of names) {
      const c = tx.objectStore(n).count();
      c.onsuccess = () => (counts[n] = c.result);
    }
    tx.oncomplete = () => {
      db.close();
      resolve(counts);
    };
    tx.onerror = () => reject(tx.error);
  };
  req.onerror = () => reject(req.error);
});

/** A database as schema 5 left it: index `i` with `properties`, its documents one record each. */
const schema5Db = (name: string, properties: Record<string, unknown>, docs: StoredDoc[]) => rawDb(name, 5, (db) => {
  db.createObjectStore('meta', { keyPath: 'name' }).put({ ...meta('i'), mapping: { type: '_doc', body: { properties } } });
  const store = db.createObjectStore('docs', { keyPath: ['index', 'id'] });
  store.createIndex('index', 'index');
  store.createIndex('seq', ['index', 'shard', 'seqNo']);
  for (const d of docs) store.put(d);
  db.createObjectStore('info', { keyPath: 'key' }).put({ key: 'schema', version: 5 });
  db.createObjectStore('manifests', { keyPath: ['index', 'shard'] });
  db.createObjectStore('segments', { keyPath: ['index', 'shard', 'name'] });
  db.createObjectStore('templates', { keyPath: 'name' });
  db.createObjectStore('scripts', { keyPath: 'id' });
});

describe('the IndexedDB store\'s documents in chunks (schema 6)', () => {
  it('a _bulk is one chunk record (and its head) per shard, not a record per document', async () => {
    const name = `chunks-${++dbs}`;
    const engine = createEngine({ store: await openIndexedDbStore({ name }), clock: () => 1 });
    await engine.request({ method: 'PUT', path: '/t', body: { settings: { number_of_shards: 2 } } });
    const lines = Array.from({ length: 40 }, (_, i) => `{"index":{"_id":"${i}"}}\n{"n":${i}}\n`).join('');
    expect((await engine.request({ method: 'POST', path: '/t/_doc/_bulk', body: lines })).status).toBe(200);
    const counts = await recordCounts(name);
    expect([counts.docChunks, counts.docChunkHeads, counts.docs]).toEqual([2, 2, 0]);
  });

  it('a document updated many times is compacted back to one state (its schema-5 record superseded too), and a reload still uses the segment cache', async () => {
    const name = `compact-${++dbs}`;
    await schema5Db(name, { n: { type: 'long' } }, [doc('i', 'counter', { n: 0 })]);
    const store = await openIndexedDbStore({ name, compactAfter: 8 });
    const first = createEngine({ store, clock: () => 1 });
    await first.request({ method: 'POST', path: '/i/_doc/_bulk', body: '{"index":{"_id":"a"}}\n{"n":-1}\n{"index":{"_id":"b"}}\n{"n":-2}\n' });
    for (let n = 1; n <= 40; n++) await first.request({ method: 'PUT', path: `/i/_doc/counter${n === 40 ? '?refresh=true' : ''}`, body: { n } });
    await first.request({ method: 'DELETE', path: '/i/_doc/b' });
    await first.idle();
    await store.compactions;
    const counts = await recordCounts(name);
    expect(counts.docChunks).toBeLessThanOrEqual(8); // 42 commits
    expect((await store.load()).docs.map((d) => `${d.id}:${d.version}:${d.deleted}`).sort()).toEqual(['a:1:false', 'b:2:true', 'counter:41:false']);
    const second = createEngine({ store: await openIndexedDbStore({ name }), clock: () => 1 });
    await second.ready;
    expect(second.lastLoad).toEqual({ fromCache: ['i/0'], rebuilt: [], reanalysed: 1 });
    expect((await second.request({ method: 'GET', path: '/i/_doc/counter' })).body).toMatchObject({ _version: 41, _source: { n: 40 } });
    expect((await second.request({ method: 'GET', path: '/i/_count' })).body).toMatchObject({ count: 2 });
  });

  it('reads a schema-5 database\'s documents, and later writes supersede them: load, export and a reload from the segment cache agree', async () => {
    const name = `v5-${++dbs}`;
    await schema5Db(name, { t: { type: 'text' } }, (['a', 'b', 'c'] as const).map((id, seqNo) => ({ ...doc('i', id, { t: `old ${id}` }), seqNo })));
    const store = await openIndexedDbStore({ name });
    expect((await store.load()).docs.map((d) => d.id).sort()).toEqual(['a', 'b', 'c']);
    const first = createEngine({ store, clock: () => 1 });
    await first.request({ method: 'PUT', path: '/i/_doc/a', body: { t: 'new a' } });
    await first.request({ method: 'DELETE', path: '/i/_doc/b' });
    await first.request({ method: 'POST', path: '/i/_doc/_bulk?refresh=true', body: '{"index":{"_id":"d"}}\n{"t":"new d"}\n{"index":{"_id":"a"}}\n{"t":"newer a"}\n' });
    await first.request({ method: 'PUT', path: '/i/_doc/c', body: { t: 'new c' } }); // above the cache
    await first.idle();
    const latest = (await store.load()).docs.map((d) => `${d.id}:${d.deleted ? 'deleted' : (d.source as { t: string }).t}`).sort();
    expect(latest).toEqual(['a:newer a', 'b:deleted', 'c:new c', 'd:new d']);
    const second = createEngine({ store: await openIndexedDbStore({ name }), clock: () => 1 });
    await second.ready;
    expect(second.lastLoad).toEqual({ fromCache: ['i/0'], rebuilt: [], reanalysed: 1 });
    // Both refreshed (a reload makes the write above the cache visible): the same answers.
    const ask = async (e: typeof first) => [
      await e.request({ method: 'POST', path: '/i/_refresh' }),
      await e.request({ method: 'GET', path: '/i/_search', body: { query: { match: { t: 'new newer old' } }, sort: ['_id'] } }),
      await e.request({ method: 'GET', path: '/i/_doc/b' }),
      await e.request({ method: 'GET', path: '/_cat/indices?format=json&h=index,docs.count,docs.deleted' }),
    ].map((r) => JSON.parse(JSON.stringify(r.body, (k, v) => (k === 'took' ? undefined : v))));
    expect(await ask(second)).toEqual(await ask(first));
    expect((await second.request({ method: 'GET', path: '/i/_search', body: { query: { match: { t: 'new' } } } })).body).toMatchObject({ hits: { total: 2 } });
  });
});

describe('the IndexedDB store\'s segment cache', () => {
  const blob = (index: string, shard: number, name: string, bytes: number): StoredSegment => ({ index, shard, name, codecVersion: 1, buffers: [new Uint8Array(bytes).fill(7).buffer] });
  const manifest = (index: string, shard: number, maxSeqNo: number, names: string[]): ShardManifest => ({
    index, shard, indexUuid: `u-${index}`, codecVersion: 1, primaryTerm: 1, maxSeqNo,
    segments: names.map((name) => ({ name, maxDoc: 3, liveDocs: Uint8Array.of(5) })), tombstones: [{ id: 'gone', type: '_doc', version: 2, seqNo: 1 }],
  });
  const docAt = (index: string, id: string, shard: number, seqNo: number): StoredDoc => ({ ...doc(index, id, { id }), shard, seqNo });

  /** The raw record of a segment, as IndexedDB holds it. */
  const rawSegment = (db: string, key: [string, number, string]) => new Promise<Record<string, unknown>>((resolve, reject) => {
    const req = indexedDB.open(db);
    req.onsuccess = () => {
      const get = req.result.transaction('segments').objectStore('segments').get(key);
      get.onsuccess = () => {
        req.result.close();
        resolve(get.result as Record<string, unknown>);
      };
      get.onerror = () => reject(get.error);
    };
    req.onerror = () => reject(req.error);
  });

  it('stores segment buffers as Blobs and reads them back byte for byte, and still reads records that kept ArrayBuffers', async () => {
    const name = `seg-${++dbs}`;
    const store = await openIndexedDbStore({ name });
    await store.commit([{ op: 'putIndex', meta: meta('i') }, { op: 'putDoc', doc: docAt('i', 'a', 0, 0) }, { op: 'putDoc', doc: docAt('i', 'b', 0, 1) }]);
    const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 31) & 255);
    await store.putSegments!({ shards: [{ manifest: manifest('i', 0, 1, ['_a']), segments: [{ index: 'i', shard: 0, name: '_a', codecVersion: 1, buffers: [bytes.slice().buffer] }] }] });
    const raw = await rawSegment(name, ['i', 0, '_a']);
    expect(raw.buffers).toBeUndefined();
    expect((raw.blobs as Blob[])[0]).toBeInstanceOf(Blob);
    expect(new Uint8Array((await store.loadCached!()).shards[0].segments[0].buffers[0])).toEqual(bytes);
    store.close();
    // A record as the previous layout wrote it: the ArrayBuffer inside the record.
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => {
        const tx = req.result.transaction('segments', 'readwrite');
        tx.objectStore('segments').put({ index: 'i', shard: 0, name: '_a', codecVersion: 1, buffers: [bytes.slice(0, 64).buffer] });
        tx.oncomplete = () => {
          req.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
    const again = await openIndexedDbStore({ name });
    expect(new Uint8Array((await again.loadCached!()).shards[0].segments[0].buffers[0])).toEqual(bytes.slice(0, 64));
    again.close();
  });

  it('gives the next loadCached the read preloadCached started, and starts over after a write', async () => {
    const store = await openIndexedDbStore({ name: `seg-${++dbs}` });
    await store.commit([{ op: 'putIndex', meta: meta('i') }, { op: 'putDoc', doc: docAt('i', 'a', 0, 0) }]);
    store.preloadCached();
    const first = await store.loadCached!();
    expect(first.docs.map((d) => d.id)).toEqual(['a']);
    store.preloadCached();
    await store.commit([{ op: 'putDoc', doc: docAt('i', 'b', 0, 1) }]);
    expect((await store.loadCached!()).docs.map((d) => d.id).sort()).toEqual(['a', 'b']);
    store.close();
  });

  it('keeps each segment as one record of large buffers and hands back only the documents above each manifest', async () => {
    const store = await openIndexedDbStore({ name: `seg-${++dbs}` });
    await store.commit([
      { op: 'putIndex', meta: meta('i') }, { op: 'putIndex', meta: meta('j') },
      ...[[0, 0], [0, 1], [0, 5], [0, 6], [1, 2], [1, 3], [2, 4]].map(([shard, seq], k) => ({ op: 'putDoc' as const, doc: docAt('i', `d${k}`, shard, seq) })),
      { op: 'putDoc', doc: docAt('j', 'x', 0, 0) },
    ]);
    await store.putSegments!({ shards: [
      { manifest: manifest('i', 0, 5, ['_a', '_b']), segments: [blob('i', 0, '_a', 1 << 20), blob('i', 0, '_b', 64)] },
      { manifest: manifest('i', 2, 4, []), segments: [] },
    ] });
    const cached = await store.loadCached!();
    expect(cached.shards.map((s) => [s.manifest.index, s.manifest.shard, s.segments.map((b) => b.name), s.docsCovered])).toEqual([
      ['i', 0, ['_a', '_b'], 3],
      ['i', 2, [], 1],
    ]);
    expect(cached.shards[0].segments[0].buffers[0].byteLength).toBe(1 << 20);
    expect(cached.shards[0].manifest.segments[0].liveDocs).toEqual(Uint8Array.of(5));
    // Shard 0 above seq_no 5, all of shard 1 (no manifest), nothing of shard 2, all of index j.
    expect(cached.docs.map((d) => `${d.index}/${d.id}`).sort()).toEqual(['i/d3', 'i/d4', 'i/d5', 'j/x']);
    store.close();
  });

  it('a new manifest drops the blobs it no longer names; deleting the index or clearing drops the cache', async () => {
    const store = await openIndexedDbStore({ name: `seg-${++dbs}` });
    await store.commit([{ op: 'putIndex', meta: meta('i') }, { op: 'putIndex', meta: meta('k') }]);
    await store.putSegments!({ shards: [
      { manifest: manifest('i', 0, 1, ['_a', '_b']), segments: [blob('i', 0, '_a', 8), blob('i', 0, '_b', 8)] },
      { manifest: manifest('k', 0, 1, ['_a']), segments: [blob('k', 0, '_a', 8)] },
    ] });
    await store.putSegments!({ shards: [{ manifest: manifest('i', 0, 2, ['_b', '_c']), segments: [blob('i', 0, '_c', 8)] }] });
    let cached = await store.loadCached!();
    expect(cached.shards.map((s) => `${s.manifest.index}:${s.segments.map((b) => b.name)}`)).toEqual(['i:_b,_c', 'k:_a']);
    await store.commit([{ op: 'deleteIndex', name: 'i' }]);
    await store.commit([{ op: 'putIndex', meta: meta('i') }]);
    cached = await store.loadCached!();
    expect(cached.shards.map((s) => s.manifest.index)).toEqual(['k']);
    await store.clear();
    await store.commit([{ op: 'putIndex', meta: meta('k') }]);
    expect((await store.loadCached!()).shards).toEqual([]);
    store.close();
  });

  it('a cache write that fails (quota) leaves the previous manifest and blobs as they were', async () => {
    const store = await openIndexedDbStore({ name: `seg-${++dbs}` });
    await store.commit([{ op: 'putIndex', meta: meta('i') }]);
    await store.putSegments!({ shards: [{ manifest: manifest('i', 0, 1, ['_a']), segments: [blob('i', 0, '_a', 8)] }] });
    const before = await store.loadCached!();
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'manifests') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
    try {
      await expect(store.putSegments!({ shards: [{ manifest: manifest('i', 0, 9, ['_b']), segments: [blob('i', 0, '_b', 8)] }] })).rejects.toThrow(/quota/);
    } finally {
      IDBObjectStore.prototype.put = put;
    }
    expect(await store.loadCached!()).toEqual(before);
    store.close();
  });

  it('an engine reloads from its segments: no document re-analysed, the same answers after deletes and updates', async () => {
    const name = `seg-${++dbs}`;
    const first = createEngine({ store: await openIndexedDbStore({ name }), clock: () => 1 });
    await first.request({ method: 'PUT', path: '/t', body: { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } } } });
    const lines = Array.from({ length: 60 }, (_, i) => `{"index":{"_id":"${i}"}}\n{"text":"doc ${i} ${i % 3 ? 'red' : 'blue'} fox"}\n`).join('');
    await first.request({ method: 'POST', path: '/t/_doc/_bulk?refresh=true', body: lines });
    await first.request({ method: 'PUT', path: '/t/_doc/4?refresh=true', body: { text: 'red red fox again' } });
    await first.request({ method: 'DELETE', path: '/t/_doc/5?refresh=true' });
    const ask = async (e: typeof first) => [
      await e.request({ method: 'GET', path: '/t/_search', body: { query: { match: { text: 'red fox' } }, size: 60 } }),
      await e.request({ method: 'GET', path: '/_cat/indices?format=json' }),
      await e.request({ method: 'GET', path: '/t/_doc/7/_termvectors?term_statistics=true' }),
    ].map((r) => JSON.parse(JSON.stringify(r.body, (k, v) => (k === 'took' ? undefined : v))));
    const before = await ask(first);
    await first.idle();
    const second = createEngine({ store: await openIndexedDbStore({ name }), clock: () => 1 });
    expect(await ask(second)).toEqual(before);
    expect(second.lastLoad).toEqual({ fromCache: ['t/0', 't/1'], rebuilt: [], reanalysed: 0 });
  });

  it('keeps index templates (schema 4): put, replace, delete, and an engine over it applies them after a reload', async () => {
    const name = `db-${++dbs}`;
    const store = await openIndexedDbStore({ name });
    const t = { name: 't', order: 0, indexPatterns: ['logs-*'], settings: { 'index.number_of_shards': '1' }, mappings: {}, aliases: {} };
    await store.commit([{ op: 'putTemplate', template: t }, { op: 'putTemplate', template: { ...t, name: 'u' } }]);
    await store.commit([{ op: 'deleteTemplate', name: 'u' }]);
    expect((await store.load()).templates).toEqual([t]);
    expect((await store.loadCached()).templates).toEqual([t]);
    await store.clear();
    expect((await store.load()).templates).toEqual([]);
    const e = createEngine({ store });
    await e.request({ method: 'PUT', path: '/_template/logs', body: { index_patterns: ['logs-*'], settings: { number_of_shards: 2 }, aliases: { recent: {} } } });
    store.close();
    const again = await openIndexedDbStore({ name });
    const e2 = createEngine({ store: again });
    await e2.request({ method: 'PUT', path: '/logs-1' });
    const got = (await e2.request({ method: 'GET', path: '/logs-1' })).body as Record<string, any>;
    expect(got['logs-1'].settings.index.number_of_shards).toBe('2');
    expect(got['logs-1'].aliases).toEqual({ recent: {} });
    again.close();
  });

  it('keeps stored scripts (schema 5): put, delete, and an engine over it runs them after a reload', async () => {
    const name = `db-${++dbs}`;
    const store = await openIndexedDbStore({ name });
    const s = { id: 's', lang: 'painless', source: '1' };
    await store.commit([{ op: 'putScript', script: s }, { op: 'putScript', script: { ...s, id: 'u' } }]);
    await store.commit([{ op: 'deleteScript', id: 'u' }]);
    expect((await store.load()).scripts).toEqual([s]);
    expect((await store.loadCached()).scripts).toEqual([s]);
    const e = createEngine({ store });
    await e.request({ method: 'PUT', path: '/_scripts/twice', body: { script: { lang: 'painless', source: "doc['n'].value * 2" } } });
    store.close();
    const again = await openIndexedDbStore({ name });
    const e2 = createEngine({ store: again });
    await e2.request({ method: 'PUT', path: '/d/_doc/1?refresh=true', body: { n: 21 } });
    const got = (await e2.request({ method: 'POST', path: '/d/_search', body: { script_fields: { t: { script: { id: 'twice' } } } } })).body as Record<string, any>;
    expect(got.hits.hits[0].fields).toEqual({ t: [42] });
    again.close();
  });
});
