import { describe, expect, it } from 'vitest';
import { parseJavaReplacement, translateJavaRegex } from './java-regex';

const re = (p: string) => new RegExp(translateJavaRegex(p).source, 'gu');
const all = (p: string, s: string) => [...s.matchAll(re(p))].map((m) => m[0]);

describe('Java regular expressions translated to JS', () => {
  it('keeps Java meanings where JS differs', () => {
    expect(all('\\s+', 'a\u00a0b c\u2003d')).toEqual([' ']); // Java \s is ASCII only
    expect(all('.', 'a\u0085b')).toEqual(['a', 'b']); // . stops at every Java line terminator
    expect(re('^ab$').test('ab\n')).toBe(true); // $ matches before a final line terminator
    expect(re('^ab$').test('ab\nx')).toBe(false);
    expect(all('\\Qa.b\\E', 'a.b axb')).toEqual(['a.b']);
    expect(all('\\-\\#\\/', 'x-#/')).toEqual(['-#/']);
    expect(all('\\x41\\u0042\\0103\\x{1F600}', 'ABC😀')).toEqual(['ABC😀']);
    expect(all('[\\p{Lu}\\d]+', 'abCD12e')).toEqual(['CD12']);
    expect(all('\\p{Alpha}+', 'héllo')).toEqual(['h', 'llo']); // POSIX classes are US-ASCII in Java
    expect(all('\\p{IsL}+', 'héllo')).toEqual(['héllo']);
    expect(all('(a)(b)\\2\\1', 'abba')).toEqual(['abba']);
    expect(all('(?<x>a)\\k<x>', 'aa')).toEqual(['aa']);
    expect(all('x{2,3}?', 'xxxx')).toEqual(['xx', 'xx']);
  });

  it('refuses what it cannot match the same way, naming the construct', () => {
    for (const [p, what] of [['a*+', 'possessive'], ['(?>a)', 'atomic'], ['(?i)a', 'inline flags'], ['[a[b]]', 'union'], ['[a-z&&[^e]]', 'intersection'],
      ['\\bword', '\\b'], ['\\R', '\\R'], ['\\p{InGreek}', 'InGreek'], ['\\h', '\\h']] as const) {
      expect(() => translateJavaRegex(p), p).toThrow(what);
    }
  });

  it('reports Java syntax errors', () => {
    expect(() => translateJavaRegex('(ab')).toThrow('Unclosed group');
    expect(() => translateJavaRegex('[ab')).toThrow('Unclosed character class');
    expect(() => translateJavaRegex('*a')).toThrow("Dangling meta character '*'");
    expect(() => translateJavaRegex('\\y')).toThrow('Illegal/unsupported escape sequence');
  });

  it('Java replacement strings: $n with greedy digits while the group exists, ${name}, \\ escapes', () => {
    const r = translateJavaRegex('(a)(b)(?<c>c)');
    const m = ['abc', 'a', 'b', 'c'];
    expect(parseJavaReplacement('$1$2$3', r)(m)).toBe('abc');
    expect(parseJavaReplacement('$10', r)(m)).toBe('a0'); // no group 10: $1 then "0"
    expect(parseJavaReplacement('${c}\\$', r)(m)).toBe('c$');
    expect(() => parseJavaReplacement('$x', r)).toThrow('Illegal group reference');
    expect(() => parseJavaReplacement('$4', r)(m)).toThrow('No group 4');
  });
});
