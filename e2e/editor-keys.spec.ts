import { expect, test } from '@playwright/test';
import { bufferText, typeBuffer } from './support/console';

const ready = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);

async function cursorTo(page: import('@playwright/test').Page, line: number) {
  await page.getByTestId('console-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
}

test('Ctrl+I re-indents the request under the cursor as Kibana does, and collapses it when pressed again', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await typeBuffer(page, 'GET /films/_search\n{"query":{"match":{"title":"fox"}},"size":2}\n\nGET /films/_count\n{"query":{"match_all":{}}}');
  await cursorTo(page, 2);
  await page.keyboard.press('ControlOrMeta+I');
  await expect.poll(() => bufferText(page)).toBe('GET /films/_search\n{\n  "query": {\n    "match": {\n      "title": "fox"\n    }\n  },\n  "size": 2\n}\n\nGET /films/_count\n{"query":{"match_all":{}}}');
  await page.keyboard.press('ControlOrMeta+I');
  await expect.poll(() => bufferText(page)).toBe('GET /films/_search\n{"query":{"match":{"title":"fox"}},"size":2}\n\nGET /films/_count\n{"query":{"match_all":{}}}');
  // Monaco's Format Document re-indents every request; one Undo brings the buffer back.
  await page.keyboard.press('Shift+Alt+F');
  await expect.poll(async () => (await bufferText(page))!.split('\n').length).toBe(16);
  expect(await bufferText(page)).toContain('GET /films/_count\n{\n  "query": {\n    "match_all": {}\n  }\n}');
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => bufferText(page)).toBe('GET /films/_search\n{"query":{"match":{"title":"fox"}},"size":2}\n\nGET /films/_count\n{"query":{"match_all":{}}}');
});

test('Alt+Z wraps long lines, Ctrl+/ links the reference page of the request, a key shows its doc on hover', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await typeBuffer(page, 'GET /films/_doc/1/_termvectors\n{\n  "term_statistics": true\n}');
  await cursorTo(page, 3);
  const wrap = page.getByRole('button', { name: 'Wrap' });
  await expect(wrap).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Alt+Z');
  await expect(wrap).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ControlOrMeta+Slash');
  await expect(page.getByTestId('docs-link')).toHaveAttribute('href', 'https://www.elastic.co/guide/en/elasticsearch/reference/6.8/docs-termvectors.html');
  expect(await bufferText(page)).toBe('GET /films/_doc/1/_termvectors\n{\n  "term_statistics": true\n}'); // not commented out
  // Ctrl+M: Tab then leaves the editor for the next control, as Monaco allows.
  await page.getByTestId('console-editor').locator('.view-lines').click();
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="console-editor"]') === null)).toBe(true);
  expect(await bufferText(page)).toBe('GET /films/_doc/1/_termvectors\n{\n  "term_statistics": true\n}');
  await page.getByText('"term_statistics"').hover();
  await expect(page.locator('.monaco-hover:not(.hidden)')).toContainText('term_statistics: Return total term frequency and document frequency');
  // The choice of wrapping is remembered.
  await page.reload();
  await ready(page);
  await expect(page.getByRole('button', { name: 'Wrap' })).toHaveAttribute('aria-pressed', 'true');
});
