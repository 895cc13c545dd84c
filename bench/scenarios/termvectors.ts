import type { Doc } from '../corpus.ts';
import type { SearchpadBench } from '../engines.ts';
import { timeSideBySide, type Row } from '../measure.ts';

/** Scenarios "termvectors (stored doc)" and "(artificial doc)": Searchpad's _termvectors with term statistics. */
export async function termVectorScenarios(sp: SearchpadBench, docs: Doc[]): Promise<Row[]> {
  const some = docs.slice(0, 300);
  // Warm-up on other documents, as the query scenarios warm up on other queries.
  const warm = docs.slice(300, 400);
  const [stored] = await timeSideBySide([sp], some, warm, (e, d) => e.request('GET', `/wn/_doc/${d.id}/_termvectors?fields=body&term_statistics=true`));
  const [artificial] = await timeSideBySide([sp], some, warm, (e, d) => e.request('GET', '/wn/_doc/_termvectors', { doc: { body: d.body }, term_statistics: true }));
  return [
    { engine: sp.name, scenario: 'termvectors (stored doc)', docs: docs.length, ...stored },
    { engine: sp.name, scenario: 'termvectors (artificial doc)', docs: docs.length, ...artificial },
  ];
}
