/**
 * `npm run bench:browser`: Searchpad in headless Chromium, against the built page (`npm run bench:browser` runs
 * `vite build` first, so the page measured is the current source) served as `npm start` serves it:
 *   1. bulk load of N WordNet documents through the worker (docs/s, per-batch progress and the worker's split of a
 *      batch's time between the engine and the IndexedDB commit, main-thread long tasks),
 *   2. IndexedDB bytes after it,
 *   3. reload to the first answered search of that index,
 *   4. the term vectors view of a 2,000-token document (in a fresh context: its own, empty IndexedDB),
 *   5. the main thread over a Console session (longest task, tasks over 50 ms; in a fresh context),
 *   6. reload to `searchpad.ready` of the page with nothing stored, median of several (in a fresh context),
 *   7. the page's Import of the same documents as one NDJSON file (in a fresh context).
 * Prints a Markdown table and merges its rows into bench/results/browser.json. Not a test.
 * Options: --docs N (default 100000), --port N (default $SEARCHPAD_E2E_PORT, else 4181),
 * --batch N (documents per `_bulk` request, default 5000), --only load (1–3), --only termvectors (4), --only console (5),
 * --only reload (6) or --only import (7).
 * --scale runs only the 1,000,000-document Zipf run instead (bench/browser/scale.ts; --scale-docs N for another size):
 * import, IndexedDB size, memory of the page and the worker, reload to first search, searches after the reload.
 */
import { loadCorpus, zipfCorpus } from './corpus.ts';
import { machine } from './machine.ts';
import type { Row } from './measure.ts';
import { bulkLoadScenario, indexedDbScenario } from './browser/bulk-load.ts';
import { consoleSessionScenario } from './browser/console-session.ts';
import { fileImportScenario } from './browser/file-import.ts';
import { pageReloadScenario } from './browser/page-reload.ts';
import { reloadScenario } from './browser/reload.ts';
import { scaleScenario } from './browser/scale.ts';
import { browserTable, mergeResults } from './browser/results.ts';
import { startSession } from './browser/session.ts';
import { termVectorsViewScenario } from './browser/termvectors-view.ts';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

async function main() {
  const only = opt('only');
  const port = Number(opt('port') ?? process.env.SEARCHPAD_E2E_PORT ?? 4181);
  if (args.includes('--scale')) return scale(port, Number(opt('scale-docs') ?? 1_000_000));
  const corpus = loadCorpus('wordnet', Number(opt('docs') ?? 100_000));
  const docs = corpus.docs;
  const session = await startSession(port);
  const m = { ...machine(), chromium: session.browser.version() };
  const rows: Row[] = [];
  try {
    if (only === undefined || only === 'load') {
      const { context, page } = await session.open();
      rows.push(await bulkLoadScenario(page, docs, Number(opt('batch') ?? 5000)));
      console.error(`bulk load: ${rows.at(-1)!.docs_per_s} docs/s`);
      rows.push(await indexedDbScenario(page, docs.length));
      rows.push(...(await reloadScenario(page, docs.length)));
      await context.close();
    }
    if (only === undefined || only === 'termvectors') {
      const { context, page } = await session.open();
      rows.push(await termVectorsViewScenario(page, docs));
      await context.close();
    }
    if (only === undefined || only === 'console') {
      const { context, page } = await session.open();
      rows.push(await consoleSessionScenario(page));
      console.error(`console session: longest task ${rows.at(-1)!.longest_task_ms} ms`);
      await context.close();
    }
    if (only === undefined || only === 'reload') {
      const { context, page } = await session.open();
      rows.push(await pageReloadScenario(page));
      console.error(`reload to searchpad.ready: ${(rows.at(-1)!.p50_us! / 1000).toFixed(0)} ms median`);
      await context.close();
    }
    if (only === undefined || only === 'import') {
      const { context, page } = await session.open();
      rows.push(await fileImportScenario(page, docs));
      console.error(`file import: ${rows.at(-1)!.docs_per_s} docs/s`);
      await context.close();
    }
  } finally {
    await session.close();
  }
  console.log(`Corpus: ${corpus.name}, ${docs.length} docs; headless Chromium ${m.chromium}; Node ${m.node}, ${m.cpus} cores (${m.cpu}), ${m.mem_gb} GB\n`);
  console.log(browserTable(rows));
  console.error(`\nmerged into ${mergeResults(m, { name: corpus.name, docs: docs.length }, rows)}`);
}

async function scale(port: number, n: number) {
  const docs = zipfCorpus(n);
  const corpus = `Zipf (bench/corpus.ts zipfCorpus, seed 7), ${n} docs`;
  const session = await startSession(port);
  const m = { ...machine(), chromium: session.browser.version() };
  let rows: Row[];
  try {
    const { context, page } = await session.open();
    rows = await scaleScenario(session.browser, page, docs, Number(opt('batch') ?? 5000));
    await context.close();
  } finally {
    await session.close();
  }
  console.log(`Corpus: ${corpus}; headless Chromium ${m.chromium}; Node ${m.node}, ${m.cpus} cores (${m.cpu}), ${m.mem_gb} GB\n`);
  console.log(browserTable(rows));
  console.error(`\nmerged into ${mergeResults(m, { name: corpus, docs: n }, rows)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
