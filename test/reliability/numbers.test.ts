import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.ts';

/** Longs as Elasticsearch keeps them: 64 bits, the edges of the range accepted, Java's spellings only. */
describe('long fields', () => {
  const setup = async () => {
    const engine = createEngine({ clock: () => 1_600_000_000_000 });
    const req = (method: string, path: string, body?: unknown) => engine.request({ method, path, body });
    await req('PUT', '/n', '{"settings":{"number_of_shards":1},"mappings":{"_doc":{"properties":{"n":{"type":"long"}}}}}');
    return req;
  };

  it('accepts the edges of the range and BigDecimal spellings, refuses one past them', async () => {
    const req = await setup();
    for (const [id, text] of [['max', '9223372036854775807'], ['min', '-9223372036854775808'], ['e3', '"1e3"'], ['frac', '"5.9"']]) {
      expect((await req('PUT', `/n/_doc/${id}`, `{"n":${text}}`)).status, text).toBe(201);
    }
    for (const text of ['9223372036854775808', '-9223372036854775809', '"9223372036854775808"', '"0x10"', '"0b1"', '" 5"', '1e19']) {
      const res = await req('PUT', '/n/_doc/bad', `{"n":${text}}`);
      expect(res.status, text).toBe(400);
      expect((res.body as { error: { type: string } }).error.type).toBe('mapper_parsing_exception');
    }
    await req('POST', '/n/_refresh');
    const count = (await req('GET', '/n/_count')).body as { count: number };
    expect(count.count).toBe(4);
  });

  it('a bulk item past the range fails alone', async () => {
    const req = await setup();
    const res = await req('POST', '/n/_doc/_bulk?refresh=true', '{"index":{"_id":"1"}}\n{"n":9223372036854775808}\n{"index":{"_id":"2"}}\n{"n":9223372036854775807}\n');
    const items = (res.body as { items: Array<{ index: { status: number; error?: { caused_by: { reason: string } } } }> }).items;
    expect(items.map((i) => i.index.status)).toEqual([400, 201]);
    expect(items[0].index.error?.caused_by.reason).toBe('Numeric value (9223372036854775808) out of range of long (-9223372036854775808 - 9223372036854775807)');
  });
});

describe('long fields after a reload', () => {
  it('a long of 2^63-1 comes back from the store (its source read as a double)', async () => {
    const { MemoryStore } = await import('../../src/engine/index.ts');
    const store = new MemoryStore();
    const first = createEngine({ store });
    await first.request({ method: 'PUT', path: '/n', body: '{"mappings":{"_doc":{"properties":{"n":{"type":"long"}}}}}' });
    expect((await first.request({ method: 'PUT', path: '/n/_doc/1?refresh=true', body: '{"n":9223372036854775807}' })).status).toBe(201);
    const second = createEngine({ store });
    await second.ready;
    expect(((await second.request({ method: 'GET', path: '/n/_count' })).body as { count: number }).count).toBe(1);
  });
});
