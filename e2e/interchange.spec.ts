import { expect, test } from '@playwright/test';
import LZString from 'lz-string';
import { exportedBuffer, typeBuffer } from './support/console';

type SP = { searchpad: { ready: Promise<void>; request(m: string, p: string, b?: unknown): Promise<{ status: number; body: unknown }>; client: Record<string, unknown> } };
const ready = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as SP).searchpad.ready);

const BUFFER = 'GET /films/_search\n{\n  "query": { "match": { "title": "fox 🦊" } }\n}\n\n# a note\nGET /_cat/indices?v\n';

test("a Kibana load_from link opens here, and the Kibana link written here opens the same buffer (round trip)", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // What Kibana's Console writes: load_from=data:text/plain,<lz-string>
  await page.goto(`/#/dev_tools/console?load_from=data:text/plain,${LZString.compressToEncodedURIComponent(BUFFER)}`);
  await ready(page);
  expect(await exportedBuffer(page)).toBe(BUFFER);
  // Written here, opened again (in Kibana's hash route): the same buffer.
  await typeBuffer(page, `${BUFFER}\nGET /films/_count`);
  await page.getByRole('button', { name: 'Kibana link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/localhost:5601\/app\/kibana#\/dev_tools\/console\?load_from=data:text\/plain,/);
  await page.goto('about:blank');
  await page.goto(`/${link.slice(link.indexOf('#'))}`);
  await ready(page);
  expect(await exportedBuffer(page)).toBe(`${BUFFER}\nGET /films/_count`);
});

test('Copy as JavaScript writes a call that the official client runs with the same answer', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await ready(page);
  await page.evaluate(async () => {
    const sp = (window as unknown as SP).searchpad;
    await sp.request('PUT', '/films', { settings: { number_of_shards: 1 } });
    await sp.request('PUT', '/films/_doc/1?refresh', { title: 'The quick brown fox' });
  });
  await typeBuffer(page, 'GET /films/_search?size=5\n{\n  "query": { "match": { "title": "fox" } }\n}');
  await page.getByRole('button', { name: 'Copy as JavaScript' }).click();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toContain("require('@elastic/elasticsearch')");
  // The page runs no eval (its CSP forbids it): the call is read from the code, then made on the page's client.
  const [, api, arg] = /client\.([\w.]+)\(([\s\S]*)\)\nconsole\.log/.exec(code)!;
  const viaClient = await page.evaluate(async ({ api, arg }) => {
    const { client } = (window as unknown as SP).searchpad;
    const fn = api.split('.').reduce((o: any, k) => o[k], client) as (p: unknown) => Promise<{ body: unknown }>; // eslint-disable-line @typescript-eslint/no-explicit-any
    return (await fn.call(api.includes('.') ? (client as any)[api.split('.')[0]] : client, JSON.parse(arg))).body; // eslint-disable-line @typescript-eslint/no-explicit-any
  }, { api, arg });
  const direct = await page.evaluate(() => (window as unknown as SP).searchpad.request('GET', '/films/_search?size=5', { query: { match: { title: 'fox' } } }));
  expect((viaClient as { hits: unknown }).hits).toEqual((direct.body as { hits: unknown }).hits);
  await page.getByRole('button', { name: 'Copy as Python' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('es.search(\n    index="films",\n    size=5,');
});

test('Export downloads the buffer as a text file, and Import opens one (with Undo)', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await typeBuffer(page, BUFFER);
  const file = await exportedBuffer(page);
  expect(file).toBe(BUFFER);
  await typeBuffer(page, 'GET /');
  await page.getByLabel('Console file to import').setInputFiles({ name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from(file) });
  await expect(page.getByRole('status').filter({ hasText: 'Opened mine.txt' })).toBeVisible();
  await expect(page.getByTestId('console-editor')).toContainText('# a note');
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await exportedBuffer(page)).toBe('GET /');
});
