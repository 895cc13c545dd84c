import { expect, test } from '@playwright/test';
import { clearBuffer, runLine, typeLines } from './support/console';

// The rescore stages of a three-rescorer chain at 1280x800 with the indices sidebar open: every stage's column
// inside the window, and each document placed in its shard's query-phase ranking.

type Searchpad = { ready: Promise<void>; request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> };

test.use({ viewport: { width: 1280, height: 800 } });

test('rescore: three rescorers, every stage column on screen, each hit "from shard N, rank M"', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  await expect(page.getByRole('button', { name: 'Indices' })).toHaveAttribute('aria-pressed', 'true');
  const texts = ['quick brown fox', 'the quick fox jumps', 'brown dog and fox', 'quick quick quick fox brown', 'a fox', 'fox and brown fox', 'lazy fox dog', 'fox fox fox', 'brown fox quick dog', 'old fox', 'fox in a box', 'fox dog brown quick'];
  const bulk = texts.map((t, i) => `{"index":{"_index":"chain","_type":"_doc","_id":"${i + 1}"}}\n{"t":"${t}"}`).join('\n') + '\n';
  await page.evaluate(async (b) => {
    const sp = (window as unknown as { searchpad: Searchpad }).searchpad;
    await sp.request('PUT', '/chain', { settings: { number_of_shards: 2 } });
    await sp.request('POST', '/_bulk?refresh=true', b);
  }, bulk);

  await clearBuffer(page);
  await typeLines(page, [
    'GET /chain/_search',
    '{"query": {"match": {"t": "fox"}}, "rescore": [',
    '{"window_size": 6, "query": {"rescore_query": {"match_phrase": {"t": "brown fox"}}, "rescore_query_weight": 5}},',
    '{"window_size": 4, "query": {"rescore_query": {"match": {"t": "quick"}}, "score_mode": "multiply"}},',
    '{"window_size": 2, "query": {"rescore_query": {"match": {"t": "dog"}}}}',
    ']}',
  ]);
  await runLine(page, 1, 200);
  await expect(page.getByRole('tab', { name: 'Rescore stages', selected: true })).toBeVisible();
  const columns = page.getByRole('region', { name: /^Ranking / });
  await expect(columns).toHaveCount(4);
  await expect(columns.last()).toHaveAccessibleName('Ranking after rescore 3');

  // Every column whole inside the response pane and the window; nothing scrolls sideways.
  const pane = (await page.getByRole('region', { name: 'Response' }).boundingBox())!;
  for (const box of await columns.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.left).toBeGreaterThanOrEqual(pane.x);
    expect(box.right).toBeLessThanOrEqual(Math.min(pane.x + pane.width, 1280));
    expect(box.width).toBeGreaterThan(60);
  }
  const sideways = await page.getByTestId('rescore-view').evaluate((el) => {
    const body = el.closest('.tab-body')!;
    return { body: body.scrollWidth - body.clientWidth, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });
  expect(sideways).toEqual({ body: 0, page: 0 });
  // Each row's id, score and rank change are whole inside their column (a narrow column rounds the score it
  // draws; its text, and the hover, keep the float).
  const cut = await page.getByTestId('rescore-view').locator('li').evaluateAll((els) =>
    els.filter((li) => {
      const column = li.closest('section')!.getBoundingClientRect();
      return [...li.children].some((c) => c.getBoundingClientRect().right > column.right + 0.5 || c.scrollWidth > c.clientWidth + 1);
    }).map((li) => li.textContent),
  );
  expect(cut).toEqual([]);

  // Each document says where it comes from: its shard and its rank in that shard's query phase.
  const rows = page.getByTestId('rescore-view').locator('li');
  for (const title of await rows.evaluateAll((els) => els.map((e) => e.getAttribute('title')))) expect(title).toMatch(/^\d+: from shard [01], rank \d+$/);
  // Pointing at the top hit of the last stage says it in words.
  const top = columns.last().locator('li').first();
  await top.hover();
  const id = await top.getAttribute('data-id');
  await expect(page.getByTestId('rescore-origin')).toHaveText(new RegExp(`^${id}: from shard [01], rank \\d+ in the query phase \\(score [\\d.]+\\); after rescore 3: rank 1, score [\\d.]+$`));
  // The same, with the keyboard.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('rescore-origin')).toHaveText(/: from shard [01], rank \d+ in the query phase/);
});
