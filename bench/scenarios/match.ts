import type { BenchEngine } from '../engines.ts';
import { timeSideBySide, type Row } from '../measure.ts';
import { meanOverlap, overlapAt10 } from '../overlap.ts';

/** Top-10 overlap of an engine's match (or) with Searchpad's, averaged over the queries. */
async function overlap(engine: BenchEngine, reference: Map<string, string[]>, queries: string[]) {
  const overlaps: number[] = [];
  for (const q of queries) {
    const ref = reference.get(q);
    if (ref) overlaps.push(overlapAt10(ref, await engine.matchOr(q)));
  }
  return meanOverlap(overlaps);
}

/**
 * Scenarios "match (or)" and "match (and)": 1-3 word queries on the body, the engines side by side.
 * Searchpad's answers are the reference for every engine's top-10 overlap (`reference` is filled when
 * Searchpad is among the engines: it runs first).
 */
export async function matchScenarios(engines: BenchEngine[], docs: number, queries: string[], warmup: string[], reference: Map<string, string[]>): Promise<Row[]> {
  const sp = engines.find((e) => e.name === 'Searchpad');
  if (sp) for (const q of queries.slice(0, 200)) reference.set(q, await sp.matchOr(q));
  const rows: Row[] = [];
  const or = await timeSideBySide(engines, queries, warmup, (e, q) => e.matchOr(q));
  for (const [i, e] of engines.entries()) rows.push({ engine: e.name, scenario: 'match (or)', docs, ...or[i], overlap_at_10: await overlap(e, reference, queries.slice(0, 200)) });
  const withAnd = engines.filter((e) => e.matchAnd);
  const and = await timeSideBySide(withAnd, queries, warmup, (e, q) => e.matchAnd!(q));
  for (const [i, e] of withAnd.entries()) rows.push({ engine: e.name, scenario: 'match (and)', docs, ...and[i] });
  return rows;
}
