import { expect, test, type Page } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

type Searchpad = { ready: Promise<void>; request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> };

test.use({ viewport: { width: 1280, height: 800 } });

const COLORS = ['red', 'red', 'red', 'blue', 'blue', 'green'];

async function openWithShop(page: Page) {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  await page.evaluate(async (colors) => {
    const sp = (window as unknown as { searchpad: Searchpad }).searchpad;
    await sp.request('PUT', '/shop', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { color: { type: 'keyword' }, price: { type: 'long' }, sold: { type: 'date' } } } } });
    const lines: string[] = [];
    colors.forEach((color, i) => {
      lines.push(JSON.stringify({ index: { _id: String(i) } }));
      lines.push(JSON.stringify({ color, price: 10 * (i + 1), sold: `2021-0${1 + (i % 3)}-15` }));
    });
    await sp.request('POST', '/shop/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  }, COLORS);
}

const bars = (page: Page, name: string) => page.getByRole('group', { name: `${name} chart` }).getByRole('button');

test('a terms aggregation is drawn as bars sorted by count; clicking a bar writes the filtered request, which runs', async ({ page }) => {
  await openWithShop(page);
  await typeBuffer(page, `GET /shop/_search\n${JSON.stringify({ size: 0, aggs: { colors: { terms: { field: 'color' } } } })}\n`);
  await runLine(page, 1, 200);
  await expect(page.getByRole('tab', { name: 'Aggregations', selected: true })).toBeVisible();
  await expect(bars(page, 'colors')).toHaveCount(3);
  expect(await bars(page, 'colors').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(['red: 3 docs', 'blue: 2 docs', 'green: 1 docs']);
  // Taller bar for the larger count.
  const heights = await bars(page, 'colors').evaluateAll((els) => els.map((e) => Number(e.getAttribute('height'))));
  expect(heights[0]).toBeGreaterThan(heights[1]);
  expect(heights[1]).toBeGreaterThan(heights[2]);

  await bars(page, 'colors').nth(1).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to the editor' })).toContainText('colors = blue');
  // The new request is below the old one (line 4: line 3 is the blank separator); the user runs it.
  const answer = await runLine(page, 4, 200);
  expect(answer.hits.total).toBe(2);
  expect(answer.aggregations.colors.buckets).toEqual([{ key: 'blue', doc_count: 2 }]);
});

test('a date_histogram is drawn on a time axis in key order; Enter on a bar filters to its month', async ({ page }) => {
  await openWithShop(page);
  await typeBuffer(page, `GET /shop/_search\n${JSON.stringify({ size: 0, aggs: { months: { date_histogram: { field: 'sold', interval: 'month' } } } })}\n`);
  await runLine(page, 1, 200);
  const months = bars(page, 'months');
  await expect(months).toHaveCount(3);
  expect(await months.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
    '2021-01-01T00:00:00.000Z: 2 docs', '2021-02-01T00:00:00.000Z: 2 docs', '2021-03-01T00:00:00.000Z: 2 docs',
  ]);
  const xs = await months.evaluateAll((els) => els.map((e) => Number(e.getAttribute('x'))));
  expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  await months.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to the editor' })).toContainText('months = 2021-03-01');
  const answer = await runLine(page, 4, 200);
  expect(answer.hits.total).toBe(2);
});

test('nested terms > avg: bars can show the avg, a table lists it, and a nested terms is grouped per parent bucket', async ({ page }) => {
  await openWithShop(page);
  const body = { size: 0, aggs: { colors: { terms: { field: 'color' }, aggs: { avg_price: { avg: { field: 'price' } }, months: { date_histogram: { field: 'sold', interval: 'month' } } } } } };
  await typeBuffer(page, `GET /shop/_search\n${JSON.stringify(body)}\n`);
  await runLine(page, 1, 200);
  const colors = page.getByRole('region', { name: 'Aggregation colors' }).first();
  await colors.getByLabel('Measure of colors').selectOption('avg_price');
  // red: 10, 20, 30 -> 20; blue: 40, 50 -> 45; green: 60. Sorted by the measure.
  expect(await bars(page, 'colors').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
    'green: 60 (avg_price)', 'blue: 45 (avg_price)', 'red: 20 (avg_price)',
  ]);
  await expect(page.getByRole('table', { name: 'colors buckets' }).locator('tbody tr').first()).toContainText('green');
  // One months chart per color.
  await expect(page.getByRole('group', { name: 'colors red' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'colors red' }).getByRole('button')).toHaveCount(3);
  await page.getByRole('group', { name: 'colors blue' }).getByRole('button').first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to the editor' })).toContainText('colors = blue, months = 2021-01-01');
  const answer = await runLine(page, 4, 200);
  expect(answer.hits.total).toBe(1);
});
