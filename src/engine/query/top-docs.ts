import type { Collector } from './collector';

/**
 * The k best (score desc, doc asc) of a stream of scored docs, in a binary heap whose root is the worst
 * kept: O(n log k), no per-hit objects (Lucene's TopScoreDocCollector).
 */
export class TopDocs implements Collector {
  // Plain arrays: a small typed array outside V8's heap costs more to allocate than a whole query.
  private readonly scores: number[];
  private readonly docs: number[];
  size = 0;
  /** Added to the segment-local docs given to `collect` (the leaf's doc base). */
  docBase = 0;
  /** Nothing can be collected into an empty heap: matches are only counted. */
  minCompetitiveScore: number;
  constructor(readonly k: number) {
    // Filled by push: packed arrays (new Array(k) makes holey ones, whose every read checks for a hole).
    this.scores = [];
    this.docs = [];
    for (let i = 0; i < k; i++) {
      this.scores.push(0);
      this.docs.push(0);
    }
    this.minCompetitiveScore = k === 0 ? Infinity : -Infinity;
  }

  collect(doc: number, score: number) {
    if (this.size < this.k || score > this.scores[0]) this.insert(score, this.docBase + doc);
  }

  /** Whether a doc with this score (arriving after all kept docs) would be kept. */
  competitive(score: number): boolean {
    // An empty heap (size 0: the aggregations' pass) has no scores[0]: reading past the end is V8's slow path.
    return this.size < this.k || (this.k !== 0 && score > this.scores[0]);
  }

  // perf: the heap's steps move entries on local arrays (no swap per step): every collector of every query ends
  // here, and the scoring loops that call it stay within V8's inlining budget.
  insert(score: number, doc: number) {
    if (this.k === 0) return;
    const scores = this.scores;
    const docs = this.docs;
    if (this.size < this.k) {
      // Sift up: the new entry climbs while it is worse than its parent (the root is the worst kept).
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        const ps = scores[parent];
        if (!worse(score, doc, ps, docs[parent])) break;
        scores[i] = ps;
        docs[i] = docs[parent];
        i = parent;
      }
      scores[i] = score;
      docs[i] = doc;
      if (this.size === this.k) this.minCompetitiveScore = scores[0];
      return;
    }
    // Docs arrive in increasing order, so an equal score never beats the root.
    if (worse(score, doc, scores[0], docs[0])) return;
    this.replaceRoot(score, doc);
    this.minCompetitiveScore = scores[0];
  }

  /** Puts an entry at the root and moves it down to its place. */
  private replaceRoot(score: number, doc: number) {
    const scores = this.scores;
    const docs = this.docs;
    const size = this.size;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      // The worse child, which takes the entry's place if it is worse than the entry.
      let w = l;
      const r = l + 1;
      if (r < size && worse(scores[r], docs[r], scores[l], docs[l])) w = r;
      const ws = scores[w];
      if (!worse(ws, docs[w], score, doc)) break;
      scores[i] = ws;
      docs[i] = docs[w];
      i = w;
    }
    scores[i] = score;
    docs[i] = doc;
  }

  /**
   * Sorts the kept docs best first (score desc, doc asc) in place and returns how many there are; read them
   * with scoreAt and docAt. Each worst is taken out of the heap into the place the heap gives up: no objects.
   */
  sortBestFirst(): number {
    const n = this.size;
    const scores = this.scores;
    const docs = this.docs;
    while (this.size > 0) {
      const last = --this.size;
      const worstScore = scores[0];
      const worstDoc = docs[0];
      this.replaceRoot(scores[last], docs[last]);
      scores[last] = worstScore;
      docs[last] = worstDoc;
    }
    this.minCompetitiveScore = this.k === 0 ? Infinity : -Infinity;
    return n;
  }

  /** After sortBestFirst: the i-th best score and doc. */
  scoreAt(i: number): number {
    return this.scores[i];
  }
  docAt(i: number): number {
    return this.docs[i];
  }
}

/** Entry (score, doc) is worse than entry (otherScore, otherDoc): a lower score, or the same score and a later doc. */
function worse(score: number, doc: number, otherScore: number, otherDoc: number): boolean {
  return score < otherScore || (score === otherScore && doc > otherDoc);
}
