/** Galloping search over sorted doc ids, shared by every postings and doc-score cursor. */

/** The first index in [from, end) whose doc is >= target, or `end` (galloping, then binary search). */
export function advanceTo(docs: Int32Array, from: number, end: number, target: number): number {
  if (from >= end || docs[from] >= target) return from;
  let step = 1;
  let lo = from;
  let hi = from + 1;
  while (hi < end && docs[hi] < target) {
    lo = hi;
    step <<= 1;
    hi = from + step;
  }
  if (hi > end) hi = end;
  let l = lo + 1;
  let h = hi;
  while (l < h) {
    const m = (l + h) >>> 1;
    if (docs[m] < target) l = m + 1;
    else h = m;
  }
  return l;
}

/**
 * `advanceTo` for a cursor that is mostly a step or two behind (a follower of a dense conjunction): one step,
 * then a gallop only when the target is further.
 */
export function stepTo(docs: Int32Array, from: number, end: number, target: number): number {
  let q = from;
  if (q < end && docs[q] < target) {
    q++;
    if (q < end && docs[q] < target) q = advanceTo(docs, q + 1, end, target);
  }
  return q;
}
