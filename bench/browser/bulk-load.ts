/**
 * Bulk load through the worker: N WordNet documents sent by the page as `POST /wn/_doc/_bulk` batches (each
 * acknowledged, so stored in IndexedDB, before the next), then `_refresh` and the segment cache write that
 * follows it. Measures docs/s, per-batch progress, and the main thread's long tasks over the whole load (the
 * page is the real one, so what it does with each answer, such as re-reading the index list, counts). Then
 * what IndexedDB holds.
 */
import type { Page } from '@playwright/test';
import type { Doc } from '../corpus.ts';
import type { Row } from '../measure.ts';
import { bulkBodies, WN_INDEX } from '../wn-index.ts';
import { call, longFramesBetween, longTasksBetween, sleep, summariseLongTasks, type Searchpad } from './session.ts';

export const ENGINE = 'Searchpad (Chromium)';
/** Long tasks that start this long after the last answer still count: the page's reaction to it. */
const SETTLE_MS = 1500;

interface LoadTimes {
  start: number;
  bulkEnd: number;
  refreshEnd: number;
  end: number;
  /** Page time (ms since start) at which each batch was acknowledged. */
  batchMs: number[];
  /** Per batch, as the worker reports it: from the request's arrival to its answer, and of that the IndexedDB commit. */
  workerMs: number[];
  storeMs: number[];
}

const kLabel = (n: number) => (n % 1000 === 0 ? `${n / 1000}k` : String(n));
const round1 = (x: number) => Math.round(x * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN;

/** `batch` documents per `_bulk` request (the page's own importer sends 500 actions per request). */
export async function bulkLoadScenario(page: Page, docs: Doc[], batch: number): Promise<Row> {
  const r = await call(page, 'PUT', '/wn', WN_INDEX);
  if (r.status !== 200) throw new Error(`PUT /wn: ${JSON.stringify(r.body)}`);
  // The bodies go to the page before the clock starts, so handing them over is not measured.
  await page.evaluate((b) => ((window as unknown as { __batches: string[] }).__batches = b), bulkBodies(docs, batch));
  await sleep(500);
  const t = await page.evaluate(async (): Promise<LoadTimes> => {
    const w = window as unknown as { __batches: string[]; searchpad: Searchpad };
    const sp = w.searchpad;
    const start = performance.now();
    const batchMs: number[] = [];
    const workerMs: number[] = [];
    const storeMs: number[] = [];
    for (const body of w.__batches) {
      const answer = await sp.request('POST', '/wn/_doc/_bulk', body);
      if ((answer.body as { errors?: boolean }).errors !== false) throw new Error(`bulk failed: ${JSON.stringify(answer.body).slice(0, 300)}`);
      batchMs.push(performance.now() - start);
      workerMs.push(answer.tookMs ?? NaN);
      storeMs.push(answer.storeMs ?? NaN);
    }
    const bulkEnd = performance.now();
    await sp.request('POST', '/wn/_refresh');
    const refreshEnd = performance.now();
    // The next request waits for the segment cache write that followed the refresh.
    await sp.request('GET', '/wn/_count');
    w.__batches = [];
    return { start, bulkEnd, refreshEnd, end: performance.now(), batchMs, workerMs, storeMs };
  });
  await sleep(SETTLE_MS);
  const tasks = await longTasksBetween(page, t.start, t.end + SETTLE_MS);
  console.error(`bulk load, long animation frames: ${(await longFramesBetween(page, t.start, t.end + SETTLE_MS)) || 'none'}`);
  const secs = (t.refreshEnd - t.start) / 1000;
  const gaps = t.batchMs.map((ms, i) => ms - (i ? t.batchMs[i - 1] : 0));
  const engineMs = t.workerMs.map((ms, i) => ms - t.storeMs[i]);
  const pageMs = gaps.map((ms, i) => ms - t.workerMs[i]);
  gaps.sort((a, b) => a - b);
  const note = [
    `bulk ${round1((t.bulkEnd - t.start) / 1000)} s + refresh ${Math.round(t.refreshEnd - t.bulkEnd)} ms (+ segment cache write ${Math.round(t.end - t.refreshEnd)} ms)`,
    `progress: ${t.batchMs.length} batches of ${batch} acknowledged, each in ${Math.round(gaps[gaps.length >> 1])} ms median, ${Math.round(gaps[gaps.length - 1])} ms max (counted by the script: the worker sends no progress events)`,
    `a batch's median: engine (parse, analysis, indexing, answer) ${Math.round(median(engineMs))} ms, IndexedDB commit ${Math.round(median(t.storeMs))} ms, messages and the page's reaction ${Math.round(median(pageMs))} ms (as the worker reports its share)`,
    `long tasks: ${tasks.map((x) => Math.round(x.duration)).join(', ') || 'none'}`,
  ].join('; ');
  return { engine: ENGINE, scenario: `bulk load ${kLabel(docs.length)} (worker)`, docs: docs.length, docs_per_s: Math.round(docs.length / secs), ...summariseLongTasks(tasks), note };
}

interface StoreSize {
  name: string;
  records: number;
  bytes: number;
}

/**
 * IndexedDB after the load: the browser's usage estimate, and per object store its records and the bytes of
 * their values (strings as UTF-16 code units, buffers by byteLength: what was handed to IndexedDB, not disk).
 */
export async function indexedDbScenario(page: Page, docs: number): Promise<Row> {
  const found = await page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
    const sizeOf = (v: unknown): number => {
      if (typeof v === 'string') return v.length * 2;
      if (typeof v === 'number') return 8;
      if (typeof v === 'boolean' || v === null || v === undefined) return 1;
      if (v instanceof ArrayBuffer) return v.byteLength;
      if (v instanceof Blob) return v.size;
      if (ArrayBuffer.isView(v)) return v.byteLength;
      if (Array.isArray(v)) return v.reduce((n: number, x) => n + sizeOf(x), 0);
      if (typeof v === 'object') return Object.entries(v as object).reduce((n, [k, x]) => n + k.length * 2 + sizeOf(x), 0);
      return 0;
    };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('searchpad');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stores: StoreSize[] = [];
    for (const name of Array.from(db.objectStoreNames)) {
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const q = db.transaction(name, 'readonly').objectStore(name).getAll();
        q.onsuccess = () => resolve(q.result);
        q.onerror = () => reject(q.error);
      });
      stores.push({ name, records: values.length, bytes: values.reduce((n: number, v) => n + sizeOf(v), 0) });
    }
    db.close();
    return { usage: estimate.usage ?? 0, indexedDB: estimate.usageDetails?.indexedDB, stores };
  });
  const mb = (b: number) => round1(b / 1e6);
  const note = [
    `navigator.storage.estimate() usage ${mb(found.usage)} MB${found.indexedDB !== undefined ? ` (indexedDB ${mb(found.indexedDB)} MB)` : ''}`,
    `stores (records, value MB): ${found.stores.map((s) => `${s.name} ${s.records}, ${mb(s.bytes)}`).join('; ')}`,
  ].join('; ');
  return { engine: ENGINE, scenario: 'IndexedDB bytes after load', docs, idb_mb: mb(found.indexedDB ?? found.usage), note };
}
