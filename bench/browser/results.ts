import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Row } from '../measure.ts';

const FILE = 'bench/results/browser.json';
const ms = (us?: number) => (us === undefined ? '' : (us / 1000).toFixed(1));

/** The browser run as a Markdown table: times in ms, with the scenario's detail. */
export function browserTable(rows: Row[]): string {
  const lines = ['| engine | scenario | docs | p50 ms | max ms | docs/s | longest task ms | tasks > 50 ms | IndexedDB MB | detail |', '|---|---|---|---|---|---|---|---|---|---|'];
  for (const r of rows) {
    const cells = [r.engine, r.scenario, r.docs, ms(r.p50_us), ms(r.p99_us), r.docs_per_s ?? '', r.longest_task_ms ?? '', r.long_tasks ?? '', r.idb_mb ?? '', r.note ?? ''];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Merges `rows` into bench/results/browser.json: a row replaces the one of the same engine, scenario and docs. */
export function mergeResults(machine: unknown, corpus: unknown, rows: Row[]) {
  const old = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as { rows?: Row[] }).rows ?? [] : [];
  const same = (a: Row, b: Row) => a.engine === b.engine && a.scenario === b.scenario && a.docs === b.docs;
  const merged = [...old.filter((o) => !rows.some((r) => same(o, r))), ...rows];
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(FILE, JSON.stringify({ machine, corpus, rows: merged }, null, 2) + '\n');
  return FILE;
}
