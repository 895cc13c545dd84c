/**
 * Reload to first answered search in Chromium: the built page (dist/) is served by `vite preview`, an
 * index of N WordNet documents is bulk-loaded through the worker into IndexedDB, then the page is
 * reloaded and a script that runs before the page's own asks `_search` the moment `window.searchpad`
 * exists. The time is from the reload's navigation start to that answer (and to `searchpad.ready`,
 * when the page is on screen too). Not a test: run it by hand,
 *   npx vite build && npx tsx bench/reload-browser.ts [--docs 10000,100000] [--port 4181]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { loadCorpus } from './corpus.ts';

type Searchpad = {
  ready: Promise<void>;
  status: Promise<{ load?: { ms: number; shardsFromCache: number; shardsRebuilt: number; docsReanalysed: number } }>;
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
};
type Timed = { answeredMs?: number; readyMs?: number; hits?: number; error?: string };

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const port = Number(opt('port') ?? process.env.SEARCHPAD_E2E_PORT ?? 4181);
const sizes = (opt('docs') ?? '10000,100000').split(',').map(Number);
const QUERY = { query: { match: { body: 'small domesticated animal' } } };

/**
 * Runs in the page before its own scripts: searches as soon as the page publishes `window.searchpad`.
 * Plain JavaScript text, so no transpiler helper leaks into the page.
 */
const FIRST_SEARCH_PROBE = `(() => {
  const query = ${JSON.stringify(QUERY)};
  window.__reload = {};
  let value;
  Object.defineProperty(window, 'searchpad', {
    configurable: true,
    get: () => value,
    set(v) {
      value = v;
      v.request('GET', '/wn/_search', query).then(
        (r) => { window.__reload.answeredMs = performance.now(); window.__reload.hits = r.body && r.body.hits && r.body.hits.total; },
        (e) => { window.__reload.error = String(e); },
      );
      v.ready.then(() => { window.__reload.readyMs = performance.now(); });
    },
  });
})();`;

async function load(page: Page, n: number) {
  const docs = loadCorpus('wordnet', n).docs;
  await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.ready);
  const call = (method: string, path: string, body?: unknown) =>
    page.evaluate(([m, p, b]) => (window as unknown as { searchpad: Searchpad }).searchpad.request(m as string, p as string, b), [method, path, body] as const);
  await call('PUT', '/wn', { settings: { number_of_shards: 1, refresh_interval: -1 }, mappings: { _doc: { properties: { title: { type: 'text' }, body: { type: 'text' } } } } });
  const started = Date.now();
  for (let i = 0; i < docs.length; i += 5000) {
    const lines = docs.slice(i, i + 5000).flatMap((d) => [JSON.stringify({ index: { _id: d.id } }), JSON.stringify({ title: d.title, body: d.body })]);
    const r = await call('POST', '/wn/_doc/_bulk', lines.join('\n') + '\n');
    if ((r.body as { errors?: boolean }).errors) throw new Error('bulk failed');
  }
  await call('POST', '/wn/_refresh');
  // The next request waits for the segment cache write that followed the refresh.
  await call('GET', '/wn/_count');
  return (Date.now() - started) / 1000;
}

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no server at ${url}`);
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('build the page first: npx vite build');
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  const base = `http://127.0.0.1:${port}`;
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await waitForServer(base);
    for (const n of sizes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('console', (m) => m.text().startsWith('PROF') && console.log(m.text()));
      await page.goto(base);
      const loadSecs = await load(page, n);
      const usage = await page.evaluate(() => navigator.storage.estimate().then((e) => e.usage ?? 0));
      const runs: Array<Timed & { worker?: unknown }> = [];
      await page.addInitScript({ content: FIRST_SEARCH_PROBE });
      for (let run = 0; run < 3; run++) {
        await page.reload();
        await page.waitForFunction(() => {
          const t = (window as unknown as { __reload?: Timed }).__reload;
          return t !== undefined && ((t.answeredMs !== undefined && t.readyMs !== undefined) || t.error !== undefined);
        }, undefined, { timeout: 120_000 });
        const timed = await page.evaluate(() => (window as unknown as { __reload: Timed }).__reload);
        const status = await page.evaluate(() => (window as unknown as { searchpad: Searchpad }).searchpad.status);
        runs.push({ ...timed, worker: status.load });
      }
      console.log(JSON.stringify({ docs: n, bulk_load_s: Math.round(loadSecs * 10) / 10, idb_mb: Math.round(usage / 1e5) / 10, runs }));
      const median = (xs: number[]) => Math.round(xs.sort((a, b) => a - b)[xs.length >> 1]);
      console.log(`| Searchpad (Chromium) | reload to first answered search | ${n} | median ${median(runs.map((r) => r.answeredMs ?? Infinity))} ms of ${runs.length} |`);
      console.log(`| Searchpad (Chromium) | reload to page ready (engine loaded, page on screen) | ${n} | median ${median(runs.map((r) => r.readyMs ?? Infinity))} ms of ${runs.length} |`);
      await context.close();
    }
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid!);
    } catch {
      // already gone
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
