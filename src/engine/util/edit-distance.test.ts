import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { damerauLevenshtein } from './edit-distance';

/** The textbook optimal string alignment distance, unbounded, for reference. */
function reference(a: readonly number[], b: readonly number[], transpositions: boolean): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

const word = fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 8 });

describe('damerauLevenshtein', () => {
  it('is the optimal string alignment distance; bounded, it answers min(distance, max + 1)', () => {
    fc.assert(
      fc.property(word, word, fc.boolean(), fc.integer({ min: 0, max: 3 }), (a, b, t, max) => {
        const d = reference(a, b, t);
        expect(damerauLevenshtein(a, b, { transpositions: t })).toBe(d);
        expect(damerauLevenshtein(a, b, { transpositions: t, max })).toBe(Math.min(d, max + 1));
      }),
      { numRuns: 1000 },
    );
  });

  it('with prefix, is the least distance to any prefix of the first, bounded or not', () => {
    fc.assert(
      fc.property(word, word, fc.boolean(), fc.integer({ min: 0, max: 3 }), (a, b, t, max) => {
        const best = Math.min(...Array.from({ length: a.length + 1 }, (_, i) => reference(a.slice(0, i), b, t)));
        expect(damerauLevenshtein(a, b, { transpositions: t, prefix: true })).toBe(best);
        expect(damerauLevenshtein(a, b, { transpositions: t, prefix: true, max })).toBe(Math.min(best, max + 1));
      }),
      { numRuns: 1000 },
    );
  });

  it('counts a swap of neighbours as one edit only with transpositions', () => {
    expect(damerauLevenshtein([...'ab'], [...'ba'], { transpositions: true })).toBe(1);
    expect(damerauLevenshtein([...'ab'], [...'ba'], { transpositions: false })).toBe(2);
  });
});
