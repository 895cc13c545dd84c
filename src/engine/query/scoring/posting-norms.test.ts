import { describe, expect, it } from 'vitest';
import type { FieldPostings } from '../../index/segment';
import { postingNorms } from './posting-norms';

/** Postings of terms whose docs lists are given, and the field's norm byte per doc. */
const field = (terms: number[][], norms: number[] | null) => {
  const postingsStart = [0];
  for (const docs of terms) postingsStart.push(postingsStart.at(-1)! + docs.length);
  return { docs: Int32Array.from(terms.flat()), postingsStart: Int32Array.from(postingsStart), norms: norms && Uint8Array.from(norms) } as unknown as FieldPostings;
};

describe('postingNorms', () => {
  it("gives each posting of the term asked for its doc's norm byte, in posting order", () => {
    // Two terms' postings: docs 0, 2, 3, then 1, 3.
    const fp = field([[0, 2, 3], [1, 3]], [10, 20, 30, 40]);
    expect([...postingNorms(fp, 1)!.subarray(3, 5)]).toEqual([20, 40]);
    expect([...postingNorms(fp, 0)!]).toEqual([10, 30, 40, 20, 40]);
  });

  it('fills only the terms asked for', () => {
    const fp = field([[0, 1], [1], [0]], [7, 9]);
    expect([...postingNorms(fp, 2)!]).toEqual([0, 0, 0, 7]);
  });

  it('is one array per field, and null when the field has no norms', () => {
    const fp = field([[1], [0]], [5, 6]);
    expect(postingNorms(fp, 0)).toBe(postingNorms(fp, 1));
    expect([...postingNorms(fp, 0)!]).toEqual([6, 5]);
    expect(postingNorms(field([[0]], null), 0)).toBeNull();
  });
});
