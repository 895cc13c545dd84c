import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../index';
import { Shard } from '../index/shard';
import { IndexService } from '../index/index-service';
import { MemoryStore } from './memory-store';

type E = ReturnType<typeof createEngine>;
const req = (e: E, method: string, path: string, body?: unknown) => e.request({ method, path, body });
const ndjson = (lines: unknown[]) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';

/** What a client can see of the indices and documents (names, and each index's documents by id). */
async function visible(e: E) {
  const cat = (await req(e, 'GET', '/_cat/indices?format=json&h=index')).body as Array<{ index: string }>;
  const out: Record<string, unknown> = {};
  for (const { index } of [...cat].sort((a, b) => a.index.localeCompare(b.index))) {
    await req(e, 'POST', `/${index}/_refresh`);
    const hits = ((await req(e, 'GET', `/${index}/_search?size=100&sort=_id`)).body as any).hits.hits;
    const mapping = ((await req(e, 'GET', `/${index}/_mapping`)).body as any)[index];
    out[index] = { mapping, docs: hits.map((h: any) => [h._id, h._version, h._source]) };
  }
  return out;
}

/** In memory equals persisted: a second engine loaded from the same store sees exactly the same. */
async function expectMemoryMatchesStore(e: E, store: MemoryStore) {
  const fresh = createEngine({ store });
  expect(await visible(fresh)).toEqual(await visible(e));
}

/** A 10,000-level deep object: `{"a":{"a":...}}`. */
function deep(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

afterEach(() => vi.restoreAllMocks());

describe('every request is a transaction', () => {
  it('a bulk of [a good item into a new index, a 10,000-level item] never leaves an index visible but unpersisted', async () => {
    const store = new MemoryStore();
    const e = createEngine({ store });
    const body = `${JSON.stringify({ index: { _index: 'fresh', _type: '_doc', _id: '1' } })}\n{"t":"good"}\n${JSON.stringify({ index: { _index: 'fresh', _type: '_doc', _id: '2' } })}\n${deep(10_000)}\n`;
    const r = await req(e, 'POST', '/_bulk', body);
    // Either answer is ES-shaped: a per-item error (the good item stays, and is stored), or a request-level error.
    expect(r.body).toBeTypeOf('object');
    if (r.status === 200) expect((r.body as any).items[0].index.status).toBe(201);
    else expect((r.body as any).error).toBeDefined();
    await expectMemoryMatchesStore(e, store);
    // A later write into the index agrees with what is stored.
    const again = await req(e, 'PUT', '/fresh/_doc/3', { t: 'later' });
    expect(again.status).toBe(201);
    await expectMemoryMatchesStore(e, store);
  });

  it('a JS error deep in a bulk item rolls back everything the request changed (new index, earlier items, mappings)', async () => {
    const store = new MemoryStore();
    const e = createEngine({ store });
    await req(e, 'PUT', '/old/_doc/1', { a: 1 });
    const before = await visible(e);
    const realIndex = Shard.prototype.index;
    let calls = 0;
    vi.spyOn(Shard.prototype, 'index').mockImplementation(function (this: Shard, ...args: Parameters<Shard['index']>) {
      if (++calls === 3) throw new TypeError('boom');
      return realIndex.apply(this, args);
    });
    const r = await req(e, 'POST', '/_bulk', ndjson([
      { index: { _index: 'fresh', _type: '_doc', _id: '1' } }, { t: 'good' },
      { index: { _index: 'old', _type: '_doc', _id: '1' } }, { a: 2, added: 'field' },
      { index: { _index: 'old', _type: '_doc', _id: '2' } }, { a: 3 },
    ]));
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ error: { root_cause: [{ type: 'exception', reason: 'TypeError: boom' }], type: 'exception', reason: 'TypeError: boom' }, status: 500 });
    vi.restoreAllMocks();
    expect(await visible(e)).toEqual(before);
    await expectMemoryMatchesStore(e, store);
  });

  it('an EsError in one bulk item keeps the good items, in memory and in the store', async () => {
    const store = new MemoryStore();
    const e = createEngine({ store });
    await req(e, 'PUT', '/typed', { mappings: { _doc: { properties: { n: { type: 'long' } } } } });
    const r = await req(e, 'POST', '/_bulk', ndjson([
      { index: { _index: 'auto', _type: '_doc', _id: '1' } }, { t: 'good' },
      { index: { _index: 'typed', _type: '_doc', _id: '1' } }, { n: 'not a number' },
      { index: { _index: 'typed', _type: '_doc', _id: '2' } }, { n: 2 },
    ]));
    expect(r.status).toBe(200);
    expect((r.body as any).items.map((i: any) => i.index.status)).toEqual([201, 400, 201]);
    await expectMemoryMatchesStore(e, store);
    expect(Object.keys(await visible(e))).toEqual(['auto', 'typed']);
  });

  it('a throw while an index is created on the fly leaves no index behind', async () => {
    const store = new MemoryStore();
    const e = createEngine({ store });
    vi.spyOn(IndexService.prototype, 'checkMappingLimits').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const r = await req(e, 'PUT', '/made/_doc/1', { a: 1 });
    expect(r.status).toBe(500);
    expect((r.body as any).error.type).toBe('exception');
    vi.restoreAllMocks();
    expect((await req(e, 'HEAD', '/made')).status).toBe(404);
    await expectMemoryMatchesStore(e, store);
  });

  it('a throw in a request that journaled nothing yet still rolls memory back', async () => {
    const store = new MemoryStore();
    const e = createEngine({ store });
    await req(e, 'PUT', '/m', { mappings: { _doc: { properties: { a: { type: 'keyword' } } } } });
    // A put mapping that throws after it changed the mapping in memory, before anything was journaled.
    vi.spyOn(IndexService.prototype, 'checkMappingLimits').mockImplementation(function (this: IndexService) {
      throw new Error('late failure');
    });
    const r = await req(e, 'PUT', '/m/_mapping/_doc', { properties: { b: { type: 'keyword' } } });
    expect(r.status).toBe(500);
    vi.restoreAllMocks();
    await expectMemoryMatchesStore(e, store);
  });
});
