import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Analyzer } from './analyzer';
import { buildIndexAnalysis, globalAnalyzer } from './registry';

/** Runs `analyzeInPieces` to its end: the tokens of every piece, then the end state. */
function inPieces(a: Analyzer, text: string, pieceLength: number) {
  const gen = a.analyzeInPieces(text, pieceLength);
  const tokens = [];
  let pieces = 0;
  for (let step = gen.next(); ; step = gen.next()) {
    if (step.done) return { tokens, pieces, ...step.value };
    pieces++;
    tokens.push(...step.value);
  }
}

const custom = buildIndexAnalysis({
  analyzer: {
      folded_stop: { type: 'custom', tokenizer: 'whitespace', filter: ['lowercase', 'my_stop', 'my_folding', 'type_as_payload'] },
      letters: { type: 'custom', tokenizer: 'letter', filter: ['uppercase', 'stop'] },
      kw: { type: 'custom', tokenizer: 'keyword', filter: ['lowercase'] },
      common: { type: 'custom', tokenizer: 'standard', filter: ['my_stop', 'my_length', 'elision', 'apostrophe', 'decimal_digit', 'reverse', 'truncate', 'my_grams', 'uppercase'] },
      stems: { type: 'custom', tokenizer: 'whitespace', filter: ['lowercase', 'keyword_repeat', 'porter_stem', 'remove_duplicates', 'my_capture', 'my_replace', 'delimited_payload', 'trim'] },
      cross: { type: 'custom', tokenizer: 'whitespace', filter: ['unique', 'shingle', 'my_limit'] },
      html: { type: 'custom', tokenizer: 'standard', char_filter: ['html_strip', 'my_mapping'], filter: ['lowercase'] },
  },
  char_filter: { my_mapping: { type: 'mapping', mappings: ['e => ee', 'th => '] } },
  filter: {
    my_stop: { type: 'stop', stopwords: ['the', 'a', 'of'] },
    my_folding: { type: 'asciifolding', preserve_original: true },
    my_length: { type: 'length', min: 2, max: 40 },
    my_grams: { type: 'edge_ngram', min_gram: 1, max_gram: 3 },
    my_capture: { type: 'pattern_capture', patterns: ['(\\p{L}+)'] },
    my_replace: { type: 'pattern_replace', pattern: '[aeiou]', replacement: '' },
    my_limit: { type: 'limit', max_token_count: 50 },
  },
});
const ANALYZERS: Array<[string, Analyzer]> = [
  ['standard', globalAnalyzer('standard')!],
  ['stop', globalAnalyzer('stop')!],
  ['simple', globalAnalyzer('simple')!],
  ['whitespace', globalAnalyzer('whitespace')!],
  ['custom whitespace + stop + asciifolding', custom.analyzer('folded_stop')!],
  ['custom letter + stop', custom.analyzer('letters')!],
  ['keyword', custom.analyzer('kw')!],
  ['standard + analysis-common filters', custom.analyzer('common')!],
  ['whitespace + stemming, capture, replace, payload filters', custom.analyzer('stems')!],
  ['cross-token filters (one piece)', custom.analyzer('cross')!],
  ['char filters (one piece)', custom.analyzer('html')!],
];

/** Text built from pieces that stress cuts: stop words at piece ends, marks after spaces, emoji, CJK, CR LF. */
const word = fc.constantFrom('the', 'The', 'a', 'of', 'Café', 'naïve', 'e\u0301', '東京', '👩‍👩‍👧', '🇯🇵', "don't", 'U.S.A.', '1,000.5', 'x'.repeat(300), 'ǅ', 'ß');
const gap = fc.constantFrom(' ', '  ', '\n', '\t', '\r\n', ' \u0301', ', ', '.', '');
const text = fc.array(fc.tuple(word, gap), { maxLength: 60 }).map((parts) => parts.map(([w, g]) => w + g).join(''));

describe('Analyzer#analyzeInPieces', () => {
  for (const [name, analyzer] of ANALYZERS) {
    it(`${name}: the pieces give exactly the tokens and end state of analyze`, () => {
      fc.assert(
        fc.property(text, fc.integer({ min: 1, max: 40 }), (t, pieceLength) => {
          const whole = analyzer.analyze(t);
          const pieces = inPieces(analyzer, t, pieceLength);
          expect(pieces.tokens).toEqual(whole.tokens);
          expect(pieces.finalOffset).toBe(whole.finalOffset);
          expect(pieces.endPositionIncrement).toBe(whole.endPositionIncrement);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('cuts a long value into many pieces, and never a keyword value', () => {
    const long = 'alpha beta gamma '.repeat(10_000);
    expect(inPieces(globalAnalyzer('standard')!, long, 16_384).pieces).toBeGreaterThan(8);
    expect(inPieces(custom.analyzer('kw')!, long, 16_384).pieces).toBe(1);
  });

  it('passes the increments of stop words at the end of a piece to the next piece', () => {
    const r = inPieces(custom.analyzer('folded_stop')!, 'one the\nthe two of', 8);
    expect(r.pieces).toBeGreaterThan(1);
    expect(r.tokens.map((t) => [t.term, t.positionIncrement])).toEqual([['one', 1], ['two', 3]]);
    expect(r.endPositionIncrement).toBe(1);
  });
});
