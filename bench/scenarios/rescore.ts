import type { BenchEngine } from '../engines.ts';
import { time, type Row } from '../measure.ts';

/** Scenario "rescore window 100": a match (or) whose top 100 are rescored by the phrase of the same words, slop 2. */
export async function rescoreScenario(engine: BenchEngine, docs: number, queries: string[]): Promise<Row[]> {
  if (!engine.rescore) return [];
  return [{ engine: engine.name, scenario: 'rescore window 100', docs, ...(await time(queries, (q) => engine.rescore!(q, 100, 2))) }];
}
