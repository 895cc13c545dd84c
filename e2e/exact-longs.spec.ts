import { expect, test } from '@playwright/test';
import { clearBuffer, runLine, typeLines } from './support/console';

// A long past 2^53 typed in the Console comes back in the answer's JSON view digit for digit: the worker hands
// the page the text the engine rendered (the `_source` as sent), never a double written out again.
test('a long past 2^53 reads back exactly in the JSON view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
  await clearBuffer(page);
  await typeLines(page, ['PUT /big/_doc/1?refresh', '{', '"n": 9007199254740993', '}', '', 'GET /big/_doc/1']);
  await runLine(page, 1, 201);
  await runLine(page, 6, 200);
  const view = page.getByTestId('response-json').locator('.view-lines');
  await expect(view).toContainText('"n": 9007199254740993');
  await expect(page.getByTestId('response-body')).toContainText('9007199254740993');
  await expect(page.getByTestId('response-body')).not.toContainText('9007199254740992');
});
