import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparator, compound, firstInOrder } from './order';

describe('firstInOrder', () => {
  it('keeps what sorting every bucket and cutting at k keeps, in the same order (property)', () => {
    const buckets = fc.uniqueArray(fc.record({ key: fc.string({ maxLength: 3 }), docCount: fc.integer({ min: 0, max: 5 }) }), { selector: (b) => b.key, maxLength: 60 });
    fc.assert(
      fc.property(buckets, fc.integer({ min: 0, max: 70 }), fc.boolean(), (all, k, byKey) => {
        const cmp = comparator(compound(byKey ? [{ key: '_key', asc: false }] : [{ key: '_count', asc: false }]));
        const expected = [...all].sort(cmp).slice(0, k);
        expect(firstInOrder([...all], k, cmp)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
