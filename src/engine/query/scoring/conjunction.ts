import type { Collector } from '../collector';
import { advanceTo } from '../gallop';
import type { TermScorer } from './term-scorer';

const f32 = Math.fround;

/**
 * A conjunction of terms (MUST clauses) scored straight from the postings into a collector: the rarest
 * term leads, the others step to its docs (a dense follower is mostly one posting behind; a far one
 * gallops). A match's score is the clause scores summed in double in clause order, rounded once
 * (ConjunctionScorer), and is only computed when the bounds say it could be collected. Every matching
 * live doc is counted.
 */
export function collectConjunction(scorers: TermScorer[], live: Uint8Array, collector: Collector): number {
  const n = scorers.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scorers[a].cost - scorers[b].cost);
  const lead = scorers[order[0]];
  const pos = new Int32Array(n);
  const ends = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    pos[i] = scorers[i].start;
    ends[i] = scorers[i].end;
  }
  // The followers in cost order, their postings' docs by clause.
  const followers = Int32Array.from(order.slice(1));
  const docsOf = scorers.map((s) => s.docs);
  let bound = 0;
  for (const s of scorers) bound += s.maxScore;
  // Scored inline when every clause scores freqs with norms (the usual text field): the per-clause arrays.
  const inline = scorers.every((s) => s.needsScores && s.freqs !== null && s.norms !== null);
  const freqsOf = scorers.map((s) => s.freqs ?? EMPTY_FREQS);
  const normsOf = scorers.map((s) => s.norms ?? EMPTY_NORMS);
  const freqOneOf = scorers.map((s) => s.freqOne);
  const weights = Float64Array.from(scorers, (s) => s.weight);
  const caches = scorers.map((s) => s.cache);
  const leadAt = order[0];
  const docs = lead.docs;
  const leadEnd = lead.end;
  let total = 0;
  outer: for (let p = lead.start; p < leadEnd; p++) {
    const d = docs[p];
    for (let k = 0; k < followers.length; k++) {
      const i = followers[k];
      const fdocs = docsOf[i];
      const end = ends[i];
      let q = pos[i];
      if (q < end && fdocs[q] < d) {
        q++;
        if (q < end && fdocs[q] < d) q = advanceTo(fdocs, q + 1, end, d);
      }
      pos[i] = q;
      if (q >= end) break outer;
      if (fdocs[q] !== d) continue outer;
    }
    if (live[d] !== 1) continue;
    total++;
    const min = collector.minCompetitiveScore;
    if (bound <= min) continue;
    pos[leadAt] = p;
    let sum = 0;
    if (inline) {
      for (let i = 0; i < n; i++) {
        const q = pos[i];
        const freq = freqsOf[i][q];
        const norm = normsOf[i][q];
        const one = freqOneOf[i];
        // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
        sum += freq === 1 && one !== null ? one[norm] : f32(f32(weights[i] * freq) / f32(freq + caches[i][norm]));
      }
    } else for (let i = 0; i < n; i++) sum += scorers[i].score(pos[i]);
    const score = f32(sum);
    if (score > min) collector.collect(d, score);
  }
  return total;
}

const EMPTY_FREQS = new Int32Array(0);
const EMPTY_NORMS = new Uint8Array(0);
