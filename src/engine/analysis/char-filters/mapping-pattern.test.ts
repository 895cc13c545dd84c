import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { charTokenizer } from '../tokenizers/char-tokenizer';
import { isJavaWhitespace } from '../java-chars';
import { runChain } from '../analysis-chain';
import { mappingCharFilter, parseMappingRules } from './mapping';
import { patternReplaceCharFilter } from './pattern-replace';
import type { CharFilter } from './offset-map';
import { htmlStripCharFilter } from './html-strip';

const whitespace = charTokenizer((cp) => !isJavaWhitespace(cp));
const tokens = (text: string, ...cfs: CharFilter[]) => runChain(text, cfs, whitespace, []).tokens.map((t) => [t.term, t.startOffset, t.endOffset]);

// Lucene 7.7 TestMappingCharFilter's map and vectors.
const normMap = new Map([['aa', 'a'], ['bbb', 'b'], ['cccc', 'cc'], ['h', 'i'], ['j', 'jj'], ['k', 'kkk'], ['ll', 'llll'], ['empty', '']]);

describe('mapping char filter (Lucene MappingCharFilter)', () => {
  const m = mappingCharFilter(normMap);
  it('maps and corrects offsets', () => {
    expect(tokens('h', m)).toEqual([['i', 0, 1]]);
    expect(tokens('j', m)).toEqual([['jj', 0, 1]]);
    expect(tokens('k', m)).toEqual([['kkk', 0, 1]]);
    expect(tokens('ll', m)).toEqual([['llll', 0, 2]]);
    expect(tokens('aa', m)).toEqual([['a', 0, 2]]);
    expect(tokens('bbb', m)).toEqual([['b', 0, 3]]);
    expect(tokens('cccc', m)).toEqual([['cc', 0, 4]]);
    expect(tokens('empty', m)).toEqual([]);
    expect(tokens('h i j k ll cccc bbb aa', m)).toEqual([
      ['i', 0, 1], ['i', 2, 3], ['jj', 4, 5], ['kkk', 6, 7], ['llll', 8, 10], ['cc', 11, 15], ['b', 16, 19], ['a', 20, 22]]);
  });
  it('chains through two filters', () => {
    expect(tokens('aaaa ll h', m, m)).toEqual([['a', 0, 4], ['llllllll', 5, 7], ['i', 8, 9]]);
  });
  it('parses ES rules with escapes; refuses bad ones', () => {
    expect(parseMappingRules(['ph => f', 'qu => q', '\\u0041 => \\n'])).toEqual(new Map([['ph', 'f'], ['qu', 'q'], ['A', '\n']]));
    expect(mappingCharFilter(parseMappingRules(['ph => f', 'qu => q']))('jeff quit phish').text).toBe('jeff qit fish');
    expect(() => parseMappingRules(['no arrow'])).toThrow('Invalid Mapping Rule : [no arrow]');
    expect(() => parseMappingRules([' => x'])).toThrow('cannot match the empty string');
  });
});

describe('pattern_replace char filter (Lucene PatternReplaceCharFilter)', () => {
  it('ES 6.8 smoke test', () => {
    expect(patternReplaceCharFilter('sample(.*)', 'replacedSample $1')('sample6 sample1').text).toBe('replacedSample 6 sample1');
  });
  // Lucene TestPatternReplaceCharFilter vectors.
  it('replaces with offsets corrected', () => {
    expect(tokens('aa bb cc', patternReplaceCharFilter('(aa)\\s+(bb)\\s+(cc)', '$1#$2#$3'))).toEqual([['aa#bb#cc', 0, 8]]);
    expect(tokens('aa  bb  cc dd', patternReplaceCharFilter('(aa)\\s+(bb)\\s+(cc)', '$1##$2###$3'))).toEqual([['aa##bb###cc', 0, 10], ['dd', 11, 13]]);
    expect(tokens('aa bb cc', patternReplaceCharFilter('(aa)\\s+(bb)\\s+(cc)', '$1'))).toEqual([['aa', 0, 8]]);
    expect(tokens('  a  a', patternReplaceCharFilter('a', 'aa'))).toEqual([['aa', 2, 3], ['aa', 5, 6]]);
    expect(tokens('aa  bb  cc --- aa bb aa. bb aa   bb cc', patternReplaceCharFilter('(aa)\\s+(bb)', '$1##$2'))).toEqual([
      ['aa##bb', 0, 6], ['cc', 8, 10], ['---', 11, 14], ['aa##bb', 15, 20], ['aa.', 21, 24], ['bb', 25, 27], ['aa##bb', 28, 35], ['cc', 36, 38]]);
  });
  it('refuses Java constructs it cannot translate, by name', () => {
    expect(() => patternReplaceCharFilter('a++', 'x')).toThrow(/possessive/);
    expect(() => patternReplaceCharFilter('(?i)a', 'x')).toThrow(/inline flags/);
    expect(() => patternReplaceCharFilter('[a&&b]', 'x')).toThrow(/intersection/);
    expect(() => patternReplaceCharFilter('\\bx', 'x')).toThrow(/\\b/);
  });
});

describe('char filters in a chain: offsets point into the original text', () => {
  it('property: every token\'s original slice is what the filters turned into it', () => {
    // Contractions and deletions only: an expansion maps its extra characters onto one point (below).
    const m = mappingCharFilter(new Map([['ph', 'f'], ['&', '+'], ['x', '']]));
    const piece = fc.constantFrom('ph', 'a', 'b', ' ', '&', 'x', '<p>', '</p>', '&amp;', 'élan');
    fc.assert(fc.property(fc.array(piece, { maxLength: 25 }).map((a) => a.join('')), (input) => {
      const html = htmlStripCharFilter();
      const r = runChain(input, [html, m], whitespace, []);
      for (const t of r.tokens) {
        expect(t.startOffset).toBeGreaterThanOrEqual(0);
        expect(t.endOffset).toBeLessThanOrEqual(input.length);
        expect(t.startOffset).toBeLessThanOrEqual(t.endOffset);
        // Filtering the original slice alone gives back the token (these filters act locally).
        const again = m(html(input.slice(t.startOffset, t.endOffset)).text).text;
        expect(again.includes(t.term)).toBe(true);
      }
      expect(r.finalOffset).toBe(input.length);
    }));
  });
  it('an expansion\'s extra characters map back onto the point before them (MappingCharFilter)', () => {
    const m = mappingCharFilter(new Map([['&', ' and ']]));
    expect(tokens('x&y', m)).toEqual([['x', 0, 1], ['and', 1, 1], ['y', 2, 3]]);
  });
});
