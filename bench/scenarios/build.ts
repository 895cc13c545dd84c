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
  const row: Row = { engine: engine.name, scenario: 'build', docs: docs.length, docs_per_s: Math.round(docs.length / secs), ...mem };
  const own = engine.ownMemory?.();
  if (own) return { ...row, mem_mb: Math.round(own.mb * 10) / 10, heap_mb: undefined, array_buffers_mb: undefined, note: own.what };
  return row;
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
