import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { describeWithShared, sharedPath } from '../support/shared-data';

const file = sharedPath('conformance/doc-examples.json');

describeWithShared(['conformance/doc-examples.json'], 'documented search and rescore examples run as documented', () => {
  const cases = (JSON.parse(readFileSync(file, 'utf8')) as Array<{ name: string; requests: Array<{ method: string; path: string; body: unknown }> }>)
    .filter((c) => !c.name.startsWith('termvectors'));
  for (const c of cases) {
    it(c.name, async () => {
      const engine = createEngine();
      let last: { status: number; body: unknown } | undefined;
      for (const r of c.requests) {
        last = await engine.request({ method: r.method, path: r.path, body: r.body ?? undefined });
        expect(last.status, `${r.method} ${r.path}: ${JSON.stringify(last.body)}`).toBeLessThan(300);
      }
      const body = last!.body as { hits: { total: number; hits: unknown[] }; _shards: { failed: number } };
      expect(body._shards.failed).toBe(0);
      expect(Array.isArray(body.hits.hits)).toBe(true);
    });
  }
});

describeWithShared(['conformance/doc-examples.json'], 'the from/size example, paged as the reference page describes', () => {
  it('pages 1 to 3 with size 5 (body and URL parameters) are the first 15 hits of one ranking', async () => {
    const engine = createEngine();
    const req = (method: string, path: string, body?: unknown) => engine.request({ method, path, body });
    await req('PUT', '/twitter', { settings: { number_of_shards: 3 }, mappings: { _doc: { properties: { user: { type: 'keyword' }, message: { type: 'text' } } } } });
    const lines: string[] = [];
    for (let i = 0; i < 23; i++) {
      lines.push(JSON.stringify({ index: { _id: String(i) } }), JSON.stringify({ user: i % 4 === 3 ? 'bob' : 'kimchy', message: `tweet number ${i}` }));
    }
    await req('POST', '/twitter/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
    const query = { term: { user: 'kimchy' } };
    type Page = { hits: { total: number; hits: Array<{ _id: string; _score: number }> } };
    const full = (await req('GET', '/_search', { from: 0, size: 10_000, query })).body as Page;
    expect(full.hits.total).toBe(18);
    const ids: string[] = [];
    for (let page = 0; page < 3; page++) {
      const body = (await req('GET', '/_search', { from: page * 5, size: 5, query })).body as Page;
      const viaUrl = (await req('GET', `/_search?from=${page * 5}&size=5`, { query })).body as Page;
      expect(body.hits.total).toBe(18);
      expect(body.hits.hits).toHaveLength(5);
      expect(viaUrl.hits.hits).toEqual(body.hits.hits);
      ids.push(...body.hits.hits.map((h) => h._id));
    }
    expect(ids).toEqual(full.hits.hits.slice(0, 15).map((h) => h._id));
    expect(new Set(ids).size).toBe(15);
    const last = (await req('GET', '/_search', { from: 15, size: 5, query })).body as Page;
    expect(last.hits.hits.map((h) => h._id)).toEqual(full.hits.hits.slice(15).map((h) => h._id));
  });
});
