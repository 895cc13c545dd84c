import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runAnalyze } from '../registry';

type T = { token: string; position: number; positionLength?: number; type: string; start_offset: number; end_offset: number };
const run = (text: string, filter: unknown[], tokenizer: unknown = 'whitespace') => (runAnalyze({ text, tokenizer, filter }, {}) as { tokens: T[] }).tokens;
const show = (text: string, filter: unknown[], tokenizer: unknown = 'whitespace') =>
  run(text, filter, tokenizer).map((t) => `${t.token}@${t.position}${t.positionLength ? '/' + t.positionLength : ''}`).join(' ');
const graph = (synonyms: string[], extra: Record<string, unknown> = {}) => ({ type: 'synonym_graph', synonyms, ...extra });
const flat = (synonyms: string[], extra: Record<string, unknown> = {}) => ({ type: 'synonym', synonyms, ...extra });

// Expectations follow SolrSynonymParser / WordnetSynonymParser, SynonymGraphFilter.bufferOutputTokens'
// node numbering, and FlattenGraphFilter's renumbering (Lucene 7.7, as ES 6.8's YAML suite shows them).
describe('synonym_graph and flatten_graph', () => {
  it('side paths from the match start to one end node, outputs first, the original last', () => {
    expect(show('this automatic teller machine is down', [graph(['automatic teller machine,atm,cash point'])]))
      .toBe('this@0 atm@1/4 cash@1 automatic@1/2 point@2/3 teller@3 machine@4 is@5 down@6');
    expect(show('this automatic teller machine is down', [graph(['automatic teller machine,atm,cash point']), 'flatten_graph']))
      .toBe('this@0 atm@1/3 cash@1 automatic@1 point@2/2 teller@2 machine@3 is@4 down@5');
  });
  it('synonym tokens take the match offsets and type SYNONYM; originals keep theirs', () => {
    const tokens = run('big cat', [graph(['big cat, lion'])]);
    expect(tokens.map((t) => [t.token, t.type, t.start_offset, t.end_offset])).toEqual([['lion', 'SYNONYM', 0, 7], ['big', 'word', 0, 3], ['cat', 'word', 4, 7]]);
  });
  it('explicit mappings replace; expand false maps all to the first', () => {
    expect(show('a fast car', [graph(['fast, quick => rapid'])])).toBe('a@0 rapid@1 car@2');
    expect(show('quick fast', [graph(['fast, quick, rapid'], { expand: false })])).toBe('fast@0 fast@1');
  });
  it('WordNet synsets', () => {
    const wn = ["s(100000001,1,'abstain',v,1,0).", "s(100000001,2,'refrain',v,1,0).", "s(100000002,1,'x',n,1,0)."];
    expect(show('refrain', [graph(wn, { format: 'wordnet' })])).toBe('abstain@0 refrain@0');
  });
  it('rules go through the chain in front of the filter; errors and lenient as ES', () => {
    expect(show('Fast car', ['lowercase', graph(['FAST => quick'])])).toBe('quick@0 car@1');
    const cause = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        const chain: string[] = [];
        for (let c = e as { reason: string; causedBy?: unknown } | undefined; c; c = c.causedBy as typeof c) chain.push(c.reason);
        return chain;
      }
      return [];
    };
    expect(cause(() => run('x', [graph(['a => b', 'a, , => b =>  c'])]))).toEqual(['failed to build synonyms', 'Invalid synonym rule at line 2', 'more than one explicit mapping specified on the same line']);
    expect(cause(() => run('x', ['stop', graph(['the => a'])]))).toEqual(['failed to build synonyms', 'Invalid synonym rule at line 1', 'term: the was completely eliminated by analyzer']);
    expect(show('b', ['stop', graph(['the => a', 'b => c'], { lenient: true })])).toBe('c@0');
    expect(() => run('x', [{ type: 'synonym_graph' }])).toThrow(/synonym requires either `synonyms` or `synonyms_path`/);
    expect(() => run('x', [{ type: 'synonym', synonyms_path: 'syn.txt' }])).toThrow(/IOException while reading synonyms_path: syn.txt/);
  });
  it('flatten_graph gives every token a position length of at least one and never goes back', () => {
    const word = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
      const tokens = run(words.join(' '), [graph(['a b, c', 'd, a b c', 'b, d c a']), 'flatten_graph']);
      let last = -1;
      for (const t of tokens) {
        expect(t.position).toBeGreaterThanOrEqual(last);
        expect(t.positionLength ?? 1).toBeGreaterThanOrEqual(1);
        last = t.position;
      }
    }));
  });
});

describe('synonym (the flat filter)', () => {
  it('stacks outputs on the input positions; the last output token spans to the match end', () => {
    expect(show('the dude abides', [flat(['dude => el duderino'])])).toBe('the@0 el@1 abides@2 duderino@2');
    expect(show('automatic teller machine', [flat(['automatic teller machine,atm'])])).toBe('automatic@0 atm@0/3 teller@1 machine@2');
    expect(show('kimchy', [flat(['kimchy => shay'])], { type: 'ngram', min_gram: 3, max_gram: 3 })).toBe('sha@0 hay@1/3');
  });
});
