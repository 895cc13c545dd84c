import { advanceTo } from './gallop';
/**
 * The matches of a query in one segment: doc ids in increasing order with their float32 scores, in typed
 * arrays (no per-hit objects). Combinators walk several of them with forward-only cursors.
 */
export interface DocScores {
  docs: Int32Array;
  scores: Float32Array;
  length: number;
}

/** Sorted doc ids (a DocScores is one). */
export interface DocIds {
  docs: Int32Array;
  length: number;
}

export const NO_DOCS: DocScores = { docs: new Int32Array(0), scores: new Float32Array(0), length: 0 };

export function docScores(capacity: number): DocScores {
  return { docs: new Int32Array(capacity), scores: new Float32Array(capacity), length: 0 };
}

/** Appends (doc ids must come in increasing order); grows the arrays when full. */
export function push(ds: DocScores, doc: number, score: number) {
  if (ds.length === ds.docs.length) {
    const cap = Math.max(16, ds.docs.length * 2);
    const docs = new Int32Array(cap);
    docs.set(ds.docs);
    const scores = new Float32Array(cap);
    scores.set(ds.scores);
    ds.docs = docs;
    ds.scores = scores;
  }
  ds.docs[ds.length] = doc;
  ds.scores[ds.length] = score;
  ds.length++;
}

/** The first index at or after `from` whose doc is >= target (galloping, then binary search). */
export function advance(ds: DocScores, from: number, target: number): number {
  return advanceTo(ds.docs, from, ds.length, target);
}

/** Index of `doc`, or -1. */
export function indexOfDoc(ds: DocScores, doc: number): number {
  const i = advance(ds, 0, doc);
  return i < ds.length && ds.docs[i] === doc ? i : -1;
}

/**
 * Every doc in any of the lists, in doc order, with `combine` called once per doc on the scores of the
 * lists holding it (in list order). For the few lists a query has, a linear scan for the minimum is cheapest.
 */
export function union(lists: DocScores[], combine: (scores: Float32Array, matched: Int32Array, count: number) => number, minMatch = 1): DocScores {
  const live = lists.filter((l) => l.length > 0);
  if (live.length === 0) return NO_DOCS;
  const out = docScores(Math.max(...live.map((l) => l.length)));
  const pos = new Int32Array(lists.length);
  const matchedScores = new Float32Array(lists.length);
  const matchedIdx = new Int32Array(lists.length);
  for (;;) {
    let min = 0x7fffffff;
    for (let i = 0; i < lists.length; i++) if (pos[i] < lists[i].length && lists[i].docs[pos[i]] < min) min = lists[i].docs[pos[i]];
    if (min === 0x7fffffff) break;
    let count = 0;
    for (let i = 0; i < lists.length; i++) {
      const l = lists[i];
      if (pos[i] < l.length && l.docs[pos[i]] === min) {
        matchedScores[count] = l.scores[pos[i]];
        matchedIdx[count] = i;
        count++;
        pos[i]++;
      }
    }
    if (count >= minMatch) push(out, min, combine(matchedScores, matchedIdx, count));
  }
  return out;
}

/** The docs of `ds` that `keep` accepts, with their scores. */
export function filterDocs(ds: DocScores, keep: (doc: number) => boolean): DocScores {
  const out = docScores(ds.length);
  for (let i = 0; i < ds.length; i++) if (keep(ds.docs[i])) push(out, ds.docs[i], ds.scores[i]);
  return out;
}

const WINDOW = 2048;

/**
 * A disjunction's docs with their scores summed in double in list order (DisjunctionSumScorer's sum),
 * computed a window of 2048 docs at a time into reusable buckets, as Lucene's BooleanScorer does.
 */
export function sumUnion(lists: DocScores[], minMatch = 1): DocScores {
  const live = lists.filter((l) => l.length > 0);
  if (live.length === 0) return NO_DOCS;
  let total = 0;
  for (const l of live) total += l.length;
  const out = docScores(Math.min(total, 1 << 20));
  const acc = new Float64Array(WINDOW);
  const counts = new Int32Array(WINDOW);
  const bits = new Int32Array(WINDOW >> 5);
  const pos = new Int32Array(live.length);
  for (;;) {
    let min = 0x7fffffff;
    for (let i = 0; i < live.length; i++) if (pos[i] < live[i].length && live[i].docs[pos[i]] < min) min = live[i].docs[pos[i]];
    if (min === 0x7fffffff) break;
    const base = min - (min % WINDOW);
    const limit = base + WINDOW;
    for (let i = 0; i < live.length; i++) {
      const l = live[i];
      const docs = l.docs;
      const scores = l.scores;
      let p = pos[i];
      for (; p < l.length && docs[p] < limit; p++) {
        const slot = docs[p] - base;
        acc[slot] += scores[p];
        counts[slot]++;
        bits[slot >> 5] |= 1 << (slot & 31);
      }
      pos[i] = p;
    }
    for (let w = 0; w < bits.length; w++) {
      let word = bits[w];
      if (word === 0) continue;
      bits[w] = 0;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        const slot = (w << 5) + bit;
        if (counts[slot] >= minMatch) push(out, base + slot, acc[slot]);
        acc[slot] = 0;
        counts[slot] = 0;
      }
    }
  }
  return out;
}
