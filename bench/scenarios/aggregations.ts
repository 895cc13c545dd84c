/**
 * Scenario "aggregations": on the WordNet corpus, Searchpad's terms (keyword: part of speech), histogram (number:
 * gloss length) and cardinality (keyword: first title word), each beside the floor's way: one exact pass over
 * typed arrays. Also reports the error of cardinality and percentiles against the exact values on the corpus.
 */
import type { Doc } from '../corpus.ts';
import type { SearchpadBench } from '../engines.ts';
import { timeSideBySide, type Row } from '../measure.ts';

const INDEX = 'wnagg';

/** Typed-array columns of the corpus: the minimal exact computation's input. */
export interface AggColumns {
  pos: Uint8Array; // 0..3 (n, v, a, r)
  length: Int32Array;
  firstWord: Int32Array; // dictionary ordinal
  words: number;
}

const POS = ['n', 'v', 'a', 'r'];

export function columnsOf(docs: Doc[]): AggColumns {
  const dict = new Map<string, number>();
  const pos = new Uint8Array(docs.length);
  const length = new Int32Array(docs.length);
  const firstWord = new Int32Array(docs.length);
  docs.forEach((d, i) => {
    pos[i] = Math.max(0, POS.indexOf(d.id[0]));
    length[i] = d.body.length;
    const w = d.title.split(',')[0].trim();
    let o = dict.get(w);
    if (o === undefined) dict.set(w, (o = dict.size));
    firstWord[i] = o;
  });
  return { pos, length, firstWord, words: dict.size };
}

/** The floor: counts per term, per histogram key, and the exact number of distinct first words. */
export const exact = {
  terms(c: AggColumns): number[] {
    const counts = new Array<number>(POS.length).fill(0);
    for (let i = 0; i < c.pos.length; i++) counts[c.pos[i]]++;
    return counts;
  },
  histogram(c: AggColumns, interval: number): Map<number, number> {
    const out = new Map<number, number>();
    for (let i = 0; i < c.length.length; i++) {
      const k = Math.floor(c.length[i] / interval) * interval;
      out.set(k, (out.get(k) ?? 0) + 1);
    }
    return out;
  },
  cardinality(c: AggColumns): number {
    const seen = new Uint8Array(c.words);
    let n = 0;
    for (let i = 0; i < c.firstWord.length; i++) if (!seen[c.firstWord[i]]) (seen[c.firstWord[i]] = 1), n++;
    return n;
  },
  percentile(c: AggColumns, p: number): number {
    const sorted = Int32Array.from(c.length).sort();
    const index = (p / 100) * sorted.length;
    // The same definition as the t-digest's over unit centroids: between neighbours' centres.
    const lo = Math.max(0, Math.min(sorted.length - 1, Math.floor(index - 0.5)));
    const hi = Math.min(sorted.length - 1, lo + 1);
    const f = index - 0.5 - lo;
    return sorted[lo] + (sorted[hi] - sorted[lo]) * Math.max(0, Math.min(1, f));
  },
};

export async function loadAggIndex(sp: SearchpadBench, docs: Doc[]) {
  await sp.request('PUT', `/${INDEX}`, { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { pos: { type: 'keyword' }, length: { type: 'integer' }, first: { type: 'keyword' } } } } });
  for (let from = 0; from < docs.length; from += 5000) {
    const lines: string[] = [];
    for (const d of docs.slice(from, from + 5000)) {
      lines.push(JSON.stringify({ index: { _id: d.id } }));
      lines.push(JSON.stringify({ pos: d.id[0], length: d.body.length, first: d.title.split(',')[0].trim() }));
    }
    await sp.request('POST', `/${INDEX}/_doc/_bulk`, lines.join('\n') + '\n');
  }
  await sp.request('POST', `/${INDEX}/_refresh`);
}

type AggEngine = { name: string; run(kind: string): Promise<unknown> | unknown };

export async function aggregationScenarios(sp: SearchpadBench, docs: Doc[]): Promise<Row[]> {
  await loadAggIndex(sp, docs);
  const cols = columnsOf(docs);
  const bodies: Record<string, unknown> = {
    terms: { size: 0, aggs: { a: { terms: { field: 'pos' } } } },
    histogram: { size: 0, aggs: { a: { histogram: { field: 'length', interval: 50 } } } },
    cardinality: { size: 0, aggs: { a: { cardinality: { field: 'first' } } } },
  };
  const searchpad: AggEngine = { name: sp.name, run: (kind) => sp.request('POST', `/${INDEX}/_search`, bodies[kind]) };
  const floor: AggEngine = {
    name: 'floor',
    run: (kind) => (kind === 'terms' ? exact.terms(cols) : kind === 'histogram' ? exact.histogram(cols, 50) : exact.cardinality(cols)),
  };
  const rows: Row[] = [];
  for (const kind of Object.keys(bodies)) {
    const runs = Array.from({ length: 30 }, () => kind);
    const [mine, theirs] = await timeSideBySide([searchpad, floor], runs, runs.slice(0, 3), (e, k) => e.run(k));
    rows.push({ engine: sp.name, scenario: `aggregation ${kind}`, docs: docs.length, ...mine, floor_p50_us: theirs.p50_us });
    rows.push({ engine: 'floor', scenario: `aggregation ${kind}`, docs: docs.length, ...theirs });
  }
  // Accuracy against the exact values on this corpus (not a timing).
  const r = (await sp.request('POST', `/${INDEX}/_search`, {
    size: 0,
    aggs: { c: { cardinality: { field: 'first' } }, c40k: { cardinality: { field: 'first', precision_threshold: 40000 } }, p: { percentiles: { field: 'length', percents: [50, 99] } } },
  })) as { body: { aggregations: { c: { value: number }; c40k: { value: number }; p: { values: Record<string, number> } } } };
  const aggs = r.body.aggregations;
  const card = exact.cardinality(cols);
  const pct = (got: number, want: number) => `${(((got - want) / want) * 100).toFixed(3)}%`;
  rows.push({
    engine: sp.name,
    scenario: 'aggregation accuracy',
    docs: docs.length,
    note: `cardinality ${aggs.c.value} vs exact ${card} (${pct(aggs.c.value, card)}; threshold 40000: ${pct(aggs.c40k.value, card)}); ` +
      `p50 ${aggs.p.values['50.0']} vs ${exact.percentile(cols, 50)} (${pct(aggs.p.values['50.0'], exact.percentile(cols, 50))}), ` +
      `p99 ${aggs.p.values['99.0']} vs ${exact.percentile(cols, 99)} (${pct(aggs.p.values['99.0'], exact.percentile(cols, 99))})`,
  });
  return rows;
}
