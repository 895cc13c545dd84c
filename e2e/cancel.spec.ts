import { expect, test } from '@playwright/test';

type Answer = { status: number; body: unknown };
type Searchpad = {
  ready: Promise<void>;
  request(method: string, path: string, body?: unknown): Promise<Answer>;
  run(method: string, path: string, body?: unknown): Promise<Answer | undefined>;
  ping(): Promise<number>;
};
type Page = { searchpad: Searchpad; longRun?: Promise<unknown>; longRunDone?: boolean };

test('a long request is cancelled from the response panel: ES’s cancelled answer, a responsive page, stored data intact', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    const sp = (window as unknown as Page).searchpad;
    await sp.ready;
    await sp.request('DELETE', '/books');
    await sp.request('PUT', '/books', { settings: { number_of_shards: 1 } });
    let acked = '';
    for (let i = 0; i < 100; i++) acked += `{"index":{"_id":"kept-${i}"}}\n{"title":"kept ${i}"}\n`;
    await sp.request('POST', '/books/_doc/_bulk?refresh=true', acked);
    // A bulk of 100,000 documents, run as the console runs a request: it takes seconds.
    const lines: string[] = [];
    for (let i = 0; i < 100_000; i++) lines.push(`{"index":{"_id":"new-${i}"}}`, `{"title":"a new book number ${i}","n":${i}}`);
    const w = window as unknown as Page;
    w.longRunDone = false;
    w.longRun = sp.run('POST', '/books/_doc/_bulk', lines.join('\n') + '\n').then(() => (w.longRunDone = true));
  });

  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeVisible();
  // The worker's message loop answers while the bulk runs.
  const during = await page.evaluate(async () => {
    const w = window as unknown as Page;
    await w.searchpad.ping();
    return w.longRunDone;
  });
  expect(during).toBe(false);

  await cancel.click();
  await expect(page.getByLabel('Status')).toHaveText('500');
  await expect(page.getByTestId('response-body')).toContainText('"type": "task_cancelled_exception"');
  await expect(page.getByTestId('response-body')).toContainText('"reason": "cancelled"');
  await expect(cancel).toBeHidden();

  // The page still works, and only the acknowledged documents are stored (none of the cancelled bulk's).
  const stored = async () =>
    page.evaluate(async () => {
      const sp = (window as unknown as Page).searchpad;
      await sp.ready;
      await sp.request('POST', '/books/_refresh');
      const count = await sp.request('GET', '/books/_count');
      const fromCancelled = await sp.request('GET', '/books/_doc/new-0');
      return { count: (count.body as { count: number }).count, found: (fromCancelled.body as { found: boolean }).found };
    });
  expect(await stored()).toEqual({ count: 100, found: false });
  await page.reload();
  expect(await stored()).toEqual({ count: 100, found: false });
});
