import { expect, test } from '@playwright/test';
import { typeBuffer } from './support/console';

test('a share link round-trips the buffer, and the buffer survives a reload', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const buffer = 'GET /shared-example/_search\n{"query":{"match":{"title":"東京 🍕"}}}\n';
  await typeBuffer(page, buffer);
  await page.getByRole('button', { name: 'Share link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'share link' })).toBeVisible();
  const url = page.url();
  expect(url).toContain('#buffer=');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const other = await context.newPage();
  await other.goto('/');
  await typeBuffer(other, 'GET /\n');
  await other.goto(url);
  await expect(other.getByTestId('console-editor')).toContainText('shared-example');
  await expect(other.getByTestId('console-editor')).toContainText('東京 🍕');

  await page.goto('/'); // no fragment: the saved buffer comes back
  await expect(page.getByTestId('console-editor')).toContainText('shared-example');
});

test('copy as cURL and run all', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await typeBuffer(page, 'PUT /c/_doc/1?refresh=true\n{"a":"it\'s"}\n\nGET /c/_count\n');
  await page.keyboard.press('ControlOrMeta+Home');
  await page.getByRole('button', { name: 'Copy as cURL' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`curl -XPUT "http://localhost:9200/c/_doc/1?refresh=true" -H 'Content-Type: application/json' -d'\n{"a":"it'\\''s"}\n'`);
  await page.getByRole('button', { name: 'Run all' }).click();
  await expect(page.getByTestId('response-body')).toContainText('"count": 1');
});
