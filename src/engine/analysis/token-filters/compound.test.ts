import { describe, expect, it } from 'vitest';
import { runAnalyze } from '../registry';

type T = { token: string; position: number; positionLength?: number; type: string };
const show = (text: string, filter: unknown, tokenizer = 'whitespace') =>
  (runAnalyze({ text, tokenizer, filter: [filter] }, {}) as { tokens: T[] }).tokens.map((t) => `${t.token}@${t.position}${t.positionLength ? '/' + t.positionLength : ''}`).join(' ');

// Expectations follow DictionaryCompoundWordTokenFilter.decompose, CommonGramsFilter and CommonGramsQueryFilter (Lucene 7.7).
describe('dictionary_decompounder and common_grams', () => {
  it('finds every dictionary word inside a long enough word, or the longest at each start', () => {
    expect(show('foobar', { type: 'dictionary_decompounder', word_list: ['foo', 'bar', 'oba'] }, 'keyword')).toBe('foobar@0 foo@0 oba@0 bar@0');
    expect(show('foobar', { type: 'dictionary_decompounder', word_list: ['fo', 'foo'], only_longest_match: true }, 'keyword')).toBe('foobar@0 foo@0');
    expect(show('foob', { type: 'dictionary_decompounder', word_list: ['foo'] }, 'keyword')).toBe('foob@0');
    expect(() => show('x', { type: 'dictionary_decompounder' })).toThrow(/word_list must be provided/);
  });
  it('common_grams adds the bigrams around common words; query_mode keeps what the grams do not cover', () => {
    expect(show('a b c', { type: 'common_grams', common_words: ['a'] })).toBe('a@0 a_b@0/2 b@1 c@2');
    expect(show('the quick fox of the', { type: 'common_grams', common_words: ['the', 'of'] })).toBe('the@0 the_quick@0/2 quick@1 fox@2 fox_of@2/2 of@3 of_the@3/2 the@4');
    expect(show('a b c', { type: 'common_grams', common_words: ['a'], query_mode: true })).toBe('a_b@0/2 b@1 c@2');
    expect(show('b a', { type: 'common_grams', common_words: ['a'], query_mode: true })).toBe('b_a@0/2');
  });
});
