import { describe, expect, it } from 'vitest';
import { buildIndexAnalysis } from '../registry';

/**
 * The `stemmer` filter with language possessive_english (or possessiveEnglish, any case) is Lucene 7.7's
 * EnglishPossessiveFilter, as StemmerTokenFilterFactory has it: a trailing 's or 'S after ', ’ or ＇ is
 * removed, keyword-marked tokens included (the filter does not look at the flag), nothing else changes.
 */
describe('stemmer possessive_english', () => {
  const build = (language: string) => buildIndexAnalysis({
    filter: { p: { type: 'stemmer', language }, k: { type: 'keyword_marker', keywords: ["dog's"] } },
    analyzer: { a: { type: 'custom', tokenizer: 'whitespace', filter: ['k', 'p'] } },
  }).analyzer('a')!;

  it('strips the possessive of every apostrophe, keywords too', () => {
    const tokens = build('possessive_english').analyze("John's JAMES'S dog's it’s Ｊ＇s s 's' cats' ss").tokens;
    expect(tokens.map((t) => t.term)).toEqual(['John', 'JAMES', 'dog', 'it', 'Ｊ', 's', "'s'", "cats'", 'ss']);
    expect(tokens.map((t) => [t.startOffset, t.endOffset]).slice(0, 2)).toEqual([[0, 6], [7, 14]]);
  });

  it('answers to possessiveEnglish, case ignored', () => {
    expect(build('possessiveEnglish').analyze("Mary's").tokens.map((t) => t.term)).toEqual(['Mary']);
    expect(build('POSSESSIVE_ENGLISH').analyze("Mary's").tokens.map((t) => t.term)).toEqual(['Mary']);
  });
});
