import { expect, test, type Page } from '@playwright/test';
import { clearBuffer, runLine, typeLines } from './support/console';

type Searchpad = { ready: Promise<void>; request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> };

async function open(page: Page) {
  await page.goto('/');
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
}
const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(([m, p, b]) => (window as unknown as { searchpad: Searchpad }).searchpad.request(m as string, p as string, b), [method, path, body] as const);

test.use({ viewport: { width: 1280, height: 800 } });

test('highlighting: each highlighter marks the matches in the hit row, and says where the offsets came from', async ({ page }) => {
  await open(page);
  await call(page, 'PUT', '/articles', {
    settings: { number_of_shards: 1 },
    mappings: { _doc: { properties: {
      title: { type: 'text', index_options: 'offsets' },
      body: { type: 'text', term_vector: 'with_positions_offsets' },
    } } },
  });
  await call(page, 'PUT', '/articles/_doc/1?refresh=true', { title: 'The quick brown fox', body: 'A quick brown fox jumps over the lazy dog. The dog sleeps.' });

  const cases = [
    { type: 'unified', field: 'title', how: 'unified · postings', marks: ['quick', 'fox'] },
    { type: 'plain', field: 'body', how: 'plain · re-analysis', marks: ['quick', 'fox'] },
    { type: 'fvh', field: 'body', how: 'fvh · stored term vectors', marks: ['quick', 'fox'] },
  ];
  for (const c of cases) {
    await clearBuffer(page);
    // The editor closes brackets as they are typed: type the request as a person would, on one line each part.
    await typeLines(page, [
      'GET /articles/_search',
      `{"query": {"match": {"${c.field}": "quick fox"}}, "highlight": {"type": "${c.type}", "fields": {"${c.field}": {}`,
    ]);
    await runLine(page, 1, 200);
    await page.getByRole('tab', { name: 'Hits' }).click();
    const hl = page.getByTestId('hit-highlight').filter({ has: page.locator(`[data-testid="hit-highlight-how"]`) }).first();
    await expect(hl).toHaveAttribute('data-highlighter', c.type);
    await expect(hl.getByTestId('hit-highlight-how')).toHaveText(c.how);
    await expect(hl.locator('mark')).toHaveText(c.marks);
  }
});
