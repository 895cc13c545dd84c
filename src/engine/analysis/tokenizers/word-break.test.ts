import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grammarTokens, wordTokens } from './word-break';

const tokens = (text: string) => wordTokens(text).map((t) => [text.slice(t.start, t.end), t.type]);

describe("Lucene 7.7's word boundaries over our own Unicode 9 tables", () => {
  it('keeps words with inner apostrophes and numbers with separators, and drops trailing punctuation', () => {
    expect(tokens("can't 3.14 1,000,000 e.g. U.S.A. x_y")).toEqual([
      ["can't", '<ALPHANUM>'], ['3.14', '<NUM>'], ['1,000,000', '<NUM>'], ['e.g', '<ALPHANUM>'], ['U.S.A', '<ALPHANUM>'], ['x_y', '<ALPHANUM>'],
    ]);
  });

  it('types letters followed by digits as words, digits alone as numbers', () => {
    expect(tokens('abc123 123abc 2018')).toEqual([['abc123', '<ALPHANUM>'], ['123abc', '<ALPHANUM>'], ['2018', '<NUM>']]);
  });

  it('CJK: one token per ideograph and hiragana, katakana and hangul runs, south east asian runs', () => {
    expect(tokens('東京へ カタカナ 한국어 ภาษาไทย')).toEqual([
      ['東', '<IDEOGRAPHIC>'], ['京', '<IDEOGRAPHIC>'], ['へ', '<HIRAGANA>'], ['カタカナ', '<KATAKANA>'], ['한국어', '<HANGUL>'], ['ภาษาไทย', '<SOUTHEAST_ASIAN>'],
    ]);
  });

  it('emoji: modifier sequences, ZWJ sequences, flags and keycaps are one token each', () => {
    expect(tokens('👍🏽 👩‍👩‍👧 🇯🇵 #️⃣ 1⃣ ❤️')).toEqual([
      ['👍🏽', '<EMOJI>'], ['👩‍👩‍👧', '<EMOJI>'], ['🇯🇵', '<EMOJI>'], ['#️⃣', '<EMOJI>'], ['1⃣', '<EMOJI>'], ['❤️', '<EMOJI>'],
    ]);
  });

  it('Hebrew letters take quotes as UAX#29 WB7a-c says', () => {
    expect(tokens('צה"ל')).toEqual([['צה"ל', '<ALPHANUM>']]);
  });

  it('property: tokens are in order, inside the text, never empty and never overlapping', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
      let last = 0;
      for (const t of wordTokens(text)) {
        expect(t.start).toBeGreaterThanOrEqual(last);
        expect(t.end).toBeGreaterThan(t.start);
        expect(t.end).toBeLessThanOrEqual(text.length);
        last = t.end;
      }
    }));
  });

  it('property: the ASCII shortcut cuts exactly as the grammar', () => {
    const ascii = fc.string({ unit: fc.constantFrom(...'aZ9 0x_\',.;:"-()!\n\t/#*'), maxLength: 40 });
    fc.assert(fc.property(ascii, (text) => {
      expect(wordTokens(text)).toEqual(grammarTokens(text));
    }), { numRuns: 3000 });
  });
});
