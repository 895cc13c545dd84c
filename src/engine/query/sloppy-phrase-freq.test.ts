import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactPhraseFreq } from './phrase-query';
import { sloppyPhraseFreq } from './sloppy-phrase-freq';

const f32 = Math.fround;
const lists = (...xs: number[][]) => xs.map((x) => Int32Array.from(x));

describe("Lucene's sloppy phrase frequency", () => {
  it('counts 1/(matchLength+1) for an in-order gap ("quick fox" on "quick brown fox")', () => {
    expect(sloppyPhraseFreq(lists([0], [2]), [0, 1], ['quick', 'fox'], 1)).toBe(f32(0.5));
    expect(sloppyPhraseFreq(lists([0], [2]), [0, 1], ['quick', 'fox'], 0)).toBe(0);
  });

  it('reversed terms cost their distance plus one ("test twitter"~2 on "twitter test test test")', () => {
    // Lucene 7.7 (golden twitter-05): one match of length 2, freq 1/3.
    expect(sloppyPhraseFreq(lists([1, 2, 3], [0]), [0, 1], ['test', 'twitter'], 2)).toBe(f32(1 / 3));
  });

  it('repeated terms never share a position ("the the"~1)', () => {
    // "the cat the the": the repeats at 2,3 match exactly; 0→2 is a gap of one.
    const freq = sloppyPhraseFreq(lists([0, 2, 3], [0, 2, 3]), [0, 1], ['the', 'the'], 1);
    expect(freq).toBeGreaterThan(0);
    expect(sloppyPhraseFreq(lists([5], [5]), [0, 1], ['the', 'the'], 5)).toBe(0);
  });

  it('property: with slop 0 an exact match always counts (freq >= exact count > 0)', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 6 }), fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 6 }), (a, b) => {
      const la = Int32Array.from(a.sort((x, y) => x - y));
      const lb = Int32Array.from(b.sort((x, y) => x - y));
      const exact = exactPhraseFreq([la, lb], [0, 1]);
      const sloppy = sloppyPhraseFreq([la, lb], [0, 1], ['a', 'b'], 0);
      expect(sloppy > 0).toBe(exact > 0);
    }));
  });
});
