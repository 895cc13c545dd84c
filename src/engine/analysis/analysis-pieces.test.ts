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
      languages: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'german_normalization', 'my_snowball', 'my_stemmer', 'cjk_width', 'scandinavian_folding', 'indic_normalization', 'arabic_normalization', 'my_decompounder'] },
      graphs: { type: 'custom', tokenizer: 'whitespace', filter: ['my_wdg', 'my_synonyms', 'flatten_graph', 'my_common', 'cjk_bigram'] },
      my_english: { type: 'english' },
      my_french: { type: 'french', stem_exclusion: ['cafe'] },
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
    my_snowball: { type: 'snowball', language: 'Dutch' },
    my_stemmer: { type: 'stemmer', language: 'light_german' },
    my_decompounder: { type: 'dictionary_decompounder', word_list: ['the', 'caf'] },
    my_wdg: { type: 'word_delimiter_graph', catenate_all: true, preserve_original: true },
    my_synonyms: { type: 'synonym_graph', synonyms: ['the, a of', 'café => coffee house'] },
    my_common: { type: 'common_grams', common_words: ['of', 'a'] },
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
  ['stemmers and normalizers (issue 24)', custom.analyzer('languages')!],
  ['graph filters: word delimiter, synonyms, flatten, common grams, bigrams (one piece)', custom.analyzer('graphs')!],
  ['english analyzer', custom.analyzer('my_english')!],
  ['french analyzer with stem_exclusion', custom.analyzer('my_french')!],
  ['cjk analyzer', globalAnalyzer('cjk')!],
  ['russian analyzer', globalAnalyzer('russian')!],
  ...['arabic', 'armenian', 'basque', 'bulgarian', 'catalan', 'galician', 'greek', 'hindi', 'indonesian', 'irish', 'latvian', 'lithuanian', 'persian', 'sorani', 'thai']
    .map((lang): [string, Analyzer] => [`${lang} analyzer`, globalAnalyzer(lang)!]),
];

/** Text built from pieces that stress cuts: stop words at piece ends, marks after spaces, emoji, CJK, CR LF. */
const word = fc.constantFrom('the', 'The', 'a', 'of', 'Café', 'naïve', 'e\u0301', '東京', '👩‍👩‍👧', '🇯🇵', "don't", 'U.S.A.', '1,000.5', 'x'.repeat(300), 'ǅ', 'ß',
  'ภาษาไทยABC', '๑๒๓', 'Μία', 'كبيرة', 'n-athair', 'می\u200Cخورد', "l'aigua");
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

  it('every analyzer keeps offsets inside the original text and positions from going back', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...ANALYZERS), (t, [, analyzer]) => {
        let pos = -1;
        for (const tok of analyzer.analyze(t).tokens) {
          expect(0 <= tok.startOffset && tok.startOffset <= tok.endOffset && tok.endOffset <= t.length).toBe(true);
          pos += tok.positionIncrement;
          expect(pos).toBeGreaterThanOrEqual(0);
          expect(tok.positionLength).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });

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
