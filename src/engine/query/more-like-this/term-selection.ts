/**
 * The tf-idf term selection that Lucene's MoreLikeThis (ES's XMoreLikeThis) and ES's TermVectorsFilter share:
 * the noise tests, the score `tf * idf` with ClassicSimilarity's idf (Lucene 7: `log((numDocs+1)/(docFreq+1)) + 1`,
 * in double, rounded once to float), and Lucene's bounded PriorityQueue of ScoreTerms. One implementation: the
 * term vectors `filter` and the more_like_this query both call `selectTerms`.
 */

/** A term the queue kept, with what its score was made of. */
export interface ScoreTerm {
  term: string;
  /** The field the term is searched in (for a like text over several fields: the one with the largest docFreq). */
  field: string;
  score: number;
  idf: number;
  docFreq: number;
  freq: number;
}

/** What makes a term worth keeping (XMoreLikeThis's and TermVectorsFilter's settings, their names). */
export interface TermSelection {
  maxTerms: number;
  minTermFreq: number;
  /** Term vectors only (MoreLikeThis has no upper bound on the term frequency). */
  maxTermFreq: number;
  minDocFreq: number;
  maxDocFreq: number;
  minWordLength: number;
  maxWordLength: number;
  stopWords?: ReadonlySet<string>;
}

const f32 = Math.fround;

/** ClassicSimilarity.idf (Lucene 7.7). */
export function classicIdf(docFreq: number, numDocs: number): number {
  return f32(Math.log((numDocs + 1) / (docFreq + 1)) + 1);
}

/** isNoiseWord: too short, too long (in UTF-16 units, Java's String.length) or a stop word. */
export function isNoiseWord(term: string, s: TermSelection): boolean {
  const len = term.length;
  if (s.minWordLength > 0 && len < s.minWordLength) return true;
  if (s.maxWordLength > 0 && len > s.maxWordLength) return true;
  return s.stopWords !== undefined && s.stopWords.has(term);
}

/**
 * Lucene's PriorityQueue (1-based heap, lessThan = score <) bounded to `max`: while not full, add and up-heap;
 * when full, a strictly better term overwrites the top and sifts down (ties never evict). `pop` takes the
 * least first, as MoreLikeThis builds its query.
 */
export class ScoreTermQueue {
  private heap: Array<ScoreTerm | undefined> = [undefined];
  constructor(private readonly max: number) {}
  get size() {
    return this.heap.length - 1;
  }
  offer(x: ScoreTerm) {
    if (this.size < this.max) {
      this.heap.push(x);
      this.upHeap(this.size);
    } else if (this.size > 0 && this.heap[1]!.score < x.score) {
      this.heap[1] = x;
      this.downHeap();
    }
  }
  pop(): ScoreTerm | undefined {
    if (this.size === 0) return undefined;
    const top = this.heap[1]!;
    const last = this.heap.pop()!;
    if (this.size > 0) {
      this.heap[1] = last;
      this.downHeap();
    }
    return top;
  }
  /** The heap's array order (what TermVectorsFilter reads back). */
  items(): ScoreTerm[] {
    return this.heap.slice(1) as ScoreTerm[];
  }
  private upHeap(at: number) {
    const x = this.heap[at]!;
    let i = at;
    while (i > 1 && x.score < this.heap[i >> 1]!.score) {
      this.heap[i] = this.heap[i >> 1];
      i >>= 1;
    }
    this.heap[i] = x;
  }
  private downHeap() {
    const x = this.heap[1]!;
    let i = 1;
    for (;;) {
      let j = i << 1;
      if (j > this.size) break;
      const k = j + 1;
      if (k <= this.size && this.heap[k]!.score < this.heap[j]!.score) j = k;
      if (!(this.heap[j]!.score < x.score)) break;
      this.heap[i] = this.heap[j];
      i = j;
    }
    this.heap[i] = x;
  }
}

/** A candidate term with its frequency in the liked text or liked doc. */
export interface Candidate {
  term: string;
  freq: number;
}

/**
 * createQueue: in the candidates' order, drop noise (when `checkNoise`; MoreLikeThis drops it earlier, while
 * counting), terms too rare or too frequent in the source, terms outside [minDocFreq, maxDocFreq] or absent
 * from the index, and keep the best `maxTerms` by `freq * idf`.
 */
export function selectTerms(
  candidates: Iterable<Candidate>,
  count: number,
  docFreq: (term: string) => { docFreq: number; field: string },
  numDocs: number,
  s: TermSelection,
  checkNoise = true,
): ScoreTermQueue {
  const queue = new ScoreTermQueue(Math.min(s.maxTerms, count));
  for (const { term, freq } of candidates) {
    if (checkNoise && isNoiseWord(term, s)) continue;
    if (s.minTermFreq > 0 && freq < s.minTermFreq) continue;
    if (freq > s.maxTermFreq) continue;
    const df = docFreq(term);
    if (s.minDocFreq > 0 && df.docFreq < s.minDocFreq) continue;
    if (df.docFreq > s.maxDocFreq || df.docFreq === 0) continue;
    const idf = classicIdf(df.docFreq, numDocs);
    queue.offer({ term, field: df.field, score: f32(freq * idf), idf, docFreq: df.docFreq, freq });
  }
  return queue;
}
