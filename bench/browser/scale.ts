/**
 * `npm run bench:browser -- --scale`: the 1,000,000-document Zipf corpus (bench/corpus.ts `zipfCorpus`, as
 * `npm run bench -- --scale` uses) through the page's worker into IndexedDB, by the same `_bulk` path as the
 * WordNet load, then `_refresh` (one segment, written to the segment cache), what IndexedDB then holds, the
 * memory of the page and of the worker, reloads to the first answered search, and searches after the reload.
 * The bodies go to the page a few batches at a time (the whole corpus at once is too large a message); only the
 * page's time from each request to its answer counts.
 */
import type { Browser, Page } from '@playwright/test';
import type { Doc } from '../corpus.ts';
import type { Row } from '../measure.ts';
import { makeQueries } from '../queries.ts';
import { bulkBodies, WN_INDEX } from '../wn-index.ts';
import { ENGINE } from './bulk-load.ts';
import { heapNote, pageHeap, workerHeap } from './memory.ts';
import { reloadScenario } from './reload.ts';
import { call, type Searchpad } from './session.ts';

const INDEX = 'zipf';
const LABEL = ' [Zipf]';
/** Batches handed to the page at once. */
const GROUP = 10;
const SEARCHES = 200;
const WARM_UP = 20;

const us = (ms: number) => Math.round(ms * 1000);
const round1 = (x: number) => Math.round(x * 10) / 10;
const kLabel = (n: number) => (n >= 1e6 && n % 1e6 === 0 ? `${n / 1e6}M` : n % 1000 === 0 ? `${n / 1000}k` : String(n));

/** Sends the batches the page holds in `__batches`, one after another; the page's ms from each request to its answer. */
function sendHeldBatches(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const w = window as unknown as { __batches: string[]; searchpad: Searchpad };
    const times: number[] = [];
    for (const body of w.__batches) {
      const start = performance.now();
      const answer = await w.searchpad.request('POST', `/zipf/_doc/_bulk`, body);
      if ((answer.body as { errors?: boolean }).errors !== false) throw new Error(`bulk failed (${answer.status}): ${JSON.stringify(answer.body).slice(0, 300)}`);
      times.push(performance.now() - start);
    }
    w.__batches = [];
    return times;
  });
}

/** The page's ms for one request (its answer checked for an error). */
async function timed(page: Page, method: string, path: string): Promise<number> {
  const r = await page.evaluate(async ([m, p]) => {
    const start = performance.now();
    const answer = await (window as unknown as { searchpad: Searchpad }).searchpad.request(m, p);
    return { ms: performance.now() - start, status: answer.status, body: answer.status >= 400 ? JSON.stringify(answer.body).slice(0, 300) : '' };
  }, [method, path] as const);
  if (r.status >= 400) throw new Error(`${method} ${path}: ${r.status} ${r.body}`);
  return r.ms;
}

/** Searches `queries` one after another in the page; each one's ms (after WARM_UP others). */
function searchTimes(page: Page, queries: string[], warmUp: string[]): Promise<number[]> {
  return page.evaluate(async ([qs, warm]) => {
    const sp = (window as unknown as { searchpad: Searchpad }).searchpad;
    const search = (q: string) => sp.request('GET', '/zipf/_search', { query: { match: { body: q } } });
    for (const q of warm) await search(q);
    const times: number[] = [];
    for (const q of qs) {
      const start = performance.now();
      const r = await search(q);
      if (r.status !== 200) throw new Error(`search ${q}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      times.push(performance.now() - start);
    }
    return times;
  }, [queries, warmUp] as const);
}

async function storageEstimate(page: Page) {
  return page.evaluate(async () => {
    const e = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
    return { usage: e.usage ?? 0, quota: e.quota ?? 0, indexedDB: e.usageDetails?.indexedDB };
  });
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** Runs the whole scale scenario on a fresh page (its own context, empty IndexedDB). */
export async function scaleScenario(browser: Browser, page: Page, docs: Doc[], batch: number): Promise<Row[]> {
  const n = docs.length;
  const rows: Row[] = [];
  const created = await call(page, 'PUT', `/${INDEX}`, WN_INDEX);
  if (created.status !== 200) throw new Error(`PUT /${INDEX}: ${JSON.stringify(created.body)}`);

  const batchMs: number[] = [];
  for (let at = 0; at < n; at += batch * GROUP) {
    await page.evaluate((b) => ((window as unknown as { __batches: string[] }).__batches = b), bulkBodies(docs.slice(at, at + batch * GROUP), batch));
    batchMs.push(...(await sendHeldBatches(page)));
    if ((at / (batch * GROUP)) % 10 === 9) console.error(`scale: ${Math.min(n, at + batch * GROUP)} docs sent, ${Math.round(batchMs.reduce((a, b) => a + b, 0) / 1000)} s in requests`);
  }
  const bulkMs = batchMs.reduce((a, b) => a + b, 0);
  const refreshMs = await timed(page, 'POST', `/${INDEX}/_refresh`);
  // The next request waits for the segment cache write that followed the refresh.
  const cacheWriteMs = await timed(page, 'GET', `/${INDEX}/_count`);
  rows.push({
    engine: ENGINE, scenario: `bulk load ${kLabel(n)} (worker)${LABEL}`, docs: n, docs_per_s: Math.round(n / ((bulkMs + refreshMs) / 1000)),
    note: `bulk ${round1(bulkMs / 1000)} s + refresh ${Math.round(refreshMs)} ms (+ segment cache write ${Math.round(cacheWriteMs)} ms); ${batchMs.length} batches of ${batch}, each in ${Math.round(pct(batchMs, 0.5))} ms median, ${Math.round(pct(batchMs, 1))} ms max; the bodies handed to the page ${GROUP} batches at a time, outside the clock`,
  });

  const storage = await storageEstimate(page);
  const mb = (b: number) => round1(b / 1e6);
  rows.push({
    engine: ENGINE, scenario: `IndexedDB bytes after load${LABEL}`, docs: n, idb_mb: mb(storage.indexedDB ?? storage.usage),
    note: `navigator.storage.estimate(): usage ${mb(storage.usage)} MB${storage.indexedDB !== undefined ? ` (indexedDB ${mb(storage.indexedDB)} MB)` : ''} of a quota of ${mb(storage.quota)} MB`,
  });
  const loadedPage = await pageHeap(page);
  const loadedWorker = await workerHeap(browser, 'engine.worker');

  const { terms } = makeQueries(docs, SEARCHES, 0);
  const warm = makeQueries(docs, WARM_UP, 0, 7).terms;
  rows.push(...(await reloadScenario(page, n, { index: INDEX, query: { query: { match: { body: terms[0] } } }, label: LABEL })));

  const reloadedPage = await pageHeap(page);
  const reloadedWorker = await workerHeap(browser, 'engine.worker');
  const times = await searchTimes(page, terms, warm);
  rows.push({
    engine: ENGINE, scenario: `match (or) after reload${LABEL}`, docs: n, p50_us: us(pct(times, 0.5)), p99_us: us(pct(times, 0.99)),
    note: `${SEARCHES} one- to three-word queries of the corpus (after ${WARM_UP} others), each timed in the page from request to answer (worker round trip included); p50 and p99`,
  });
  rows.push({
    engine: ENGINE, scenario: `memory${LABEL}`, docs: n,
    note: [
      `after the load: worker ${heapNote(loadedWorker)}, page ${heapNote(loadedPage)}`,
      `after a reload and one search: worker ${heapNote(reloadedWorker)}, page ${heapNote(reloadedPage)}`,
      'Runtime.getHeapUsage after a garbage collection, through DevTools (the worker attached as a target of its own)',
    ].join('; '),
  });
  return rows;
}
