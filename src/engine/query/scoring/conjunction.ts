import type { Collector } from '../collector';
import { advanceTo } from '../gallop';
import type { TermScorer } from './term-scorer';

const f32 = Math.fround;

/**
 * A conjunction of terms (MUST clauses) scored straight from the postings into a collector: the rarest
 * term leads, the others gallop to its docs. A match's score is the clause scores summed in double in
 * clause order, rounded once (ConjunctionScorer), and is only computed when the bounds say it could be
 * collected. Every matching live doc is counted.
 */
export function collectConjunction(scorers: TermScorer[], live: Uint8Array, collector: Collector): number {
  const n = scorers.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scorers[a].cost - scorers[b].cost);
  const lead = scorers[order[0]];
  const pos = new Int32Array(n);
  for (let i = 0; i < n; i++) pos[i] = scorers[i].start;
  let bound = 0;
  for (const s of scorers) bound += s.maxScore;
  const docs = lead.docs;
  let total = 0;
  outer: for (let p = lead.start; p < lead.end; p++) {
    const d = docs[p];
    pos[order[0]] = p;
    for (let j = 1; j < n; j++) {
      const i = order[j];
      const s = scorers[i];
      const q = (pos[i] = advanceTo(s.docs, pos[i], s.end, d));
      if (q >= s.end) break outer;
      if (s.docs[q] !== d) continue outer;
    }
    if (live[d] !== 1) continue;
    total++;
    if (bound <= collector.minCompetitiveScore) continue;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += scorers[i].score(pos[i]);
    const score = f32(sum);
    if (score > collector.minCompetitiveScore) collector.collect(d, score);
  }
  return total;
}
