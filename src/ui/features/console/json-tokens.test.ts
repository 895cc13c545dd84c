import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketDepth, jsonTokens, withoutComments } from './json-tokens';

describe('console body tokens', () => {
  it('reads strings, scalars, punctuation and the three comment forms', () => {
    expect(jsonTokens('{"a": 1, # n\n "b": /* c */ "x//y" // d\n}').map((t) => [t.kind, t.text])).toEqual([
      ['punct', '{'], ['string', '"a"'], ['punct', ':'], ['scalar', '1'], ['punct', ','], ['comment', '# n'],
      ['string', '"b"'], ['punct', ':'], ['comment', '/* c */'], ['string', '"x//y"'], ['comment', '// d'], ['punct', '}'],
    ]);
    expect(jsonTokens('{"open').at(-1)).toMatchObject({ kind: 'string', open: true });
  });

  it('blanks comments without moving anything else', () => {
    const text = '{\n  # a note\n  "q": "#not" /* x\ny */, // z\n  "b": 1\n}';
    const out = withoutComments(text);
    expect(out.length).toBe(text.length);
    expect(out.split('\n').length).toBe(text.split('\n').length);
    expect(JSON.parse(out)).toEqual({ q: '#not', b: 1 });
  });

  it('never changes a JSON text without comments (property)', () => {
    fc.assert(fc.property(fc.json(), (j) => {
      expect(withoutComments(j)).toBe(j);
      expect(bracketDepth(j)).toBe(0);
    }));
  });
});
