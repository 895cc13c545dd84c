import { advanceTo } from '../gallop';
import type { Collector } from '../collector';
import { NO_DOC, type TermScorer } from './term-scorer';
import { TopDocs } from '../top-docs';

/** Up to this many terms (a match query of a few words). */
export const LEAD_MAX_CLAUSES = 4;
const at = new Int32Array(LEAD_MAX_CLAUSES);
const next = new Int32Array(LEAD_MAX_CLAUSES);
/** Where a clause's score is read from (scoreInto: a score returned by a call that is not inlined is boxed). */
const scratch = new Float64Array(1);

/**
 * A disjunction (any one term matches) whose longest term, the lead, holds most of the postings: the
 * other terms' docs are merged doc by doc, and between two of them the lead's postings are a single-term
 * run, collected as a term query collects them (block by block, a block that cannot compete only counted).
 * A doc of several terms sums their scores in double in clause order and rounds once, as sumUnion does;
 * a doc of the lead alone scores the lead's float32 score. Every matching live doc is counted.
 */
export function collectLeadMerge(scorers: TermScorer[], lead: number, live: Uint8Array | null, collector: Collector): number {
  const n = scorers.length;
  for (let i = 0; i < n; i++) {
    const s = scorers[i];
    at[i] = s.start;
    next[i] = i === lead || s.start >= s.end ? NO_DOC : s.docs[s.start];
  }
  const L = scorers[lead];
  const leadDocs = L.docs;
  const leadEnd = L.end;
  L.floor = seedThreshold(scorers, lead, live, collector.k);
  let p = L.start;
  let total = 0;
  for (;;) {
    let d = next[0];
    for (let i = 1; i < n; i++) if (next[i] < d) d = next[i];
    // The lead's docs before d hold no other term.
    const stop = d === NO_DOC ? leadEnd : advanceTo(leadDocs, p, leadEnd, d);
    if (stop > p) total += L.collectBlocks(p, stop, live, collector);
    if (d === NO_DOC) {
      L.floor = -Infinity;
      return total;
    }
    p = stop;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      if (i === lead) {
        if (p < leadEnd && leadDocs[p] === d) {
          L.scoreInto(p++, scratch, 0);
          sum += scratch[0];
        }
        continue;
      }
      if (next[i] !== d) continue;
      const s = scorers[i];
      const q = at[i];
      s.scoreInto(q, scratch, 0);
      sum += scratch[0];
      at[i] = q + 1;
      next[i] = q + 1 < s.end ? s.docs[q + 1] : NO_DOC;
    }
    if (live !== null && live[d] !== 1) continue;
    total++;
    const score = Math.fround(sum);
    if (score > collector.minCompetitiveScore) collector.collect(d, score);
  }
}

/** Seeds only from a term this short (its postings are all scored once more). */
const SEED_MAX_POSTINGS = 4096;
/** Seeds only for a page this small (the k best of the seed term are kept in a heap). */
const SEED_MAX_K = 100;

/**
 * A score the query's k-th best is known to reach before any doc is collected: the k-th best score of
 * another term alone. Each of those k docs scores at least that much in the query (a sum of
 * non-negative clause scores, rounded, never falls below one of them), so a run of the lead alone whose
 * bound is below it is only counted, from the first block on, not once the heap has caught up. The
 * rarest terms score highest, so this often passes over all of a common lead. -Infinity when no term
 * other than the lead has k live docs, or a weight is not positive.
 */
function seedThreshold(scorers: TermScorer[], lead: number, live: Uint8Array | null, k: number): number {
  if (k === 0 || k > SEED_MAX_K) return -Infinity;
  let seed: TermScorer | undefined;
  for (let i = 0; i < scorers.length; i++) {
    const s = scorers[i];
    if (!(s.weight > 0) || !s.needsScores) return -Infinity;
    if (i !== lead && s.cost >= k && s.cost <= SEED_MAX_POSTINGS && (seed === undefined || s.maxScore > seed.maxScore)) seed = s;
  }
  if (seed === undefined) return -Infinity;
  const best = new TopDocs(k);
  for (let p = seed.start; p < seed.end; p++) {
    const d = seed.docs[p];
    if (live === null || live[d] === 1) best.collect(d, seed.score(p));
  }
  // Full, its worst kept score is the k-th best.
  return best.size < k ? -Infinity : best.minCompetitiveScore;
}
