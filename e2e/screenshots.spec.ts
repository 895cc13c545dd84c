import { test, type Page } from '@playwright/test';
import { runLine, typeBuffer } from './support/console';

// Saves pictures of the main views under e2e/screenshots/ (not committed); the README shows copies in docs/.
const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(([m, p, b]) => (window as unknown as { searchpad: { request(m: string, p: string, b?: unknown): Promise<unknown> } }).searchpad.request(m as string, p as string, b), [method, path, body] as const);

test('screenshots of the console and the main views', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('console-editor').click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('Control+Enter');
  await page.getByLabel('Status').waitFor();
  await page.screenshot({ path: 'e2e/screenshots/console.png' });

  await call(page, 'PUT', '/tweets', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } } });
  await typeBuffer(page, `GET /tweets/_doc/_termvectors\n${JSON.stringify({ doc: { text: 'Searchpad shows term vectors: every token of this text, with positions and offsets 🔎' }, term_statistics: true })}\n`);
  await runLine(page, 1, 200);
  await page.screenshot({ path: 'e2e/screenshots/termvectors.png' });

  const docs = ['quick brown fox', 'the quick fox jumps', 'brown dog', 'quick quick quick fox brown', 'a fox', 'fox and brown fox'];
  await call(page, 'POST', '/_bulk?refresh=true', docs.map((t, i) => `{"index":{"_index":"r","_type":"_doc","_id":"${i + 1}"}}\n{"t":"${t}"}`).join('\n') + '\n');
  await typeBuffer(page, `GET /r/_search\n${JSON.stringify({ query: { match: { t: 'fox' } }, rescore: [{ window_size: 4, query: { rescore_query: { match_phrase: { t: 'brown fox' } }, rescore_query_weight: 5 } }, { window_size: 2, query: { rescore_query: { match: { t: 'quick' } }, score_mode: 'multiply' } }] })}\n`);
  await runLine(page, 1, 200);
  await page.getByTestId('rescore-view').waitFor();
  await page.screenshot({ path: 'e2e/screenshots/rescore.png' });
});
