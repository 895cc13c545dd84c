import { zipfCorpus } from '../corpus.ts';
import { floor, searchpad } from '../engines.ts';
import type { Row } from '../measure.ts';
import { makeQueries } from '../queries.ts';
import { buildScenario } from './build.ts';
import { matchScenarios } from './match.ts';
import { phraseScenarios } from './phrase.ts';

/** Scaling runs: Searchpad and the floor on seeded Zipf corpora of 10k, 100k and 1M docs (build, match, phrase). */
export async function scaleScenarios(sizes = [10_000, 100_000, 1_000_000]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const n of sizes) {
    const docs = zipfCorpus(n);
    const { terms, phrases } = makeQueries(docs, 300, 100);
    const warm = makeQueries(docs, 300, 100, 7);
    const engines = [searchpad(), floor()];
    for (const engine of engines) {
      rows.push(await buildScenario(engine, docs));
      console.error(`Zipf ${n}: ${engine.name} built`);
    }
    rows.push(...(await matchScenarios(engines, n, terms, warm.terms, new Map())));
    rows.push(...(await phraseScenarios(engines, n, phrases, warm.phrases)));
  }
  return rows.map((r) => ({ ...r, scenario: `${r.scenario} [Zipf]` }));
}
