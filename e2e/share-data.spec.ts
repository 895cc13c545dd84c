import { expect, test } from '@playwright/test';

type Searchpad = { ready: Promise<void>; request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>; reset(): Promise<void> };

test('a share link with data carries the indices, and asks before loading them', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.evaluate(async () => {
    const sp = (window as unknown as { searchpad: Searchpad }).searchpad;
    await sp.ready;
    await sp.request('PUT', '/shared', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { t: { type: 'text' } } } } });
    await sp.request('POST', '/_bulk?refresh=true', '{"index":{"_index":"shared","_type":"_doc","_id":"1"}}\n{"t":"東京 pizza 🍕"}\n{"index":{"_index":"shared","_type":"_doc","_id":"2"}}\n{"t":"more pizza"}\n');
  });
  const search = () => page.evaluate(async () => {
    const sp = (window as unknown as { searchpad: Searchpad }).searchpad;
    await sp.ready;
    return (await sp.request('GET', '/shared/_search', { query: { match: { t: 'pizza' } } })).body;
  });
  const before = await search();
  await page.getByRole('button', { name: 'Share with data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'and 1 index' })).toBeVisible();
  const url = page.url();
  expect(url).toContain('&data=');

  // Another visitor with nothing stored: the link asks first, and nothing is loaded until they agree.
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.reset());
  await page.goto(url);
  await page.reload();
  const prompt = page.getByRole('alertdialog', { name: 'Shared data' });
  await expect(prompt).toContainText('shared');
  expect(((await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.request('HEAD', '/shared'))) as { status: number }).status).toBe(404);
  await prompt.getByRole('button', { name: 'Load shared data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loaded shared' })).toBeVisible();
  const after = (await search()) as { took?: number };
  expect({ ...after, took: 0 }).toEqual({ ...(before as object), took: 0 });
  expect(page.url()).not.toContain('data=');
});
