/**
 * `npm run screenshots`: pictures of the console and the main views for the README (docs/*.png), taken from the
 * built page in headless Chromium at 1280x800 with the indices sidebar open, driven as a user does. A script, not a test: it checks nothing.
 * Options: --port N (default $SEARCHPAD_E2E_PORT, else 4181), --out DIR (default docs).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { call, startSession } from '../bench/browser/session.ts';
import { replaceBuffer, runAt } from '../e2e/support/console-session.ts';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

async function main() {
  const out = opt('out') ?? 'docs';
  mkdirSync(out, { recursive: true });
  const session = await startSession(Number(opt('port') ?? process.env.SEARCHPAD_E2E_PORT ?? 4181));
  try {
    const { context, page } = await session.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    // The first example, as a newcomer meets it: its notes above the editor, its empty answer explained.
    await page.getByLabel('Examples').selectOption('termvectors-get-stored-document-twitter-fixture');
    await page.getByRole('region', { name: 'About this example' }).waitFor();
    await page.getByRole('button', { name: 'Run all' }).click();
    await page.getByTestId('termvectors-empty').waitFor({ timeout: 30_000 });
    await page.mouse.move(0, 799);
    await page.screenshot({ path: join(out, 'console.png') });
    await page.getByRole('button', { name: 'Hide notes' }).click();
    await page.getByRole('button', { name: 'Dismiss' }).click();

    // Hits: the matched terms marked, a BM25 bar per hit (one part hovered), and what the page costs.
    await call(page, 'PUT', '/films', { settings: { number_of_shards: 2 } });
    const titles = ['The quick brown fox jumps over the lazy dog by the riverbank', 'A fox in the quick snow', 'Quick, quick! The fox is loose', 'Brown dogs and red foxes', 'The lazy river', 'Fox hunt at dawn', 'Quick fox, quicker hound', 'Foxes run quick in the snow'];
    await call(page, 'POST', '/_bulk?refresh=true', titles.map((t, i) => `{"index":{"_index":"films","_type":"_doc","_id":"${i + 1}"}}\n${JSON.stringify({ title: t, year: 1990 + i })}`).join('\n') + '\n');
    await replaceBuffer(page, 'GET /films/_search\n{"size": 5, "query": {"match": {"title": "quick fox"}}}\n');
    await runAt(page, 1);
    await page.getByTestId('score-bar').first().waitFor();
    await page.locator('mark.term').first().waitFor();
    await page.getByText('What this page costs').click();
    await page.getByTestId('score-bar').first().locator('.score-part').first().hover();
    await page.screenshot({ path: join(out, 'hits.png') });

    await call(page, 'PUT', '/tweets', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } } });
    await replaceBuffer(page, `GET /tweets/_doc/_termvectors\n${JSON.stringify({ doc: { text: 'Searchpad shows term vectors: every token of this text, with positions and offsets 🔎' }, term_statistics: true })}\n`);
    await runAt(page, 1);
    await page.getByTestId('termvectors-view').waitFor();
    await page.screenshot({ path: join(out, 'termvectors.png') });

    // Three rescorers over two shards; a document pointed at says where it comes from.
    const docs = ['quick brown fox', 'the quick fox jumps', 'brown dog and fox', 'quick quick quick fox brown', 'a fox', 'fox and brown fox', 'lazy fox dog', 'fox fox fox', 'brown fox quick dog', 'old fox'];
    await call(page, 'PUT', '/r', { settings: { number_of_shards: 2 } });
    await call(page, 'POST', '/_bulk?refresh=true', docs.map((t, i) => `{"index":{"_index":"r","_type":"_doc","_id":"${i + 1}"}}\n{"t":"${t}"}`).join('\n') + '\n');
    const rescore = [
      { window_size: 6, query: { rescore_query: { match_phrase: { t: 'brown fox' } }, rescore_query_weight: 5 } },
      { window_size: 4, query: { rescore_query: { match: { t: 'quick' } }, score_mode: 'multiply' } },
      { window_size: 2, query: { rescore_query: { match: { t: 'dog' } } } },
    ];
    await replaceBuffer(page, `GET /r/_search\n${JSON.stringify({ query: { match: { t: 'fox' } }, rescore })}\n`);
    await runAt(page, 1);
    await page.getByTestId('rescore-view').waitFor();
    await page.getByRole('region', { name: 'Ranking after rescore 3' }).locator('li').first().hover();
    await page.screenshot({ path: join(out, 'rescore.png') });
    await context.close();
    console.log(`wrote ${['console', 'hits', 'termvectors', 'rescore'].map((n) => join(out, `${n}.png`)).join(', ')}`);
  } finally {
    await session.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
