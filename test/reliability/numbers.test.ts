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

describe('exact longs and sources', () => {
  const big = '{"n":9223372036854775807,"m":-0,"f":1.0,"e":1e2,"s":-9007199254740993}';
  it('term and range on a long past 2^53 compare its digits, not a double', async () => {
    const engine = createEngine();
    const req = (method: string, path: string, body?: unknown) => engine.request({ method, path, body });
    await req('PUT', '/n', '{"settings":{"number_of_shards":1},"mappings":{"_doc":{"properties":{"n":{"type":"long"}}}}}');
    await req('PUT', '/n/_doc/max', '{"n":9223372036854775807}');
    await req('PUT', '/n/_doc/below', '{"n":9223372036854775806}');
    await req('PUT', '/n/_doc/str?refresh=true', '{"n":"9223372036854775805"}');
    const ids = async (query: string) => ((await req('GET', '/n/_search', `{"query":${query}}`)).body as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((h) => h._id).sort();
    expect(await ids('{"term":{"n":9223372036854775807}}')).toEqual(['max']);
    expect(await ids('{"term":{"n":"9223372036854775806"}}')).toEqual(['below']);
    expect(await ids('{"terms":{"n":[9223372036854775805,9223372036854775807]}}')).toEqual(['max', 'str']);
    expect(await ids('{"range":{"n":{"gt":9223372036854775805}}}')).toEqual(['below', 'max']);
    expect(await ids('{"range":{"n":{"gte":9223372036854775805,"lt":9223372036854775807}}}')).toEqual(['below', 'str']);
    expect(await ids('{"term":{"n":9223372036854775804}}')).toEqual([]);
  });

  it('_source comes back over HTTP as it was sent, and survives a reload', async () => {
    const { MemoryStore } = await import('../../src/engine/index.ts');
    const { startHttpServer } = await import('../../src/server/http-server.ts');
    const store = new MemoryStore();
    const first = createEngine({ store });
    await first.request({ method: 'PUT', path: '/n', body: '{"settings":{"number_of_shards":1},"mappings":{"_doc":{"properties":{"n":{"type":"long"},"s":{"type":"long"}}}}}' });
    await first.request({ method: 'PUT', path: '/n/_doc/1?refresh=true', body: big });
    for (const engine of [first, createEngine({ store })]) {
      const server = await startHttpServer(engine, { port: 0 });
      try {
        const text = await (await fetch(`${server.url}/n/_doc/1`)).text();
        expect(text).toContain(`"_source":${big}`);
        const hits = await (await fetch(`${server.url}/n/_search`, { method: 'POST', body: '{"query":{"term":{"n":9223372036854775807}}}', headers: { 'content-type': 'application/json' } })).text();
        expect(hits).toContain(`"_source":${big}`);
        const none = (await (await fetch(`${server.url}/n/_count`, { method: 'POST', body: '{"query":{"term":{"s":-9007199254740992}}}', headers: { 'content-type': 'application/json' } })).json()) as { count: number };
        expect(none.count).toBe(0);
      } finally {
        await server.close();
      }
    }
  });
});
