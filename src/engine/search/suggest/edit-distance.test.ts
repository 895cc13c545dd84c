import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePoints, damerauPrefixDistance, editDistance, jaroWinklerSimilarity, levenshteinSimilarity, luceneLevenshteinSimilarity, ngramSimilarity } from './edit-distance';

/** The textbook recursion of the optimal string alignment distance (memoised), as a reference. */
function reference(a: number[], b: number[], transpositions: boolean): number {
  const memo = new Map<string, number>();
  const go = (i: number, j: number): number => {
    if (i === 0) return j;
    if (j === 0) return i;
    const key = `${i},${j}`;
    const had = memo.get(key);
    if (had !== undefined) return had;
    let v = Math.min(go(i - 1, j) + 1, go(i, j - 1) + 1, go(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, go(i - 2, j - 2) + 1);
    memo.set(key, v);
    return v;
  };
  return go(a.length, b.length);
}

const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', '\u{1F600}'), maxLength: 8 });

describe('edit distances', () => {
  it('match the reference recursion, with and without transpositions', () => {
    fc.assert(fc.property(word, word, fc.boolean(), (a, b, t) => {
      expect(editDistance(codePoints(a), codePoints(b), t)).toBe(reference(codePoints(a), codePoints(b), t));
    }));
  });

  it('the prefix distance is the best distance to any prefix of the key', () => {
    fc.assert(fc.property(word, word, (q, k) => {
      const keyPoints = codePoints(k);
      let best = Infinity;
      for (let n = 0; n <= keyPoints.length; n++) best = Math.min(best, reference(codePoints(q), keyPoints.slice(0, n), true));
      expect(damerauPrefixDistance(q, k, true)).toBe(best);
    }));
  });

  it("gives Lucene's similarities on known pairs", () => {
    expect(levenshteinSimilarity('amsterdma', 'amsterdam')).toBeCloseTo(1 - 2 / 9, 6);
    expect(luceneLevenshteinSimilarity('amsterdma', 'amsterdam')).toBeCloseTo(1 - 1 / 9, 6);
    expect(jaroWinklerSimilarity('martha', 'marhta')).toBeCloseTo(0.9611, 3);
    expect(ngramSimilarity('abc', 'abc')).toBe(1);
    expect(ngramSimilarity('', 'abc')).toBe(0);
  });
});
