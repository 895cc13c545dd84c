import { expect, test, type Page } from '@playwright/test';

// `window.searchpad.setBuffer(text)` / `getBuffer()`: a Playwright user sets the Console's buffer without typing
// it, the editor shows it, and what a person then types is what getBuffer returns.

type Api = { ready: Promise<void>; setBuffer(text: string): Promise<void>; getBuffer(): Promise<string> };
const api = (page: Page) => ({
  ready: () => page.evaluate(() => (window as unknown as { searchpad: Api }).searchpad.ready),
  set: (text: string) => page.evaluate((t) => (window as unknown as { searchpad: Api }).searchpad.setBuffer(t), text),
  get: () => page.evaluate(() => (window as unknown as { searchpad: Api }).searchpad.getBuffer()),
});

test.use({ viewport: { width: 1280, height: 800 } });

test('setBuffer puts text in the editor; what is typed after it is what getBuffer returns; the buffer runs', async ({ page }) => {
  await page.goto('/');
  const sp = api(page);
  await sp.ready();
  await sp.set('PUT /buffer-api\n\nGET /_cat/indices/buffer-api?h=index');
  const editor = page.getByTestId('console-editor');
  await expect(editor).toContainText('PUT /buffer-api');
  await expect(editor).toContainText('GET /_cat/indices/buffer-api?h=index');
  expect(await sp.get()).toBe('PUT /buffer-api\n\nGET /_cat/indices/buffer-api?h=index');

  // A person goes on from there: the cursor at the end, one more request typed.
  await page.getByRole('textbox', { name: 'Request editor' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('GET /buffer-api/_count');
  expect(await sp.get()).toBe('PUT /buffer-api\n\nGET /_cat/indices/buffer-api?h=index\n\nGET /buffer-api/_count');

  // The buffer set this way runs as a typed one: Run all, then the last answer is shown.
  await page.getByRole('button', { name: 'Run all', exact: true }).click();
  await expect(page.getByLabel('Status', { exact: true })).toHaveText('200');
  await expect(page.getByTestId('response-body')).toContainText('"count": 0');

  // It survives a reload as a typed buffer does.
  await page.reload();
  await sp.ready();
  expect(await sp.get()).toBe('PUT /buffer-api\n\nGET /_cat/indices/buffer-api?h=index\n\nGET /buffer-api/_count');
  // A non-string is refused, the buffer kept.
  const refused = await page.evaluate(() => (window as unknown as { searchpad: { setBuffer(t: unknown): Promise<void> } }).searchpad.setBuffer(42).then(() => 'set', (e: Error) => e.message));
  expect(refused).toContain('string');
});
