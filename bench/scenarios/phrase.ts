import type { BenchEngine } from '../engines.ts';
import { time, type Row } from '../measure.ts';

/** Scenarios "match_phrase slop 0" and "slop 2": two-word phrases taken from the corpus. */
export async function phraseScenarios(engine: BenchEngine, docs: number, phrases: string[]): Promise<Row[]> {
  if (!engine.phrase) return [];
  const rows: Row[] = [{ engine: engine.name, scenario: 'match_phrase slop 0', docs, ...(await time(phrases, (q) => engine.phrase!(q, 0))) }];
  // The floor has no sloppy phrase query (its rescore scenario has a simple sloppy check).
  if (engine.name !== 'floor') rows.push({ engine: engine.name, scenario: 'match_phrase slop 2', docs, ...(await time(phrases, (q) => engine.phrase!(q, 2))) });
  return rows;
}
