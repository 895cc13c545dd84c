import type { BenchEngine } from '../engines.ts';
import { timeSideBySide, type Row } from '../measure.ts';

/** Scenario "deep page (from 5000)": the 10 hits after the first 5,000 of a match (or). */
export async function deepPageScenario(engines: BenchEngine[], docs: number, queries: string[], warmup: string[]): Promise<Row[]> {
  const able = engines.filter((e) => e.page);
  const r = await timeSideBySide(able, queries, warmup, (e, q) => e.page!(q, 5000, 10));
  return able.map((e, i) => ({ engine: e.name, scenario: 'deep page (from 5000)', docs, ...r[i] }));
}
