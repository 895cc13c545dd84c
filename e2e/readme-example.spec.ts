import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The README's Playwright example, run here as written; the first assertion keeps the two identical.
test("the README's window.searchpad example runs", async ({ page }) => {
  const example = `await page.goto('/');
await page.evaluate(() => window.searchpad.ready);
const r = await page.evaluate(() => window.searchpad.request('GET', '/_cat/indices?format=json'));`;
  expect(readFileSync('README.md', 'utf8')).toContain(example);

  type W = { searchpad: { ready: Promise<void>; request(m: string, p: string): Promise<{ status: number; body: unknown }> } };
  await page.goto('/');
  await page.evaluate(() => (window as unknown as W).searchpad.ready);
  const r = await page.evaluate(() => (window as unknown as W).searchpad.request('GET', '/_cat/indices?format=json'));
  expect(r.status).toBe(200);
  expect(r.body).toEqual([]);
});
