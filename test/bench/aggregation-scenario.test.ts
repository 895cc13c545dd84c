import { describe, expect, it } from 'vitest';
import { searchpad } from '../../bench/engines';
import { columnsOf, exact, loadAggIndex } from '../../bench/scenarios/aggregations';

type Body = { aggregations: Record<string, { buckets: Array<{ key: string | number; doc_count: number }>; value: number }> };

describe('bench aggregation scenario', () => {
  it("Searchpad's terms, histogram and cardinality equal the floor's exact typed-array results", async () => {
    const docs = Array.from({ length: 400 }, (_, i) => ({ id: `${'nvar'[i % 4]}${i}`, title: `w${i % 37}, other`, body: 'x'.repeat((i * 13) % 300) }));
    const sp = searchpad();
    await loadAggIndex(sp, docs);
    const cols = columnsOf(docs);
    const r = (await sp.request('POST', '/wnagg/_search', {
      size: 0,
      aggs: { t: { terms: { field: 'pos' } }, h: { histogram: { field: 'length', interval: 50 } }, c: { cardinality: { field: 'first' } } },
    })) as { body: Body };
    const a = r.body.aggregations;
    const counts = exact.terms(cols);
    for (const b of a.t.buckets) expect(b.doc_count).toBe(counts['nvar'.indexOf(String(b.key))]);
    const histo = exact.histogram(cols, 50);
    for (const b of a.h.buckets) expect(b.doc_count).toBe(histo.get(Number(b.key)) ?? 0);
    expect(a.c.value).toBe(exact.cardinality(cols));
  });
});
