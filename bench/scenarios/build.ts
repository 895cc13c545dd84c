import type { Doc } from '../corpus.ts';
import type { BenchEngine } from '../engines.ts';
import { memory, memoryColumns, type Row } from '../measure.ts';

/** Scenario "build": index the corpus (title and body), docs/s and the memory the index holds after. */
export async function buildScenario(engine: BenchEngine, docs: Doc[]): Promise<Row> {
  const before = memory();
  const t = performance.now();
  await engine.build(docs);
  const secs = (performance.now() - t) / 1000;
  const mem = memoryColumns(before, memory());
  return { engine: engine.name, scenario: 'build', docs: docs.length, docs_per_s: Math.round(docs.length / secs), ...mem };
}

/**
 * What Searchpad's `_source` objects weigh: the same sources, parsed from JSON as the engine parses them,
 * held alone. Subtracted from its build memory for the "without sources" column.
 */
export function sourcesMb(docs: Doc[]): number {
  const before = memory();
  const held = docs.map((d) => JSON.parse(JSON.stringify({ title: d.title, body: d.body })) as unknown);
  const after = memory();
  const mb = memoryColumns(before, after).mem_mb;
  if (held.length !== docs.length) throw new Error('unreachable');
  return mb;
}
