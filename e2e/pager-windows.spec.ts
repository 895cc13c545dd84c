import { expect, test } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

type Searchpad = { ready: Promise<void>; request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> };

test('pager with rescore: says where the window ends, and when pages were rescored with different windows', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    const sp = (window as unknown as { searchpad: Searchpad }).searchpad;
    await sp.ready;
    const lines = Array.from({ length: 14 }, (_, i) => `{"index":{"_index":"w","_type":"_doc","_id":"${i + 1}"}}\n{"n":${i + 1},"t":"same text"}`).join('\n');
    await sp.request('PUT', '/w', { settings: { number_of_shards: 1 } });
    await sp.request('POST', '/_bulk?refresh=true', lines + '\n');
  });
  const search = (window: number) => JSON.stringify({ size: 5, query: { match: { t: 'same' } }, rescore: { window_size: window, query: { rescore_query: { range: { n: { gte: 10 } } } } } });
  await typeBuffer(page, `GET /w/_search\n${search(5)}\n`);
  await runLine(page, 1, 200);
  await page.getByRole('tab', { name: 'Hits' }).click();
  await expect(page.getByTestId('page-range')).toHaveText('hits 1–5 of 14');
  await expect(page.getByTestId('below-window')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('page-range')).toHaveText('hits 6–10 of 14');
  await expect(page.getByTestId('below-window')).toContainText('below rank 5');
  await expect(page.getByTestId('mixed-windows')).toHaveCount(0);
  // The same search with another window, third page: the pager says the pages are not one ranking.
  await typeBuffer(page, `GET /w/_search\n${JSON.stringify({ ...JSON.parse(search(20)), from: 10 })}\n`);
  await runLine(page, 1, 200);
  await page.getByRole('tab', { name: 'Hits' }).click();
  await expect(page.getByTestId('mixed-windows')).toContainText('window_size [5], this one with [20]');
});
