import { ScoreTableCache } from './score-table-cache';

const f32 = Math.fround;

/** Freqs below this are scored from the tables. */
export const TABLE_FREQS = 8;

/**
 * bm25(weight, freq, norm) for freq 1 to TABLE_FREQS - 1 (at freq << 8 | norm byte; row 0 unused), for loops over
 * thousands of postings of common terms: a table read instead of a branch on freq 1 (TermScorer.freqOne's row) and a
 * float32 division. Kept per norm cache and weight (at most 256 weights per cache).
 */
export function smallFreqScores(weight: number, cache: Float32Array): Float64Array {
  return smallFreqTables.get(weight, cache);
}

function computeSmallFreqScores(weight: number, cache: Float32Array): Float64Array {
  const table = new Float64Array(TABLE_FREQS << 8);
  for (let freq = 1; freq < TABLE_FREQS; freq++) {
    // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
    for (let b = 0; b < 256; b++) table[(freq << 8) | b] = f32(f32(weight * freq) / f32(freq + cache[b]));
  }
  return table;
}

const smallFreqTables = new ScoreTableCache(256, computeSmallFreqScores);
