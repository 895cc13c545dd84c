import { expect, test } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

type SP = { searchpad: { ready: Promise<void>; request(m: string, p: string, b?: unknown): Promise<unknown> } };

test('a variable is substituted in the path and the body, kept, and carried by a share link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.evaluate(() => (window as unknown as SP).searchpad.ready);
  await page.evaluate(async () => {
    const sp = (window as unknown as SP).searchpad;
    await sp.request('PUT', '/films/_doc/1?refresh', { title: 'The quick brown fox' });
    await sp.request('PUT', '/films/_doc/2?refresh', { title: 'A lazy dog' });
  });
  await page.getByRole('button', { name: 'Variables' }).click();
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByLabel('Variable 1 name').fill('idx');
  await page.getByLabel('Variable 1 value').fill('films');
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByLabel('Variable 2 name').fill('word');
  await page.getByLabel('Variable 2 value').fill('fox');
  await typeBuffer(page, 'GET /${idx}/_count\n{ "query": { "match": { "title": "${word}" } } }');
  expect((await runLine(page, 1, 200)).count).toBe(1);
  await expect(page.getByRole('region', { name: 'Response' }).locator('.request-line')).toHaveText('GET /films/_count');

  await page.getByRole('button', { name: 'Share link' }).click();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toContain('&vars=');
  const other = await context.newPage();
  await other.goto('/');
  await other.evaluate(() => localStorage.removeItem('searchpad.variables'));
  await other.goto(url);
  await other.reload();
  await other.evaluate(() => (window as unknown as SP).searchpad.ready);
  await other.getByRole('button', { name: 'Variables' }).click();
  await expect(other.getByLabel('Variable 2 value')).toHaveValue('fox');
  expect((await runLine(other, 1, 200)).count).toBe(1);
});
