import type { FieldPostings } from '../../index/segment';

/** A field's norm bytes in posting order, filled term by term: `filled[t]` is 1 once term t's range is. */
interface PostingNorms {
  values: Uint8Array;
  filled: Uint8Array;
}

const byField = new WeakMap<FieldPostings, PostingNorms>();

/**
 * The field's norm bytes in posting order (entry p is the norm of the doc of posting p), kept with the
 * field; the entries of `term`'s postings are filled when a scorer of that term first asks. Scoring loops
 * read them beside docs and freqs, in order: a norm looked up by doc is a scattered read that misses the
 * cache on a large segment, once per posting. perf: filled per term, so the first query after a reload
 * does not pay for the whole field (1.9 million postings of WordNet's `body`, ~10 ms) but for its terms.
 */
export function postingNorms(fp: FieldPostings, term: number): Uint8Array | null {
  const norms = fp.norms;
  if (norms === null) return null;
  let pn = byField.get(fp);
  if (pn === undefined) {
    pn = { values: new Uint8Array(fp.docs.length), filled: new Uint8Array(fp.postingsStart.length - 1) };
    byField.set(fp, pn);
  }
  if (pn.filled[term] === 0) {
    const docs = fp.docs;
    const values = pn.values;
    for (let p = fp.postingsStart[term], end = fp.postingsStart[term + 1]; p < end; p++) values[p] = norms[docs[p]];
    pn.filled[term] = 1;
  }
  return pn.values;
}
