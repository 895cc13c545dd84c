import { expect, test, type Page } from '@playwright/test';
import { bufferText, clearBuffer, runLine, typeLines } from './support/console';

// The Hits view as a learner reads it, at 1280x800 with the indices sidebar open (as the page starts): the
// _source text wide enough to read, the matched terms marked in it, a bar per hit of what made its score, and
// a pager that says which from/size each page ran with.

type Searchpad = { ready: Promise<void>; request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> };

test.use({ viewport: { width: 1280, height: 800 } });

const TITLE = 'The quick brown fox jumps over the lazy dog by the riverbank'; // 60 characters

async function open(page: Page) {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  await expect(page.getByRole('button', { name: 'Indices' })).toHaveAttribute('aria-pressed', 'true');
}

async function films(page: Page) {
  const titles = [TITLE, 'A fox in the quick snow', 'Quick, quick!', 'Brown dogs and foxes', 'The lazy river', 'Fox hunt', 'Quick fox quick', 'Foxes run quick', 'A dog', 'The fox', 'Night fox', 'Fox and the hound', 'Quick study'];
  const lines = titles.map((t, i) => `{"index":{"_index":"films","_type":"_doc","_id":"${i + 1}"}}\n${JSON.stringify({ title: t, year: 1990 + i })}`);
  await page.evaluate(async (body) => {
    const sp = (window as unknown as { searchpad: Searchpad }).searchpad;
    await sp.request('PUT', '/films', { settings: { number_of_shards: 2 } });
    await sp.request('POST', '/_bulk?refresh=true', body);
  }, lines.join('\n') + '\n');
}

test('hits: a 60-character title reads in full, its matched terms marked, and each bar adds up to the score', async ({ page }) => {
  expect(TITLE).toHaveLength(60);
  await open(page);
  await films(page);
  await clearBuffer(page);
  await typeLines(page, ['GET /films/_search', '{"query": {"match": {"title": "quick fox"}}}']);
  const answer = (await runLine(page, 1, 200)) as { hits: { hits: Array<{ _id: string; _score: number }> } };
  await expect(page.getByRole('tab', { name: 'Hits', selected: true })).toBeVisible();

  // The title of hit 1 is whole on screen: inside its cell, inside the window, and the view scrolls no sideways.
  const row = page.getByRole('row').filter({ hasText: 'jumps over' });
  await expect(row).toBeVisible();
  const fits = await row.locator('.hit-source').evaluate((box, title) => {
    const whole = box.textContent ?? '';
    // The rectangles of the title's own characters (the first field is the title).
    const start = whole.indexOf(title);
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    const rects: DOMRect[] = [];
    let at = 0;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const len = n.textContent!.length;
      const from = Math.max(start, at);
      const to = Math.min(start + title.length, at + len);
      if (from < to) {
        const r = document.createRange();
        r.setStart(n, from - at);
        r.setEnd(n, to - at);
        rects.push(...r.getClientRects());
      }
      at += len;
    }
    const cell = box.getBoundingClientRect();
    const scroller = box.closest('.tab-body')!;
    return {
      found: start >= 0,
      inside: rects.length > 0 && rects.every((r) => r.left >= cell.left - 0.5 && r.right <= cell.right + 0.5 && r.top >= cell.top - 0.5 && r.bottom <= cell.bottom + 0.5 && r.right <= window.innerWidth && r.bottom <= window.innerHeight),
      sideways: scroller.scrollWidth - scroller.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, TITLE);
  expect(fits).toEqual({ found: true, inside: true, sideways: 0, page: 0 });

  // The query's terms are marked where the engine's analysis found them (Quick and quick alike).
  await expect(row.locator('mark.term')).toHaveText(['quick', 'fox']);
  await expect(page.getByRole('row').filter({ hasText: 'Quick, quick!' }).locator('mark.term')).toHaveText(['Quick', 'quick']);

  // One bar per hit; its parts (one per matched term) add up to the hit's _score.
  const bars = page.getByTestId('score-bar');
  await expect(bars).toHaveCount(answer.hits.hits.length);
  for (const [i, hit] of answer.hits.hits.entries()) {
    const parts = await page.getByRole('row').nth(i + 1).getByTestId('score-bar').locator('.score-part').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))));
    expect(parts.length).toBeGreaterThan(0);
    expect(Math.abs(parts.reduce((s, v) => s + v, 0) - hit._score)).toBeLessThan(1e-5 * Math.max(1, hit._score));
  }
  // The legend names what each colour stands for.
  await expect(page.getByLabel('Score bar parts')).toContainText('title:quick');
  await expect(page.getByLabel('Score bar parts')).toContainText('title:fox');
  // Hovering a part says how BM25 made it.
  const first = row.getByTestId('score-bar').locator('.score-part').first();
  await first.hover();
  await expect(first).toHaveAttribute('title', /^title:(quick|fox): [\d.]+ = idf [\d.]+ × tfNorm [\d.]+ \(freq 1, field length \d+, average [\d.]+\)$/);
});

test('named queries: each hit shows the names of the queries it matched, as matched_queries lists them', async ({ page }) => {
  await open(page);
  await films(page);
  await clearBuffer(page);
  await typeLines(page, [
    'GET /films/_search',
    '{"size": 13, "query": {"bool": {"should": [{"match": {"title": {"query": "quick", "_name": "fast"}}}, {"match": {"title": {"query": "fox", "_name": "animal"}}}]}}}',
  ]);
  const answer = (await runLine(page, 1, 200)) as { hits: { hits: Array<{ _id: string; matched_queries?: string[] }> } };
  await expect(page.getByRole('tab', { name: 'Hits', selected: true })).toBeVisible();
  const byId = new Map(answer.hits.hits.map((h) => [h._id, h.matched_queries ?? []]));
  // The title that has both words, one with only "quick", one with only "fox".
  expect([...byId.get('1')!].sort()).toEqual(['animal', 'fast']);
  expect(byId.get('3')).toEqual(['fast']);
  expect(byId.get('6')).toEqual(['animal']);
  // The first rows on screen (ranks 1 to 5) show, under each _id, the names its hit matched, in the answer's order.
  for (const [i, hit] of answer.hits.hits.slice(0, 5).entries()) {
    const cell = page.getByRole('row').nth(i + 1).getByTestId('matched-queries');
    await expect(cell.locator('.matched-query')).toHaveText(hit.matched_queries!);
    // The cell says what the tags are.
    await expect(cell).toHaveAttribute('title', `matched_queries: ${hit.matched_queries!.join(', ')}`);
  }
});

test('paging: the heading says from and size, the page goes into the editor, and its cost is drawn', async ({ page }) => {
  await open(page);
  await films(page);
  await clearBuffer(page);
  await typeLines(page, ['GET /films/_search', '{"size": 5, "query": {"match_all": {}}}']);
  await runLine(page, 1, 200);
  await expect(page.getByTestId('page-params')).toHaveText('from: 0, size: 5');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('page-params')).toHaveText('from: 5, size: 5');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('page-params')).toHaveText('from: 10, size: 5');
  await expect(page.getByTestId('page-range')).toHaveText('hits 11–13 of 13');

  await page.getByRole('button', { name: 'Put this page in the editor' }).click();
  await expect(page.getByRole('status').filter({ hasText: "This page's request is at the end of the editor" })).toBeVisible();
  const buffer = (await bufferText(page)) ?? '';
  expect(buffer.trimEnd().endsWith('GET /films/_search\n{\n  "from": 10,\n  "size": 5,\n  "query": {\n    "match_all": {}\n  }\n}')).toBe(true);

  // Copy as cURL copies the request of the page shown (its from, not the first page's).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy this page as cURL' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Copied this page's request as cURL." })).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl.startsWith('curl -XGET "http://localhost:9200/films/_search" -H \'Content-Type: application/json\' -d\'\n{\n  "from": 10,\n  "size": 5,')).toBe(true);

  await page.getByText('What this page costs').click();
  const cost = page.getByTestId('page-cost');
  await expect(cost).toBeVisible();
  await expect(cost).toContainText('Each of the 2 shards collects its top from + size = 15 hits');
  await expect(cost).toContainText('sorts 2 × 15 = 30 and keeps 5 from rank 11');
  await expect(cost).toContainText('index.max_result_window (10,000 by default');
  await expect(cost.locator('svg .collected')).toHaveCount(3); // two shards and the merged list
});
