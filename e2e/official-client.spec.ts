import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

type Answer = { status: number; body: unknown };
type Page = {
  ready: Promise<void>;
  reset(): Promise<void>;
  request(method: string, path: string, body?: unknown): Promise<Answer>;
  client: Record<string, (params: unknown) => Promise<{ statusCode: number; body: unknown; warnings: string[] | null }>> & {
    indices: { create(params: unknown): Promise<{ statusCode: number; body: unknown }> };
  };
};

test('window.searchpad.client is the official client, and its bodies equal window.searchpad.request’s', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
  });
  const external: string[] = [];
  await page.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    if (host === '127.0.0.1' || host === 'localhost') return route.continue();
    external.push(route.request().url());
    return route.abort();
  });
  await page.goto('/');
  const pairs = await page.evaluate(async () => {
    const sp = (window as unknown as { searchpad: Page }).searchpad;
    await sp.ready;
    const strip = (b: unknown) => JSON.parse(JSON.stringify(b, (k, v) => (k === 'took' ? undefined : v)));
    const mapping = { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } } };
    const docs = Array.from({ length: 9 }, (_, i) => ({ text: `twitter test ${'word '.repeat(i % 3)}n${i}` }));
    const search = { query: { match: { text: 'twitter word' } } };
    const rescore = { query: { match: { text: 'test' } }, rescore: { window_size: 4, query: { rescore_query: { match: { text: 'word' } }, rescore_query_weight: 3 } } };
    const out: Array<{ name: string; client: unknown; request: unknown; status: [number, number] }> = [];
    // The client's steps write to index "c", the same steps through request() to index "r": bodies must match.
    const steps: Array<[string, () => Promise<{ statusCode: number; body: unknown }>, () => Promise<Answer>]> = [
      ['create', () => sp.client.indices.create({ index: 'c', body: mapping }), () => sp.request('PUT', '/r', mapping)],
      ['bulk', () => sp.client.bulk({ index: 'c', type: '_doc', refresh: 'true', body: docs.flatMap((d, i) => [{ index: { _id: String(i) } }, d]) }),
        () => sp.request('POST', '/r/_doc/_bulk?refresh=true', docs.map((d, i) => `{"index":{"_id":"${i}"}}\n${JSON.stringify(d)}\n`).join(''))],
      ['termvectors', () => sp.client.termvectors({ index: 'c', type: '_doc', id: '4', term_statistics: true, fields: 'text' }),
        () => sp.request('GET', '/r/_doc/4/_termvectors?term_statistics=true&fields=text')],
      ['search from/size', () => sp.client.search({ index: 'c', from: 2, size: 3, body: search }), () => sp.request('GET', '/r/_search?from=2&size=3', search)],
      ['rescore', () => sp.client.search({ index: 'c', body: rescore }), () => sp.request('GET', '/r/_search', rescore)],
    ];
    for (const [name, viaClient, viaRequest] of steps) {
      const c = await viaClient();
      const r = await viaRequest();
      const rename = (b: unknown) => JSON.parse(JSON.stringify(strip(b)).replace(/"_index":"c"|"index":"c"/g, (m) => m.replace('"c"', '"r"')));
      out.push({ name, client: rename(c.body), request: strip(r.body), status: [c.statusCode, r.status] });
    }
    return out;
  });
  expect(pairs.map((p) => p.name)).toEqual(['create', 'bulk', 'termvectors', 'search from/size', 'rescore']);
  for (const p of pairs) {
    expect(p.status[0], p.name).toBe(p.status[1]);
    expect(p.client, p.name).toEqual(p.request);
  }
  const hits = (pairs[3].client as { hits: { hits: unknown[]; total: number } }).hits;
  expect(hits.hits).toHaveLength(3);
  expect(hits.total).toBe(9);
  expect(violations).toEqual([]);
  expect(external).toEqual([]);
  // The Node shims stay inside the client's chunk: the page gains no process, Buffer or global.
  expect(await page.evaluate(() => ['process', 'Buffer', 'global'].filter((n) => n in window))).toEqual([]);
});

test('the official client raises ES errors as ResponseError and reads HEAD as a boolean', async ({ page }) => {
  await page.goto('/');
  const r = await page.evaluate(async () => {
    const sp = (window as unknown as { searchpad: Page }).searchpad;
    await sp.ready;
    const err = (await sp.client.get({ index: 'nope', type: '_doc', id: '1' }).catch((e: unknown) => e)) as { name: string; meta: { statusCode: number; body: { error: { type: string } } } };
    const exists = await (sp.client as unknown as { indices: { exists(p: unknown): Promise<{ body: boolean }> } }).indices.exists({ index: 'nope' });
    return { name: err.name, status: err.meta.statusCode, type: err.meta.body.error.type, exists: exists.body };
  });
  expect(r).toEqual({ name: 'ResponseError', status: 404, type: 'index_not_found_exception', exists: false });
});

test("the README's official-client example runs as written", async ({ page }) => {
  const example = `const total = await page.evaluate(async () => {
  await window.searchpad.ready;
  const { client } = window.searchpad;
  await client.indices.create({ index: 'tweets', body: { settings: { number_of_shards: 1 } } });
  await client.bulk({ index: 'tweets', type: '_doc', refresh: 'true', body: [{ index: { _id: '1' } }, { text: 'hello world' }] });
  const { body } = await client.search({ index: 'tweets', from: 0, size: 5, body: { query: { match: { text: 'hello' } } } });
  return body.hits.total; // 1
});`;
  expect(readFileSync('README.md', 'utf8')).toContain(example);
  await page.goto('/');
  const total = await page.evaluate(async () => {
    await (window as unknown as { searchpad: Page }).searchpad.ready;
    const { client } = (window as unknown as { searchpad: Page }).searchpad;
    await client.indices.create({ index: 'tweets', body: { settings: { number_of_shards: 1 } } });
    await client.bulk({ index: 'tweets', type: '_doc', refresh: 'true', body: [{ index: { _id: '1' } }, { text: 'hello world' }] });
    const { body } = await client.search({ index: 'tweets', from: 0, size: 5, body: { query: { match: { text: 'hello' } } } });
    return (body as { hits: { total: number } }).hits.total;
  });
  expect(total).toBe(1);
});

test('the official client follows the page’s response shapes (7.x)', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Response shapes').selectOption('7');
  const total = await page.evaluate(async () => {
    const sp = (window as unknown as { searchpad: Page }).searchpad;
    await sp.ready;
    await sp.client.index({ index: 'seven', type: '_doc', id: '1', refresh: 'true', body: { a: 'b' } });
    return (await sp.client.search({ index: 'seven' })).body;
  });
  expect((total as { hits: { total: unknown } }).hits.total).toEqual({ value: 1, relation: 'eq' });
});
