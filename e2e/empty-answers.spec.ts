import { expect, test, type Page } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';
import { callEngine, openSearchpad } from './support/searchpad';

// Empty answers explained in the view that shows them, at 1280x800 with the sidebar open: a search that finds
// nothing says so in the Hits view, naming a queried field that is not in the mapping; the Term vectors view says
// why a term's doc_freq and ttf are blank.

test.use({ viewport: { width: 1280, height: 800 } });

async function films(page: Page) {
  await openSearchpad(page);
  await callEngine(page, 'PUT', '/films', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { title: { type: 'text' }, year: { type: 'integer' } } } } });
  await callEngine(page, 'PUT', '/films/_doc/1?refresh=true', { title: 'Dune', year: 1984 });
}

async function run(page: Page, text: string) {
  await typeBuffer(page, text);
  await runLine(page, 1, 200);
}

test('a search with no hits says why in the Hits view, and names the queried field that is not mapped', async ({ page }) => {
  await films(page);
  await run(page, `GET /films/_search\n${JSON.stringify({ query: { bool: { must: { match: { titel: 'dune' } }, filter: { range: { year: { gte: 1900 } } } } } })}\n`);
  await page.getByRole('tab', { name: 'Hits' }).click();
  const why = page.getByTestId('no-hits');
  await expect(why).toContainText('The query matched no document in films.');
  await expect(page.getByTestId('unmapped-fields')).toContainText("The field titel is not in the index's mapping");
  await expect(page.getByTestId('unmapped-fields')).not.toContainText('year');
  await expect(why).toBeInViewport();

  // The name corrected, a word the index does not hold: still nothing, and no field blamed.
  await run(page, `GET /films/_search\n${JSON.stringify({ query: { match: { title: 'arrakis' } } })}\n`);
  await page.getByRole('tab', { name: 'Hits' }).click();
  await expect(page.getByTestId('no-hits')).toContainText('The query matched no document in films.');
  await expect(page.getByTestId('unmapped-fields')).toHaveCount(0);

  // And found: no explanation.
  await run(page, `GET /films/_search\n${JSON.stringify({ query: { match: { title: 'dune' } } })}\n`);
  await page.getByRole('tab', { name: 'Hits' }).click();
  await expect(page.getByTestId('page-range')).toContainText('hits 1–1 of 1');
  await expect(page.getByTestId('no-hits')).toHaveCount(0);
});

test("term vectors' blank statistics of a term not in the index are explained in a sentence", async ({ page }) => {
  await films(page);
  await run(page, `GET /films/_doc/_termvectors\n${JSON.stringify({ doc: { title: 'Dune zzyzx' }, term_statistics: true })}\n`);
  await page.getByRole('tab', { name: 'Term vectors' }).click();
  const note = page.getByTestId('terms-not-in-index');
  await expect(note).toContainText('The term zzyzx has blank doc_freq and ttf: no document of the index holds it in title');
  await expect(note).not.toContainText('dune');
  await expect(page.locator('tr[data-term="dune"] td').nth(2)).toHaveText('1');
  await expect(page.locator('tr[data-term="zzyzx"] td').nth(2)).toHaveText('');

  // Without term_statistics every cell is blank by request: nothing to explain.
  await run(page, `GET /films/_doc/_termvectors\n${JSON.stringify({ doc: { title: 'Dune zzyzx' } })}\n`);
  await page.getByRole('tab', { name: 'Term vectors' }).click();
  await expect(page.locator('tr[data-term="zzyzx"]')).toBeVisible();
  await expect(page.getByTestId('terms-not-in-index')).toHaveCount(0);
});
