import { expect, test } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

type Searchpad = { ready: Promise<void> };

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * The page's build makes the snowball-stemmers package define its stemmers on first use (scripts/lazy-snowball.ts):
 * a Snowball stemmer asked for in the browser stems as Lucene's does, also in an index's analyzer after a reload.
 */
test('snowball stemmers in the built page: _analyze, and an index with the snowball analyzer after a reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  const analyze = { tokenizer: 'standard', filter: ['lowercase', { type: 'snowball', language: 'German' }], text: 'Häuser laufen' };
  const index = { mappings: { _doc: { properties: { body: { type: 'text', analyzer: 'snowball' } } } } };
  await typeBuffer(page, `GET /_analyze\n${JSON.stringify(analyze)}\n\nPUT /stems\n${JSON.stringify(index)}\n\nPUT /stems/_doc/1?refresh=true\n{"body": "running generalizations"}\n\nGET /stems/_search\n{"query": {"match": {"body": "generalization runs"}}}\n`);
  const tokens = await runLine(page, 1, 200);
  expect(tokens.tokens.map((t: { token: string }) => t.token)).toEqual(['haus', 'lauf']);
  await runLine(page, 4, 200);
  await runLine(page, 7, 201);
  expect((await runLine(page, 10, 200)).hits.total).toBe(1);
  await page.reload();
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  expect((await runLine(page, 10, 200)).hits.total).toBe(1);
});
