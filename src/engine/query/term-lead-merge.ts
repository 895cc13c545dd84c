import { advanceTo } from './gallop';
import type { Collector } from './query';
import type { TermScorer } from './term-scorer';

const NO_DOC = 0x7fffffff;
/** Up to this many terms (a match query of a few words). */
export const LEAD_MAX_CLAUSES = 4;
const at = new Int32Array(LEAD_MAX_CLAUSES);
const next = new Int32Array(LEAD_MAX_CLAUSES);

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
  let p = L.start;
  let total = 0;
  for (;;) {
    let d = next[0];
    for (let i = 1; i < n; i++) if (next[i] < d) d = next[i];
    // The lead's docs before d hold no other term.
    const stop = d === NO_DOC ? leadEnd : advanceTo(leadDocs, p, leadEnd, d);
    if (stop > p) total += L.collectBlocks(p, stop, live, collector);
    if (d === NO_DOC) return total;
    p = stop;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      if (i === lead) {
        if (p < leadEnd && leadDocs[p] === d) sum += termScore(L, p++);
        continue;
      }
      if (next[i] !== d) continue;
      const s = scorers[i];
      const q = at[i];
      sum += termScore(s, q);
      at[i] = q + 1;
      next[i] = q + 1 < s.end ? s.docs[q + 1] : NO_DOC;
    }
    if (live !== null && live[d] !== 1) continue;
    total++;
    const score = Math.fround(sum);
    if (score > collector.minCompetitiveScore) collector.collect(d, score);
  }
}

/** TermScorer.score of posting p, inlined here: a double returned from a call that is not inlined is boxed. */
function termScore(s: TermScorer, p: number): number {
  const freqs = s.freqs;
  const norms = s.norms;
  if (!s.needsScores || freqs === null || norms === null) return s.score(p);
  const freq = freqs[p];
  const one = s.freqOne;
  return freq === 1 && one !== null ? one[norms[p]] : Math.fround(Math.fround(s.weight * freq) / Math.fround(freq + s.cache[norms[p]]));
}
