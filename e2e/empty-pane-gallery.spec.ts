import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { typeBuffer } from './support/console';

// Before any answer, the response pane lists the examples gallery under its hint, at 1280x800 with the sidebar
// open; a click loads the example as the Examples menu does (buffer with Undo, notes), and Run all runs it.

const samples = JSON.parse(readFileSync('public/samples/index.json', 'utf8')) as Array<{ id: string; title: string; notes: string }>;
const sampleText = (id: string) => readFileSync(`public/samples/${id}.txt`, 'utf8');
type Api = { ready: Promise<void>; getBuffer(): Promise<string> };

test.use({ viewport: { width: 1280, height: 800 } });

test('the empty pane lists every example; a click loads it as the Examples menu does, and its answer replaces the list', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Api }).searchpad.ready);
  await typeBuffer(page, 'GET /mine/_search\n');
  const gallery = page.getByRole('navigation', { name: 'Example gallery' });
  await expect(gallery.getByRole('button')).toHaveCount(samples.length);
  expect(await gallery.getByRole('button').allTextContents()).toEqual(samples.map((s) => s.title));
  // Under the hint, and its first entries on the first screen.
  const hint = await page.getByTestId('response-empty').boundingBox();
  const list = await gallery.boundingBox();
  expect(list!.y).toBeGreaterThanOrEqual(hint!.y + hint!.height);
  const first = gallery.getByRole('button', { name: samples[0].title, exact: true });
  await expect(first).toBeInViewport({ ratio: 1 });
  await expect(first).toHaveAttribute('title', samples[0].notes);

  await first.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { searchpad: Api }).searchpad.getBuffer())).toBe(sampleText(samples[0].id));
  await expect(page.getByRole('status').filter({ hasText: `Loaded the example “${samples[0].title}”` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About this example' })).toContainText(samples[0].title);
  // Undo, as after the menu's pick.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('console-editor')).toContainText('GET /mine/_search');

  // Picked again, then run: the answer takes the pane's place.
  await first.click();
  await expect(page.getByTestId('console-editor')).toContainText('twitter');
  await page.getByRole('button', { name: 'Run all', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Term vectors', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(gallery).toHaveCount(0);
  await expect(page.getByTestId('response-empty')).toHaveCount(0);
});
