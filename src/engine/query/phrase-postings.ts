import { readPositions } from '../index/prox';
import type { FieldPostings } from '../index/segment';
import type { DocIds } from './doc-scores';
import type { LeafContext } from './query';
import { advanceTo } from './gallop';

/**
 * Walks the docs that hold every one of the given terms (a conjunction of posting ranges, by galloping
 * from the rarest), calling `visit` with each doc and, per term, its posting index in that doc. Positions
 * are read only for these candidates.
 */
export function forEachConjunction(fp: FieldPostings, termIds: number[], leaf: LeafContext, visit: (doc: number, postings: Int32Array) => void, within?: DocIds) {
  const at = new Int32Array(termIds.length);
  for (const d of conjunctionDocs(fp, termIds, leaf, at, within)) visit(d, at);
}

/**
 * The docs of `forEachConjunction` one at a time (a caller may stop between two): each yielded doc's
 * posting index per term is in `at` until the next one.
 */
export function* conjunctionDocs(fp: FieldPostings, termIds: number[], leaf: LeafContext, at: Int32Array, within?: DocIds): Generator<number, void, void> {
  const n = termIds.length;
  const starts = termIds.map((t) => fp.postingsStart[t]);
  const ends = termIds.map((t) => fp.postingsStart[t + 1]);
  if (within) {
    // Only the asked docs (a rescore window): each looked up in every term's postings.
    const pos = Int32Array.from(starts);
    const live = leaf.segment.liveDocs;
    outer: for (let k = 0; k < within.length; k++) {
      const d = within.docs[k];
      if (live[d] !== 1) continue;
      for (let i = 0; i < n; i++) {
        const q = (pos[i] = advanceTo(fp.docs, pos[i], ends[i], d));
        if (q >= ends[i]) return;
        if (fp.docs[q] !== d) continue outer;
        at[i] = q;
      }
      yield d;
    }
    return;
  }
  let lead = 0;
  for (let i = 1; i < n; i++) if (ends[i] - starts[i] < ends[lead] - starts[lead]) lead = i;
  const pos = Int32Array.from(starts);
  const docs = fp.docs;
  const live = leaf.segment.liveDocs;
  outer: for (let p = starts[lead]; p < ends[lead]; p++) {
    const d = docs[p];
    if (live[d] !== 1) continue;
    for (let i = 0; i < n; i++) {
      if (i === lead) {
        at[i] = p;
        continue;
      }
      const q = advanceTo(docs, pos[i], ends[i], d);
      pos[i] = q;
      if (q >= ends[i]) break outer;
      if (docs[q] !== d) continue outer;
      at[i] = q;
    }
    yield d;
  }
}

/** Decodes postings' positions into one reusable buffer per phrase term (no allocation per doc once warm). */
export class PositionBuffers {
  private readonly bufs: Int32Array[];
  constructor(n: number) {
    this.bufs = Array.from({ length: n }, () => new Int32Array(16));
  }
  /** The positions of posting `p`, as term `i`'s buffer (valid until the next read for `i`). */
  read(i: number, fp: FieldPostings, p: number): Int32Array {
    return this.fill(i, fp, p).subarray(0, fp.freqs[p]);
  }

  /** Term `i`'s whole buffer, its first `fp.freqs[p]` entries the positions of posting `p` (no view allocated). */
  fill(i: number, fp: FieldPostings, p: number): Int32Array {
    const freq = fp.freqs[p];
    if (this.bufs[i].length < freq) this.bufs[i] = new Int32Array(freq * 2);
    readPositions(fp.prox, fp.proxStart[p], freq, this.bufs[i]);
    return this.bufs[i];
  }
}
