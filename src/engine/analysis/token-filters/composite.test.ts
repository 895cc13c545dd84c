import { beforeAll, describe, expect, it } from 'vitest';
import { installAnalysisScripts } from '../../rest/analysis-scripts';
import { runAnalyze } from '../registry';

const analyze = (text: string, filter: unknown[], tokenizer = 'whitespace') =>
  (runAnalyze({ text, tokenizer, filter }, {}) as { tokens: Array<{ token: string; position: number }> }).tokens.map((t) => [t.token, t.position]);

// Expectations follow ES 6.8's MultiplexerTokenFilterFactory, ScriptedConditionTokenFilterFactory and
// PredicateTokenFilterScriptFactory (positions counted from -1 by the increments, as AnalysisPredicateScript.Token).
describe('multiplexer, condition and predicate_token_filter', () => {
  beforeAll(() => installAnalysisScripts());
  it('multiplexer keeps the original by default, stacks each chain at the position, drops duplicates', () => {
    expect(analyze('The fox', [{ type: 'multiplexer', filters: ['lowercase', 'uppercase'] }])).toEqual([
      ['The', 0], ['the', 0], ['THE', 0], ['fox', 1], ['FOX', 1],
    ]);
    expect(analyze('Running', [{ type: 'multiplexer', filters: ['lowercase, porter_stem'], preserve_original: false }])).toEqual([['run', 0]]);
  });
  it('condition applies its filters only where the script is true', () => {
    expect(analyze('Vorsprung Durch Technik', [{ type: 'condition', filter: ['lowercase'], script: { source: 'token.term.length() > 5' } }])).toEqual([
      ['vorsprung', 0], ['Durch', 1], ['technik', 2],
    ]);
    expect(analyze('A B C', [{ type: 'condition', filter: ['lowercase'], script: { source: 'token.position == 1' } }]).map((t) => t[0])).toEqual(['A', 'b', 'C']);
  });
  it('predicate_token_filter keeps what the script accepts; positions of the others are kept as gaps', () => {
    expect(analyze('a b c d e', [{ type: 'predicate_token_filter', script: { source: 'token.position >= 3' } }])).toEqual([['d', 3], ['e', 4]]);
    expect(analyze('x yy', [{ type: 'predicate_token_filter', script: { source: "token.type == 'word' && token.keyword == false" } }]).map((t) => t[0])).toEqual(['x', 'yy']);
  });
  it('refuses what ES refuses', () => {
    expect(() => analyze('a', [{ type: 'condition', script: { source: 'true' } }])).toThrow(/Missing \[filter\] setting/);
    expect(() => analyze('a', [{ type: 'predicate_token_filter' }])).toThrow(/\[script\] is required/);
    expect(() => analyze('a', [{ type: 'multiplexer', filters: ['nope'] }])).toThrow(/failed to find global token filter under \[nope\]/);
  });
});
