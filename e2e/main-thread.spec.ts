import { expect, test } from '@playwright/test';
import { pasteBuffer, runLine } from './support/console';

// Once the page is ready, no task on the main thread takes longer than 50 ms (the Long Tasks API reports exactly
// those), and the layout does not shift while answers arrive (CLS under 0.1, the Web Vitals "good" threshold).

type Perf = { longTasks: Array<{ start: number; duration: number }>; shifts: Array<{ start: number; value: number; input: boolean; inEditor: boolean; nodes: string[] }> };
type Searchpad = { ready: Promise<void>; request(m: string, p: string, b?: unknown): Promise<{ status: number }> };

/** Installed before any page script runs, so nothing is missed. */
function observe() {
  const perf: Perf = { longTasks: [], shifts: [] };
  (window as unknown as { perf: Perf }).perf = perf;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
      const sources = (e.sources ?? []).map((s) => s.node ?? null);
      const nodes = sources.map((n) => (n instanceof Element ? `${n.tagName.toLowerCase()}.${n.className}` : String(n?.nodeName)));
      const element = (n: Node | null) => (n instanceof Element ? n : n?.parentElement);
      const inEditor = sources.length > 0 && sources.every((n) => !!element(n)?.closest('.monaco-editor'));
      perf.shifts.push({ start: e.startTime, value: e.value, input: e.hadRecentInput, inEditor, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

test('after ready: no long task and no layout shift while a sample, term vectors, rescore and a large answer come in', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(observe);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  const readyAt = await page.evaluate(async () => {
    await (window as unknown as { searchpad: Searchpad }).searchpad.ready;
    return performance.now();
  });

  // Each step's start, so that a long task can be told by the step it fell in.
  const steps: Array<{ step: string; at: number }> = [];
  const step = async (name: string) => steps.push({ step: name, at: await page.evaluate(() => performance.now()) });

  // A gallery example, loaded and run as a user does: its last answer opens the rescore view.
  await step('gallery example');
  await page.getByLabel('Examples').selectOption('rescore-query-rescorer-with-window-size-query-weight-and-rescore-query-weight');
  await page.getByRole('button', { name: 'Run all' }).click();
  await expect(page.getByRole('tab', { name: 'Rescore stages', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Status')).toHaveText('200');

  // Term vectors of a stored document, then a search with rescore, from the console.
  await step('term vectors');
  await pasteBuffer(page, `GET /twitter/_doc/1/_termvectors\n{"fields":["message"],"term_statistics":true}\n\nGET /twitter/_search\n${JSON.stringify({ query: { match: { message: 'number' } }, rescore: { window_size: 3, query: { rescore_query: { match_phrase: { message: 'number 4' } }, rescore_query_weight: 3 } } })}\n`);
  await runLine(page, 1, 200);
  await expect(page.getByRole('tab', { name: 'Term vectors', selected: true })).toBeVisible();
  await step('search with rescore');
  await runLine(page, 4, 200);
  await expect(page.getByTestId('rescore-view')).toBeVisible();
  await page.getByRole('tab', { name: 'JSON' }).click();
  await page.getByRole('tab', { name: 'Hits' }).click();

  // A large answer: 2,000 hits, about 2 MB of JSON. The bulk body is built in the page: handing 1.5 MB to
  // Playwright's evaluate (or its answer back) would itself be a long task.
  await step('bulk load');
  const bulk = await page.evaluate(() => {
    const text = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua '.repeat(6);
    const lines = Array.from({ length: 2000 }, (_, i) => `{"index":{"_index":"big","_type":"_doc","_id":"${i + 1}"}}\n${JSON.stringify({ n: i, text })}`);
    return (window as unknown as { searchpad: Searchpad }).searchpad.request('POST', '/_bulk?refresh=true', lines.join('\n') + '\n').then((r) => r.status);
  });
  expect(bulk).toBe(200);
  await step('large answer');
  await pasteBuffer(page, 'GET /big/_search\n{"size":2000,"query":{"match":{"text":"lorem"}}}\n');
  const big = await runLine(page, 1, 200);
  expect(big.hits.hits).toHaveLength(2000);
  await expect(page.getByTestId('page-range')).toHaveText('hits 1–2000 of 2000');
  // Only the rows near the viewport are drawn; scrolling to the end draws the last ones.
  const table = page.getByRole('table', { name: 'Hits' });
  await expect(table).toHaveAttribute('aria-rowcount', '2001');
  expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(200);
  await step('scroll the hits');
  await page.getByTestId('hits-view').evaluate((el) => el.closest('.tab-body')!.scrollTo(0, 1e9));
  await expect(table.getByRole('cell', { name: '2000', exact: true })).toBeInViewport();
  await step('large answer as JSON');
  await page.getByRole('tab', { name: 'JSON' }).click();
  const lines = page.getByTestId('response-json').locator('.view-lines');
  await expect(lines).toContainText('"took"');
  // The text goes into the editor a slice per task: all of it arrives (the last hit's id is on the last lines).
  await page.getByRole('textbox', { name: 'Response body (JSON)' }).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await expect(lines).toContainText(`"_id": "${big.hits.hits[1999]._id}"`);
  await page.waitForTimeout(500); // the last frames and deferred work (folding, tokenization) count too

  const perf = await page.evaluate(() => (window as unknown as { perf: Perf }).perf);
  const stepAt = (t: number) => steps.filter((s) => s.at <= t).at(-1)?.step ?? 'after ready';
  const longAfterReady = perf.longTasks.filter((t) => t.start >= readyAt).map((t) => ({ ...t, step: stepAt(t.start) }));
  // Stricter than Web Vitals: shifts right after an input count too, since answers usually arrive within the
  // 500 ms it exempts. Only moves inside a Monaco editor are left out: Monaco scrolls by moving its own layers,
  // which the browser reports as shifts.
  const shifts = perf.shifts.filter((s) => s.start >= readyAt && !s.inEditor).map((s) => ({ ...s, step: stepAt(s.start) }));
  const cls = shifts.reduce((sum, s) => sum + s.value, 0);
  console.log(`long tasks after ready: ${JSON.stringify(longAfterReady)}; layout shift after ready: ${cls.toFixed(4)}, the largest: ${JSON.stringify(shifts.filter((s) => s.value > 0.005))}`);
  expect(longAfterReady).toEqual([]);
  expect(cls, JSON.stringify(shifts)).toBeLessThan(0.1);
});
