import { describe, expect, it } from 'vitest';
import { buildIndexAnalysis, runAnalyze } from './registry';

describe('_analyze with char filters', () => {
  it('inline and named char filters; offsets into the original text', () => {
    const r = runAnalyze({ text: '<p>hello</p> world', tokenizer: 'whitespace', char_filter: ['html_strip'] }, {});
    expect(r).toEqual({ tokens: [
      { token: 'hello', start_offset: 3, end_offset: 8, type: 'word', position: 0 },
      { token: 'world', start_offset: 13, end_offset: 18, type: 'word', position: 1 },
    ] });
    const m = runAnalyze({ text: 'jeff quit phish', tokenizer: 'keyword', char_filter: [{ type: 'mapping', mappings: ['ph => f', 'qu => q'] }] }, {});
    expect(m).toEqual({ tokens: [{ token: 'jeff qit fish', start_offset: 0, end_offset: 15, type: 'word', position: 0 }] });
  });

  it('refuses unknown char filters as ES does', () => {
    expect(() => runAnalyze({ text: 'x', tokenizer: 'keyword', char_filter: ['foobar'] }, {})).toThrow('failed to find global char filter under [foobar]');
    expect(() => runAnalyze({ text: 'x', tokenizer: 'keyword', char_filter: [{ type: 'nope' }] }, {})).toThrow('failed to find global char filter under [nope]');
    const index = buildIndexAnalysis({});
    expect(() => runAnalyze({ text: 'x', tokenizer: 'keyword', char_filter: ['foobar'] }, { index })).toThrow('failed to find char filter under [foobar]');
    expect(() => runAnalyze({ text: 'x', tokenizer: 'keyword', char_filter: [{ type: 'mapping', mappings_path: 'analysis/m.txt' }] }, {})).toThrow(/mappings_path/);
  });

  it('custom analyzers and normalizers with char_filter sections', () => {
    const index = buildIndexAnalysis({
      char_filter: { amp: { type: 'mapping', mappings: ['& => and'] } },
      analyzer: { my: { tokenizer: 'whitespace', char_filter: ['html_strip', 'amp'], filter: ['lowercase'] } },
    });
    const r = index.analyzer('my')!.analyze('<b>Tom</b> &amp; Jerry');
    // As Lucene corrects an end offset: the removed "</b>" right after "Tom" counts into its end.
    expect(r.tokens.map((t) => [t.term, t.startOffset, t.endOffset])).toEqual([['tom', 3, 10], ['and', 11, 16], ['jerry', 17, 22]]);
    expect(r.finalOffset).toBe(22);
    expect(() => buildIndexAnalysis({ analyzer: { a: { tokenizer: 'whitespace', char_filter: ['zzz'] } } })).toThrow('Custom Analyzer [a] failed to find char_filter under name [zzz]');
  });
});

describe('_analyze explain (DetailAnalyzeResponse)', () => {
  it('a custom chain: char filter texts, tokenizer and filter tokens with attributes', () => {
    const r = runAnalyze({ text: 'jeff quit phish', explain: true, tokenizer: 'keyword', char_filter: [{ type: 'mapping', mappings: ['ph => f', 'qu => q'] }], filter: ['uppercase'] }, {});
    expect(r).toEqual({ detail: {
      custom_analyzer: true,
      charfilters: [{ name: '_anonymous_charfilter', filtered_text: ['jeff qit fish'] }],
      tokenizer: { name: 'keyword', tokens: [{ token: 'jeff qit fish', start_offset: 0, end_offset: 15, type: 'word', position: 0, bytes: '[6a 65 66 66 20 71 69 74 20 66 69 73 68]', positionLength: 1, termFrequency: 1 }] },
      tokenfilters: [{ name: 'uppercase', tokens: [{ token: 'JEFF QIT FISH', start_offset: 0, end_offset: 15, type: 'word', position: 0, bytes: '[4a 45 46 46 20 51 49 54 20 46 49 53 48]', positionLength: 1, termFrequency: 1 }] }],
    } });
  });

  it('a built-in analyzer; the attributes filter', () => {
    const r = runAnalyze({ text: 'Foo Bar!', explain: true, analyzer: 'whitespace', attributes: ['positionLength'] }, {}) as { detail: Record<string, unknown> };
    expect(r.detail).toEqual({ custom_analyzer: false, analyzer: { name: 'whitespace', tokens: [
      { token: 'Foo', start_offset: 0, end_offset: 3, type: 'word', position: 0, positionLength: 1 },
      { token: 'Bar!', start_offset: 4, end_offset: 8, type: 'word', position: 1, positionLength: 1 },
    ] } });
  });

  it('a custom normalizer in the request (filters without a tokenizer)', () => {
    const r = runAnalyze({ text: 'ABc', explain: true, filter: ['lowercase'] }, {}) as { detail: { tokenizer: { name: string }; tokenfilters: Array<{ tokens: Array<{ token: string }> }> } };
    expect(r.detail.tokenizer.name).toBe('keyword_for_normalizer');
    expect(r.detail.tokenfilters[0].tokens[0].token).toBe('abc');
    expect(() => runAnalyze({ text: 'ABc', filter: ['stop'] }, {})).toThrow('Custom normalizer may not use filter [stop]');
  });
});
