import { readFileSync, existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

/** The term vectors example's index body, from the documented examples when they are beside the repo. */
function twitterIndexBody(): unknown {
  const file = '../shared/conformance/doc-examples.json';
  if (existsSync(file)) {
    const cases = JSON.parse(readFileSync(file, 'utf8')) as Array<{ requests: Array<{ method: string; path: string; body: unknown }> }>;
    for (const c of cases) {
      const create = c.requests.find((r) => r.method === 'PUT' && r.path === '/twitter' && JSON.stringify(r.body).includes('fulltext_analyzer'));
      if (create) return create.body;
    }
  }
  return {
    mappings: { tweet: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets_payloads', store: true, analyzer: 'fulltext_analyzer' } } } },
    settings: { index: { number_of_shards: 1, number_of_replicas: 0 }, analysis: { analyzer: { fulltext_analyzer: { type: 'custom', tokenizer: 'whitespace', filter: ['lowercase', 'type_as_payload'] } } } },
  };
}

test('creates an index, stores a document and reads it back from the editor', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
  const createBody = JSON.stringify(twitterIndexBody(), null, 2);
  const createLines = createBody.split('\n').length;
  const doc = { fullname: 'John Doe', text: 'twitter test test test ' };
  const buffer = `PUT /twitter\n${createBody}\n\nPUT /twitter/tweet/1\n${JSON.stringify(doc, null, 2)}\n\nGET /twitter/tweet/1\n`;
  await typeBuffer(page, buffer);

  const created = await runLine(page, 1, 200);
  expect(created).toEqual({ acknowledged: true, shards_acknowledged: true, index: 'twitter' });

  const putLine = createLines + 3;
  const stored = await runLine(page, putLine, 201);
  expect(stored).toMatchObject({ _index: 'twitter', _type: 'tweet', _id: '1', _version: 1, result: 'created' });

  const getLine = putLine + JSON.stringify(doc, null, 2).split('\n').length + 2;
  const got = await runLine(page, getLine, 200);
  expect(got).toMatchObject({ _index: 'twitter', _type: 'tweet', _id: '1', _version: 1, found: true, _source: doc });
});

test('the Run button runs the request under the cursor', async ({ page }) => {
  await page.goto('/');
  await typeBuffer(page, 'GET /\n');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByLabel('Status')).toHaveText('200');
  await expect(page.getByTestId('response-body')).toContainText('"number": "6.8.4"');
});

test('works with every non-local request blocked', async ({ page }) => {
  const external: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
    external.push(url.href);
    return route.abort();
  });
  await page.goto('/');
  const r = await page.evaluate(async () => {
    const sp = (window as unknown as { searchpad: { ready: Promise<void>; request: (m: string, p: string, b?: unknown) => Promise<{ status: number }> } }).searchpad;
    await sp.ready;
    return (await sp.request('PUT', '/offline/_doc/1', { a: 1 })).status;
  });
  expect(r).toBe(201);
  // The page's own chunks, samples and Monaco's workers are all local: an example runs and its answer shows as JSON.
  await page.getByLabel('Examples').selectOption('rescore-query-rescorer-with-window-size-query-weight-and-rescore-query-weight');
  await page.getByRole('button', { name: 'Run all' }).click();
  await expect(page.getByRole('tab', { name: 'Rescore stages', selected: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'JSON' }).click();
  const json = page.getByTestId('response-json');
  await expect(json.locator('.view-lines')).toContainText('"hits"');
  await expect(json.locator('.codicon-folding-expanded').first()).toBeAttached(); // and folds
  expect(external).toEqual([]);
});
