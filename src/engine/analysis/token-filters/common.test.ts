import { describe, expect, it } from 'vitest';
import { runAnalyze } from '../registry';

type T = { token: string; start_offset: number; end_offset: number; position: number };
const analyze = (body: Record<string, unknown>) => (runAnalyze(body, {}) as { tokens: T[] }).tokens;
const terms = (text: string, filter: unknown[], tokenizer: unknown = 'whitespace') => analyze({ text, tokenizer, filter }).map((t) => t.token);

// Vectors from Lucene 7.7's tests of each filter.
describe('analysis-common token filters', () => {
  it('length: FilteringTokenFilter passes increments on (TestLengthFilter)', () => {
    const r = analyze({ text: 'short toolong evenmuchlongertext a ab toolong foo', tokenizer: 'whitespace', filter: [{ type: 'length', min: 2, max: 6 }] });
    expect(r.map((t) => [t.token, t.position])).toEqual([['short', 0], ['ab', 4], ['foo', 6]]);
    expect(() => analyze({ text: 'x', tokenizer: 'whitespace', filter: [{ type: 'length', min: 5, max: 2 }] })).toThrow('maximum length must not be greater than minimum length');
  });

  it('reverse keeps surrogate pairs (TestReverseStringFilter)', () => {
    expect(terms('Do have a nice day', ['reverse'])).toEqual(['oD', 'evah', 'a', 'ecin', 'yad']);
    expect(terms('A𩬅B', ['reverse'])).toEqual(['B𩬅A']);
  });

  it('elision with given articles (TestElision) and French defaults', () => {
    expect(terms("Plop, juste pour voir l'embrouille avec O'brian. M'enfin.", [{ type: 'elision', articles: ['l', 'M'] }]))
      .toEqual(['Plop,', 'juste', 'pour', 'voir', 'embrouille', 'avec', "O'brian.", 'enfin.']);
    expect(terms("j’examine l'avion", ['elision'])).toEqual(['examine', 'avion']);
  });

  it('apostrophe (TestApostropheFilter) and decimal_digit', () => {
    expect(terms("Türkiye'de 2003'te Van Gölü'nü gördüm", ['apostrophe'])).toEqual(['Türkiye', '2003', 'Van', 'Gölü', 'gördüm']);
    expect(terms('١٢٣٤ ۵٦ 𝟙𝟚 x9', ['decimal_digit'])).toEqual(['1234', '56', '12', 'x9']);
  });

  it('uppercase per code point as Java (ß has no single-character upper case)', () => {
    expect(terms('tschüß straße', ['uppercase'])).toEqual(['TSCHÜß', 'STRAßE']);
  });

  it('truncate, trim, limit, unique', () => {
    expect(terms('abcdefgh ab', [{ type: 'truncate', length: 5 }])).toEqual(['abcde', 'ab']);
    expect(terms('  a b  ', ['trim'], 'keyword')).toEqual(['a b']);
    expect(terms('a b c d', [{ type: 'limit', max_token_count: 2 }])).toEqual(['a', 'b']);
    expect(terms('a b a c b', ['unique'])).toEqual(['a', 'b', 'c']);
  });

  it('keep and keep_types', () => {
    expect(terms('a B c', [{ type: 'keep', keep_words: ['a', 'b'], keep_words_case: true }])).toEqual(['a', 'B']);
    expect(() => terms('a', [{ type: 'keep' }])).toThrow('keep requires either `keep_words` or `keep_words_path` to be configured');
    expect(terms('abc 123 def', [{ type: 'keep_types', types: ['<NUM>'] }], 'standard')).toEqual(['123']);
    expect(terms('abc 123 def', [{ type: 'keep_types', types: ['<NUM>'], mode: 'exclude' }], 'standard')).toEqual(['abc', 'def']);
  });

  it('pattern_replace with Java replacement syntax', () => {
    expect(terms('aabfooaabfooabfoob', [{ type: 'pattern_replace', pattern: 'a*b', replacement: '-' }], 'keyword')).toEqual(['-foo-foo-foo-']);
    expect(terms('aabfooaabfooabfoob', [{ type: 'pattern_replace', pattern: 'a*b', replacement: '-', all: false }], 'keyword')).toEqual(['-fooaabfooabfoob']);
    expect(terms('abc', [{ type: 'pattern_replace', pattern: '(b)', replacement: '[$1\\$]' }], 'keyword')).toEqual(['a[b$]c']);
  });
});

describe('n-grams (Lucene 7.7 NGramTokenFilter / NGramTokenizer / EdgeNGram*)', () => {
  const grams = ['a', 'ab', 'abc', 'b', 'bc', 'bcd', 'c', 'cd', 'cde', 'd', 'de', 'e'];
  it('ngram filter: by start then length, offsets of the whole term, one position', () => {
    const r = analyze({ text: 'abcde', tokenizer: 'keyword', filter: [{ type: 'ngram', min_gram: 1, max_gram: 3 }] });
    expect(r.map((t) => t.token)).toEqual(grams);
    expect(r.every((t) => t.start_offset === 0 && t.end_offset === 5 && t.position === 0)).toBe(true);
  });
  it('ngram tokenizer: offsets of each gram; token_chars split runs', () => {
    const r = analyze({ text: 'abcde', tokenizer: { type: 'ngram', min_gram: 1, max_gram: 3 } });
    expect(r.map((t) => [t.token, t.start_offset, t.end_offset])).toEqual(grams.map((g) => [g, 'abcde'.indexOf(g), 'abcde'.indexOf(g) + g.length]));
    expect(r.map((t) => t.position)).toEqual(grams.map((_, i) => i));
    expect(analyze({ text: 'ab cd', tokenizer: { type: 'ngram', min_gram: 2, max_gram: 2, token_chars: ['letter'] } }).map((t) => t.token)).toEqual(['ab', 'cd']);
  });
  it('edge_ngram filter and tokenizer', () => {
    expect(terms('abcde', [{ type: 'edge_ngram', min_gram: 1, max_gram: 3 }], 'keyword')).toEqual(['a', 'ab', 'abc']);
    expect(terms('abcde', [{ type: 'edge_ngram', min_gram: 1, max_gram: 3, side: 'back' }], 'keyword')).toEqual(['e', 'de', 'cde']);
    const r = analyze({ text: 'abcde fgh', tokenizer: { type: 'edge_ngram', min_gram: 1, max_gram: 3, token_chars: ['letter'] } });
    expect(r.map((t) => [t.token, t.start_offset, t.end_offset])).toEqual([['a', 0, 1], ['ab', 0, 2], ['abc', 0, 3], ['f', 6, 7], ['fg', 6, 8], ['fgh', 6, 9]]);
  });
});

describe('pattern_capture (PatternCaptureGroupTokenFilter)', () => {
  const conf = { type: 'pattern_capture', patterns: ['(\\p{Ll}+|\\p{Lu}\\p{Ll}+|\\p{Lu}+)', '(\\d+)'] };
  it('captures in order of start, original first (ES docs example)', () => {
    const r = analyze({ text: 'abc123def456', tokenizer: 'keyword', filter: [conf] });
    expect(r.map((t) => [t.token, t.position, t.start_offset, t.end_offset])).toEqual([
      ['abc123def456', 0, 0, 12], ['abc', 0, 0, 12], ['123', 0, 0, 12], ['def', 0, 0, 12], ['456', 0, 0, 12]]);
  });
  it('without preserve_original: captures only, or the token when nothing captures', () => {
    expect(terms('fooBar x', [{ ...conf, preserve_original: false }])).toEqual(['foo', 'Bar', 'x']);
    expect(terms('---', [{ ...conf, preserve_original: false }])).toEqual(['---']);
  });
});

describe('shingle (ShingleFilter, one token per position)', () => {
  it('bigrams with unigrams: order, positions, offsets, types (TestShingleFilter)', () => {
    const r = runAnalyze({ text: 'please divide this sentence', tokenizer: 'whitespace', filter: ['shingle'] }, {}) as { tokens: Array<Record<string, unknown>> };
    expect(r.tokens.map((t) => [t.token, t.position, t.start_offset, t.end_offset, t.type, t.positionLength ?? 1])).toEqual([
      ['please', 0, 0, 6, 'word', 1], ['please divide', 0, 0, 13, 'shingle', 2], ['divide', 1, 7, 13, 'word', 1], ['divide this', 1, 7, 18, 'shingle', 2],
      ['this', 2, 14, 18, 'word', 1], ['this sentence', 2, 14, 27, 'shingle', 2], ['sentence', 3, 19, 27, 'word', 1]]);
  });
  it('without unigrams, sizes 2..3, a separator; unigrams when no shingle fits', () => {
    expect(terms('a b c', [{ type: 'shingle', max_shingle_size: 3, output_unigrams: false, token_separator: '_' }])).toEqual(['a_b', 'a_b_c', 'b_c']);
    expect(terms('a', [{ type: 'shingle', output_unigrams: false, output_unigrams_if_no_shingles: true }])).toEqual(['a']);
    expect(terms('a', [{ type: 'shingle', output_unigrams: false }])).toEqual([]);
  });
  it('refuses position gaps (Lucene would insert filler tokens)', () => {
    expect(() => terms('a the b', [{ type: 'stop', stopwords: ['the'] }, 'shingle'])).toThrow(/filler tokens/);
  });
});

describe('explain lists the keyword attribute once a stemmer is in the chain', () => {
  it('porter_stem', () => {
    const r = runAnalyze({ text: 'This is troubled', explain: true, tokenizer: 'standard', filter: ['porter_stem'] }, {}) as { detail: { tokenizer: { tokens: Array<Record<string, unknown>> }; tokenfilters: Array<{ tokens: Array<Record<string, unknown>> }> } };
    expect(r.detail.tokenfilters[0].tokens[2]).toEqual({ token: 'troubl', start_offset: 8, end_offset: 16, type: '<ALPHANUM>', position: 2, bytes: '[74 72 6f 75 62 6c]', keyword: false, positionLength: 1, termFrequency: 1 });
    expect('keyword' in r.detail.tokenizer.tokens[0]).toBe(false);
  });
});

describe('keyword marking and payloads', () => {
  it('keyword_marker keeps marked terms from the stemmer; keywords_pattern matches whole terms', () => {
    expect(terms('running jumping', [{ type: 'keyword_marker', keywords: ['running'] }, 'porter_stem'])).toEqual(['running', 'jump']);
    expect(terms('running jumping', [{ type: 'keyword_marker', keywords_pattern: 'run.*' }, 'porter_stem'])).toEqual(['running', 'jump']);
    expect(() => terms('x', [{ type: 'keyword_marker' }])).toThrow('keyword filter requires either `keywords`, `keywords_path`, or `keywords_pattern` to be set');
  });
  it('keyword_repeat + porter_stem + remove_duplicates (the ES recipe)', () => {
    const r = analyze({ text: 'jumping fox', tokenizer: 'whitespace', filter: ['keyword_repeat', 'porter_stem', 'remove_duplicates'] });
    expect(r.map((t) => [t.token, t.position])).toEqual([['jumping', 0], ['jump', 0], ['fox', 1]]);
  });
  it('stemmer_override maps and protects', () => {
    expect(terms('running mice', [{ type: 'stemmer_override', rules: ['running, runs => run', 'mice => mouse'] }, 'porter_stem'])).toEqual(['run', 'mouse']);
  });
  it('delimited_payload encodes floats, ints and text', () => {
    const index = runAnalyze({ text: 'the|0.5 fox|2 dog', tokenizer: 'whitespace', filter: ['delimited_payload'], explain: true, attributes: ['payload'] }, {}) as { detail: { tokenfilters: Array<{ tokens: Array<Record<string, unknown>> }> } };
    expect(index.detail.tokenfilters[0].tokens.map((t) => [t.token, t.payload])).toEqual([['the', '[3f 0 0 0]'], ['fox', '[40 0 0 0]'], ['dog', null]]);
    expect(terms('a|7', [{ type: 'delimited_payload', encoding: 'int' }])).toEqual(['a']);
  });
});

describe('fingerprint (FingerprintFilter) and the pattern tokenizer / analyzer', () => {
  it('fingerprint: sorted distinct terms over the whole value; nothing past max_output_size', () => {
    const r = analyze({ text: 'B A B E', tokenizer: 'whitespace', filter: ['fingerprint'] });
    expect(r).toEqual([{ token: 'A B E', start_offset: 0, end_offset: 7, type: 'fingerprint', position: 0 }]);
    expect(terms('B A B E', [{ type: 'fingerprint', max_output_size: 3 }])).toEqual([]);
    expect(terms('b a', [{ type: 'fingerprint', separator: '+' }])).toEqual(['a+b']);
  });
  it('pattern tokenizer: split (group -1) or a group of each match (TestPatternTokenizer)', () => {
    expect(terms('aaa--bbb--ccc', [], { type: 'pattern', pattern: '--' })).toEqual(['aaa', 'bbb', 'ccc']);
    expect(terms("aaa 'bbb' 'ccc'", [], { type: 'pattern', pattern: "'([^']+)'", group: 0 })).toEqual(["'bbb'", "'ccc'"]);
    expect(terms("aaa 'bbb' 'ccc'", [], { type: 'pattern', pattern: "'([^']+)'", group: 1 })).toEqual(['bbb', 'ccc']);
    const r = analyze({ text: '  foo,bar ', tokenizer: { type: 'pattern', pattern: ',|\\s' } });
    expect(r.map((t) => [t.token, t.start_offset, t.end_offset])).toEqual([['foo', 2, 5], ['bar', 6, 9]]);
  });
  it('pattern analyzer lower-cases and splits on \\W+ by default', () => {
    expect(analyze({ text: 'Foo Bar-baz', analyzer: 'pattern' }).map((t) => t.token)).toEqual(['foo', 'bar', 'baz']);
  });
});

describe('char_group tokenizer', () => {
  it('breaks on listed characters, escapes and classes', () => {
    const r = analyze({ text: 'The QUICK brown-fox\njumps_1', tokenizer: { type: 'char_group', tokenize_on_chars: ['whitespace', '-', '\\n', 'digit', '_'] } });
    expect(r.map((t) => [t.token, t.start_offset, t.end_offset])).toEqual([['The', 0, 3], ['QUICK', 4, 9], ['brown', 10, 15], ['fox', 16, 19], ['jumps', 20, 25]]);
    expect(() => analyze({ text: 'x', tokenizer: { type: 'char_group', tokenize_on_chars: ['ab'] } })).toThrow('Invalid escaped char in [ab]');
  });
});

describe('path_hierarchy tokenizer (TestPathHierarchyTokenizer)', () => {
  const ph = (text: string, conf: Record<string, unknown> = {}) =>
    analyze({ text, tokenizer: { type: 'path_hierarchy', ...conf } }).map((t) => [t.token, t.start_offset, t.end_offset, t.position]);
  it('prefixes at one position', () => {
    expect(ph('/a/b/c')).toEqual([['/a', 0, 2, 0], ['/a/b', 0, 4, 0], ['/a/b/c', 0, 6, 0]]);
    expect(ph('/a/b/c/').map((t) => t[0])).toEqual(['/a', '/a/b', '/a/b/c', '/a/b/c/']);
    expect(ph('a/b/c').map((t) => t[0])).toEqual(['a', 'a/b', 'a/b/c']);
    expect(ph('/').map((t) => t[0])).toEqual(['/']);
    expect(ph('//').map((t) => t[0])).toEqual(['/', '//']);
    expect(ph('c:\\a\\b', { delimiter: '\\', replacement: '/' }).map((t) => t[0])).toEqual(['c:', 'c:/a', 'c:/a/b']);
  });
  it('skip', () => {
    expect(ph('/a/b/c', { skip: 1 })).toEqual([['/b', 2, 4, 0], ['/b/c', 2, 6, 0]]);
    expect(ph('a/b/c', { skip: 1 }).map((t) => t[0])).toEqual(['/b', '/b/c']);
    expect(ph('/', { skip: 1 })).toEqual([]);
    expect(ph('//', { skip: 1 })).toEqual([['/', 1, 2, 0]]);
  });
});
