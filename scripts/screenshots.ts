/**
 * `npm run screenshots`: pictures of the console and the main views for the README (docs/*.png), taken from the
 * built page in headless Chromium at 1280x720, driven as a user does. A script, not a test: it checks nothing.
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
    await page.setViewportSize({ width: 1280, height: 720 });
    // The buffer's first request, as the page opens.
    await page.getByTestId('console-editor').click();
    await runAt(page, 1);
    await page.screenshot({ path: join(out, 'console.png') });

    await call(page, 'PUT', '/tweets', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { text: { type: 'text', term_vector: 'with_positions_offsets' } } } } });
    await replaceBuffer(page, `GET /tweets/_doc/_termvectors\n${JSON.stringify({ doc: { text: 'Searchpad shows term vectors: every token of this text, with positions and offsets 🔎' }, term_statistics: true })}\n`);
    await runAt(page, 1);
    await page.getByTestId('termvectors-view').waitFor();
    await page.screenshot({ path: join(out, 'termvectors.png') });

    const docs = ['quick brown fox', 'the quick fox jumps', 'brown dog', 'quick quick quick fox brown', 'a fox', 'fox and brown fox'];
    await call(page, 'POST', '/_bulk?refresh=true', docs.map((t, i) => `{"index":{"_index":"r","_type":"_doc","_id":"${i + 1}"}}\n{"t":"${t}"}`).join('\n') + '\n');
    await replaceBuffer(page, `GET /r/_search\n${JSON.stringify({ query: { match: { t: 'fox' } }, rescore: [{ window_size: 4, query: { rescore_query: { match_phrase: { t: 'brown fox' } }, rescore_query_weight: 5 } }, { window_size: 2, query: { rescore_query: { match: { t: 'quick' } }, score_mode: 'multiply' } }] })}\n`);
    await runAt(page, 1);
    await page.getByTestId('rescore-view').waitFor();
    await page.screenshot({ path: join(out, 'rescore.png') });
    await context.close();
    console.log(`wrote ${['console', 'termvectors', 'rescore'].map((n) => join(out, `${n}.png`)).join(', ')}`);
  } finally {
    await session.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
