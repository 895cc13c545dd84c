import { describe, expect, it } from 'vitest';
import { runAnalyze } from '../registry';

type T = { token: string; start_offset: number; end_offset: number; type: string; position: number };
const analyze = (body: Record<string, unknown>) => (runAnalyze(body, {}) as { tokens: T[] }).tokens;
const terms = (body: Record<string, unknown>) => analyze(body).map((t) => t.token);

// 6.8's LowerCaseTokenFilterFactory and ThaiTokenizerFactory, as `_analyze` reaches them by name.
describe('the lowercase filter with a language, and the thai tokenizer by name', () => {
  it('language greek, irish or turkish (any case) picks that lower-casing; another language is refused', () => {
    expect(terms({ text: 'ΣΟΦΟΣ Άλφα', tokenizer: 'standard', filter: [{ type: 'lowercase', language: 'greek' }] })).toEqual(['σοφοσ', 'αλφα']);
    expect(terms({ text: 'nAthair', tokenizer: 'standard', filter: [{ type: 'lowercase', language: 'Irish' }] })).toEqual(['n-athair']);
    expect(terms({ text: 'IŞIK', tokenizer: 'standard', filter: [{ type: 'lowercase', language: 'TURKISH' }] })).toEqual(['ışık']);
    expect(terms({ text: 'IŞIK', tokenizer: 'standard', filter: ['lowercase'] })).toEqual(['işik']);
    expect(() => analyze({ text: 'x', tokenizer: 'standard', filter: [{ type: 'lowercase', language: 'klingon' }] })).toThrow('language [klingon] not support for lower case');
  });
  it('a normalizer may lower-case by language', () => {
    expect(terms({ text: 'ΣΟΦΟΣ', filter: [{ type: 'lowercase', language: 'greek' }] })).toEqual(['σοφοσ']);
  });
  it('the thai tokenizer, with word types and UTF-16 offsets', () => {
    expect(analyze({ text: 'ภาษาไทย ๑๒', tokenizer: 'thai', filter: ['decimal_digit'] })).toEqual([
      { token: 'ภาษา', start_offset: 0, end_offset: 4, type: 'word', position: 0 },
      { token: 'ไทย', start_offset: 4, end_offset: 7, type: 'word', position: 1 },
      { token: '12', start_offset: 8, end_offset: 10, type: 'word', position: 2 },
    ]);
  });
  it('the stemmer filter by the new language names', () => {
    expect(terms({ text: 'Μία ΣΟΦΟΣ', tokenizer: 'standard', filter: [{ type: 'lowercase', language: 'greek' }, { type: 'stemmer', language: 'greek' }] })).toEqual(['μια', 'σοφ']);
    expect(terms({ text: 'vaikų', tokenizer: 'standard', filter: [{ type: 'snowball', language: 'Lithuanian' }] })).toEqual(['vaik']);
    expect(terms({ text: 'luces', tokenizer: 'standard', filter: [{ type: 'stemmer', name: 'minimal_galician' }] })).toEqual(['luz']);
  });
});
