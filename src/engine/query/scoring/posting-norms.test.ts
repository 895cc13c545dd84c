import { describe, expect, it } from 'vitest';
import type { FieldPostings } from '../../index/segment';
import { postingNorms } from './posting-norms';

const field = (docs: number[], norms: number[] | null) => ({ docs: Int32Array.from(docs), norms: norms && Uint8Array.from(norms) }) as unknown as FieldPostings;

describe('postingNorms', () => {
  it("gives each posting its doc's norm byte, in posting order", () => {
    // Two terms' postings: docs 0, 2, 3, then 1, 3.
    expect([...postingNorms(field([0, 2, 3, 1, 3], [10, 20, 30, 40]))!]).toEqual([10, 30, 40, 20, 40]);
  });

  it('is built once per field, and is null when the field has no norms', () => {
    const fp = field([1, 0], [5, 6]);
    expect(postingNorms(fp)).toBe(postingNorms(fp));
    expect(postingNorms(field([0], null))).toBeNull();
  });
});
