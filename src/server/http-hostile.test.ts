import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { startHttpServer, type RunningServer } from './http-server';

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

async function serve() {
  const s = await startHttpServer(createEngine({ clock: () => 1_600_000_000_000 }), { port: 0 });
  running.push(s);
  return s.url;
}

const send = async (url: string, method: string, body: string | Uint8Array<ArrayBuffer>) => {
  const res = await fetch(url, { method, body, headers: { 'content-type': 'application/json' } });
  return { status: res.status, body: (await res.json()) as { error?: { type: string; reason: string; caused_by?: { type: string; reason: string } } } };
};

describe('hostile bodies over HTTP', () => {
  it('bytes that are not UTF-8 are a json_parse_exception, never stored as U+FFFD', async () => {
    const url = await serve();
    await send(`${url}/t`, 'PUT', '{"settings":{"number_of_shards":1}}');
    const bad = Uint8Array.from([...new TextEncoder().encode('{"a":"caf'), 0xe9, ...new TextEncoder().encode('"}')]);
    const doc = await send(`${url}/t/_doc/1`, 'PUT', bad);
    expect(doc.status).toBe(400);
    expect(doc.body.error?.type).toBe('mapper_parsing_exception');
    expect(doc.body.error?.caused_by?.type).toBe('json_parse_exception');
    expect(doc.body.error?.caused_by?.reason).toMatch(/^Invalid UTF-8 middle byte 0x22\n at \[Source: .*; line: 1, column: 11\]$/);
    expect((await fetch(`${url}/t/_doc/1`)).status).toBe(404);
    const search = await send(`${url}/t/_search`, 'POST', Uint8Array.from([0x7b, 0xff, 0x7d]));
    expect(search.body.error?.type).toBe('json_parse_exception');
    // Well-formed UTF-8 in every length round-trips.
    const ok = await send(`${url}/t/_doc/2?refresh=true`, 'PUT', new TextEncoder().encode('{"a":"é€😀"}'));
    expect(ok.status).toBe(201);
    expect(((await (await fetch(`${url}/t/_doc/2`)).json()) as { _source: unknown })._source).toEqual({ a: 'é€😀' });
  });

  it('_bulk: bytes that are not UTF-8 in a source line fail that item only; in an action line, the request', async () => {
    const url = await serve();
    const enc = (s: string) => new TextEncoder().encode(s);
    const ndjson = (...parts: Array<string | number[]>) =>
      Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...enc(p)] : p)));
    const bulk = async (body: Uint8Array<ArrayBuffer>) => {
      const res = await fetch(`${url}/b/_doc/_bulk?refresh=true`, { method: 'POST', body, headers: { 'content-type': 'application/x-ndjson' } });
      return { status: res.status, body: (await res.json()) as { errors?: boolean; items?: Array<Record<string, { status: number; error?: { type: string; reason: string; caused_by?: { type: string; reason: string } } }>>; error?: { type: string; reason: string } } };
    };
    const res = await bulk(ndjson('{"index":{"_id":"1"}}\n{"a":"ok"}\n{"index":{"_id":"2"}}\n{"a":"caf', [0xff], '"}\n{"create":{"_id":"3"}}\n{"a":"', [0xc3, 0x28], '"}\n{"index":{"_id":"4"}}\n{"a":"é"}\n'));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBe(true);
    const items = res.body.items!.map((it) => Object.values(it)[0]);
    expect(items.map((it) => it.status)).toEqual([201, 400, 400, 201]);
    // As ES's shard parses an item's source: the mapper's "failed to parse", caused by Jackson's error on that line.
    expect(items[1].error).toMatchObject({ type: 'mapper_parsing_exception', reason: 'failed to parse', caused_by: { type: 'json_parse_exception' } });
    expect(items[1].error!.caused_by!.reason).toMatch(/^Invalid UTF-8 start byte 0xff\n at \[Source: .*; line: 1, column: 10\]$/);
    expect(items[2].error!.caused_by!.reason).toMatch(/^Invalid UTF-8 middle byte 0x28/);
    const docs = (await (await fetch(`${url}/b/_search`)).json()) as { hits: { hits: Array<{ _id: string; _source: unknown }> } };
    expect(docs.hits.hits.map((h) => h._id).sort()).toEqual(['1', '4']);
    expect(docs.hits.hits.find((h) => h._id === '4')!._source).toEqual({ a: 'é' });

    // An action line is parsed while the request is read: its bad bytes fail the whole bulk, nothing is written.
    const action = await bulk(ndjson('{"index":{"_id":"5"}}\n{"a":1}\n{"index":{"_id":"', [0xff], '"}}\n{"a":2}\n'));
    expect(action.body.error?.type).toBe('json_parse_exception');
    expect((await fetch(`${url}/b/_doc/5`)).status).toBe(404);
  });

  it('a body 100,000 levels deep is a 400 and the server keeps answering', async () => {
    const url = await serve();
    const deep = `{"query":${'{"bool":{"must":'.repeat(100_000)}{"match_all":{}}${'}}'.repeat(100_000)}}`;
    const res = await send(`${url}/_search`, 'POST', deep);
    expect(res.status).toBe(400);
    expect(res.body.error?.type).toBe('x_content_parse_exception');
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it('a settings key named __proto__ over HTTP leaves Object.prototype alone', async () => {
    const url = await serve();
    const res = await send(`${url}/evil`, 'PUT', '{"settings":{"index.analysis.__proto__.type":"custom","analysis":{"analyzer":{"__proto__":{"type":"custom","tokenizer":"standard"}}}}}');
    expect(res.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('type');
    await send(`${url}/ok`, 'PUT', '{"mappings":{"_doc":{"properties":{"t":{"type":"text"}}}}}');
    await send(`${url}/ok/_doc/1?refresh=true`, 'PUT', '{"t":"quick fox"}');
    const hits = await send(`${url}/ok/_search`, 'POST', '{"query":{"match":{"t":"quick"}}}');
    expect(hits.status).toBe(200);
  });
});
