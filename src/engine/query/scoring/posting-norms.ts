import type { FieldPostings } from '../../index/segment';

const byField = new WeakMap<FieldPostings, Uint8Array>();

/**
 * The field's norm bytes in posting order (entry p is the norm of the doc of posting p), built on the
 * field's first scored query and kept with it. Scoring loops read them beside docs and freqs, in order:
 * a norm looked up by doc is a scattered read that misses the cache on a large segment, once per posting.
 */
export function postingNorms(fp: FieldPostings): Uint8Array | null {
  const norms = fp.norms;
  if (norms === null) return null;
  let out = byField.get(fp);
  if (out === undefined) {
    const docs = fp.docs;
    out = new Uint8Array(docs.length);
    for (let p = 0; p < docs.length; p++) out[p] = norms[docs[p]];
    byField.set(fp, out);
  }
  return out;
}
