import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { typeBuffer } from './support/console';

const samples = JSON.parse(readFileSync('public/samples/index.json', 'utf8')) as Array<{ id: string; title: string }>;

/**
 * The aggregations example alternates searches with and without aggregations: the panel keeps the chosen view while
 * it applies, so whether the last answer opens on Aggregations or Hits depends on which answers in between were drawn.
 */
const AGGREGATIONS_OR_HITS = /^(Aggregations|Hits)$/;

/**
 * The view each example should open on. The larger data set's example runs searches before its rescore chain,
 * and the panel keeps the view chosen for the searches (Hits) while they go on.
 */
const viewOf = (s: { id: string; title: string }) =>
  s.id.includes('king-james')
    ? 'Hits'
    : s.title.startsWith('termvectors')
      ? 'Term vectors'
      : s.title.startsWith('rescore')
        ? 'Rescore stages'
        : s.title.startsWith('profile')
          ? 'Search Profiler'
          : s.title.startsWith('more_like_this')
            ? 'More like this'
            : s.title.startsWith('validate')
              ? 'JSON'
              : s.title.startsWith('aggregations')
                ? AGGREGATIONS_OR_HITS
                : 'Hits';

for (const s of samples) {
  test(`gallery: ${s.title}`, async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
    await page.getByLabel('Examples').selectOption(s.id);
    // The larger data set's example imports its documents first (the buffer comes once they are in).
    await expect(page.getByTestId('console-editor')).toContainText(s.id.includes('king-james') ? 'GET /kjv/_count' : s.id.includes('highlighting') ? 'PUT /highlighting' : s.title.startsWith('search') ? 'tweets' : '_', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Run all' }).click();
    await expect(page.getByRole('tab', { name: viewOf(s), selected: true })).toBeVisible({ timeout: 30_000 });
    if (s.id.includes('king-james')) await expect(page.getByRole('tab', { name: 'Rescore stages' })).toBeVisible();
    await expect(page.getByLabel('Status', { exact: true })).toHaveText('200');
  });
}

test('an example replaces the buffer at once, and Undo brings the buffer back', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
  await typeBuffer(page, 'GET /mine/_search\n');
  await page.getByLabel('Examples').selectOption(samples[0].id);
  await expect(page.getByTestId('console-editor')).toContainText('twitter');
  await expect(page.getByRole('status').filter({ hasText: `Loaded the example “${samples[0].title}”` })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('console-editor')).toContainText('GET /mine/_search');
  await expect(page.getByTestId('console-editor')).not.toContainText('twitter');
});

test('Run all pressed while an example still loads runs the example, not the buffer it replaces', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
  await typeBuffer(page, 'GET /_cat/indices\n');
  // The example's request file arrives a second late, as on a slow disk or a busy machine.
  await page.route('**/samples/*.txt', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  const rescore = samples.find((s) => s.id.startsWith('rescore-query-rescorer'))!;
  await page.getByLabel('Examples').selectOption(rescore.id);
  await page.getByRole('button', { name: 'Run all' }).click();
  await expect(page.getByRole('tab', { name: 'Rescore stages', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('console-editor')).toContainText('PUT /twitter');
});

test('window.searchpad.loadSample loads and runs an example', async ({ page }) => {
  await page.goto('/');
  const r = await page.evaluate(async (id) => {
    const sp = (window as unknown as { searchpad: { ready: Promise<void>; loadSample(n: string): Promise<{ status: number; body: { hits: { total: number } } }> } }).searchpad;
    await sp.ready;
    return sp.loadSample(id);
  }, 'search-from-and-size-in-the-request-body');
  expect(r.status).toBe(200);
  expect(r.body.hits.total).toBe(8);
});

test('the larger data set is imported once: loading its example again keeps the index as it is', async ({ page }) => {
  await page.goto('/');
  const counts = await page.evaluate(async () => {
    const sp = (window as unknown as { searchpad: { ready: Promise<void>; loadSample(n: string): Promise<unknown>; request(m: string, p: string, b?: unknown): Promise<{ body: { count: number } }> } }).searchpad;
    await sp.ready;
    await sp.loadSample('search-king-james-bible-verses');
    const first = (await sp.request('GET', '/kjv/_count')).body.count;
    await sp.request('DELETE', '/kjv/_doc/genesis-1-1?refresh=true');
    await sp.loadSample('search-king-james-bible-verses');
    return [first, (await sp.request('GET', '/kjv/_count')).body.count];
  });
  expect(counts).toEqual([4958, 4957]);
});
