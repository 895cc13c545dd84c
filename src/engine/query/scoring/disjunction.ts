import type { Collector } from '../query';
import { advanceTo } from '../gallop';
import type { TermScorer } from './term-scorer';
import { countMatches } from './match-count';
import { collectLeadMerge, LEAD_MAX_CLAUSES } from './disjunction-lead-merge';

const WINDOW = 4096;
const WORDS = WINDOW >> 5;
/** Clauses a window keeps per-clause scores for (a match query has a few); more take the doc-at-a-time path. */
const MAX_CLAUSES = 16;
/** Relative slack when a partial sum is compared with a threshold: covers the double sum's rounding in another order. */
const SUM_SLACK = 1e-9;
const NO_DOC = 0x7fffffff;
/** How many times the others' postings the lead's must hold for collectLeadMerge. */
const LEAD_SKEW = 4;

/** Reusable window buffers (one search runs at a time and never pauses inside these loops). */
const contrib = new Float64Array(WINDOW * MAX_CLAUSES);
const clauseMask = new Int32Array(WINDOW);
const candidates = new Int32Array(WORDS);
const summary = new Int32Array(WORDS >> 5);

/** MaxScore pays off when the longest terms dwarf the others: the rest of the time every posting is read anyway. */
const SKEW = 16;

/**
 * A disjunction of terms (SHOULD clauses, at least `minMatch` of them) scored straight from the postings
 * into a collector: a doc's score is its clause scores summed in double in clause order and rounded once
 * to float32, exactly what the materialized `sumUnion` gives, and every matching live doc is counted.
 * Terms of comparable length are summed into a segment-wide accumulator (every posting is read: the
 * cheapest loop); when a few long terms dwarf the others, MaxScore skips most of their postings.
 */
export function collectDisjunction(scorers: TermScorer[], minMatch: number, live: Uint8Array, hasDeletions: boolean, collector: Collector): number {
  let longest = 0;
  let lead = 0;
  let all = 0;
  for (let i = 0; i < scorers.length; i++) {
    const cost = scorers[i].cost;
    all += cost;
    if (cost > longest) {
      longest = cost;
      lead = i;
    }
  }
  // Without deletions every doc is live: the loops skip the scattered read of `live`.
  const liveOrAll = hasDeletions ? live : null;
  // One term holds most postings: runs of it alone between the others' docs, its blocks skipped when they cannot compete.
  if (minMatch === 1 && scorers.length <= LEAD_MAX_CLAUSES && longest >= LEAD_SKEW * (all - longest)) return collectLeadMerge(scorers, lead, liveOrAll, collector);
  // Short lists: merged doc by doc, which reads every posting for less than MaxScore's windows skip.
  if (scorers.length <= MERGE_MAX_CLAUSES && all <= MERGE_MAX_POSTINGS) return collectMerge(scorers, minMatch, liveOrAll, collector);
  // MaxScore skips the longest term only once the k-th best score passes that term's bound. With fewer
  // than k postings in the other terms, docs holding the longest term alone fill the heap, the k-th best
  // stays under its bound, and every posting is read anyway: the dense loop reads them for less.
  const skippable = all - longest >= collector.k;
  if (scorers.length > 1 && scorers.length <= MAX_CLAUSES && skippable && longest > SKEW * (all - longest)) {
    const total = countMatches(scorers, minMatch, live, hasDeletions);
    collectWindows(scorers, minMatch, live, collector);
    return total;
  }
  return collectDense(scorers, minMatch, live.length, liveOrAll, collector);
}

/**
 * Up to this many terms and postings, a doc-at-a-time merge of the lists beats the accumulator: its
 * scattered writes to a segment-wide array miss the cache for each posting (measured on 117k docs: 10–30%
 * faster below 16k postings, 15–60% slower above).
 */
const MERGE_MAX_CLAUSES = 4;
const MERGE_MAX_POSTINGS = 16384;
const mergeAt = new Int32Array(MERGE_MAX_CLAUSES);
const mergeDoc = new Int32Array(MERGE_MAX_CLAUSES);

/**
 * The lists merged doc by doc: each doc's clause scores summed in double in clause order (as sumUnion)
 * and rounded once. Only the postings and norms are read, in order; nothing segment-wide is written.
 */
function collectMerge(scorers: TermScorer[], minMatch: number, live: Uint8Array | null, collector: Collector): number {
  const n = scorers.length;
  if (n === 2 && scoresFromTables(scorers[0]) && scoresFromTables(scorers[1])) return collectMerge2(scorers[0], scorers[1], minMatch, live, collector);
  for (let i = 0; i < n; i++) {
    const s = scorers[i];
    mergeAt[i] = s.start;
    mergeDoc[i] = s.start < s.end ? s.docs[s.start] : NO_DOC;
  }
  let total = 0;
  for (;;) {
    let d = mergeDoc[0];
    for (let i = 1; i < n; i++) if (mergeDoc[i] < d) d = mergeDoc[i];
    if (d === NO_DOC) return total;
    let sum = 0;
    let matched = 0;
    for (let i = 0; i < n; i++) {
      if (mergeDoc[i] !== d) continue;
      const s = scorers[i];
      const p = mergeAt[i];
      matched++;
      const freqs = s.freqs;
      const norms = s.norms;
      if (!s.needsScores || freqs === null || norms === null) {
        s.scoreInto(p, mergeScore, 0);
        sum += mergeScore[0];
      } else {
        // TermScorer.score, inlined
        const freq = freqs[p];
        const one = s.freqOne;
        sum += freq === 1 && one !== null ? one[norms[p]] : Math.fround(Math.fround(s.weight * freq) / Math.fround(freq + s.cache[norms[p]]));
      }
      const next = p + 1;
      mergeAt[i] = next;
      mergeDoc[i] = next < s.end ? s.docs[next] : NO_DOC;
    }
    if (matched < minMatch || (live !== null && live[d] !== 1)) continue;
    total++;
    const score = Math.fround(sum);
    if (score > collector.minCompetitiveScore) collector.collect(d, score);
  }
}
const mergeScore = new Float64Array(1);

/** Whether a scorer's scores come from its freqs, norms and weight (the loops below inline that). */
function scoresFromTables(s: TermScorer): boolean {
  return s.needsScores && s.freqs !== null && s.norms !== null;
}

/**
 * collectMerge of two terms (a match of two words, the commonest): each list's cursor and scoring state
 * in locals, no per-posting reads of the scorer objects. A doc of both sums a's score then b's in double
 * (clause order) and rounds once; with fewer than `minMatch` of the two (the query's other terms are
 * missing from this segment), a doc is passed over.
 */
function collectMerge2(a: TermScorer, b: TermScorer, minMatch: number, live: Uint8Array | null, collector: Collector): number {
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
      sum += f === 1 && aOne !== null ? aOne[aNorms[pa]] : Math.fround(Math.fround(aWeight * f) / Math.fround(f + aCache[aNorms[pa]]));
      matched++;
      da = ++pa < aEnd ? aDocs[pa] : NO_DOC;
    }
    if (db === d) {
      const f = bFreqs[pb];
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

/** Segment-wide buffers for collectDense, grown to the largest segment seen (all zero between uses). */
let acc = new Float64Array(0);
let counts = new Uint8Array(0);
let seen = new Int32Array(0);
let seenWords = new Int32Array(0);

/**
 * Every posting summed into a per-doc accumulator in clause order (as sumUnion), the docs marked in a
 * two-level bitset so they come back out in doc order; each is counted and offered to the collector.
 */
function collectDense(scorers: TermScorer[], minMatch: number, maxDoc: number, live: Uint8Array | null, collector: Collector): number {
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
    // TermScorer.score, inlined
    const freqs = s.freqs;
    const norms = s.norms;
    const cache = s.cache;
    const weight = s.weight;
    const one = s.freqOne;
    for (let p = s.start; p < end; p++) {
      const d = docs[p];
      const freq = freqs[p];
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

function collectWindows(scorers: TermScorer[], minMatch: number, live: Uint8Array, collector: Collector) {
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
