import type { TermsFilter } from './termvectors-request';

interface Scored {
  term: string;
  score: number;
}

/**
 * Lucene's PriorityQueue (1-based heap, lessThan = score <) bounded to `size`: while not full add and
 * up-heap; when full, a strictly better term overwrites the top and sifts down. Ties never evict.
 */
class BoundedMinHeap {
  private heap: Array<Scored | undefined> = [undefined];
  constructor(private readonly max: number) {}
  get size() {
    return this.heap.length - 1;
  }
  offer(x: Scored) {
    if (this.size < this.max) {
      this.heap.push(x);
      let i = this.size;
      while (i > 1 && x.score < this.heap[i >> 1]!.score) {
        this.heap[i] = this.heap[i >> 1];
        i >>= 1;
      }
      this.heap[i] = x;
    } else if (this.size > 0 && this.heap[1]!.score < x.score) {
      this.heap[1] = x;
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
  items(): Scored[] {
    return this.heap.slice(1) as Scored[];
  }
}

/**
 * TermVectorsFilter for one field: noise tests, the classic tf-idf score
 * `f32(freq * f32(ln((numDocs+1)/(docFreq+1)) + 1))`, and the best `max_num_terms`. Returns the kept
 * terms' scores (output stays in term order).
 */
export function selectTerms(
  terms: Array<{ term: string; freq: number }>,
  docFreq: (term: string) => number,
  numDocs: number,
  f: TermsFilter,
): Map<string, number> {
  const heap = new BoundedMinHeap(Math.min(f.maxNumTerms, terms.length));
  for (const { term, freq } of terms) {
    const len = term.length;
    if (f.minWordLength > 0 && len < f.minWordLength) continue;
    if (f.maxWordLength > 0 && len > f.maxWordLength) continue;
    if (f.minTermFreq > 0 && freq < f.minTermFreq) continue;
    if (freq > f.maxTermFreq) continue;
    const df = docFreq(term);
    if (f.minDocFreq > 0 && df < f.minDocFreq) continue;
    if (df > f.maxDocFreq || df === 0) continue;
    const idf = Math.fround(Math.log((numDocs + 1) / (df + 1)) + 1);
    heap.offer({ term, score: Math.fround(freq * idf) });
  }
  return new Map(heap.items().map((s) => [s.term, Math.max(0, s.score)]));
}
