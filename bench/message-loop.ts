/**
 * `npm run bench:loop`: how long the engine keeps the host's thread without a break while it indexes
 * a 10 MB document and a 50,000-line bulk, with and without cooperative yielding. A probe task re-queues
 * itself on the event loop; the longest gap between two of its runs is the longest uninterrupted
 * synchronous stretch (what a cancel or a ping would wait in the worker).
 */
import { createEngine, type EngineOptions } from '../src/engine/index.ts';

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu'];

function tenMegabytes(): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < 10_000_000; i++) {
    const w = `${WORDS[i % WORDS.length]}${i % 97} `;
    parts.push(w);
    length += w.length;
  }
  return parts.join('');
}

function bulkLines(lines: number): string {
  let s = '';
  for (let i = 0; i < lines / 2; i++) s += `{"index":{"_id":"${i}"}}\n{"title":"book ${i} ${WORDS[i % WORDS.length]}","n":${i}}\n`;
  return s;
}

/** Runs `work` while a probe measures the longest gap between event-loop turns. */
async function longestStretch(work: () => Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  let running = true;
  const probe = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(probe);
  };
  setImmediate(probe);
  const started = performance.now();
  await work();
  const total = performance.now() - started;
  running = false;
  await new Promise((r) => setImmediate(r));
  return { longest, total };
}

const cooperative: EngineOptions = { yieldToHost: () => new Promise((r) => setImmediate(r)), now: () => performance.now() };
const doc = JSON.stringify({ text: tenMegabytes() });
const bulk = bulkLines(50_000);
const rows: string[] = ['| scenario | yielding | total ms | longest stretch ms |', '|---|---|---:|---:|'];
for (const [label, options] of [['no', {}], ['yes (8 ms slices)', cooperative]] as const) {
  const engine = createEngine(options);
  await engine.request({ method: 'PUT', path: '/big', body: { settings: { number_of_shards: 1 } } });
  await engine.request({ method: 'PUT', path: '/books', body: { settings: { number_of_shards: 1 } } });
  const scenarios: Array<[string, () => Promise<unknown>]> = [
    ['index a 10 MB document', () => engine.request({ method: 'PUT', path: '/big/_doc/1', body: doc })],
    ['refresh after it (segment build)', () => engine.request({ method: 'POST', path: '/big/_refresh' })],
    ['bulk of 50,000 lines', () => engine.request({ method: 'POST', path: '/books/_doc/_bulk', body: bulk })],
    ['refresh after it (segment build)', () => engine.request({ method: 'POST', path: '/books/_refresh' })],
    ['search over 25,000 documents', () => engine.request({ method: 'GET', path: '/books/_search', body: { query: { match: { title: 'alpha beta' } } } })],
  ];
  for (const [name, work] of scenarios) {
    const { longest, total } = await longestStretch(work);
    rows.push(`| ${name} | ${label} | ${total.toFixed(0)} | ${longest.toFixed(1)} |`);
  }
}
console.log(rows.join('\n'));
