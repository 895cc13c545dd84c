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
    this.scores = new Array<number>(k).fill(0);
    this.docs = new Array<number>(k).fill(0);
    this.minCompetitiveScore = k === 0 ? Infinity : -Infinity;
  }

  collect(doc: number, score: number) {
    if (this.size < this.k || score > this.scores[0]) this.insert(score, this.docBase + doc);
  }

  /** a is worse than b: lower score, or same score and higher doc. */
  private worse(i: number, j: number) {
    return this.scores[i] < this.scores[j] || (this.scores[i] === this.scores[j] && this.docs[i] > this.docs[j]);
  }

  private swap(i: number, j: number) {
    const s = this.scores[i];
    this.scores[i] = this.scores[j];
    this.scores[j] = s;
    const d = this.docs[i];
    this.docs[i] = this.docs[j];
    this.docs[j] = d;
  }

  /** Whether a doc with this score (arriving after all kept docs) would be kept. */
  competitive(score: number): boolean {
    return this.size < this.k || score > this.scores[0];
  }

  insert(score: number, doc: number) {
    if (this.k === 0) return;
    if (this.size < this.k) {
      let i = this.size++;
      this.scores[i] = score;
      this.docs[i] = doc;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
      if (this.size === this.k) this.minCompetitiveScore = this.scores[0];
      return;
    }
    // Docs arrive in increasing order, so an equal score never beats the root.
    if (score < this.scores[0] || (score === this.scores[0] && doc > this.docs[0])) return;
    this.scores[0] = score;
    this.docs[0] = doc;
    this.siftDown();
    this.minCompetitiveScore = this.scores[0];
  }

  /** Moves the root down to its place. */
  private siftDown() {
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < this.size && this.worse(l, w)) w = l;
      if (r < this.size && this.worse(r, w)) w = r;
      if (w === i) break;
      this.swap(i, w);
      i = w;
    }
  }

  /** Best first (score desc, doc asc), taken out of the heap worst first: the collector is empty after. */
  sorted(): Array<{ score: number; doc: number }> {
    const out = new Array<{ score: number; doc: number }>(this.size);
    while (this.size > 0) {
      out[this.size - 1] = { score: this.scores[0], doc: this.docs[0] };
      const last = --this.size;
      this.scores[0] = this.scores[last];
      this.docs[0] = this.docs[last];
      this.siftDown();
    }
    this.minCompetitiveScore = this.k === 0 ? Infinity : -Infinity;
    return out;
  }
}
