import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runAnalyze } from '../registry';

type T = { token: string; position: number; positionLength?: number; start_offset: number; end_offset: number };
const run = (text: string, f: Record<string, unknown>) => (runAnalyze({ text, tokenizer: 'whitespace', filter: [f], explain: false }, {}) as { tokens: T[] }).tokens;
const show = (text: string, f: Record<string, unknown>) => run(text, f).map((t) => `${t.token}@${t.position}${t.positionLength ? '/' + t.positionLength : ''}[${t.start_offset},${t.end_offset}]`).join(' ');

// Expectations walk WordDelimiterIterator's breaks and each filter's buffering and sorting (Lucene 7.7).
describe('word_delimiter', () => {
  it('splits on case changes, numerics and delimiters; drops the possessive', () => {
    expect(show("PowerShot Wi-Fi 500-42 O'Neil's", { type: 'word_delimiter' })).toBe('Power@0[0,5] Shot@1[5,9] Wi@2[10,12] Fi@3[13,15] 500@4[16,19] 42@5[20,22] O@6[23,24] Neil@7[25,29]');
    expect(show('qu1ck', { type: 'word_delimiter', split_on_numerics: false })).toBe('qu1ck@0[0,5]');
    expect(show('PowerShot', { type: 'word_delimiter', split_on_case_change: false })).toBe('PowerShot@0[0,9]');
  });
  it('catenations sit at their first part, sorted by start offset', () => {
    expect(show('PowerShot 500-42', { type: 'word_delimiter', catenate_words: true, catenate_numbers: true })).toBe('Power@0[0,5] PowerShot@0[0,9] Shot@1[5,9] 500@2[10,13] 50042@2[10,16] 42@3[14,16]');
    expect(show('wi-fi-4000', { type: 'word_delimiter', catenate_all: true, preserve_original: true })).toBe('wi-fi-4000@0[0,10] wi@0[0,2] wifi4000@0[0,10] fi@1[3,5] 4000@2[6,10]');
  });
  it('protected words and type_table', () => {
    expect(show('Wi-Fi x-y', { type: 'word_delimiter', protected_words: ['Wi-Fi'] })).toBe('Wi-Fi@0[0,5] x@1[6,7] y@2[8,9]');
    expect(show('x-y', { type: 'word_delimiter', type_table: ['- => ALPHA'] })).toBe('x-y@0[0,3]');
    expect(() => run('x', { type: 'word_delimiter', type_table: ['xy => ALPHA'] })).toThrow(/only a single character is allowed/);
  });
});

describe('word_delimiter_graph', () => {
  it('concatenations and the original span the positions of their parts', () => {
    expect(show('PowerShot 500-42', { type: 'word_delimiter_graph', catenate_words: true, catenate_numbers: true })).toBe('PowerShot@0/2[0,9] Power@0[0,5] Shot@1[5,9] 50042@2/2[10,16] 500@2[10,13] 42@3[14,16]');
    expect(show('wi-fi-4000', { type: 'word_delimiter_graph', catenate_all: true, preserve_original: true })).toBe('wifi4000@0/3[0,10] wi-fi-4000@0/3[0,10] wi@0[0,2] fi@1[3,5] 4000@2[6,10]');
  });
  it('gives a valid graph: every token ends at or before the next token starts, offsets never go back', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'B', '1', '-', "'", 's', '_'), minLength: 1, maxLength: 8 });
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.record({ catenate_words: fc.boolean(), catenate_all: fc.boolean(), preserve_original: fc.boolean(), catenate_numbers: fc.boolean() }), (words, flags) => {
      const text = words.join(' ');
      const tokens = run(text, { type: 'word_delimiter_graph', ...flags });
      let lastPos = -1, lastStart = 0;
      for (const t of tokens) {
        expect(t.position).toBeGreaterThanOrEqual(lastPos);
        expect(t.start_offset).toBeGreaterThanOrEqual(lastStart);
        expect(t.end_offset).toBeLessThanOrEqual(text.length);
        expect(t.positionLength ?? 1).toBeGreaterThanOrEqual(1);
        lastPos = t.position;
        lastStart = t.start_offset;
      }
    }));
  });
});
