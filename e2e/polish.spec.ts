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

test('history brings back a request that was run', async ({ page }) => {
  await page.goto('/');
  await typeBuffer(page, 'GET /_cluster/health\n');
  await runLine(page, 1, 200);
  await typeBuffer(page, 'GET /\n');
  await page.getByLabel('History').focus();
  await page.getByLabel('History').selectOption({ label: 'GET /_cluster/health' });
  await expect(page.getByTestId('console-editor')).toContainText('GET /_cluster/health');
});

test('a JSON error in a body is marked in the editor', async ({ page }) => {
  await page.goto('/');
  await typeBuffer(page, 'PUT /x/_doc/1\n{\n  "a": 1,\n  "b": }\n');
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
});
