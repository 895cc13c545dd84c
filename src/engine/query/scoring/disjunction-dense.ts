/**
 * A disjunction summed into a segment-wide accumulator: every posting is read, in clause order (as sumUnion),
 * and the docs come back out in doc order from a two-level bitset. The cheapest loop when no term dominates.
 */
import type { Collector } from '../collector';
import type { TermScorer } from './term-scorer';

/** Segment-wide buffers for collectDense, grown to the largest segment seen (all zero between uses). */
let acc = new Float64Array(0);
let counts = new Uint8Array(0);
let seen = new Int32Array(0);
let seenWords = new Int32Array(0);

/**
 * Every posting summed into a per-doc accumulator in clause order (as sumUnion), the docs marked in a
 * two-level bitset so they come back out in doc order; each is counted and offered to the collector.
 */
export function collectDense(scorers: TermScorer[], minMatch: number, maxDoc: number, live: Uint8Array | null, collector: Collector): number {
  if (acc.length < maxDoc) {
    acc = new Float64Array(maxDoc);
    counts = new Uint8Array(maxDoc);
    seen = new Int32Array((maxDoc >> 5) + 1);
    seenWords = new Int32Array((maxDoc >> 10) + 1);
  }
  const countMatched = minMatch > 1;
  for (const s of scorers) {
    const docs = s.docs;
    const end = s.end;
    if (countMatched) for (let p = s.start; p < end; p++) if (counts[docs[p]] < 255) counts[docs[p]]++;
    if (!s.needsScores || s.freqs === null || s.norms === null) {
      for (let p = s.start; p < end; p++) {
        const d = docs[p];
        acc[d] += s.score(p);
        const w = d >> 5;
        seen[w] |= 1 << (d & 31);
        seenWords[w >> 5] |= 1 << (w & 31);
      }
      continue;
    }
    const freqs = s.freqs;
    const norms = s.norms;
    const cache = s.cache;
    const weight = s.weight;
    const one = s.freqOne;
    for (let p = s.start; p < end; p++) {
      const d = docs[p];
      const freq = freqs[p];
      // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
      acc[d] += freq === 1 && one !== null ? one[norms[p]] : Math.fround(Math.fround(weight * freq) / Math.fround(freq + cache[norms[p]]));
      const w = d >> 5;
      seen[w] |= 1 << (d & 31);
      seenWords[w >> 5] |= 1 << (w & 31);
    }
  }
  let total = 0;
  for (let sw = 0; sw < seenWords.length; sw++) {
    let sbits = seenWords[sw];
    if (sbits === 0) continue;
    seenWords[sw] = 0;
    while (sbits !== 0) {
      const slow = sbits & -sbits;
      sbits ^= slow;
      const w = (sw << 5) + 31 - Math.clz32(slow);
      let word = seen[w];
      seen[w] = 0;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const d = (w << 5) + 31 - Math.clz32(low);
        const sum = acc[d];
        acc[d] = 0;
        if (countMatched) {
          const c = counts[d];
          counts[d] = 0;
          if (c < minMatch) continue;
        }
        if (live !== null && live[d] !== 1) continue;
        total++;
        const score = Math.fround(sum);
        if (score > collector.minCompetitiveScore) collector.collect(d, score);
      }
    }
  }
  return total;
}
