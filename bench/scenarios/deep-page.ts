import type { BenchEngine } from '../engines.ts';
import { time, type Row } from '../measure.ts';

/** Scenario "deep page (from 5000)": the 10 hits after the first 5,000 of a match (or). */
export async function deepPageScenario(engine: BenchEngine, docs: number, queries: string[]): Promise<Row[]> {
  if (!engine.page) return [];
  return [{ engine: engine.name, scenario: 'deep page (from 5000)', docs, ...(await time(queries, (q) => engine.page!(q, 5000, 10))) }];
}
