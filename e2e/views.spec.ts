import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';
import { callEngine as call, openSearchpad as open } from './support/searchpad';

test('term vectors: a table per field and the tokens highlighted on the text, emoji and CJK included', async ({ page }) => {
  await open(page);
  await call(page, 'PUT', '/tv', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } } });
  const text = 'I ❤️ pizza 🍕 in 東京 and pizza again';
  await typeBuffer(page, `GET /tv/_doc/_termvectors\n${JSON.stringify({ doc: { text }, fields: ['text'], term_statistics: true })}\n`);
  await runLine(page, 1, 200);
  await expect(page.getByRole('tab', { name: 'Term vectors', selected: true })).toBeVisible();
  const table = page.getByRole('region', { name: 'Term vectors of text' });
  await expect(table.locator('tr[data-term="pizza"] td').nth(1)).toHaveText('2');
  const marks = page.getByLabel('Source text of text').locator('mark');
  const marked = await marks.allTextContents();
  // each token the engine reports is highlighted over exactly its characters (UTF-16 offsets)
  const analyzed = (await call(page, 'GET', '/tv/_analyze', { field: 'text', text })).body as { tokens: Array<{ start_offset: number; end_offset: number }> };
  expect(marked).toEqual(analyzed.tokens.map((t) => text.slice(t.start_offset, t.end_offset)));
  expect(marked).toContain('🍕');
  expect(marked).toContain('東');
  await table.locator('tr[data-term="pizza"]').hover();
  await expect(page.locator('mark.token.active')).toHaveCount(2);
});

test('term vectors of a long document: the first 100 rows at once, more as the table scrolls, all with Show all; every token marked', async ({ page }) => {
  await open(page);
  await call(page, 'PUT', '/long', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } } });
  // 400 terms, so that scrolling to the button (which shows the next 100 rows) still leaves it there to click.
  const words = Array.from({ length: 500 }, (_, i) => `w${i % 400}`);
  await call(page, 'PUT', '/long/_doc/1?refresh=true', { text: words.join(' ') });
  await typeBuffer(page, 'GET /long/_doc/1/_termvectors?positions=true&offsets=true\n');
  await runLine(page, 1, 200);
  const table = page.getByRole('region', { name: 'Term vectors of text' });
  const rows = table.locator('tbody tr[data-term]');
  await expect(page.getByLabel('Source text of text').locator('mark')).toHaveCount(500);
  await expect(rows).toHaveCount(100);
  await expect(table.locator('tr.tv-more')).toContainText('300 more terms below');
  // hovering a row lights its marks, though the marks are not React's
  await table.locator('tr[data-term="w1"]').hover();
  await expect(page.locator('mark.token.active')).toHaveText(['w1', 'w1']);
  await table.locator('tr.tv-more').scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(200);
  await table.getByRole('button', { name: 'Show all 400' }).click();
  await expect(rows).toHaveCount(400);
  await expect(table.locator('tr.tv-more')).toHaveCount(0);
});

test('term vectors of a very long document: the text is whole at once, marked as it comes into view, and copies exactly', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  await call(page, 'PUT', '/longer', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } } });
  const words = Array.from({ length: 1500 }, (_, i) => `t${i}`);
  // spaces only at first (chunks end after a space), then a line break every 20 words (chunks end after one)
  const text = words.map((w, i) => (i >= 600 && i % 20 === 19 ? `${w}\n` : `${w} `)).join('').trimEnd();
  await call(page, 'PUT', '/longer/_doc/1?refresh=true', { text });
  await typeBuffer(page, 'GET /longer/_doc/1/_termvectors?positions=true&offsets=true\n');
  await runLine(page, 1, 200);
  const source = page.getByLabel('Source text of text');
  expect(await source.evaluate((el) => el.textContent)).toBe(text);
  // marks are built for the text near the viewport: not all at first, every token once scrolled through
  const marks = source.locator('mark');
  await expect(marks.first()).toHaveText('t0');
  expect(await marks.count()).toBeLessThan(words.length);
  await expect(async () => {
    await source.evaluate((el) => el.closest('.tab-body')!.scrollBy(0, 500));
    expect(await marks.count()).toBe(words.length);
  }).toPass();
  expect(await marks.allTextContents()).toEqual(words);
  // the text is in blocks (chunks): copying it gives the text itself, without line breaks between the blocks
  await source.evaluate((el) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const range = document.createRange();
    range.selectNodeContents(el);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  await page.keyboard.press('ControlOrMeta+C');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
});

test('analyze: tokens as chips over the text', async ({ page }) => {
  await open(page);
  await typeBuffer(page, 'GET /_analyze\n{"analyzer":"standard","text":"Quick brown 🦊"}\n');
  await runLine(page, 1, 200);
  // Lucene 7's standard tokenizer keeps emoji as <EMOJI> tokens
  await expect(page.getByRole('list', { name: 'Tokens' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByLabel('Analyzed text').locator('mark')).toHaveText(['Quick', 'brown', '🦊']);
  await expect(page.getByRole('list', { name: 'Tokens' })).toContainText('<EMOJI>');
});

test('hits: the pager walks pages 1 to 3', async ({ page }) => {
  await open(page);
  const lines = Array.from({ length: 14 }, (_, i) => `{"index":{"_index":"p","_type":"_doc","_id":"${i + 1}"}}\n{"n":${i + 1},"t":"same text"}`).join('\n');
  await call(page, 'POST', '/_bulk?refresh=true', lines + '\n');
  await typeBuffer(page, 'GET /p/_search\n{"size":5,"query":{"match":{"t":"same"}}}\n');
  await runLine(page, 1, 200);
  await expect(page.getByTestId('page-range')).toHaveText('hits 1–5 of 14');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('page-range')).toHaveText('hits 6–10 of 14');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('page-range')).toHaveText('hits 11–14 of 14');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('rescore: the ranking after the query phase and after the rescorer, with rank changes', async ({ page }) => {
  await open(page);
  const docs = ['quick brown fox', 'the quick fox jumps', 'brown dog', 'quick quick quick fox brown', 'a fox'];
  await call(page, 'POST', '/_bulk?refresh=true', docs.map((t, i) => `{"index":{"_index":"r","_type":"_doc","_id":"${i + 1}"}}\n{"t":"${t}"}`).join('\n') + '\n');
  const search = { query: { match: { t: 'fox' } }, rescore: { window_size: 3, query: { rescore_query: { match_phrase: { t: 'brown fox' } }, rescore_query_weight: 5 } } };
  await typeBuffer(page, `GET /r/_search\n${JSON.stringify(search)}\n`);
  await runLine(page, 1, 200);
  await expect(page.getByRole('tab', { name: 'Rescore stages', selected: true })).toBeVisible();
  const before = page.getByRole('region', { name: 'Ranking query phase' });
  const after = page.getByRole('region', { name: 'Ranking after rescore 1' });
  await expect(before.locator('li')).toHaveCount(4);
  await expect(after.locator('li')).toHaveCount(4);
  expect(await after.locator('li').first().getAttribute('data-id')).toBe('1'); // "quick brown fox" moves to the top
  await expect(after.locator('li').first().getByLabel('rank change')).not.toHaveText('=');
  await expect(before.locator('li.window-end')).toHaveCount(1);
  // Lines link each document across the stages; "quick brown fox" climbs (green), and its earlier score shows.
  const links = page.getByTestId('links-1');
  await expect(links.locator('line')).toHaveCount(4);
  await expect(links.locator('line[data-id="1"]')).toHaveClass('up');
  const beforeScore = await before.locator('li[data-id="1"] .score').textContent();
  await expect(after.locator('li[data-id="1"] .was')).toHaveText(`${beforeScore} →`);
});

test('rescore: the documented two-rescorer example shows each stage and its rank changes, on data both rescorers reorder', async ({ page }) => {
  await open(page);
  // The request exactly as documented (the gallery's sample), on tweets chosen so that the phrase rescorer and then
  // the likes multiplier each move documents.
  const sample = readFileSync('public/samples/rescore-multiple-rescorers-in-sequence-second-one-multiplies-by-function-score-script-score.txt', 'utf8');
  const documented = sample.slice(sample.lastIndexOf('POST /_search'));
  const search = JSON.parse(documented.slice(documented.indexOf('\n'))) as { rescore: unknown[] };
  await call(page, 'PUT', '/twitter', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { user: { type: 'keyword' }, likes: { type: 'long' } } } } });
  const tweets = [
    { message: 'brown brown quick quick', likes: 0 },
    { message: 'the quick brown fox jumps over a lazy dog in the park on a sunny day', likes: 1 },
    { message: 'quick quick quick', likes: 100 },
    { message: 'the brown dog', likes: 8 },
    { message: 'a quick note', likes: 3 },
  ];
  await call(page, 'POST', '/_bulk?refresh=true', tweets.map((t, i) => `{"index":{"_index":"twitter","_type":"_doc","_id":"${i + 1}"}}\n${JSON.stringify({ user: 'u', ...t })}`).join('\n') + '\n');
  await typeBuffer(page, documented);
  await runLine(page, 1, 200);
  await expect(page.getByRole('tab', { name: 'Rescore stages', selected: true })).toBeVisible();

  // What each stage should show: the same search with the chain cut after it, asked of the API.
  const stages: Array<Array<{ _id: string; _score: number }>> = [];
  for (let k = 0; k <= search.rescore.length; k++) {
    const r = (await call(page, 'POST', '/_search', { ...search, rescore: search.rescore.slice(0, k) })).body as { hits: { hits: Array<{ _id: string; _score: number }> } };
    stages.push(r.hits.hits);
  }
  const ids = (k: number) => stages[k].map((h) => h._id);
  expect(ids(1)).not.toEqual(ids(0)); // the phrase rescorer reorders
  expect(ids(2)).not.toEqual(ids(1)); // so does the likes multiplier
  const names = ['Ranking query phase', 'Ranking after rescore 1', 'Ranking after rescore 2'];
  for (const [k, name] of names.entries()) {
    const items = page.getByRole('region', { name }).getByRole('listitem');
    await expect(items).toHaveCount(stages[k].length);
    expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).toEqual(ids(k));
    await expect(items.locator('.score')).toHaveText(stages[k].map((h) => String(h._score)));
    if (k === 0) continue;
    const moves = ids(k).map((id, rank) => ids(k - 1).indexOf(id) - rank);
    await expect(items.getByLabel('rank change')).toHaveText(moves.map((d) => (d > 0 ? `+${d}` : d < 0 ? `${d}` : '=')));
  }
});

test('explain: a collapsible tree per hit', async ({ page }) => {
  await open(page);
  await call(page, 'PUT', '/e/_doc/1?refresh=true', { t: 'hello world' });
  await typeBuffer(page, 'GET /e/_search\n{"explain":true,"query":{"match":{"t":"hello"}}}\n');
  await runLine(page, 1, 200);
  await page.getByRole('tab', { name: 'Explain' }).click();
  await expect(page.getByRole('region', { name: 'Explanation of 1' })).toContainText('weight(t:hello in 0) [PerFieldSimilarity], result of:');
});
