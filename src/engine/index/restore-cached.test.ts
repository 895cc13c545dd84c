import { describe, expect, it } from 'vitest';
import { createEngine, MemoryStore } from '../index';
import { SEGMENT_CODEC_VERSION } from './segment-codec';

type Engine = ReturnType<typeof createEngine>;
const call = (e: Engine, method: string, path: string, body?: unknown) => e.request({ method, path, body });

async function seeded(store: MemoryStore) {
  const e = createEngine({ store, clock: () => 1 });
  await call(e, 'PUT', '/t', {
    settings: { number_of_shards: 2, refresh_interval: -1 },
    mappings: { _doc: { properties: { body: { type: 'text', term_vector: 'with_positions_offsets' }, n: { type: 'integer' } } } },
  });
  let lines = '';
  for (let i = 0; i < 40; i++) lines += `{"index":{"_id":"${i}"}}\n{"body":"doc ${i} ${i % 3 ? 'red fox' : 'lazy dog'} ${i % 5 ? '' : 'red red'}","n":${i}}\n`;
  await call(e, 'POST', '/t/_doc/_bulk?refresh=true', lines);
  // Updates and deletes after the first segment: their old copies stay in it as deleted docs.
  await call(e, 'PUT', '/t/_doc/3?refresh=true', { body: 'red fox updated', n: 3 });
  await call(e, 'DELETE', '/t/_doc/6?refresh=true');
  await call(e, 'DELETE', '/t/_doc/9');
  await call(e, 'POST', '/t/_refresh');
  await e.idle();
  return e;
}

async function answers(e: Engine) {
  const out: unknown[] = [];
  for (const [method, path, body] of [
    ['GET', '/t/_search', { query: { match: { body: 'red fox' } }, size: 50 }],
    ['GET', '/t/_search', { query: { match_phrase: { body: 'lazy dog' } }, size: 50, sort: [{ n: 'desc' }] }],
    ['GET', '/t/_count'],
    ['GET', '/_cat/indices/t?format=json&h=docs.count,docs.deleted,store.size'],
    ['GET', '/t/_doc/12/_termvectors?term_statistics=true&field_statistics=true'],
    ['GET', '/t/_doc/3'],
    ['GET', '/t/_doc/6'],
  ] as Array<[string, string, unknown]>) {
    out.push(JSON.parse(JSON.stringify((await call(e, method, path, body)).body, (k, v) => (k === 'took' ? undefined : v))));
  }
  return out;
}

async function reloaded(store: MemoryStore) {
  const e = createEngine({ store, clock: () => 1 });
  await e.ready;
  return e;
}

describe('reloading from the segment cache', () => {
  it('reads every shard from its segments, re-analysing nothing, with the same answers', async () => {
    const store = new MemoryStore({ segmentCache: true });
    const before = await answers(await seeded(store));
    const b = await reloaded(store);
    expect(b.lastLoad).toEqual({ fromCache: ['t/0', 't/1'], rebuilt: [], reanalysed: 0 });
    expect(await answers(b)).toEqual(before);
  });

  describe('when deletes and updates are pending a merge', () => {
    it('keeps the deleted docs in doc_freq, as before the reload (a reload from documents alone would not)', async () => {
      const store = new MemoryStore({ segmentCache: true });
      const a = await seeded(store);
      const before = await answers(a);
      const cat = before[3] as Array<Record<string, string>>;
      expect(Number(cat[0]['docs.deleted'])).toBeGreaterThan(0);
      expect(await answers(await reloaded(store))).toEqual(before);
      // The same documents without the cache: the deleted copies are gone, so scores move.
      const plain = new MemoryStore();
      await plain.commit((await store.load()).indices.map((meta) => ({ op: 'putIndex', meta })));
      await plain.commit((await store.load()).docs.map((doc) => ({ op: 'putDoc', doc })));
      expect((await answers(await reloaded(plain)))[0]).not.toEqual(before[0]);
    });

    it('keeps a deleted id\'s version for later writes', async () => {
      const store = new MemoryStore({ segmentCache: true });
      await seeded(store);
      const b = await reloaded(store);
      expect(((await call(b, 'PUT', '/t/_doc/6', { body: 'back' })).body as { _version: number })._version).toBe(3);
    });
  });

  it('re-analyses only the documents written after the cache (a crash between a commit and its cache write)', async () => {
    const store = new MemoryStore({ segmentCache: true });
    const a = await seeded(store);
    store.failSegmentWrites = new Error('killed');
    await call(a, 'PUT', '/t/_doc/1?refresh=true', { body: 'now a lazy dog', n: 1 });
    await call(a, 'DELETE', '/t/_doc/2?refresh=true');
    await call(a, 'PUT', '/t/_doc/100?refresh=true', { body: 'red fox new', n: 100 });
    const before = await answers(a);
    const b = await reloaded(store);
    expect(b.lastLoad?.rebuilt).toEqual([]);
    expect(b.lastLoad?.reanalysed).toBe(3);
    expect(await answers(b)).toEqual(before);
  });

  it('after a failed cache write, tries again when the shard changes, not on every request', async () => {
    const store = new MemoryStore({ segmentCache: true });
    const a = await seeded(store);
    store.failSegmentWrites = new Error('quota');
    await call(a, 'PUT', '/t/_doc/100?refresh=true', { body: 'red fox new', n: 100 });
    await a.idle();
    store.failSegmentWrites = undefined;
    const manifests = JSON.stringify(store.cachedManifests().map((m) => m.maxSeqNo));
    await call(a, 'GET', '/t/_count');
    await a.idle();
    expect(JSON.stringify(store.cachedManifests().map((m) => m.maxSeqNo))).toBe(manifests);
    expect((await reloaded(store)).lastLoad?.reanalysed).toBe(1);
    await call(a, 'PUT', '/t/_doc/100?refresh=true', { body: 'red fox newer', n: 100 });
    await a.idle();
    const b = await reloaded(store);
    expect(b.lastLoad?.reanalysed).toBe(0);
    expect(await answers(b)).toEqual(await answers(a));
  });

  it('a failed request goes back to what is stored, through the cache, and stays consistent', async () => {
    const store = new MemoryStore({ segmentCache: true });
    const a = await seeded(store);
    const before = await answers(a);
    store.failNextCommit = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    expect((await call(a, 'PUT', '/t/_doc/1?refresh=true', { body: 'never stored' })).status).toBe(500);
    expect(a.lastLoad?.rebuilt).toEqual([]);
    expect(await answers(a)).toEqual(before);
  });

  describe('falls back to re-analysing the shard\'s documents', () => {
    const cases: Array<[string, (store: MemoryStore) => void, RegExp]> = [
      ['when a segment blob is missing', (s) => s.dropSegment(s.cachedManifests()[0].segments[0].name), /is missing/],
      ['when the manifest is from another codec version', (s) => (s.cachedManifests()[0].codecVersion = SEGMENT_CODEC_VERSION + 1), /codec version/],
      ['when a blob is from another codec version', (s) => (s.cachedSegments()[0].codecVersion = SEGMENT_CODEC_VERSION + 1), /codec version/],
      ['when the manifest is stale (another incarnation of the index)', (s) => (s.cachedManifests()[0].indexUuid = 'old'), /another incarnation/],
      ['when the stored documents do not match what the manifest covers', (s) => {
        const m = s.cachedManifests()[0];
        m.tombstones.push({ id: 'ghost', type: '_doc', version: 1, seqNo: 0 });
      }, /covers/],
    ];
    for (const [name, damage, reason] of cases) {
      it(name, async () => {
        const store = new MemoryStore({ segmentCache: true });
        const a = await seeded(store);
        const before = await answers(a);
        damage(store);
        const b = await reloaded(store);
        expect(b.lastLoad?.rebuilt).toHaveLength(1);
        expect(b.lastLoad?.rebuilt[0].reason).toMatch(reason);
        // Rebuilt from documents: the deleted copies of that shard are gone, the live answers are the same.
        const now = await answers(b);
        expect(now[2]).toEqual(before[2]);
        expect(now.slice(5)).toEqual(before.slice(5));
        const ids = (r: unknown) => (r as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((h) => h._id).sort();
        expect(ids(now[0])).toEqual(ids(before[0]));
        // ...and the cache is written again, so the next reload reads it.
        await b.idle();
        const c = await reloaded(store);
        expect(c.lastLoad?.rebuilt).toEqual([]);
        expect(await answers(c)).toEqual(now);
      });
    }
  });

  describe('when a blob is damaged', () => {
    it('answers first, then finds the damage by its checksum and reloads the shard from its documents', async () => {
      const store = new MemoryStore({ segmentCache: true });
      const a = await seeded(store);
      const before = await answers(a);
      // A flipped bit inside the postings: every size stays consistent, only the checksum tells.
      const blob = store.cachedSegments()[0].buffers[0];
      new Uint8Array(blob)[blob.byteLength >> 1] ^= 1;
      const b = await reloaded(store);
      expect(b.lastLoad?.rebuilt).toEqual([]);
      await call(b, 'GET', '/t/_count');
      await b.idle();
      expect(b.lastLoad?.rebuilt).toHaveLength(1);
      expect(b.lastLoad?.rebuilt[0].reason).toMatch(/checksum/);
      const now = await answers(b);
      expect(now[2]).toEqual(before[2]);
      expect(now.slice(5)).toEqual(before.slice(5));
      // ...and the cache is written again, so the next reload reads it without a rebuild.
      await b.idle();
      const c = await reloaded(store);
      expect(c.lastLoad?.rebuilt).toEqual([]);
      await call(c, 'GET', '/t/_count');
      await c.idle();
      expect(c.lastLoad?.rebuilt).toEqual([]);
      expect(await answers(c)).toEqual(now);
    });
  });

  it('drops an index\'s cache with the index, and a new index of that name starts afresh', async () => {
    const store = new MemoryStore({ segmentCache: true });
    const a = await seeded(store);
    await call(a, 'DELETE', '/t');
    expect(store.cachedManifests()).toEqual([]);
    expect(store.cachedSegments()).toEqual([]);
    await call(a, 'PUT', '/t/_doc/1?refresh=true', { body: 'fresh' });
    await a.idle();
    const b = await reloaded(store);
    expect(((await call(b, 'GET', '/t/_count')).body as { count: number }).count).toBe(1);
    expect(b.lastLoad?.rebuilt).toEqual([]);
  });

  it('writes the cache only after the answer, and not for requests that change no segment', async () => {
    const store = new MemoryStore({ segmentCache: true });
    const a = await seeded(store);
    const manifests = store.cachedManifests().map((m) => m.maxSeqNo);
    const pending = call(a, 'PUT', '/t/_doc/200?refresh=true', { body: 'x' });
    await pending;
    expect(store.cachedManifests().map((m) => m.maxSeqNo)).toEqual(manifests); // answered, cache not yet written
    await a.idle();
    expect(store.cachedManifests().map((m) => m.maxSeqNo)).not.toEqual(manifests);
    const written = store.cachedSegments().length;
    await call(a, 'GET', '/t/_search', { query: { match_all: {} } });
    await a.idle();
    expect(store.cachedSegments()).toHaveLength(written);
  });
});
