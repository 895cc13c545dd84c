import { advanceTo } from '../gallop';
import type { TermScorer } from './term-scorer';

/** Inclusion–exclusion sums 2^n - 1 intersections: worth it for a few terms only. */
const MAX_EXCLUSION_TERMS = 4;

/** How many docs every one of `lists` holds: the shortest leads, the others gallop. */
function intersectionSize(lists: TermScorer[]): number {
  const sorted = [...lists].sort((a, b) => a.cost - b.cost);
  const lead = sorted[0];
  if (sorted.length === 2 && sorted[1].docs === lead.docs) return pairIntersectionSize(lead.docs, lead.start, lead.end, sorted[1].start, sorted[1].end);
  const pos = sorted.map((s) => s.start);
  let n = 0;
  outer: for (let p = lead.start; p < lead.end; p++) {
    const d = lead.docs[p];
    for (let j = 1; j < sorted.length; j++) {
      const s = sorted[j];
      const q = (pos[j] = advanceTo(s.docs, pos[j], s.end, d));
      if (q >= s.end) break outer;
      if (s.docs[q] !== d) continue outer;
    }
    n++;
  }
  return n;
}

/** Two ranges of one docs array: how many docs both hold (the first, shorter, leads). */
function pairIntersectionSize(docs: Int32Array, start: number, end: number, from: number, to: number): number {
  let n = 0;
  let q = from;
  for (let p = start; p < end; p++) {
    q = advanceTo(docs, q, to, docs[p]);
    if (q >= to) break;
    if (docs[q] === docs[p]) n++;
  }
  return n;
}

/** The size of the union by inclusion–exclusion (no deleted docs): cheap when most terms are rare. */
function unionByExclusion(scorers: TermScorer[]): number {
  let total = 0;
  for (let mask = 1; mask < 1 << scorers.length; mask++) {
    const subset = scorers.filter((_, i) => mask & (1 << i));
    const size = subset.length === 1 ? subset[0].cost : intersectionSize(subset);
    total += subset.length % 2 === 1 ? size : -size;
  }
  return total;
}

/** Rough work of inclusion–exclusion, in postings visited (each intersection led by its shortest list). */
function exclusionCost(scorers: TermScorer[]): number {
  let cost = 0;
  for (let mask = 1; mask < 1 << scorers.length; mask++) {
    let min = Infinity;
    let max = 0;
    let k = 0;
    scorers.forEach((s, i) => {
      if (!(mask & (1 << i))) return;
      k++;
      min = Math.min(min, s.cost);
      max = Math.max(max, s.cost);
    });
    if (k > 1) cost += min * Math.log2(2 + max / Math.max(1, min)) * (k - 1);
  }
  return cost;
}

/** Counts by merging the postings doc by doc (live docs holding at least `minMatch` of the terms). */
function countByMerge(scorers: TermScorer[], minMatch: number, live: Uint8Array, hasDeletions: boolean): number {
  const n = scorers.length;
  const pos = new Int32Array(n);
  const ends = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    pos[i] = scorers[i].start;
    ends[i] = scorers[i].end;
  }
  // Terms of one field share one docs array (read through a local, not each scorer).
  const docs = scorers[0].docs;
  if (!scorers.every((s) => s.docs === docs)) return countByMergeAny(scorers, minMatch, live, hasDeletions);
  let total = 0;
  for (;;) {
    let d = 0x7fffffff;
    for (let i = 0; i < n; i++) if (pos[i] < ends[i] && docs[pos[i]] < d) d = docs[pos[i]];
    if (d === 0x7fffffff) return total;
    let matched = 0;
    for (let i = 0; i < n; i++) {
      if (pos[i] < ends[i] && docs[pos[i]] === d) {
        matched++;
        pos[i]++;
      }
    }
    if (matched >= minMatch && (!hasDeletions || live[d] === 1)) total++;
  }
}

/** `countByMerge` for terms of several fields. */
function countByMergeAny(scorers: TermScorer[], minMatch: number, live: Uint8Array, hasDeletions: boolean): number {
  const n = scorers.length;
  const pos = scorers.map((s) => s.start);
  let total = 0;
  for (;;) {
    let d = 0x7fffffff;
    for (let i = 0; i < n; i++) if (pos[i] < scorers[i].end && scorers[i].docs[pos[i]] < d) d = scorers[i].docs[pos[i]];
    if (d === 0x7fffffff) return total;
    let matched = 0;
    for (let i = 0; i < n; i++) {
      if (pos[i] < scorers[i].end && scorers[i].docs[pos[i]] === d) {
        matched++;
        pos[i]++;
      }
    }
    if (matched >= minMatch && (!hasDeletions || live[d] === 1)) total++;
  }
}

/**
 * How many live docs hold at least `minMatch` of the terms: exact, as ES 6.8 always counts hits, but
 * without visiting every posting when most terms are rare (the union's size by inclusion–exclusion).
 */
export function countMatches(scorers: TermScorer[], minMatch: number, live: Uint8Array, hasDeletions: boolean): number {
  if (minMatch <= 1 && !hasDeletions) {
    if (scorers.length === 1) return scorers[0].cost;
    if (scorers.length <= MAX_EXCLUSION_TERMS) {
      let scan = 0;
      for (const s of scorers) scan += s.cost;
      // A gallop costs about four postings merged.
      if (4 * exclusionCost(scorers) < scan) return unionByExclusion(scorers);
    }
  }
  return countByMerge(scorers, minMatch, live, hasDeletions);
}
