/** A disjunction of two terms merged doc by doc, each list's cursor and scoring state in locals. */
import type { Collector } from '../collector';
import { NO_DOC, type TermScorer } from './term-scorer';

/** Whether a scorer's scores come from its freqs, norms and weight (the loops that inline the score need it). */
export function scoresFromTables(s: TermScorer): boolean {
  return s.needsScores && s.freqs !== null && s.norms !== null;
}

/**
 * collectMerge of two terms (a match of two words, the commonest): each list's cursor and scoring state
 * in locals, no per-posting reads of the scorer objects. A doc of both sums a's score then b's in double
 * (clause order) and rounds once; with fewer than `minMatch` of the two (the query's other terms are
 * missing from this segment), a doc is passed over.
 */
export function collectMerge2(a: TermScorer, b: TermScorer, minMatch: number, live: Uint8Array | null, collector: Collector): number {
  const aDocs = a.docs, aFreqs = a.freqs!, aNorms = a.norms!, aOne = a.freqOne, aCache = a.cache, aWeight = a.weight, aEnd = a.end;
  const bDocs = b.docs, bFreqs = b.freqs!, bNorms = b.norms!, bOne = b.freqOne, bCache = b.cache, bWeight = b.weight, bEnd = b.end;
  let pa = a.start;
  let pb = b.start;
  let da = pa < aEnd ? aDocs[pa] : NO_DOC;
  let db = pb < bEnd ? bDocs[pb] : NO_DOC;
  let total = 0;
  for (;;) {
    const d = da < db ? da : db;
    if (d === NO_DOC) return total;
    let sum = 0;
    let matched = 0;
    if (da === d) {
      const f = aFreqs[pa];
      // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
      sum += f === 1 && aOne !== null ? aOne[aNorms[pa]] : Math.fround(Math.fround(aWeight * f) / Math.fround(f + aCache[aNorms[pa]]));
      matched++;
      da = ++pa < aEnd ? aDocs[pa] : NO_DOC;
    }
    if (db === d) {
      const f = bFreqs[pb];
      // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
      sum += f === 1 && bOne !== null ? bOne[bNorms[pb]] : Math.fround(Math.fround(bWeight * f) / Math.fround(f + bCache[bNorms[pb]]));
      matched++;
      db = ++pb < bEnd ? bDocs[pb] : NO_DOC;
    }
    if (matched < minMatch || (live !== null && live[d] !== 1)) continue;
    total++;
    const score = Math.fround(sum);
    if (score > collector.minCompetitiveScore) collector.collect(d, score);
  }
}
