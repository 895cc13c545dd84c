import type { Doc } from '../corpus.ts';
import type { SearchpadBench } from '../engines.ts';
import { time, type Row } from '../measure.ts';

/** Scenarios "termvectors (stored doc)" and "(artificial doc)": Searchpad's _termvectors with term statistics. */
export async function termVectorScenarios(sp: SearchpadBench, docs: Doc[]): Promise<Row[]> {
  const some = docs.slice(0, 300);
  return [
    { engine: sp.name, scenario: 'termvectors (stored doc)', docs: docs.length, ...(await time(some, (d) => sp.request('GET', `/wn/_doc/${d.id}/_termvectors?fields=body&term_statistics=true`))) },
    { engine: sp.name, scenario: 'termvectors (artificial doc)', docs: docs.length, ...(await time(some, (d) => sp.request('GET', '/wn/_doc/_termvectors', { doc: { body: d.body }, term_statistics: true }))) },
  ];
}
