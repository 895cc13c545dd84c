import { test } from '@playwright/test';

// Saves pictures of the main views under e2e/screenshots/ (not committed) for the README.
test('screenshot of the console after a request', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('console-editor').click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('Control+Enter');
  await page.getByLabel('Status').waitFor();
  await page.screenshot({ path: 'e2e/screenshots/console.png' });
});
