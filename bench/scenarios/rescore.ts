import type { BenchEngine } from '../engines.ts';
import { timeSideBySide, type Row } from '../measure.ts';

/** Scenario "rescore window 100": a match (or) whose top 100 are rescored by the phrase of the same words, slop 2. */
export async function rescoreScenario(engines: BenchEngine[], docs: number, queries: string[], warmup: string[]): Promise<Row[]> {
  const able = engines.filter((e) => e.rescore);
  const r = await timeSideBySide(able, queries, warmup, (e, q) => e.rescore!(q, 100, 2));
  return able.map((e, i) => ({ engine: e.name, scenario: 'rescore window 100', docs, ...r[i] }));
}
