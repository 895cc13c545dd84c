import { expect, test, type Page } from '@playwright/test';
import { openMenu } from './support/header';

type Searchpad = {
  ready: Promise<void>;
  status: Promise<{ persistence: string; load?: { shardsFromCache: number; shardsRebuilt: number; docsReanalysed: number } }>;
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  terminateWorker(): void;
};

async function ready(page: Page) {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
}

const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(([m, p, b]) => (window as unknown as { searchpad: Searchpad }).searchpad.request(m as string, p as string, b), [method, path, body] as const);

function ndjson(n: number, from = 0) {
  let s = '';
  for (let i = from; i < from + n; i++) s += `{"index":{"_index":"books","_type":"_doc","_id":"${i}"}}\n{"title":"book ${i}","body":"${i % 7 === 0 ? 'red fox' : 'lazy dog'} number ${i}"}\n`;
  return s;
}

const loadStatus = (page: Page) => page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.status.then((s) => s.load));

const answers = async (page: Page) => {
  const strip = (b: unknown) => JSON.parse(JSON.stringify(b, (k, v) => (k === 'took' ? undefined : v)));
  return [
    strip((await call(page, 'GET', '/books/_search', { query: { match: { body: 'red fox' } }, from: 10, size: 5 })).body),
    strip((await call(page, 'GET', '/books/_count')).body),
    strip((await call(page, 'GET', '/books/_doc/42/_termvectors?term_statistics=true&fields=body')).body),
  ];
};

test('5,000 documents imported with a progress bar survive a reload with identical answers', async ({ page }) => {
  await ready(page);
  await expect(page.getByTestId('persistence')).toHaveText('Saved in this browser');
  await call(page, 'PUT', '/books', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { title: { type: 'text' }, body: { type: 'text', term_vector: 'with_positions_offsets' } } } } });
  // The progress bar may come and go between two looks: watch for it.
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress: boolean };
    w.sawProgress = false;
    new MutationObserver(() => (w.sawProgress ||= document.querySelector('[data-testid="import-progress"]') !== null)).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('import-file').setInputFiles({ name: 'books.ndjson', mimeType: 'application/x-ndjson', buffer: Buffer.from(ndjson(5000)) });
  await expect(page.getByTestId('storage-bar').getByRole('status')).toHaveText('Imported books.ndjson', { timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(true);
  await expect(page.getByTestId('usage')).toContainText('5000 docs');
  const before = await answers(page);
  expect((before[1] as { count: number }).count).toBe(5000);
  await page.reload();
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  expect(await answers(page)).toEqual(before);
  // Read back from the saved segments: no document was analysed again.
  expect((await loadStatus(page))?.docsReanalysed).toBe(0);
  await expect(page.getByTestId('load-info')).toContainText('loaded from segments in');
});

test('after deletes and updates, a reload gives the same answers and scores (deleted docs still count until merged)', async ({ page }) => {
  await ready(page);
  await call(page, 'PUT', '/books', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { title: { type: 'text' }, body: { type: 'text', term_vector: 'with_positions_offsets' } } } } });
  await call(page, 'POST', '/_bulk?refresh=true', ndjson(300));
  for (const id of [3, 14, 21, 42, 77]) await call(page, 'PUT', `/books/_doc/${id}`, { title: `book ${id} again`, body: 'red fox red fox updated' });
  for (const id of [7, 28, 35, 140]) await call(page, 'DELETE', `/books/_doc/${id}`);
  await call(page, 'POST', '/books/_refresh');
  const cat = async () => (await call(page, 'GET', '/_cat/indices/books?format=json&h=docs.count,docs.deleted,store.size')).body;
  const before = [...(await answers(page)), await cat()];
  expect(before[3]).toMatchObject([{ 'docs.count': '296', 'docs.deleted': '9' }]);
  await page.reload();
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  expect(await loadStatus(page)).toMatchObject({ shardsFromCache: 2, shardsRebuilt: 0, docsReanalysed: 0 });
  expect([...(await answers(page)), await cat()]).toEqual(before);
});

test('export, reset, import: the index comes back with the same answers', async ({ page }) => {
  await ready(page);
  await call(page, 'PUT', '/books', {
    settings: { number_of_shards: 3, analysis: { analyzer: { folded: { tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] } } } },
    mappings: { _doc: { properties: { title: { type: 'text', analyzer: 'folded' }, body: { type: 'text', term_vector: 'with_positions_offsets' } } } },
  });
  await call(page, 'POST', '/_bulk?refresh=true', ndjson(400));
  const before = await answers(page);
  const mapping = (await call(page, 'GET', '/books/_mapping')).body;
  await openMenu(page, 'Storage');
  await page.getByLabel('Index to export').selectOption('books');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export index' }).click()]);
  expect(download.suggestedFilename()).toBe('books.ndjson');
  const file = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  });
  expect(file.toString().split('\n').filter(Boolean)).toHaveLength(1 + 2 * 400);
  await expect(page.getByTestId('storage-bar').getByRole('status')).toHaveText('Exported books (400 docs)');

  page.once('dialog', (d) => void d.accept());
  await openMenu(page, 'Storage');
  await page.getByRole('button', { name: 'Reset playground' }).click();
  await expect(page.getByTestId('storage-bar').getByRole('status')).toHaveText('Playground reset');
  expect((await call(page, 'HEAD', '/books')).status).toBe(404);

  await page.getByTestId('import-file').setInputFiles({ name: 'books.ndjson', mimeType: 'application/x-ndjson', buffer: file });
  await expect(page.getByTestId('storage-bar').getByRole('status')).toHaveText('Imported books.ndjson', { timeout: 60_000 });
  expect((await call(page, 'GET', '/books/_mapping')).body).toEqual(mapping);
  expect(await answers(page)).toEqual(before);
});

test('the page asks the browser for persistent storage', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { persistCalls: number };
    w.persistCalls = 0;
    const storage = navigator.storage;
    storage.persisted = async () => false;
    storage.persist = async () => {
      w.persistCalls++;
      return true;
    };
  });
  await ready(page);
  await expect(page.getByTestId('persisted')).toHaveText('persistent');
  expect(await page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBe(1);
});

test('a worker killed in the middle of a bulk load keeps every acknowledged document, and whole batches only', async ({ page }) => {
  await ready(page);
  await call(page, 'PUT', '/books', { settings: { number_of_shards: 1 } });
  // Batches of 100 documents, sent one after the other; the worker is killed while one is in flight.
  const acknowledged = await page.evaluate(async (batches: string[]) => {
    const sp = (window as unknown as { searchpad: Searchpad }).searchpad;
    let acked = 0;
    for (let i = 0; i < batches.length; i++) {
      const pending = sp.request('POST', '/_bulk', batches[i]);
      if (i === 7) {
        sp.terminateWorker();
        break;
      }
      await pending;
      acked = (i + 1) * 100;
    }
    return acked;
  }, Array.from({ length: 10 }, (_, b) => ndjson(100, b * 100)));
  expect(acknowledged).toBe(700);
  await page.reload();
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  await call(page, 'POST', '/books/_refresh');
  const count = ((await call(page, 'GET', '/books/_count')).body as { count: number }).count;
  expect([700, 800]).toContain(count); // the batch in flight is all there or not at all
  const ids = ((await call(page, 'GET', '/books/_search', { size: 1000, _source: false })).body as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((h) => Number(h._id)).sort((a, b) => a - b);
  expect(ids).toEqual(Array.from({ length: count }, (_, i) => i));
});

test('two pages of the same origin: a write in one is seen in the other', async ({ browser }) => {
  const context = await browser.newContext();
  const a = await context.newPage();
  const b = await context.newPage();
  await ready(a);
  await ready(b);
  await call(a, 'PUT', '/shared/_doc/1?refresh=true', { from: 'page a' });
  await expect(b.getByTestId('storage-bar').getByRole('status')).toHaveText('Updated from another tab');
  const seen = (await call(b, 'GET', '/shared/_doc/1')).body as { _source: unknown };
  expect(seen._source).toEqual({ from: 'page a' });
  await call(b, 'PUT', '/shared/_doc/1', { from: 'page b' });
  expect(((await call(a, 'GET', '/shared/_doc/1')).body as { _version: number })._version).toBe(2);
  await context.close();
});

test('reset playground deletes everything after a confirmation', async ({ page }) => {
  await ready(page);
  await call(page, 'PUT', '/gone/_doc/1?refresh=true', { a: 1 });
  page.once('dialog', (d) => void d.accept());
  await openMenu(page, 'Storage');
  await page.getByRole('button', { name: 'Reset playground' }).click();
  await expect(page.getByTestId('storage-bar').getByRole('status')).toHaveText('Playground reset');
  expect((await call(page, 'HEAD', '/gone')).status).toBe(404);
  await page.reload();
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  expect((await call(page, 'HEAD', '/gone')).status).toBe(404);
});

test('requests sent before the engine is ready are answered, not lost', async ({ page }) => {
  await page.goto('/');
  const status = await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.request('PUT', '/early', { settings: { number_of_shards: 1 } }).then((r) => r.status));
  expect(status).toBe(200);
});
