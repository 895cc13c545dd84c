/**
 * `npm run bench`: Searchpad side by side with the floor and the peers on one corpus and one query set,
 * one scenario per file in bench/scenarios: each engine is timed side by side with the floor, query by query
 * (bench/measure.ts timeSideBySide), one engine after another. Prints a Markdown table (with ratios to the floor) and writes
 * bench/results/latest.json.
 * Options: --docs N, --corpus wordnet|zipf, --queries N, --engines a,b,c, --budget-ms N,
 * --scale (adds 10k/100k/1M Zipf runs of Searchpad and the floor), --scale-only,
 * --reload-docs 10000,100000 (bench/scenarios/reload.ts) or --no-reload.
 * Engines: searchpad, floor, lucene (Lucene 8.7 in its own JVM: bench/lucene-peer.ts), sqlite (SQLite FTS5,
 * WebAssembly: bench/sqlite-peer.ts), minisearch, flexsearch, orama, lunr. After the table, the slowest
 * queries of each scenario (Searchpad's and Lucene's) are named.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadCorpus } from './corpus.ts';
import { machine as describeMachine } from './machine.ts';
import { flexsearch, floor, lunrEngine, minisearch, orama, searchpad, type BenchEngine, type SearchpadBench } from './engines.ts';
import { compareWithSearchpad, runLucene, type LuceneQueries, type LuceneRun } from './lucene-peer.ts';
import { setBudget, type Row } from './measure.ts';
import { makeQueries } from './queries.ts';
import { aggregationScenarios } from './scenarios/aggregations.ts';
import { buildScenario, sourcesMb } from './scenarios/build.ts';
import { deepPageScenario } from './scenarios/deep-page.ts';
import { matchScenarios } from './scenarios/match.ts';
import { phraseScenarios } from './scenarios/phrase.ts';
import { reloadScenarios } from './scenarios/reload.ts';
import { rescoreScenario } from './scenarios/rescore.ts';
import { scaleScenarios } from './scenarios/scale.ts';
import { termVectorScenarios } from './scenarios/termvectors.ts';
import { sqliteFts5 } from './sqlite-peer.ts';
import { slowestTable, table } from './table.ts';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const ENGINES: Record<string, () => BenchEngine> = { searchpad, floor, sqlite: sqliteFts5, minisearch, flexsearch, orama, lunr: lunrEngine };
const DEFAULT_ENGINES = 'searchpad,floor,lucene,sqlite,minisearch,flexsearch,orama,lunr';

async function main() {
  if (opt('budget-ms')) setBudget(Number(opt('budget-ms')));
  const docsOpt = opt('docs') ? Number(opt('docs')) : undefined;
  const corpus = loadCorpus((opt('corpus') as 'wordnet' | 'zipf') ?? 'wordnet', docsOpt);
  const docs = corpus.docs;
  const nQueries = Number(opt('queries') ?? 1000);
  const names = (opt('engines') ?? DEFAULT_ENGINES).split(',').map((n) => n.trim().toLowerCase());
  const chosen = names.map((n) => ENGINES[n]).filter(Boolean);
  const { terms, phrases } = makeQueries(docs, nQueries, Math.min(200, nQueries));
  // Warm-up queries of the same kinds from another seed: no engine is timed on a query it has already run.
  const warm = makeQueries(docs, nQueries, Math.min(200, nQueries), 7);
  const rows: Row[] = [];
  const notes: string[] = [];
  if (!args.includes('--scale-only')) {
    // Lucene first, in its own process, while this one holds only the corpus; its answers are compared
    // with Searchpad's when Searchpad is built.
    let lucene: LuceneRun | undefined;
    if (names.includes('lucene')) {
      const queries: LuceneQueries[] = [
        { code: 'or', timed: terms, warm: warm.terms },
        { code: 'and', timed: terms, warm: warm.terms },
        { code: 'phrase0', timed: phrases, warm: warm.phrases },
        { code: 'phrase2', timed: phrases, warm: warm.phrases },
        { code: 'rescore', timed: terms.slice(0, 300), warm: warm.terms.slice(0, 300) },
      ];
      console.error(`${corpus.name}: Lucene runs in its own JVM`);
      const run = runLucene(docs, queries);
      if ('why' in run) notes.push(`Lucene: not run: ${run.why}.`);
      else lucene = run;
    }
    const sources = chosen.includes(searchpad) ? sourcesMb(docs) : 0;
    // Every engine is timed side by side with the floor, query by query, in one pairing per engine: each
    // ratio to the floor comes from its own pairing (a slow spell of the machine falls on both alike), and
    // every engine runs in the same conditions, the floor's work between its queries included. The floor
    // is built once and kept; each other engine is built, timed and dropped alone: a peer's heap of
    // hundreds of MB kept alive beside the others would make every allocating engine pay for collecting it.
    const reference = new Map<string, string[]>();
    const order: string[] = [];
    const build = async (make: () => BenchEngine) => {
      const engine = make();
      const built = await buildScenario(engine, docs);
      if (engine.name === 'Searchpad') built.mem_mb_without_sources = Math.round((built.mem_mb! - sources) * 10) / 10;
      rows.push(built);
      order.push(engine.name);
      console.error(`${corpus.name}: ${engine.name} built ${docs.length} docs (${built.docs_per_s} docs/s)`);
      return engine;
    };
    const theFloor = chosen.includes(floor) ? await build(floor) : undefined;
    const others = chosen.filter((m) => m !== floor);
    const pairings = others.length > 0 ? others : [undefined];
    for (const [i, make] of pairings.entries()) {
      const engine = make ? await build(make) : undefined;
      const engines = [engine, theFloor].filter((e): e is BenchEngine => e !== undefined);
      // A scenario the engine cannot run is skipped, not timed on the floor alone again.
      const able = (can: (e: BenchEngine) => unknown) => (engine === undefined || can(engine) ? engines.filter(can) : []);
      const timed: Row[] = [];
      timed.push(...(await matchScenarios(engines, docs.length, terms, warm.terms, reference)));
      timed.push(...(await phraseScenarios(able((e) => e.phrase), docs.length, phrases, warm.phrases)));
      timed.push(...(await rescoreScenario(able((e) => e.rescore), docs.length, terms.slice(0, 300), warm.terms.slice(0, 300))));
      if (engine?.name === 'Searchpad') timed.push(...(await termVectorScenarios(engine as SearchpadBench, docs)));
      if (engine?.name === 'Searchpad' && !args.includes('--no-aggs')) timed.push(...(await aggregationScenarios(engine as SearchpadBench, docs)));
      timed.push(...(await deepPageScenario(able((e) => e.page), docs.length, terms.slice(0, 100), warm.terms.slice(0, 100))));
      if (engine?.name === 'Searchpad' && lucene) {
        await compareWithSearchpad(lucene, engine as SearchpadBench);
        order.push(lucene.name);
      }
      // The floor's own rows come from its first pairing; the others only give each engine its ratio.
      for (const r of timed) {
        if (r.engine !== 'floor') {
          const f = timed.find((x) => x.engine === 'floor' && x.scenario === r.scenario);
          if (f?.p50_us !== undefined) r.floor_p50_us = f.p50_us;
          rows.push(r);
        } else if (i === 0) rows.push(r);
      }
    }
    if (lucene) {
      rows.push(...lucene.rows);
      if (!order.includes(lucene.name)) order.push(lucene.name);
    }
    // One block of rows per engine, scenarios in run order (the sort is stable).
    rows.sort((a, b) => order.indexOf(a.engine) - order.indexOf(b.engine));
  }
  if (!args.includes('--no-reload') && !args.includes('--scale-only')) rows.push(...(await reloadScenarios((opt('reload-docs') ?? '10000,100000').split(',').map(Number))));
  if (args.includes('--scale') || args.includes('--scale-only')) rows.push(...(await scaleScenarios()));
  const machine = describeMachine();
  console.log(`Corpus: ${corpus.name}, ${docs.length} docs; ${nQueries} queries; Node ${process.version}, ${machine.cpus} cores (${machine.cpu}), ${machine.mem_gb} GB\n`);
  for (const n of notes) console.log(n);
  console.log(table(rows));
  console.log(`\nThe slowest queries of each scenario (µs):\n\n${slowestTable(rows, (e) => e === 'Searchpad' || e.startsWith('Lucene'))}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', JSON.stringify({ machine, corpus: { name: corpus.name, docs: docs.length }, rows }, null, 2) + '\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
