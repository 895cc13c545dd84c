import type { Collector } from '../collector';
import { advanceTo, stepTo } from '../gallop';
import { smallFreqScores, TABLE_FREQS } from './small-freq-scores';
import type { TermScorer } from './term-scorer';

const f32 = Math.fround;

/**
 * A conjunction of terms (MUST clauses) scored straight from the postings into a collector: the rarest
 * term leads, the others step to its docs (a dense follower is mostly one posting behind; a far one
 * gallops), or, when every term is common, by windows of docs (collectDense). A match's score is the clause scores summed in double in clause order, rounded once
 * (ConjunctionScorer), and is only computed when the bounds say it could be collected. Every matching
 * live doc is counted.
 */
export function collectConjunction(scorers: TermScorer[], live: Uint8Array, collector: Collector): number {
  const n = scorers.length;
  // Scored inline when every clause scores freqs with norms (the usual text field): the per-clause arrays.
  let inline = true;
  for (let i = 0; i < n; i++) if (!scorers[i].needsScores || scorers[i].freqs === null || scorers[i].norms === null) inline = false;
  // perf: two clauses (the `and` of two words) need none of the per-clause arrays below.
  if (inline && n === 2 && !denseTwo(scorers[0], scorers[1])) return collectTwo(scorers[0], scorers[1], live, collector);
  // The clauses by cost, the cheapest first (an insertion sort of a few: stable, as the sort it replaces).
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    let at = order.length;
    while (at > 0 && scorers[order[at - 1]].cost > scorers[i].cost) at--;
    order.splice(at, 0, i);
  }
  const lead = scorers[order[0]];
  let bound = 0;
  for (let i = 0; i < n; i++) bound += scorers[i].maxScore;
  let dense = n <= MAX_DENSE_CLAUSES && lead.cost >= DENSE_MIN_LEAD;
  for (let k = 1; k < n && dense; k++) if (scorers[order[k]].cost > DENSE_RATIO * lead.cost) dense = false;
  if (dense) {
    const freqsOf = scorers.map((s) => s.freqs ?? EMPTY_FREQS);
    const normsOf = scorers.map((s) => s.norms ?? EMPTY_NORMS);
    const weights = scorers.map((s) => s.weight);
    const caches = scorers.map((s) => s.cache);
    return collectDense(scorers, order, live, collector, bound, inline, freqsOf, normsOf, weights, caches);
  }
  // perf: the clauses' arrays are read off the scorers (no per-clause arrays made per query: the lead of a
  // conjunction that is not dense is short, and what it costs to set up is most of its time).
  const pos: number[] = [];
  for (let i = 0; i < n; i++) pos.push(scorers[i].start);
  const leadAt = order[0];
  const docs = lead.docs;
  const leadEnd = lead.end;
  let total = 0;
  outer: for (let p = lead.start; p < leadEnd; p++) {
    const d = docs[p];
    for (let k = 1; k < n; k++) {
      const i = order[k];
      const f = scorers[i];
      const q = (pos[i] = stepTo(f.docs, pos[i], f.end, d));
      if (q >= f.end) break outer;
      if (f.docs[q] !== d) continue outer;
    }
    if (live[d] !== 1) continue;
    total++;
    const min = collector.minCompetitiveScore;
    if (bound <= min) continue;
    pos[leadAt] = p;
    let sum = 0;
    if (inline) {
      for (let i = 0; i < n; i++) {
        const s = scorers[i];
        const q = pos[i];
        const freq = s.freqs![q];
        const norm = s.norms![q];
        const one = s.freqOne;
        // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
        sum += freq === 1 && one !== null ? one[norm] : f32(f32(s.weight * freq) / f32(freq + s.cache[norm]));
      }
    } else for (let i = 0; i < n; i++) sum += scorers[i].score(pos[i]);
    const score = f32(sum);
    if (score > min) collector.collect(d, score);
  }
  return total;
}

/** The `dense` test of collectConjunction for two clauses (the shorter leads). */
function denseTwo(a: TermScorer, b: TermScorer): boolean {
  const lead = Math.min(a.cost, b.cost);
  return lead >= DENSE_MIN_LEAD && Math.max(a.cost, b.cost) <= DENSE_RATIO * lead;
}

/** Conjunctions whose every follower has at most this many times the lead's postings are matched by windows. */
const DENSE_RATIO = 8;
/** ... and whose lead has at least this many (fewer are matched as fast by stepping). */
const DENSE_MIN_LEAD = 1024;
const MAX_DENSE_CLAUSES = 16;
const WINDOW = 4096;
/** Per doc of a window: how many followers hold it, and each follower's posting there (reused: the loop is synchronous). */
const windowCounts = new Uint8Array(WINDOW);
const windowPostings: Int32Array[] = [];
/** A window's matches: the lead's posting and the doc's slot, and the score summed so far. */
const matchPostings = new Int32Array(WINDOW);
const matchSlots = new Int32Array(WINDOW);
const sums = new Float64Array(WINDOW);

/**
 * collectConjunction of common terms (a conjunction of several dense postings), a window of 4,096 docs at a
 * time: each follower's postings in the window are counted per doc (no comparison with the lead's, so no
 * mispredicted branch per posting), then the lead's docs that every follower holds are the matches, in doc
 * order, scored as collectConjunction scores them. Same docs, count and scores.
 */
function collectDense(
  scorers: TermScorer[],
  order: number[],
  live: Uint8Array,
  collector: Collector,
  bound: number,
  inline: boolean,
  freqsOf: Int32Array[],
  normsOf: Uint8Array[],
  weights: number[],
  caches: Float32Array[],
): number {
  const n = scorers.length;
  while (windowPostings.length < n) windowPostings.push(new Int32Array(WINDOW));
  const leadAt = order[0];
  const lead = scorers[leadAt];
  const docs = lead.docs;
  const leadEnd = lead.end;
  const need = n - 1;
  const counts = windowCounts;
  const pos = new Int32Array(n);
  for (let i = 0; i < n; i++) pos[i] = scorers[i].start;
  // Each clause's scores of the small freqs for every norm byte (the few thousand postings of a dense conjunction
  // repay the table; the freq-1 row is TermScorer.freqOne's).
  const tables = inline ? scorers.map((s) => smallFreqScores(s.weight, s.cache)) : [];
  let total = 0;
  let p = lead.start;
  windows: while (p < leadEnd) {
    const base = docs[p] - (docs[p] % WINDOW);
    const limit = base + WINDOW;
    for (let k = 1; k < n; k++) {
      const i = order[k];
      const s = scorers[i];
      const fdocs = s.docs;
      const end = s.end;
      const at = windowPostings[i];
      let q = advanceTo(fdocs, pos[i], end, base);
      // A follower with nothing left: no doc from here on matches.
      if (q >= end) break windows;
      for (; q < end; q++) {
        const d = fdocs[q];
        if (d >= limit) break;
        counts[d - base]++;
        at[d - base] = q;
      }
      pos[i] = q;
    }
    // The window's matches (the lead's postings and their slots), counted; then scored clause by clause, in
    // clause order (each a tight loop over the matches), and offered to the collector in doc order.
    let m = 0;
    for (; p < leadEnd; p++) {
      const d = docs[p];
      if (d >= limit) break;
      const slot = d - base;
      if (counts[slot] !== need || live[d] !== 1) continue;
      matchPostings[m] = p;
      matchSlots[m] = slot;
      m++;
    }
    total += m;
    if (m === 0 || bound <= collector.minCompetitiveScore) {
      counts.fill(0);
      continue;
    }
    sums.fill(0, 0, m);
    for (let i = 0; i < n; i++) {
      const at = i === leadAt ? matchPostings : windowPostings[i];
      const bySlot = i !== leadAt;
      if (!inline) {
        for (let k = 0; k < m; k++) sums[k] += scorers[i].score(at[bySlot ? matchSlots[k] : k]);
        continue;
      }
      const freqs = freqsOf[i];
      const norms = normsOf[i];
      const weight = weights[i];
      const cache = caches[i];
      const table = tables[i];
      for (let k = 0; k < m; k++) {
        const q = at[bySlot ? matchSlots[k] : k];
        const freq = freqs[q];
        // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
        sums[k] += freq < TABLE_FREQS ? table[(freq << 8) | norms[q]] : f32(f32(weight * freq) / f32(freq + cache[norms[q]]));
      }
    }
    for (let k = 0; k < m; k++) {
      const score = f32(sums[k]);
      if (score > collector.minCompetitiveScore) collector.collect(docs[matchPostings[k]], score);
    }
    counts.fill(0);
  }
  counts.fill(0);
  return total;
}

/**
 * collectConjunction of two clauses that score freqs with norms (a two-word `operator: and` with a rarer term),
 * with every array and weight in a local: the same docs, count and scores.
 */
function collectTwo(s0: TermScorer, s1: TermScorer, live: Uint8Array, collector: Collector): number {
  const leadIs0 = s0.cost <= s1.cost;
  const lead = leadIs0 ? s0 : s1;
  const follower = leadIs0 ? s1 : s0;
  const docs = lead.docs;
  const leadEnd = lead.end;
  const fdocs = follower.docs;
  const end = follower.end;
  const bound = s0.maxScore + s1.maxScore;
  const freqs0 = s0.freqs!;
  const freqs1 = s1.freqs!;
  const norms0 = s0.norms!;
  const norms1 = s1.norms!;
  const one0 = s0.freqOne;
  const one1 = s1.freqOne;
  const weight0 = s0.weight;
  const weight1 = s1.weight;
  const cache0 = s0.cache;
  const cache1 = s1.cache;
  let q = follower.start;
  let total = 0;
  for (let p = lead.start; p < leadEnd; p++) {
    const d = docs[p];
    q = stepTo(fdocs, q, end, d);
    if (q >= end) break;
    if (fdocs[q] !== d || live[d] !== 1) continue;
    total++;
    const min = collector.minCompetitiveScore;
    if (bound <= min) continue;
    const p0 = leadIs0 ? p : q;
    const p1 = leadIs0 ? q : p;
    const freq0 = freqs0[p0];
    const freq1 = freqs1[p1];
    // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
    const score0 = freq0 === 1 && one0 !== null ? one0[norms0[p0]] : f32(f32(weight0 * freq0) / f32(freq0 + cache0[norms0[p0]]));
    // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
    const score1 = freq1 === 1 && one1 !== null ? one1[norms1[p1]] : f32(f32(weight1 * freq1) / f32(freq1 + cache1[norms1[p1]]));
    const score = f32(score0 + score1);
    if (score > min) collector.collect(d, score);
  }
  return total;
}

const EMPTY_FREQS = new Int32Array(0);
const EMPTY_NORMS = new Uint8Array(0);
