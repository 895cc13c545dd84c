const f32 = Math.fround;

/** Freqs below this are scored from the tables. */
export const TABLE_FREQS = 8;

/** Tables by norm cache and weight: the common terms that make dense loops recur query after query. */
const smallFreqTables = new WeakMap<Float32Array, Map<number, Float64Array>>();
const MAX_SMALL_FREQ_TABLES = 256;

/**
 * bm25(weight, freq, norm) for freq 1 to TABLE_FREQS - 1 (at freq << 8 | norm byte; row 0 unused), for loops over
 * thousands of postings of common terms: a table read instead of a branch on freq 1 (TermScorer.freqOne's row) and a
 * float32 division.
 */
export function smallFreqScores(weight: number, cache: Float32Array): Float64Array {
  let byWeight = smallFreqTables.get(cache);
  if (byWeight === undefined) smallFreqTables.set(cache, (byWeight = new Map()));
  let table = byWeight.get(weight);
  if (table === undefined) {
    if (byWeight.size >= MAX_SMALL_FREQ_TABLES) byWeight.clear();
    byWeight.set(weight, (table = computeSmallFreqScores(weight, cache)));
  }
  return table;
}

function computeSmallFreqScores(weight: number, cache: Float32Array): Float64Array {
  const table = new Float64Array(TABLE_FREQS << 8);
  for (let freq = 1; freq < TABLE_FREQS; freq++) {
    // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
    for (let b = 0; b < 256; b++) table[(freq << 8) | b] = f32(f32(weight * freq) / f32(freq + cache[b]));
  }
  return table;
}
