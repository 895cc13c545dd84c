/**
 * `npm run bench`: Searchpad side by side with the floor and the peers on one corpus and one query set.
 * Prints a Markdown table (with ratios to the floor) and writes bench/results/latest.json.
 * Options: --docs N, --corpus wordnet|zipf, --queries N, --engines a,b,c, --scale (10k/100k/1M Zipf runs),
 * --reload-docs 10000,100000 (bench/reload.ts) or --no-reload.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { loadCorpus, zipfCorpus, type Doc } from './corpus.ts';
import { flexsearch, floor, lunrEngine, minisearch, orama, searchpad, type BenchEngine } from './engines.ts';
import { makeQueries } from './queries.ts';
import { reloadRows } from './reload.ts';

interface Row {
  engine: string;
  scenario: string;
  docs: number;
  p50_us?: number;
  p99_us?: number;
  qps?: number;
  docs_per_s?: number;
  mem_mb?: number;
  overlap_at_10?: number;
  /** Set when a slow engine ran out of its time budget before the end of the query set. */
  queries?: number;
}

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

function heapMb() {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1e6;
}

/** Slow engines stop after this much measuring per scenario (their row says how many queries ran). */
const BUDGET_MS = Number(opt('budget-ms') ?? 30_000);

async function time<T>(items: T[], run: (x: T) => Promise<unknown>) {
  const warm = Math.min(100, items.length);
  for (let i = 0; i < warm; i++) await run(items[i]);
  const samples: number[] = [];
  const started = performance.now();
  for (const x of items) {
    const t = performance.now();
    await run(x);
    samples.push((performance.now() - t) * 1000);
    if (performance.now() - started > BUDGET_MS) break;
  }
  const total = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  const q = (p: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] * 10) / 10;
  return { p50_us: q(0.5), p99_us: q(0.99), qps: Math.round(samples.length / total), ...(samples.length < items.length ? { queries: samples.length } : {}) };
}

async function overlap(engine: BenchEngine, reference: Map<string, string[]>, queries: string[]) {
  let sum = 0;
  for (const q of queries) {
    if (!reference.has(q)) continue;
    const ref = new Set(reference.get(q) ?? []);
    const got = await engine.matchOr(q);
    const denom = Math.min(10, ref.size);
    sum += denom === 0 ? (got.length === 0 ? 1 : 0) : got.filter((id) => ref.has(id)).length / denom;
  }
  return Math.round((sum / queries.length) * 1000) / 1000;
}

async function benchCorpus(name: string, docs: Doc[], engines: Array<() => BenchEngine>, nQueries: number, full: boolean): Promise<Row[]> {
  const { terms, phrases } = makeQueries(docs, nQueries, Math.min(200, nQueries));
  const rows: Row[] = [];
  const reference = new Map<string, string[]>();
  for (const make of engines) {
    const before = heapMb();
    let engine: BenchEngine | undefined = make();
    const t = performance.now();
    await engine.build(docs);
    const secs = (performance.now() - t) / 1000;
    const mem = Math.round((heapMb() - before) * 10) / 10;
    rows.push({ engine: engine.name, scenario: 'build', docs: docs.length, docs_per_s: Math.round(docs.length / secs), mem_mb: mem });
    console.error(`${name}: ${engine.name} built ${docs.length} docs in ${secs.toFixed(1)} s`);
    const isRef = engine.name === 'Searchpad';
    if (isRef) for (const q of terms) reference.set(q, await engine.matchOr(q));
    rows.push({ engine: engine.name, scenario: 'match (or)', docs: docs.length, ...(await time(terms, (q) => engine!.matchOr(q))), overlap_at_10: reference.size ? await overlap(engine, reference, terms.slice(0, 200)) : undefined });
    if (engine.matchAnd) rows.push({ engine: engine.name, scenario: 'match (and)', docs: docs.length, ...(await time(terms, (q) => engine!.matchAnd!(q))) });
    if (engine.phrase) {
      rows.push({ engine: engine.name, scenario: 'match_phrase slop 0', docs: docs.length, ...(await time(phrases, (q) => engine!.phrase!(q, 0))) });
      if (engine.name !== 'floor') rows.push({ engine: engine.name, scenario: 'match_phrase slop 2', docs: docs.length, ...(await time(phrases, (q) => engine!.phrase!(q, 2))) });
    }
    if (isRef && full) rows.push(...(await searchpadOnly((engine as ReturnType<typeof searchpad>), docs, terms)));
    engine = undefined;
  }
  return rows;
}

/** Scenarios only Searchpad has: rescore, term vectors, deep pages. */
async function searchpadOnly(sp: ReturnType<typeof searchpad>, docs: Doc[], terms: string[]): Promise<Row[]> {
  const req = (method: string, path: string, body?: unknown) => sp.engine.request({ method, path, body });
  const rows: Row[] = [];
  const some = terms.slice(0, 300);
  rows.push({ engine: 'Searchpad', scenario: 'rescore window 100', docs: docs.length, ...(await time(some, (q) => req('GET', '/wn/_search', { query: { match: { body: q } }, rescore: { window_size: 100, query: { rescore_query: { match_phrase: { body: { query: q, slop: 2 } } } } } }))) });
  const ids = docs.slice(0, 300).map((d) => d.id);
  rows.push({ engine: 'Searchpad', scenario: 'termvectors (stored doc)', docs: docs.length, ...(await time(ids, (id) => req('GET', `/wn/_doc/${id}/_termvectors?fields=body&term_statistics=true`))) });
  rows.push({ engine: 'Searchpad', scenario: 'termvectors (artificial doc)', docs: docs.length, ...(await time(docs.slice(0, 300), (d) => req('GET', '/wn/_doc/_termvectors', { doc: { body: d.body }, term_statistics: true }))) });
  rows.push({ engine: 'Searchpad', scenario: 'deep page (from 5000)', docs: docs.length, ...(await time(some.slice(0, 100), (q) => req('GET', '/wn/_search', { query: { match: { body: q } }, from: 5000, size: 10 }))) });
  return rows;
}

function table(rows: Row[]): string {
  const floorOf = (r: Row) => rows.find((x) => x.engine === 'floor' && x.scenario === r.scenario && x.docs === r.docs);
  const lines = ['| engine | scenario | docs | p50 µs | p99 µs | q/s | docs/s | heap MB | overlap@10 | × floor |', '|---|---|---|---|---|---|---|---|---|---|'];
  for (const r of rows) {
    const f = floorOf(r);
    let ratio = '';
    if (f && r.engine !== 'floor') {
      if (r.p50_us !== undefined && f.p50_us) ratio = `${(r.p50_us / f.p50_us).toFixed(1)}× time`;
      else if (r.docs_per_s && f.docs_per_s) ratio = `${(r.docs_per_s / f.docs_per_s).toFixed(2)}× speed`;
    }
    lines.push(`| ${r.engine} | ${r.scenario}${r.queries ? ` (${r.queries} queries)` : ''} | ${r.docs} | ${r.p50_us ?? ''} | ${r.p99_us ?? ''} | ${r.qps ?? ''} | ${r.docs_per_s ?? ''} | ${r.mem_mb ?? ''} | ${r.overlap_at_10 ?? ''} | ${ratio} |`);
  }
  return lines.join('\n');
}

async function main() {
  const docsOpt = opt('docs') ? Number(opt('docs')) : undefined;
  const corpus = loadCorpus((opt('corpus') as 'wordnet' | 'zipf') ?? 'wordnet', docsOpt);
  const nQueries = Number(opt('queries') ?? 1000);
  const all: Record<string, () => BenchEngine> = { searchpad, floor, minisearch, flexsearch, orama, lunr: lunrEngine };
  const chosen = (opt('engines') ?? 'searchpad,floor,minisearch,flexsearch,orama,lunr').split(',').map((n) => all[n.trim().toLowerCase()]).filter(Boolean);
  const rows = await benchCorpus(corpus.name, corpus.docs, chosen, nQueries, true);
  if (!args.includes('--no-reload')) rows.push(...(await reloadRows((opt('reload-docs') ?? '10000,100000').split(',').map(Number))));
  if (args.includes('--scale')) {
    for (const n of [10_000, 100_000, 1_000_000]) rows.push(...(await benchCorpus(`Zipf ${n}`, zipfCorpus(n), [searchpad, floor], 300, false)));
  }
  const machine = { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, mem_gb: Math.round(os.totalmem() / 1e9) };
  console.log(`Corpus: ${corpus.name}, ${corpus.docs.length} docs; ${nQueries} queries; Node ${process.version}, ${machine.cpus} cores (${machine.cpu})\n`);
  console.log(table(rows));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', JSON.stringify({ machine, corpus: { name: corpus.name, docs: corpus.docs.length }, rows }, null, 2) + '\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
