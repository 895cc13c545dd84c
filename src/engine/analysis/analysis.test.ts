import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndexAnalysis, globalAnalyzer, runAnalyze } from './registry';
import { isJavaWhitespace, toLowerCaseJava } from './java-chars';

const terms = (name: string, text: string) => globalAnalyzer(name)!.analyze(text).tokens.map((t) => t.term);

describe('analyzers', () => {
  it('standard: no stop words in ES 6, lowercases, keeps numbers and word-internal punctuation', () => {
    expect(terms('standard', 'The Quick-Brown fox, e.g. U.S.A. 1,000.5 3.50 don\'t')).toEqual(
      ['the', 'quick', 'brown', 'fox', 'e.g', 'u.s.a', '1,000.5', '3.50', "don't"],
    );
  });

  it('standard: one token per ideograph and hiragana, katakana runs, emoji sequences', () => {
    const r = globalAnalyzer('standard')!.analyze('東京へ カタカナ 👩‍👩‍👧 🇯🇵');
    expect(r.tokens.map((t) => [t.term, t.type])).toEqual([
      ['東', '<IDEOGRAPHIC>'], ['京', '<IDEOGRAPHIC>'], ['へ', '<HIRAGANA>'], ['カタカナ', '<KATAKANA>'],
      ['👩‍👩‍👧', '<EMOJI>'], ['🇯🇵', '<EMOJI>'],
    ]);
    const emoji = r.tokens[4];
    expect(emoji.endOffset - emoji.startOffset).toBe('👩‍👩‍👧'.length);
  });

  it('lowercases per code point as Java does', () => {
    expect(toLowerCaseJava('İSTANBUL ΟΔΥΣΣΕΥΣ')).toBe('istanbul οδυσσευσ');
    expect(terms('standard', 'İstanbul')).toEqual(['istanbul']);
  });

  it('whitespace follows Java: no-break spaces and U+FEFF are not whitespace', () => {
    expect(isJavaWhitespace(0xa0)).toBe(false);
    expect(isJavaWhitespace(0xfeff)).toBe(false);
    expect(isJavaWhitespace(0x85)).toBe(false);
    expect(isJavaWhitespace(0x2003)).toBe(true);
    expect(terms('whitespace', 'a\u00a0b c\u2003d')).toEqual(['a\u00a0b', 'c', 'd']);
  });

  it('char tokenizers cut tokens at 255 chars', () => {
    const long = 'x'.repeat(300);
    expect(terms('whitespace', long).map((t) => t.length)).toEqual([255, 45]);
  });

  it('keyword: the whole input, even empty', () => {
    expect(globalAnalyzer('keyword')!.analyze('').tokens).toEqual([
      { term: '', positionIncrement: 1, positionLength: 1, startOffset: 0, endOffset: 0, type: 'word' },
    ]);
  });

  it('stop passes removed increments on, trailing ones to end()', () => {
    const r = globalAnalyzer('stop')!.analyze('the sky is the blue of it');
    expect(r.tokens.map((t) => [t.term, t.positionIncrement])).toEqual([['sky', 2], ['blue', 3]]);
    expect(r.endPositionIncrement).toBe(2);
  });

  it('type_as_payload stores the token type', () => {
    const ia = buildIndexAnalysis({ analyzer: { p: { type: 'custom', tokenizer: 'standard', filter: ['type_as_payload'] } } });
    const t = ia.analyzer('p')!.analyze('word 42').tokens;
    expect(t.map((x) => new TextDecoder().decode(x.payload))).toEqual(['<ALPHANUM>', '<NUM>']);
  });

  it('custom analyzer errors are ES\'s', () => {
    expect(() => buildIndexAnalysis({ analyzer: { a: { type: 'custom', tokenizer: 'nope' } } })).toThrow(
      'Custom Analyzer [a] failed to find tokenizer under name [nope]',
    );
  });
});

describe('_analyze', () => {
  it('puts the index position gap between array values, none for global analyzers', () => {
    const index = buildIndexAnalysis({});
    expect(runAnalyze({ analyzer: 'standard', text: ['a b', 'c'] }, { index }).tokens.map((t) => [t.position, t.start_offset, t.end_offset])).toEqual([
      [0, 0, 1], [1, 2, 3], [102, 4, 5],
    ]);
    expect(runAnalyze({ analyzer: 'standard', text: ['a b', 'c'] }, {}).tokens.map((t) => t.position)).toEqual([0, 1, 2]);
  });

  it('reports missing text and unknown analyzers as ES', () => {
    expect(() => runAnalyze({ analyzer: 'standard' }, {})).toThrow('Validation Failed: 1: text is missing;');
    expect(() => runAnalyze({ analyzer: 'nope', text: 'x' }, {})).toThrow('failed to find global analyzer [nope]');
  });

  it('property: offsets cut the source into the token text (lowercased) and positions increase', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const tokens = runAnalyze({ analyzer: 'standard', text }, {}).tokens;
        let lastStart = -1;
        let lastPos = -1;
        for (const t of tokens) {
          expect(t.start_offset).toBeGreaterThanOrEqual(lastStart);
          expect(t.position).toBeGreaterThan(lastPos);
          expect(t.end_offset).toBeLessThanOrEqual(text.length);
          expect(toLowerCaseJava(text.slice(t.start_offset, t.end_offset))).toBe(t.token);
          lastStart = t.start_offset;
          lastPos = t.position;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: keyword returns the whole text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(runAnalyze({ analyzer: 'keyword', text }, {}).tokens.map((t) => t.token)).toEqual([text]);
    }));
  });
});
