import { expect, test } from '@playwright/test';
import { clearBuffer, runLine, typeLines } from './support/console';

// A learner types Lucene's query syntax: the query_string search finds what the syntax says, q= reads the same
// syntax from the URL, and a syntax error is Elasticsearch's 400 with Lucene's "Cannot parse" text.
test('query_string and q= read Lucene syntax; a syntax error answers 400 with the parser message', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: { ready: Promise<void> } }).searchpad.ready);
  await clearBuffer(page);
  await typeLines(page, [
    'PUT /qs/_doc/1?refresh',
    '{"title": "The quick brown fox", "n": 5}',
    '',
    'PUT /qs/_doc/2?refresh',
    '{"title": "Quick rabbits", "n": 10}',
    '',
    'GET /qs/_search',
    '{"query": {"query_string": {"query": "title:(quick AND -fox) OR n:>=20"}}}',
    '',
    'GET /qs/_search?q=title:qu*%20AND%20n:[1%20TO%206]',
    '',
    'GET /qs/_search',
    '{"query": {"query_string": {"query": "title:(quick"}}}',
  ]);
  await runLine(page, 1, 201);
  await runLine(page, 4, 201);
  await runLine(page, 7, 200);
  const body = page.getByTestId('response-body');
  await expect(body).toContainText('"total": 1');
  await expect(body).toContainText('Quick rabbits');
  await runLine(page, 10, 200);
  await expect(body).toContainText('The quick brown fox');
  await expect(body).not.toContainText('Quick rabbits');
  await runLine(page, 12, 400);
  await expect(body).toContainText('query_shard_exception');
  await expect(body).toContainText("Cannot parse 'title:(quick': Encountered");
});
