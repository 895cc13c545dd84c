import type { BenchEngine } from '../engines.ts';
import { time, type Row } from '../measure.ts';

/** Top-10 overlap of an engine's match (or) with Searchpad's, averaged over the queries. */
async function overlap(engine: BenchEngine, reference: Map<string, string[]>, queries: string[]) {
  let sum = 0;
  let n = 0;
  for (const q of queries) {
    const ref = reference.get(q);
    if (!ref) continue;
    const want = new Set(ref);
    const got = await engine.matchOr(q);
    const denom = Math.min(10, want.size);
    sum += denom === 0 ? (got.length === 0 ? 1 : 0) : got.filter((id) => want.has(id)).length / denom;
    n++;
  }
  return n === 0 ? undefined : Math.round((sum / n) * 1000) / 1000;
}

/**
 * Scenarios "match (or)" and "match (and)": 1-3 word queries on the body. Searchpad's answers are the
 * reference for every engine's top-10 overlap (`reference` is filled when Searchpad runs).
 */
export async function matchScenarios(engine: BenchEngine, docs: number, queries: string[], reference: Map<string, string[]>): Promise<Row[]> {
  if (engine.name === 'Searchpad') for (const q of queries) reference.set(q, await engine.matchOr(q));
  const rows: Row[] = [];
  rows.push({ engine: engine.name, scenario: 'match (or)', docs, ...(await time(queries, (q) => engine.matchOr(q))), overlap_at_10: await overlap(engine, reference, queries.slice(0, 200)) });
  if (engine.matchAnd) rows.push({ engine: engine.name, scenario: 'match (and)', docs, ...(await time(queries, (q) => engine.matchAnd!(q))) });
  return rows;
}
