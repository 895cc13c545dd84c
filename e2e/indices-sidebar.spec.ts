import { expect, test, type Page } from '@playwright/test';

type Searchpad = { ready: Promise<void>; request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> };

const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(([m, p, b]) => (window as unknown as { searchpad: Searchpad }).searchpad.request(m as string, p as string, b), [method, path, body] as const);

test('indices sidebar: counts, mapping fields, and a document opens its term vectors', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  await call(page, 'PUT', '/library', { mappings: { _doc: { properties: { title: { type: 'text', fields: { raw: { type: 'keyword' } } }, year: { type: 'long' } } } } });
  await call(page, 'POST', '/_bulk?refresh=true', '{"index":{"_index":"library","_type":"_doc","_id":"b1"}}\n{"title":"Moby Dick whale whale","year":1851}\n{"index":{"_index":"library","_type":"_doc","_id":"b2"}}\n{"title":"Walden","year":1854}\n');
  // The sidebar re-reads after each answer the panel shows: run one from the editor's first request.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const sidebar = page.getByRole('navigation', { name: 'Indices' });
  const entry = sidebar.getByRole('button', { name: /^library/ });
  await expect(entry).toContainText('2');
  await entry.click();
  const fields = sidebar.getByRole('list', { name: 'Fields of library' });
  await expect(fields).toContainText('title.raw');
  await expect(fields).toContainText('long');
  await sidebar.getByRole('list', { name: 'Documents of library' }).getByRole('button', { name: 'b1' }).click();
  await expect(page.getByRole('tab', { name: 'Term vectors', selected: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Term vectors of title' }).locator('tr[data-term="whale"] td').nth(1)).toHaveText('2');
  // The toggle hides it, and the choice survives a reload.
  await page.getByRole('button', { name: 'Indices', pressed: true }).click();
  await expect(sidebar).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Indices', pressed: false })).toBeVisible();
});

test('the split between editor and response moves with the keyboard and is remembered', async ({ page }) => {
  await page.goto('/');
  const divider = page.getByRole('separator', { name: 'Resize editor and response' });
  await expect(divider).toHaveAttribute('aria-valuenow', '50');
  const editor = page.getByTestId('console-editor');
  const before = (await editor.boundingBox())!.width;
  await divider.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(divider).toHaveAttribute('aria-valuenow', '60');
  await expect.poll(async () => (await editor.boundingBox())!.width).toBeGreaterThan(before + 20);
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize editor and response' })).toHaveAttribute('aria-valuenow', '60');
});
