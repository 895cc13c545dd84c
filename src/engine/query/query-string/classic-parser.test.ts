import { describe, expect, it } from 'vitest';
import { ClassicParseException, discardEscapeChar, escapeClassic, parseClassic, type ClassicFactory } from './classic-parser';
import { tokenize, TK } from './classic-lexer';

/** Builds the text Lucene's Query.toString would print for each piece (default field left out). */
const printer = (df: string | null): ClassicFactory<string> => {
  const f = (field: string | null) => (field === df || field === null ? '' : `${field}:`);
  return {
    field: (field, text) => (text.includes(' ') ? `(${text.split(' ').map((t) => f(field) + t).join(' ')})` : f(field) + text),
    phrase: (field, text, slop) => `${f(field)}"${text}"${slop ? `~${slop}` : ''}`,
    fuzzy: (field, text, slop) => `${f(field)}${text}~${slop}`,
    prefix: (field, text) => `${f(field)}${text}*`,
    wildcard: (field, text) => `${f(field)}${text}`,
    regexp: (field, text) => `${f(field)}/${text}/`,
    range: (field, lo, hi, il, ih) => `${f(field)}${il ? '[' : '{'}${lo ?? '*'} TO ${hi ?? '*'}${ih ? ']' : '}'}`,
    boost: (q, b) => `(${q})^${b}`,
    bool: (cs) => (cs.length === 0 ? null : `(${cs.map((c) => (c.occur === 'MUST' ? '+' : c.occur === 'MUST_NOT' ? '-' : '') + c.query).join(' ')})`),
  };
};
const parse = (q: string, op: 'OR' | 'AND' = 'OR') =>
  parseClassic(q, printer('f'), { defaultField: 'f', defaultOperator: op }, (x) => (x.startsWith('(') && x.endsWith(')') && !x.includes('^') ? x.slice(1, -1).split(' ') : undefined));
const error = (q: string) => {
  try {
    parse(q);
  } catch (e) {
    return (e as ClassicParseException).message;
  }
  return undefined;
};

describe("Lucene 7.7's classic query syntax", () => {
  it('tokenizes as QueryParser.jj: longest match, the first declared kind on a tie', () => {
    const kinds = (s: string) => tokenize(s).map((t) => t.kind);
    expect(kinds('AND ANDY')).toEqual([TK.AND, TK.TERM, TK.EOF]);
    expect(kinds('foo* f*o *x ?')).toEqual([TK.PREFIXTERM, TK.WILDTERM, TK.WILDTERM, TK.WILDTERM, TK.EOF]);
    expect(kinds('* a-b +c')).toEqual([TK.STAR, TK.TERM, TK.PLUS, TK.TERM, TK.EOF]);
    expect(kinds('+ x')).toEqual([TK.BAREOPER, TK.TERM, TK.EOF]);
    expect(kinds('a~0.5 "p q"~3')).toEqual([TK.TERM, TK.FUZZY_SLOP, TK.QUOTED, TK.FUZZY_SLOP, TK.EOF]);
    expect(kinds('[1 TO *}')).toEqual([TK.RANGEIN_START, TK.RANGE_GOOP, TK.RANGE_TO, TK.RANGE_GOOP, TK.RANGEEX_END, TK.EOF]);
    expect(kinds('x^2 /a.b/')).toEqual([TK.TERM, TK.CARAT, TK.NUMBER, TK.REGEXPTERM, TK.EOF]);
  });

  it('joins bare terms into one text to analyse (splitOnWhitespace=false) and applies the operators as QueryParserBase.addClause', () => {
    expect(parse('a b c')).toBe('(a b c)');
    expect(parse('a b', 'AND')).toBe('(+a +b)');
    expect(parse('a AND b OR c')).toBe('(+a +b c)');
    // Under AND, `OR` makes the clause before it optional.
    expect(parse('a OR b c', 'AND')).toBe('(a b +c)');
    expect(parse('+a -b c')).toBe('(+a -b c)');
    expect(parse('a && b || !c')).toBe('(+a +b -c)');
    expect(parse('NOT a')).toBe('(-a)');
    // A fielded term ends the run of bare terms (the term before `:` is a field).
    expect(parse('a b t:c')).toBe('(a b t:c)');
  });

  it('reads fields, groups, boosts, phrases, fuzzy, prefix, wildcard, regexp and ranges', () => {
    expect(parse('title:(x y)^2')).toBe('((title:x title:y))^2');
    expect(parse('t:"a b"~2^3')).toBe('(t:"a b"~2)^3');
    expect(parse('a~ b~1 c~0.5')).toBe('(a~ b~1 c~0.5)');
    expect(parse('ba* b?r *x /ab+c/')).toBe('(ba* b?r *x /ab+c/)');
    expect(parse('x:[1 TO 5} y:{* TO "z z"]')).toBe('(x:[1 TO 5} y:{* TO z z])');
    expect(parse('*:*')).toBe('*:*');
    expect(parse('f\\:g:h')).toBe('f:g:h');
    expect(parse('age:>=10')).toBe('age:>=10');
  });

  it('discards escapes, reads \\u escapes, and refuses a trailing escape', () => {
    expect(discardEscapeChar('a\\-b\\u0041')).toBe('a-bA');
    expect(() => discardEscapeChar('a\\')).toThrow('Term can not end with escape character.');
    expect(() => discardEscapeChar('\\u00')).toThrow('Truncated unicode escape sequence.');
    expect(escapeClassic('a+b (c)')).toBe('a\\+b \\(c\\)');
  });

  it("words syntax errors as JavaCC's ParseException, prefixed with the query", () => {
    expect(error('foo:')).toBe(
      `Cannot parse 'foo:': Encountered "<EOF>" at line 1, column 4.\nWas expecting one of:\n    <BAREOPER> ...\n    "(" ...\n    "*" ...\n    <QUOTED> ...\n    <TERM> ...\n    <PREFIXTERM> ...\n    <WILDTERM> ...\n    <REGEXPTERM> ...\n    "[" ...\n    "{" ...\n    <NUMBER> ...\n    `,
    );
    expect(error('a AND')).toMatch(/^Cannot parse 'a AND': Encountered "<EOF>" at line 1, column 5\.\nWas expecting one of:\n {4}<NOT> \.\.\.\n {4}"\+" \.\.\.\n {4}"-" \.\.\./);
    expect(error('foo)')).toMatch(/^Cannot parse 'foo\)': Encountered " "\)" "\) "" at line 1, column 3\.\nWas expecting one of:\n {4}<EOF> \n/);
    expect(error('"foo')).toBe(`Cannot parse '"foo': Lexical error at line 1, column 5.  Encountered: <EOF> after : "\\"foo"`);
    expect(error('(a')).toMatch(/Encountered "<EOF>" at line 1, column 2\./);
    expect(error('[1 TO]')).toMatch(/Encountered " "\]" "\] "" at line 1, column 5\./);
  });
});
