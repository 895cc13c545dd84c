/** A disjunction scored with MaxScore (Turtle and Flood), when a few long terms dwarf the others. */
import type { Collector } from '../collector';
import { advanceTo } from '../gallop';
import { NO_DOC, type TermScorer } from './term-scorer';

const WINDOW = 4096;
const WORDS = WINDOW >> 5;
/** Clauses a window keeps per-clause scores for (a match query has a few); more take the doc-at-a-time path. */
export const MAX_CLAUSES = 16;
/** Relative slack when a partial sum is compared with a threshold: covers the double sum's rounding in another order. */
const SUM_SLACK = 1e-9;

/** Reusable window buffers (one search runs at a time and never pauses inside these loops). */
const contrib = new Float64Array(WINDOW * MAX_CLAUSES);
const clauseMask = new Int32Array(WINDOW);
const candidates = new Int32Array(WORDS);
const summary = new Int32Array(WORDS >> 5);

/** Marks each term essential (1) or not for a threshold; returns the non-essential terms' bound sum. */
function splitEssential(scorers: TermScorer[], byBound: number[], threshold: number, essential: Uint8Array): number {
  let bound = 0;
  let k = 0;
  while (k < scorers.length && bound + scorers[byBound[k]].maxScore <= threshold) bound += scorers[byBound[k++]].maxScore;
  for (let j = 0; j < scorers.length; j++) essential[byBound[j]] = j < k ? 0 : 1;
  return bound;
}

function byIncreasingBound(scorers: TermScorer[]): number[] {
  return Array.from({ length: scorers.length }, (_, i) => i).sort((a, b) => scorers[a].maxScore - scorers[b].maxScore);
}

/**
 * MaxScore over windows of docs: the terms whose bounds together cannot reach the collector's threshold are
 * non-essential, read only to complete a candidate that could compete; a block that cannot compete is passed over.
 */
export function collectWindows(scorers: TermScorer[], minMatch: number, live: Uint8Array, collector: Collector) {
  const n = scorers.length;
  const pos = new Int32Array(n);
  for (let i = 0; i < n; i++) pos[i] = scorers[i].start;
  let sumBounds = 0;
  for (const s of scorers) sumBounds += s.maxScore;
  const essential = new Uint8Array(n);
  const byBound = byIncreasingBound(scorers);
  let threshold = NaN;
  let nonEssentialBound = 0;
  for (;;) {
    if (collector.minCompetitiveScore !== threshold) {
      threshold = collector.minCompetitiveScore;
      nonEssentialBound = splitEssential(scorers, byBound, threshold, essential);
    }
    // The window starts at the first doc an essential term is still on.
    let base = NO_DOC;
    for (let i = 0; i < n; i++) {
      if (essential[i] && pos[i] < scorers[i].end) {
        const d = scorers[i].docs[pos[i]];
        if (d < base) base = d;
      }
    }
    if (base === NO_DOC) return;
    const limit = base + WINDOW;

    // The essential terms' postings in the window, scored in bulk.
    for (let i = 0; i < n; i++) {
      if (!essential[i]) continue;
      const s = scorers[i];
      const docs = s.docs;
      const end = s.end;
      const others = sumBounds - s.maxScore;
      const bit = 1 << i;
      const offset = i * WINDOW;
      let p = pos[i];
      while (p < end && docs[p] < limit) {
        const b = s.blockOf(p);
        const blockEnd = Math.min(end, s.blockEnd(b));
        // A doc of this block cannot compete even with every other term: pass the block over.
        if (s.blockBound(b) + others <= threshold) {
          p = docs[blockEnd - 1] < limit ? blockEnd : advanceTo(docs, p, blockEnd, limit);
          continue;
        }
        for (; p < blockEnd && docs[p] < limit; p++) {
          const slot = docs[p] - base;
          s.scoreInto(p, contrib, offset + slot);
          clauseMask[slot] |= bit;
          const w = slot >> 5;
          candidates[w] |= 1 << (slot & 31);
          summary[w >> 5] |= 1 << (w & 31);
        }
      }
      pos[i] = p;
    }

    // Candidates in doc order: complete with the non-essential terms when they could compete, collect.
    for (let sw = 0; sw < summary.length; sw++) {
      let sbits = summary[sw];
      summary[sw] = 0;
      while (sbits !== 0) {
        const slow = sbits & -sbits;
        sbits ^= slow;
        const w = (sw << 5) + 31 - Math.clz32(slow);
        let word = candidates[w];
        candidates[w] = 0;
        while (word !== 0) {
          const low = word & -word;
          word ^= low;
          const slot = (w << 5) + 31 - Math.clz32(low);
          let mask = clauseMask[slot];
          clauseMask[slot] = 0;
          const d = base + slot;
          if (live[d] !== 1) continue;
          let partial = 0;
          for (let m = mask; m !== 0; m &= m - 1) partial += contrib[(31 - Math.clz32(m & -m)) * WINDOW + slot];
          if (partial + nonEssentialBound + SUM_SLACK * Math.abs(partial) <= threshold) continue;
          let probed = false;
          for (let i = 0; i < n; i++) {
            if (essential[i]) continue;
            const s = scorers[i];
            const p = (pos[i] = advanceTo(s.docs, pos[i], s.end, d));
            if (p < s.end && s.docs[p] === d) {
              s.scoreInto(p, contrib, i * WINDOW + slot);
              mask |= 1 << i;
              probed = true;
            }
          }
          let matched = 0;
          for (let m = mask; m !== 0; m &= m - 1) matched++;
          if (matched < minMatch) continue;
          let sum = partial;
          if (probed) {
            sum = 0;
            for (let m = mask; m !== 0; m &= m - 1) sum += contrib[(31 - Math.clz32(m & -m)) * WINDOW + slot];
          }
          const score = Math.fround(sum);
          if (score > collector.minCompetitiveScore) collector.collect(d, score);
        }
      }
    }
  }
}
