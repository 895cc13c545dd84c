import { expect, test } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

test('dark theme is remembered across reloads', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('.monaco-editor').first()).toHaveClass(/vs-dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the keyboard shortcuts dialog lists the run shortcut', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toContainText('run the request under the cursor');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('history brings back a request that was run, searchable and pinned under a name', async ({ page }) => {
  await page.goto('/');
  await typeBuffer(page, 'GET /_cluster/health\n\nGET /_search\n{\n  "query": { "match_all": {} }\n}\n');
  await runLine(page, 1, 200);
  await runLine(page, 3, 200);
  await typeBuffer(page, 'GET /\n');
  // Each entry: the request line, the body's first line, the time; the newest first.
  await page.getByRole('button', { name: 'History' }).click();
  const entries = page.getByRole('group', { name: 'History' }).getByTestId('history-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('GET /_search "query": { "match_all": {} }');
  await expect(entries.nth(0)).toContainText(/\d{1,2}:\d{2}/);
  // Pin the health check under a name; it comes first and is found by that name.
  await entries.nth(1).getByRole('button', { name: 'Pin…' }).click();
  await page.getByLabel('Name to save the request under').fill('health check');
  await page.getByLabel('Name to save the request under').press('Enter');
  await expect(entries.nth(0)).toContainText('★ health check GET /_cluster/health');
  await page.getByLabel('Search the history').fill('match_all');
  await expect(entries).toHaveCount(1);
  await page.getByLabel('Search the history').fill('HEALTH');
  await expect(entries).toHaveCount(1);
  await entries.nth(0).locator('.history-load').click();
  await expect(page.getByTestId('console-editor')).toContainText('GET /_cluster/health');
  // Clear keeps what is pinned, and the pin survives a reload.
  await page.reload();
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('group', { name: 'History' }).getByRole('button', { name: 'Clear' }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.nth(0)).toContainText('health check');
});

test('a JSON error in a body is marked in the editor', async ({ page }) => {
  await page.goto('/');
  await typeBuffer(page, 'PUT /x/_doc/1\n{\n  "a": 1,\n  "b": }\n');
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
});
