import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.ts';
import { CATALOGUE } from './catalogue';

type Body = { error?: { type: string; reason: string }; status?: number } & Record<string, unknown>;

async function setup() {
  const engine = createEngine({ clock: () => 1_600_000_000_000 });
  const req = (method: string, path: string, body?: unknown) => engine.request({ method, path, body });
  await req('PUT', '/idx', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { t: { type: 'text' }, n: { type: 'long' } } } } });
  await req('PUT', '/idx/_doc/1?refresh=true', { t: 'hello world', n: 1 });
  return req;
}

/** Everything a user could read back: indices, their mappings and settings, every document. */
async function state(req: Awaited<ReturnType<typeof setup>>) {
  const cat = (await req('GET', '/_cat/indices?format=json&h=index,docs.count')).body as Array<{ index: string }>;
  const out: unknown[] = [cat];
  for (const { index } of [...cat].sort((a, b) => a.index.localeCompare(b.index))) {
    out.push((await req('GET', `/${index}/_mapping`)).body, (await req('GET', `/${index}/_settings`)).body);
    const hits = (await req('GET', `/${index}/_search?size=100&version=true`)).body as { hits: { hits: unknown[] } };
    out.push(hits.hits.hits);
  }
  return JSON.stringify(out);
}

describe(`the bad-input catalogue (${CATALOGUE.length} rows): ES 6.8's error, nothing stored changes`, () => {
  it('has at least 150 rows', () => expect(CATALOGUE.length).toBeGreaterThanOrEqual(150));
  for (const row of CATALOGUE) {
    it(row.name, async () => {
      const req = await setup();
      for (const [method, path, body] of row.setup ?? []) expect((await req(method, path, body)).status).toBeLessThan(300);
      const before = await state(req);
      const res = await req(row.method, row.path, row.body);
      expect(res.status, JSON.stringify(res.body)).toBe(row.status);
      const body = res.body as Body;
      if (row.type) {
        expect(body.error?.type, JSON.stringify(body)).toBe(row.type);
        if (typeof row.reason === 'string') expect(body.error?.reason).toBe(row.reason);
        else if (row.reason) expect(body.error?.reason).toMatch(row.reason);
      }
      await req('POST', '/_refresh');
      expect(await state(req)).toBe(before);
    });
  }
});
