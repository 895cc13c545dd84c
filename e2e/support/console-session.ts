/**
 * One user's session in the Console, after the page is ready: a gallery example run with "Run all" (its last
 * answer opens the rescore view), term vectors and a search with rescore typed in the Console, a 2,000-hit
 * answer scrolled to its end, then shown as JSON to its last line. The layout-shift spec checks what it shows;
 * `npm run bench:browser` times the main thread over it. Playwright waits only (no `expect`), so both can run it.
 */
import type { Page } from '@playwright/test';

type Searchpad = { request(m: string, p: string, b?: unknown): Promise<{ status: number }> };

/** What the session saw, for the caller to check. */
export interface SessionSeen {
  galleryStatus: string;
  bulkStatus: number;
  hits: number;
  lastId: string;
  pageRange: string;
  rowCount: string;
  rowsDrawn: number;
}

/** Replaces the buffer as one edit (select all, then the text inserted as a paste would). */
export async function replaceBuffer(page: Page, text: string) {
  await page.getByTestId('console-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Ctrl+Enter on a 1-based line; waits for that answer and returns its status and parsed body. */
export async function runAt(page: Page, line: number): Promise<{ status: string; body: { hits: { hits: Array<{ _id: string }> } } }> {
  await page.getByTestId('console-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  const before = Number(await page.getByRole('region', { name: 'Response' }).getAttribute('data-responses'));
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction((n) => Number(document.querySelector('[aria-label="Response"]')?.getAttribute('data-responses')) > n, before);
  const status = (await page.getByLabel('Status', { exact: true }).textContent()) ?? '';
  return { status, body: JSON.parse((await page.getByTestId('response-body').textContent()) ?? 'null') };
}

/** Waits until the JSON view's visible lines hold `text` (Monaco draws spaces as no-break spaces). */
async function jsonShows(page: Page, text: string) {
  await page.waitForFunction((t) => (document.querySelector('[data-testid="response-json"] .view-lines')?.textContent ?? '').replace(/\u00a0/g, ' ').includes(t), text);
}

/** Runs the session; `step(name)` is called as each part begins. */
export async function consoleSession(page: Page, step: (name: string) => Promise<void>): Promise<SessionSeen> {
  await step('gallery example');
  await page.getByLabel('Examples').selectOption('rescore-query-rescorer-with-window-size-query-weight-and-rescore-query-weight');
  await page.getByRole('button', { name: 'Run all' }).click();
  await page.getByRole('tab', { name: 'Rescore stages', selected: true }).waitFor({ timeout: 30_000 });
  const galleryStatus = (await page.getByLabel('Status', { exact: true }).textContent()) ?? '';

  await step('term vectors');
  await replaceBuffer(page, `GET /twitter/_doc/1/_termvectors\n{"fields":["message"],"term_statistics":true}\n\nGET /twitter/_search\n${JSON.stringify({ query: { match: { message: 'number' } }, rescore: { window_size: 3, query: { rescore_query: { match_phrase: { message: 'number 4' } }, rescore_query_weight: 3 } } })}\n`);
  await runAt(page, 1);
  await page.getByRole('tab', { name: 'Term vectors', selected: true }).waitFor();
  await step('search with rescore');
  await runAt(page, 4);
  await page.getByTestId('rescore-view').waitFor();
  await page.getByRole('tab', { name: 'JSON' }).click();
  await page.getByRole('tab', { name: 'Hits' }).click();

  // A large answer: 2,000 hits, about 2 MB of JSON. The bulk body is built in the page: handing 1.5 MB to
  // Playwright's evaluate (or its answer back) would itself be a long task.
  await step('bulk load');
  const bulkStatus = await page.evaluate(() => {
    const text = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua '.repeat(6);
    const lines = Array.from({ length: 2000 }, (_, i) => `{"index":{"_index":"big","_type":"_doc","_id":"${i + 1}"}}\n${JSON.stringify({ n: i, text })}`);
    return (window as unknown as { searchpad: Searchpad }).searchpad.request('POST', '/_bulk?refresh=true', lines.join('\n') + '\n').then((r) => r.status);
  });
  await step('large answer');
  await replaceBuffer(page, 'GET /big/_search\n{"size":2000,"query":{"match":{"text":"lorem"}}}\n');
  const big = await runAt(page, 1);
  const table = page.getByRole('table', { name: 'Hits' });
  await table.waitFor();
  const pageRange = (await page.getByTestId('page-range').textContent()) ?? '';
  const rowCount = (await table.getAttribute('aria-rowcount')) ?? '';
  const rowsDrawn = await table.locator('tbody tr[aria-rowindex]').count();
  await step('scroll the hits');
  await page.getByTestId('hits-view').evaluate((el) => el.closest('.tab-body')!.scrollTo(0, 1e9));
  await table.getByRole('cell', { name: '2000', exact: true }).waitFor();
  await step('large answer as JSON');
  await page.getByRole('tab', { name: 'JSON' }).click();
  await jsonShows(page, '"took"');
  // The text goes into the editor a slice per task: all of it arrives (the last hit's id is on the last lines).
  await page.getByRole('textbox', { name: 'Response body (JSON)' }).focus();
  await page.keyboard.press('ControlOrMeta+End');
  const lastId = big.body.hits.hits.at(-1)?._id ?? '';
  await jsonShows(page, `"_id": "${lastId}"`);
  await page.waitForTimeout(500); // the last frames and deferred work (folding, tokenization) count too
  return { galleryStatus, bulkStatus, hits: big.body.hits.hits.length, lastId, pageRange, rowCount, rowsDrawn };
}
