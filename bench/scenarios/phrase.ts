import type { BenchEngine } from '../engines.ts';
import { timeSideBySide, type Row } from '../measure.ts';

/** Scenarios "match_phrase slop 0" and "slop 2": two-word phrases taken from the corpus, engines side by side. */
export async function phraseScenarios(engines: BenchEngine[], docs: number, phrases: string[], warmup: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  const exact = engines.filter((e) => e.phrase);
  const slop0 = await timeSideBySide(exact, phrases, warmup, (e, q) => e.phrase!(q, 0));
  for (const [i, e] of exact.entries()) rows.push({ engine: e.name, scenario: 'match_phrase slop 0', docs, ...slop0[i] });
  // The floor has no sloppy phrase query (its rescore scenario has a simple sloppy check), nor has FTS5.
  const sloppy = exact.filter((e) => !e.exactPhrasesOnly);
  const slop2 = await timeSideBySide(sloppy, phrases, warmup, (e, q) => e.phrase!(q, 2));
  for (const [i, e] of sloppy.entries()) rows.push({ engine: e.name, scenario: 'match_phrase slop 2', docs, ...slop2[i] });
  return rows;
}
