/** What every scenario shares: the result row, timing of a query set, and memory as V8 reports it. */

export interface Row {
  engine: string;
  scenario: string;
  docs: number;
  p50_us?: number;
  p99_us?: number;
  qps?: number;
  docs_per_s?: number;
  /** Memory after build: JS heap plus ArrayBuffer backing stores (typed arrays live there, outside heapUsed). */
  mem_mb?: number;
  /** The JS heap part of mem_mb. */
  heap_mb?: number;
  /** The ArrayBuffer part of mem_mb. */
  array_buffers_mb?: number;
  /** Searchpad only: mem_mb less the `_source` objects it keeps (measured by holding the same sources alone). */
  mem_mb_without_sources?: number;
  overlap_at_10?: number;
  /** The floor's p50 on the same queries, timed side by side with this engine (its ratio to the floor). */
  floor_p50_us?: number;
  /** Set when a slow engine ran out of its time budget before the end of the query set. */
  queries?: number;
  /** Browser: the longest main-thread task (ms) during the scenario (PerformanceObserver `longtask`). */
  longest_task_ms?: number;
  /** Browser: how many main-thread tasks took over 50 ms during the scenario. */
  long_tasks?: number;
  /** Browser: IndexedDB bytes (MB) as navigator.storage.estimate() reports them. */
  idb_mb?: number;
  /** Free-form detail (progress events, bytes...). */
  note?: string;
  /** The slowest queries of the scenario (the tail behind p99), slowest first. */
  slowest?: Slow[];
}

/** One of a scenario's slowest queries: its text and its time. */
export interface Slow {
  query: string;
  us: number;
}

/** How many of each scenario's slowest queries a row names. */
export const SLOWEST = 5;

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

export interface Memory {
  heap: number;
  arrayBuffers: number;
}

/** Heap and ArrayBuffer bytes (MB) after full collections. */
export function memory(): Memory {
  gc();
  gc();
  const u = process.memoryUsage();
  return { heap: u.heapUsed / 1e6, arrayBuffers: u.arrayBuffers / 1e6 };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The memory columns of a row: what was added since `before`. */
export function memoryColumns(before: Memory, after: Memory) {
  const heap = after.heap - before.heap;
  const ab = after.arrayBuffers - before.arrayBuffers;
  return { mem_mb: round1(heap + ab), heap_mb: round1(heap), array_buffers_mb: round1(ab) };
}

/** Slow engines stop after this much measuring per scenario (their row says how many queries ran). */
export let budgetMs = 30_000;
export function setBudget(ms: number) {
  budgetMs = ms;
}

/** How a timed item is named: a query's text, a document's id, or its JSON (cut to 80 characters). */
function label(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string') return `doc ${(item as { id: string }).id}`;
  return (JSON.stringify(item) ?? String(item)).slice(0, 80);
}

/**
 * Per-query timings in µs (`samples[i]` is the time of `items[i]`), summarised as the table's columns,
 * with the slowest queries named.
 */
export function summarise(samples: number[], seconds: number, of: number, items: readonly unknown[]) {
  const order = samples.map((_, i) => i).sort((a, b) => samples[a] - samples[b]);
  const q = (p: number) => round1(samples[order[Math.min(order.length - 1, Math.floor(p * order.length))]]);
  const slowest = order.slice(-SLOWEST).reverse().map((i) => ({ query: label(items[i]), us: round1(samples[i]) }));
  return { p50_us: q(0.5), p99_us: q(0.99), qps: Math.round(samples.length / seconds), slowest, ...(samples.length < of ? { queries: samples.length } : {}) };
}

/** Warm-up per engine: the whole warm-up set, or this long for a slow engine. */
const WARMUP_MS = 5_000;

/**
 * The same items timed on several engines side by side: after a warm-up on `warmup` (other queries of
 * the same kind, so no engine answers a timed query it has seen), each item runs once on every engine,
 * in an order that rotates from item to item, so a slow spell of the machine falls on all of them alike.
 * An engine stops when it has used its time budget (its row then says how many queries ran).
 */
export async function timeSideBySide<E, T>(engines: E[], items: T[], warmup: T[], run: (engine: E, x: T) => Promise<unknown> | unknown) {
  for (const e of engines) {
    const started = performance.now();
    for (const x of warmup) {
      await run(e, x);
      if (performance.now() - started > WARMUP_MS) break;
    }
  }
  const samples = engines.map(() => [] as number[]);
  const spent = engines.map(() => 0);
  const active = engines.map(() => true);
  for (let i = 0; i < items.length; i++) {
    for (let k = 0; k < engines.length; k++) {
      const j = (i + k) % engines.length;
      if (!active[j]) continue;
      const t = performance.now();
      await run(engines[j], items[i]);
      const ms = performance.now() - t;
      samples[j].push(ms * 1000);
      spent[j] += ms;
      if (spent[j] > budgetMs) active[j] = false;
    }
  }
  return engines.map((_, j) => summarise(samples[j], spent[j] / 1000, items.length, items));
}
