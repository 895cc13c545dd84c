import { expect, test } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

// The raw JSON of an answer is a read-only, foldable Monaco editor, updated in place for each new answer.
test('the JSON view shows the answer in a read-only editor whose objects fold', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
  await typeBuffer(page, 'GET /\n\nGET /_cluster/health\n');
  const body = await runLine(page, 1, 200);
  expect(body.version.number).toBe('6.8.4');

  const json = page.getByRole('textbox', { name: 'Response body (JSON)' });
  await expect(json).toBeAttached();
  const view = page.getByTestId('response-json');
  const lines = view.locator('.view-lines');
  await expect(view).toBeVisible();
  await expect(lines).toContainText('"number": "6.8.4"');
  await expect(lines).toContainText('"tagline": "You Know, for Search"');

  // Read-only: typing, pasting over a selection and deleting change nothing.
  await lines.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('typed');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('replaced');
  await expect(lines).toContainText('"number": "6.8.4"');
  await expect(lines).not.toContainText('typed');
  await expect(lines).not.toContainText('replaced');

  // Folding: the control at the "version" line hides that object's lines, and unfolding brings them back.
  const versionLine = view.locator('.view-line', { hasText: '"version": {' });
  const lineBox = (await versionLine.boundingBox())!;
  const controls = view.locator('.margin-view-overlays .codicon-folding-expanded');
  // The folding ranges come from the JSON worker, so the controls appear shortly after the text.
  const controlAtLine = async () => (await controls.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top))).findIndex((top) => Math.abs(top - lineBox.y) < 3);
  await expect.poll(controlAtLine).toBeGreaterThanOrEqual(0);
  const index = await controlAtLine();
  const shownBefore = await view.locator('.view-line').count();
  await controls.nth(index).click();
  await expect(lines).not.toContainText('"number"');
  await expect(lines).toContainText('"tagline"');
  expect(await view.locator('.view-line').count()).toBeLessThan(shownBefore);
  await view.locator('.margin-view-overlays .codicon-folding-collapsed').first().click();
  await expect(lines).toContainText('"number": "6.8.4"');

  // Fold all (Ctrl+K Ctrl+0) leaves only the outer object's braces.
  await lines.click();
  await page.keyboard.press('ControlOrMeta+K');
  await page.keyboard.press('ControlOrMeta+0');
  await expect(view.locator('.view-line')).toHaveCount(2);
  await expect(lines).not.toContainText('"tagline"');

  // The next answer replaces the text in the same editor (not a new one), unfolded.
  const editorBefore = await view.locator('.monaco-editor').elementHandle();
  await runLine(page, 3, 200);
  await expect(lines).toContainText('"cluster_name"');
  await expect(lines).not.toContainText('"tagline"');
  await expect(view.locator('.monaco-editor')).toHaveCount(1);
  expect(await view.locator('.monaco-editor').evaluate((el, before) => el === before, editorBefore)).toBe(true);
});

test('the JSON editor follows the dark theme', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
  await typeBuffer(page, 'GET /\n');
  await runLine(page, 1, 200);
  const editor = page.getByTestId('response-json').locator('.monaco-editor');
  const wasDark = await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(editor).toHaveClass(wasDark === 'true' ? /\bvs\b/ : /\bvs-dark\b/);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(editor).toHaveClass(wasDark === 'true' ? /\bvs-dark\b/ : /\bvs\b/);
});
