import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import { MemoryStore } from './memory-store';

const req = (e: ReturnType<typeof createEngine>, method: string, path: string, body?: unknown) => e.request({ method, path, body });

describe('persistence through the SnapshotStore', () => {
  it('a new engine over the same store sees every acknowledged write', async () => {
    const store = new MemoryStore();
    const a = createEngine({ store, clock: () => 1000 });
    await req(a, 'PUT', '/p', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { t: { type: 'keyword' } } } } });
    await req(a, 'PUT', '/p/_doc/1', { t: 'one', extra: 5 });
    await req(a, 'PUT', '/p/_doc/2', { t: 'two' });
    await req(a, 'PUT', '/p/_doc/1', { t: 'uno' });
    await req(a, 'DELETE', '/p/_doc/2');

    const b = createEngine({ store, clock: () => 2000 });
    const g1 = await req(b, 'GET', '/p/_doc/1');
    expect(g1.body).toMatchObject({ _version: 2, found: true, _source: { t: 'uno' } });
    expect((await req(b, 'GET', '/p/_doc/2')).status).toBe(404);
    const again = await req(b, 'PUT', '/p/_doc/2', { t: 'dos' });
    expect((again.body as { _version: number })._version).toBe(3);
    const mapping = (await req(b, 'GET', '/p/_mapping')).body as Record<string, any>;
    expect(Object.keys(mapping.p.mappings._doc.properties)).toEqual(['extra', 't']);
    const settings = (await req(b, 'GET', '/p/_settings')).body as Record<string, any>;
    const settingsA = (await req(a, 'GET', '/p/_settings')).body as Record<string, any>;
    expect(settings).toEqual(settingsA);
  });

  it('a write whose commit fails is not acknowledged and leaves nothing behind', async () => {
    const store = new MemoryStore();
    const e = createEngine({ store });
    await req(e, 'PUT', '/q/_doc/1', { a: 1 });
    store.failNextCommit = Object.assign(new Error('quota exceeded'), { name: 'QuotaExceededError' });
    const r = await req(e, 'PUT', '/q/_doc/2', { a: 2, b: 'new field' });
    expect(r.status).toBe(500);
    expect((r.body as any).error.reason).toBe('failed to persist the write: QuotaExceededError: quota exceeded');
    expect((await req(e, 'GET', '/q/_doc/2')).status).toBe(404);
    const props = ((await req(e, 'GET', '/q/_mapping')).body as any).q.mappings._doc.properties;
    expect(Object.keys(props)).toEqual(['a']);
    expect((await req(e, 'GET', '/q/_doc/1')).status).toBe(200);
  });

  it('deleting an index removes its documents from the store', async () => {
    const store = new MemoryStore();
    const e = createEngine({ store });
    await req(e, 'PUT', '/gone/_doc/1', { a: 1 });
    await req(e, 'DELETE', '/gone');
    const snap = await store.load();
    expect(snap.indices).toEqual([]);
    expect(snap.docs).toEqual([]);
  });
});
