import { describe, expect, it } from 'vitest';
import { compileScript } from './index';
import { errorOf, fakeDocValues, run } from './script-test-support';

const dv = fakeDocValues({
  numeric: { kind: 'long', docs: [[8], [98]] },
  multi: { kind: 'double', docs: [[4, 1, 2, 10]] },
  odd: { kind: 'long', docs: [[5, 1, 3]] },
  x: { kind: 'long', docs: [[], [5]] },
  flag: { kind: 'boolean', docs: [[1]] },
  when: { kind: 'date', docs: [[Date.UTC(2015, 5, 7, 8, 9, 10)]] },
  tag: { kind: 'keyword', docs: [['a']] },
  body: { kind: 'text', docs: [['a']] },
});
const expr = (source: string, opts: { params?: Record<string, unknown>; score?: number; doc?: number } = {}) =>
  run(source, { ...opts, dv, lang: 'expression' });

describe('expression', () => {
  describe('when scripts mirror the Painless ones', () => {
    it('computes log10 of a doc value plus 2', () => {
      expect(expr("log10(doc['numeric'].value + 2)")).toBe(1);
      expect(expr("log10(doc['numeric'] + 2)", { doc: 1 })).toBe(2);
    });

    it('reads params by bare name', () => {
      expect(expr('_score * factor', { score: 0.5, params: { factor: 3 } })).toBe(1.5);
    });

    it('tests a missing field with .empty or .length', () => {
      expect(expr("doc['x'].empty ? 1 : doc['x'].value")).toBe(1);
      expect(expr("doc['x'].empty ? 1 : doc['x'].value", { doc: 1 })).toBe(5);
      expect(expr("doc['x'].length == 0 ? 1 : doc['x'].value")).toBe(1);
      expect(expr("doc['x'].value")).toBe(0);
    });
  });

  describe('when reading multi-valued fields', () => {
    it('gives the minimum as the value and aggregates through methods', () => {
      expect(expr("doc['multi'].value")).toBe(1);
      expect(expr("doc['multi'].min()")).toBe(1);
      expect(expr("doc['multi'].max()")).toBe(10);
      expect(expr("doc['multi'].sum()")).toBe(17);
      expect(expr("doc['multi'].avg()")).toBe(4.25);
      expect(expr("doc['multi'].median()")).toBe(3);
      expect(expr("doc['odd'].median()")).toBe(3);
      expect(expr("doc['multi'].count()")).toBe(4);
      expect(expr("doc['multi'].length")).toBe(4);
      expect(expr("doc['multi'].size() + doc['multi'].getValue() + doc['multi'].isEmpty()")).toBe(5);
    });

    it('reads booleans as 1/0 and dates as epoch millis with calendar getters', () => {
      expect(expr("doc['flag'].value")).toBe(1);
      expect(expr("doc['when'].value")).toBe(Date.UTC(2015, 5, 7, 8, 9, 10));
      expect(expr("doc['when'].getYear() * 100 + doc['when'].getMonth()")).toBe(201505);
    });
  });

  describe('when evaluating operators', () => {
    it('works in doubles with 1/0 booleans', () => {
      expect(expr('7 / 2')).toBe(3.5);
      expect(expr('7 % 2.5')).toBe(2);
      expect(expr('1 < 2')).toBe(1);
      expect(expr('1 == 2 || 3 >= 3')).toBe(1);
      expect(expr('!0 + !5')).toBe(1);
      expect(expr('2 > 1 && 0')).toBe(0);
      expect(expr('-(-3) + +2')).toBe(5);
      expect(expr('1 ? 2 : 3')).toBe(2);
      expect(expr('0 ? 2 : 0 ? 3 : 4')).toBe(4);
    });

    it('runs bit operators through Java longs', () => {
      expect(expr('6 & 3')).toBe(2);
      expect(expr('6 | 3')).toBe(7);
      expect(expr('6 ^ 3')).toBe(5);
      expect(expr('~5')).toBe(-6);
      expect(expr('1 << 40')).toBe(2 ** 40);
      expect(expr('-16 >> 2')).toBe(-4);
      expect(expr('-1 >>> 60')).toBe(15);
      expect(expr('5.9 & 7')).toBe(5);
    });

    it('drops characters the lexer cannot read, as Lucene does', () => {
      expect(expr('1 # + 2')).toBe(3);
    });

    it('reads hex, octal and decimal literals', () => {
      expect(expr('0x10 + 010 + .5 + 1e2')).toBe(16 + 8 + 0.5 + 100);
    });

    it('calls the Lucene function table', () => {
      expect(expr('abs(-2) + ceil(1.2) + floor(1.8) + sqrt(4) + pow(2, 3) + max(1, 5) + min(1, 5)')).toBe(2 + 2 + 1 + 2 + 8 + 5 + 1);
      expect(expr('ln(1) + exp(0) + logn(2, 8) + atan2(0, 1) + sin(0) + cos(0)')).toBeCloseTo(5, 12);
      expect(expr('asinh(0) + acosh(1) + atanh(0) + sinh(0) + cosh(0) + tanh(0)')).toBe(1);
      expect(expr('haversin(0, 0, 0, 1)')).toBeCloseTo(111.19, 1);
    });

    it('gives Infinity and NaN like Java', () => {
      expect(expr('pow(10, 400)')).toBe(Infinity);
      expect(expr('1 / 0')).toBe(Infinity);
      expect(expr('sqrt(-1)')).toBeNaN();
    });
  });

  describe('when the expression is wrong', () => {
    const failure = (source: string, params: Record<string, unknown> = {}) => {
      const { error, json } = errorOf(() => expr(source, { params }));
      expect(error.type).toBe('script_exception');
      expect(json.lang).toBe('expression');
      return { reason: json.reason, stack: json.script_stack, cause: json.caused_by };
    };

    it('reports parse errors as compile errors pointing at the whole source', () => {
      expect(failure('1 +')).toEqual({
        reason: 'compile error',
        stack: ['1 +', '^---- HERE'],
        cause: { type: 'parse_exception', reason: 'unexpected end of expression' },
      });
      expect(failure('1 2').cause.reason).toBe("unexpected token '2' on line (1) and column (2) was expecting one of [<EOF>]");
      expect(failure('1 + * 2').cause.reason).toBe("invalid sequence of tokens near '*' on line (1) and column (4)");
      expect(failure('foo(1)').cause.reason).toBe("Invalid expression 'foo(1)': Unrecognized function call (foo).");
      expect(failure('max(1)').cause.reason).toBe(
        "Invalid expression 'max(1)': Expected (2) arguments for function call (max), but found (1).",
      );
    });

    it('reports variables that do not bind as link errors pointing at the variable', () => {
      expect(failure('factor * 2')).toEqual({
        reason: 'link error',
        stack: ['factor', '^---- HERE'],
        cause: { type: 'parse_exception', reason: 'Unknown variable [factor]' },
      });
      expect(failure("factor * 2", { factor: 'x' }).cause.reason).toBe('Parameter [factor] must be a numeric type');
      expect(failure('doc.value').cause.reason).toBe("Variable 'doc' must be used with a specific field like: doc['myfield']");
      expect(failure("doc['nope'].value").cause).toEqual({ type: 'parse_exception', reason: 'Field [nope] does not exist in mappings' });
      expect(failure("doc['tag'].value").cause.reason).toBe('Field [tag] must be numeric, date, or geopoint');
      expect(failure("doc['body'].value").cause.type).toBe('illegal_argument_exception');
      expect(failure("doc['numeric'].foo").cause.reason).toBe('Member variable [foo] does not exist for numeric field [numeric].');
    });

    it('links before scoring when the caller asks', () => {
      const script = compileScript({ source: "doc['nope'].value", lang: 'expression', params: {} });
      expect(errorOf(() => script.link(dv)).json.reason).toBe('link error');
      expect(compileScript({ source: '_score', lang: 'expression', params: {} }).needsScore).toBe(true);
    });
  });
});
