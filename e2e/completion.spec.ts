import { expect, test } from '@playwright/test';
import { typeBuffer } from './support/console';

test('autocompletion offers the fields of the index in the request, and index names on the request line', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void>; request(m: string, p: string, b?: unknown): Promise<unknown> } }).searchpad.request('PUT', '/library', { mappings: { _doc: { properties: { title: { type: 'text' }, author: { type: 'keyword' } } } } }));
  await typeBuffer(page, 'GET /library/_search\n{"query":{"match":{"ti');
  await page.keyboard.press('Control+Space');
  const suggest = page.locator('.suggest-widget');
  await expect(suggest).toBeVisible();
  await expect(suggest.locator('.monaco-list-row').first()).toContainText('title');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('console-editor')).toContainText('{"query":{"match":{"title');

  await typeBuffer(page, 'GET /lib');
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.suggest-widget .monaco-list-row').first()).toContainText('/library');

  // URL parameters of the API the path names, from the route table and the client's API definitions.
  await typeBuffer(page, 'GET /library/_search?si');
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.suggest-widget .monaco-list-row.focused')).toContainText('size');
  await page.keyboard.press('Enter');
  await page.keyboard.type('3');
  await expect(page.getByTestId('console-editor')).toContainText('GET /library/_search?size=3');
});
