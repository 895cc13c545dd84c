import { describe, expect, it } from 'vitest';
import { buildIndexAnalysis, runAnalyze } from './registry';

// ES 6.8 logs these deprecations: delimited_payload_filter when its factory is built, htmlStrip whenever a chain reads a value.
describe('deprecated analysis names', () => {
  it('warns for delimited_payload_filter at index creation and in _analyze', () => {
    expect(buildIndexAnalysis({ filter: { p: { type: 'delimited_payload_filter' } } }).warnings).toEqual(['Deprecated [delimited_payload_filter] used, replaced by [delimited_payload]']);
    const seen: string[] = [];
    runAnalyze({ text: 'a|1', tokenizer: 'whitespace', filter: ['delimited_payload_filter'] }, { onWarning: (w) => seen.push(w) });
    expect(seen).toEqual(['Deprecated [delimited_payload_filter] used, replaced by [delimited_payload]']);
  });
  it('warns for htmlStrip each time a chain with it runs, not for html_strip', () => {
    const index = buildIndexAnalysis({ analyzer: { old: { tokenizer: 'keyword', char_filter: ['htmlStrip'] }, now: { tokenizer: 'keyword', char_filter: ['html_strip'] } } });
    expect(index.warnings).toEqual([]);
    const warn = (analyzer: string) => {
      const seen: string[] = [];
      runAnalyze({ text: '<b>x</b>', analyzer }, { index, onWarning: (w) => seen.push(w) });
      return seen;
    };
    expect(warn('old')).toEqual(['The [htmpStrip] char filter name is deprecated and will be removed in a future version. Please change the filter name to [html_strip] instead.']);
    expect(warn('now')).toEqual([]);
  });
});
