import { expect, test } from '@playwright/test';
import { clearBuffer, runLine, typeLines } from './support/console';
import { openSearchpad, seedIndex } from './support/searchpad';

test.use({ viewport: { width: 1280, height: 800 } });

test('the Search Profiler draws the tree of a profiled bool query with two clauses, and the rescore query beside it', async ({ page }) => {
  await openSearchpad(page);
  const texts = ['the quick brown fox', 'a lazy dog sleeps', 'quick dog, brown fox', 'brown bears', 'the quick red fox'];
  await seedIndex(page, 'articles', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { body: { type: 'text' } } } } }, texts.map((body, i) => [String(i + 1), { body }] as const));
  await clearBuffer(page);
  // Typed as a person types it: the editor closes brackets, so only the opening ones are typed on each line.
  await typeLines(page, [
    'GET /articles/_search',
    '{',
    '"profile": true,',
    '"query": {',
    '"bool": {',
    '"should": [',
    '{ "match": { "body": "quick" ',
  ]);
  // Past the closing brackets the editor wrote, a comma, the second clause (Escape first: a suggestion list that
  // opened by itself would take the arrow keys).
  await page.keyboard.press('Escape');
  await page.keyboard.press('End');
  await page.keyboard.type(',');
  await page.keyboard.press('Enter');
  await page.keyboard.type('{ "match": { "body": "dog" ');
  // Down past the closing `]` and the bool's `}` to the query's `}`, then the rescore member.
  await page.keyboard.press('Escape');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type(',');
  await page.keyboard.press('Enter');
  await typeLines(page, ['"rescore": {', '"window_size": 3,', '"query": {', '"rescore_query": {', '"match_phrase": { "body": "brown fox" ']);
  const answer = await runLine(page, 1, 200);
  // The editor's text is the request: what ran is a bool with two clauses and a rescore, profiled.
  const ran = answer.profile.shards[0].searches[0].query;
  expect(ran.map((q: { type: string }) => q.type)).toEqual(['BooleanQuery', 'PhraseQuery']);

  await expect(page.getByRole('tab', { name: 'Search Profiler', selected: true })).toBeVisible();
  const view = page.getByTestId('profiler-view');
  const rows = view.getByTestId('profile-node');
  await expect(rows).toHaveCount(4);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-depth'), tr.querySelector('.profile-type')?.textContent, tr.querySelector('.profile-description')?.textContent]))).toEqual([
    ['0', 'BooleanQuery', 'body:quick body:dog'],
    ['1', 'TermQuery', 'body:quick'],
    ['1', 'TermQuery', 'body:dog'],
    ['0', 'PhraseQuery', 'body:"brown fox"'],
  ]);
  // Each row's bar is its share of the shard's time; the root's bar holds its clauses'.
  const widths = await rows.evaluateAll((trs) => trs.map((tr) => (tr.querySelector('.profile-bar-fill') as HTMLElement).getBoundingClientRect().width));
  expect(widths[0]).toBeGreaterThanOrEqual(Math.max(widths[1], widths[2]));
  // The first node's breakdown shows; clicking the rescore query shows its own (asked about the window's docs).
  const breakdown = view.getByTestId('profile-breakdown');
  await expect(breakdown.locator('caption')).toContainText('BooleanQuery');
  await rows.nth(3).click();
  await expect(breakdown.locator('caption')).toContainText('PhraseQuery');
  await expect(breakdown.getByRole('row', { name: /^advance/ })).toBeVisible();
  await expect(view.getByTestId('profile-collector').first()).toContainText('CancellableCollector');
  await expect(view.getByTestId('profile-collector').nth(1)).toContainText('SimpleTopScoreDocCollector');
});
