import { expect, test } from '@playwright/test';
import { clearBuffer, runLine, typeLines } from './support/console';
import { callEngine, openSearchpad, seedIndex } from './support/searchpad';

test.use({ viewport: { width: 1280, height: 800 } });

test('the Paging view walks 30 hits by from/size, search_after and scroll: the same ids in the same order', async ({ page }) => {
  await openSearchpad(page);
  const words = ['search', 'engine', 'lucene', 'index', 'shard', 'scoring'];
  const docs = Array.from({ length: 45 }, (_, i) => [`p${i}`, { title: `${words[i % 6]} ${words[(i * 5) % 6]} of ${words[(i * 7) % 6]}` }] as const);
  await seedIndex(page, 'papers', { settings: { number_of_shards: 3 }, mappings: { _doc: { properties: { title: { type: 'text' } } } } }, docs);
  await clearBuffer(page);
  await typeLines(page, ['GET /papers/_search', '{', '"query": { "match": { "title": "search lucene scoring" ']);
  const first = await runLine(page, 1, 200);
  expect(first.hits.total).toBeGreaterThan(30);
  await page.getByRole('tab', { name: 'Paging' }).click();
  const view = page.getByTestId('paging-view');
  await expect(view.getByTestId('paging-verdict')).toHaveText(/^Same 30 documents in the same order all three ways\./);
  const idsOf = (way: string) => view.getByTestId(`way-${way}`).locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-id')));
  const fromSize = await idsOf('from_size');
  expect(fromSize).toHaveLength(30);
  expect(new Set(fromSize).size).toBe(30);
  expect(await idsOf('search_after')).toEqual(fromSize);
  expect(await idsOf('scroll')).toEqual(fromSize);
  for (const way of ['from_size', 'search_after', 'scroll']) await expect(view.getByTestId(`way-${way}`).getByTestId('way-page')).toHaveCount(3);
  // The ranking is the engine's: one page of 30 with the same sort.
  const r = await callEngine(page, 'POST', '/papers/_search', { size: 30, query: { match: { title: 'search lucene scoring' } }, sort: [{ _score: 'desc' }, { _id: 'asc' }] });
  const one = (r.body as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((h) => h._id);
  expect(fromSize).toEqual(one);
  // What each page costs: from/size collects deeper and deeper; the scroll keeps contexts.
  await expect(view.getByTestId('way-from_size').getByTestId('way-page').nth(2)).toContainText('each of 3 shards collects its top 30');
  await expect(view.getByTestId('way-from_size')).toContainText('index.max_result_window (10000)');
  await expect(view.getByTestId('way-scroll').getByTestId('way-page').first()).toContainText('opens a search context on each of 3 shards');
});
