import { describe, expect, it } from 'vitest';
import { compileScript, MISSING_VALUE_WARNING } from './index';
import { errorOf, evaluate, fakeDocValues, run } from './script-test-support';

describe('painless', () => {
  describe('when scripts come from the rescore issue', () => {
    const dv = fakeDocValues({ numeric: { kind: 'long', docs: [[8], [98]] }, x: { kind: 'long', docs: [[], [5]] } });

    it('computes log10 of a long doc value plus an int as a double', () => {
      expect(run("Math.log10(doc['numeric'].value + 2)", { dv })).toBe(1);
      expect(run("Math.log10(doc['numeric'].value + 2)", { dv, doc: 1 })).toBe(2);
    });

    it('multiplies the score by an integer param', () => {
      expect(run('_score * params.factor', { score: Math.fround(0.2876821), params: { factor: 2 } })).toBe(
        Math.fround(0.2876821) * 2,
      );
    });

    it('falls back to 1 in a ternary on a missing field without a warning', () => {
      const script = compileScript({ source: "doc['x'].size() == 0 ? 1 : doc['x'].value", lang: 'painless', params: {} });
      expect(script.execute(0, 1, dv)).toBe(1);
      expect(script.execute(1, 1, dv)).toBe(5);
      expect(script.warnings).toEqual([]);
    });
  });

  describe('when scripts come from 30_search.yml', () => {
    // Dynamic mapping makes num1 a float field; 1.0 and 2.0 widen exactly to double.
    const dv = fakeDocValues({
      num1: { kind: 'double', docs: [[1.0], [2.0], [3.0]] },
      bool: { kind: 'boolean', docs: [[1], [0], [1]] },
      f: { kind: 'long', docs: [[42]] },
    });
    const score = (source: string, doc: number, s = 0.5, params = {}) => run(source, { dv, doc, score: s, params });

    it('ranks by the doc value (Custom Script Boost)', () => {
      expect([score("doc['num1'].value", 0), score("doc['num1'].value", 1)]).toEqual([1, 2]);
      expect([score("Math.pow(doc['num1'].value, 2)", 0), score("Math.pow(doc['num1'].value, 2)", 1)]).toEqual([1, 4]);
      expect([score("Math.max(doc['num1'].value, 1)", 0), score("Math.max(doc['num1'].value, 1)", 1)]).toEqual([1, 2]);
      expect([score("doc['num1'].value * _score", 0), score("doc['num1'].value * _score", 1)]).toEqual([0.5, 1]);
      expect(score('params.param1 * params.param2 * _score', 0, 0.25, { param1: 2, param2: 2 })).toBe(1);
    });

    it('returns constants and the score (Scores Nested)', () => {
      expect(score('1', 0)).toBe(1);
      expect(score('_score', 0, 0.75)).toBe(0.75);
    });

    it('computes a negative score (Warning on negative score)', () => {
      expect(score("doc['num1'].value - 10.0", 0)).toBe(-9);
    });

    it('filters with boolean scripts (Painless Query)', () => {
      const filter = (source: string, params = {}) => {
        const s = compileScript({ source, lang: 'painless', params }, { context: 'filter' });
        return [0, 1, 2].map((d) => s.evaluate(d, 1, dv));
      };
      expect(filter("doc['num1'].value > 1;")).toEqual([false, true, true]);
      expect(filter("doc['num1'].value > params.param1;", { param1: 1 })).toEqual([false, true, true]);
      expect(filter("doc['num1'].value > params.param1;", { param1: -1 })).toEqual([true, true, true]);
      expect(filter("doc['bool'].value == false")).toEqual([false, true, false]);
    });

    it('returns typed field values (script_fields, Use List Size In Scripts)', () => {
      const field = (source: string) => {
        const s = compileScript({ source, lang: 'painless', params: {} }, { context: 'field' });
        return { value: s.evaluate(1, 1, dv), type: s.resultType };
      };
      expect(field("doc['num1'].value;")).toEqual({ value: 2, type: 'double' });
      expect(field("return doc['num1'].value;")).toEqual({ value: 2, type: 'double' });
      expect(compileScript({ source: "doc['f'].size()", lang: 'painless', params: {} }, { context: 'field' }).evaluate(0, 1, dv)).toBe(1);
    });

    it('rejects a boolean result where a score is expected', () => {
      const { error, json } = errorOf(() => run('1 > 0'));
      expect(error.type).toBe('script_exception');
      expect(json.reason).toBe('compile error');
      expect(json.caused_by).toEqual({ type: 'class_cast_exception', reason: 'Cannot cast from [boolean] to [double].' });
    });
  });

  describe('when arithmetic follows Java promotion', () => {
    it('divides ints as integers and doubles as doubles', () => {
      expect(evaluate('7/2')).toEqual({ value: 3, type: 'int' });
      expect(evaluate('7/2.0')).toEqual({ value: 3.5, type: 'double' });
      expect(evaluate('-7/2')).toEqual({ value: -3, type: 'int' });
      expect(evaluate('-7 % 3')).toEqual({ value: -1, type: 'int' });
      expect(evaluate('7.5 % 2')).toEqual({ value: 1.5, type: 'double' });
      expect(evaluate('1/2*2.0')).toEqual({ value: 0, type: 'double' });
      expect(evaluate('int a = 7; long b = 2; a / b')).toEqual({ value: 3, type: 'long' });
    });

    it('wraps int overflow and widens to long when a long is involved', () => {
      expect(evaluate('2147483647 + 1')).toEqual({ value: -2147483648, type: 'int' });
      expect(evaluate('int x = 2147483647; x + 1')).toEqual({ value: -2147483648, type: 'int' });
      expect(evaluate('int x = 65536; x * x')).toEqual({ value: 0, type: 'int' });
      expect(evaluate('long x = 2147483647; x + 1')).toEqual({ value: 2147483648, type: 'long' });
      expect(evaluate('Integer.MAX_VALUE * 2')).toEqual({ value: -2, type: 'int' });
      expect(evaluate('int x = -2147483648; x / -1')).toEqual({ value: -2147483648, type: 'int' });
    });

    it('wraps long overflow at 64 bits', () => {
      expect(evaluate('Long.MAX_VALUE + 1')).toEqual({ value: -9223372036854775808n, type: 'long' });
      expect(evaluate('long x = 3037000500L; x * x')).toEqual({ value: BigInt.asIntN(64, 3037000500n * 3037000500n), type: 'long' });
      expect(evaluate('1L << 40')).toEqual({ value: 2 ** 40, type: 'long' });
      expect(evaluate('1 << 33')).toEqual({ value: 2, type: 'int' });
    });

    it('rounds float arithmetic to float32', () => {
      expect(evaluate('0.1f + 0.2f')).toEqual({ value: Math.fround(Math.fround(0.1) + Math.fround(0.2)), type: 'float' });
      expect(run('float f = 0.1f; f')).toBe(0.10000000149011612);
    });

    it('casts with Java truncation and saturation', () => {
      expect(evaluate('(int) 3.9')).toEqual({ value: 3, type: 'int' });
      expect(evaluate('(int) -3.9')).toEqual({ value: -3, type: 'int' });
      expect(evaluate('(long) 1e20')).toEqual({ value: 9223372036854775807n, type: 'long' });
      expect(evaluate('(int) Double.NaN')).toEqual({ value: 0, type: 'int' });
      expect(evaluate('(int) 3000000000L')).toEqual({ value: -1294967296, type: 'int' });
      expect(evaluate('def v = 2.7; (int) v')).toEqual({ value: 2, type: 'int' });
    });

    it('promotes an Integer param times a double to double through def', () => {
      expect(evaluate('params.x * 1.5', { params: { x: 3 } })).toEqual({ value: 4.5, type: 'double' });
      expect(evaluate('params.x / 2', { params: { x: 3 } })).toEqual({ value: 1, type: 'int' });
      expect(evaluate('params.x / 2', { params: { x: 3.5 } })).toEqual({ value: 1.75, type: 'double' });
      expect(evaluate('params.big + 1', { params: { big: 4294967296 } })).toEqual({ value: 4294967297, type: 'long' });
    });

    it('concatenates strings with Java number formatting', () => {
      expect(evaluate("'a' + 1 + 2")).toEqual({ value: 'a12', type: 'String' });
      expect(evaluate("1 + 2 + 'a'")).toEqual({ value: '3a', type: 'String' });
      expect(evaluate("'' + 1.0 + ' ' + 1e10 + ' ' + 0.5f + ' ' + true + ' ' + null")).toEqual({
        value: '1.0 1.0E10 0.5 true null',
        type: 'String',
      });
    });

    it('compares numbers across types and strings by value', () => {
      expect(evaluate('1 == 1.0')).toEqual({ value: true, type: 'boolean' });
      expect(evaluate("'ab' == 'a' + 'b'")).toEqual({ value: true, type: 'boolean' });
      expect(evaluate('def a = 1L; def b = 1; a == b')).toEqual({ value: true, type: 'boolean' });
      expect(evaluate("def a = 'x'; def b = 1; a != b")).toEqual({ value: true, type: 'boolean' });
      expect(evaluate('Double.NaN == Double.NaN')).toEqual({ value: false, type: 'boolean' });
    });
  });

  describe('#Math', () => {
    it('rounds to a long with Java rounding', () => {
      expect(evaluate('Math.round(2.5)')).toEqual({ value: 3, type: 'long' });
      expect(evaluate('Math.round(-2.5)')).toEqual({ value: -2, type: 'long' });
      expect(evaluate('Math.round(0.49999999999999994)')).toEqual({ value: 0, type: 'long' });
      expect(evaluate('Math.round(2.4) / 2')).toEqual({ value: 1, type: 'long' });
      expect(evaluate('Math.round(1e300)')).toEqual({ value: 9223372036854775807n, type: 'long' });
    });

    it('takes and returns doubles everywhere else', () => {
      expect(evaluate('Math.abs(-5) / 2')).toEqual({ value: 2.5, type: 'double' });
      expect(evaluate('Math.max(3, 7)')).toEqual({ value: 7, type: 'double' });
      expect(run('Math.sqrt(16) + Math.floor(2.7) + Math.ceil(2.1) + Math.signum(-3)')).toBe(4 + 2 + 3 - 1);
      expect(run('Math.hypot(3, 4) + Math.cbrt(27) + Math.atan2(0, 1)')).toBe(8);
      expect(run('Math.exp(0) + Math.log(Math.E) + Math.sin(0) + Math.cos(0) + Math.tan(0) + Math.atan(0)')).toBe(3);
      expect(run('Math.PI')).toBe(Math.PI);
    });

    it('produces Infinity and NaN like Java for huge or invalid inputs', () => {
      expect(run('Math.pow(10, 400)')).toBe(Infinity);
      expect(run('Math.exp(1000)')).toBe(Infinity);
      expect(run('1e308 * 10')).toBe(Infinity);
      expect(run('Math.log(0)')).toBe(-Infinity);
      expect(run('Math.sqrt(-1)')).toBeNaN();
      expect(run('1.0 / 0')).toBe(Infinity);
    });

    it('rejects Math.random and unknown members at compile time', () => {
      expect(errorOf(() => run('Math.random()')).json.reason).toBe('compile error');
      expect(errorOf(() => run('Math.foo(1)')).json.caused_by.reason).toBe('method [java.lang.Math, foo/1] not found');
      expect(errorOf(() => run("Math.log('a')")).json.caused_by).toEqual({
        type: 'class_cast_exception',
        reason: 'Cannot cast from [java.lang.String] to [double].',
      });
    });
  });

  describe('when statements and variables are used', () => {
    it('supports declarations, compound assignment, ++ and --', () => {
      expect(evaluate('int x = 5; x += 2; x *= 3; x--; ++x; x')).toEqual({ value: 21, type: 'int' });
      expect(evaluate('int x = 5; x += 2.7; x')).toEqual({ value: 7, type: 'int' });
      expect(evaluate('double d = 1; d /= 4; d')).toEqual({ value: 0.25, type: 'double' });
      expect(evaluate('long l = 1; l <<= 40; l')).toEqual({ value: 2 ** 40, type: 'long' });
      expect(evaluate("String s = 'a'; s += 1; s")).toEqual({ value: 'a1', type: 'String' });
      expect(evaluate('int i = 0; int j = i++ + i++; j * 10 + i')).toEqual({ value: 12, type: 'int' });
      expect(evaluate('def x = 1, y = 2; x + y')).toEqual({ value: 3, type: 'int' });
      expect(evaluate('int x; boolean b; x + (b ? 1 : 0)')).toEqual({ value: 0, type: 'int' });
    });

    it('runs if/else, for, while, do-while, for-each, break and continue', () => {
      expect(run('int s = 0; for (int i = 0; i < 10; i++) { if (i % 2 == 0) continue; s += i; } return s;')).toBe(25);
      expect(run('int i = 0; while (i < 100) { i += 7; if (i > 30) break; } return i;')).toBe(35);
      expect(run('int i = 0; do { i++; } while (i < 5); return i;')).toBe(5);
      expect(run('def s = 0; for (def v : params.list) { s += v; } return s;', { params: { list: [1, 2, 3.5] } })).toBe(6.5);
      expect(run('def s = 0; for (x in params.list) s += x; s', { params: { list: [4, 5] } })).toBe(9);
      expect(run('if (params.a > 1) { return 10; } else if (params.a > 0) { return 5; } else { return 0; }', { params: { a: 1 } })).toBe(5);
    });

    it('evaluates the last expression statement, also inside a final if/else', () => {
      expect(run('int x = 3; x * 2')).toBe(6);
      expect(run('if (params.a == 1) { 10 } else { 20 }', { params: { a: 1 } })).toBe(10);
      expect(run('int x = 3;')).toBe(0);
    });

    it('supports ternaries, elvis and boolean logic', () => {
      expect(evaluate('true && !false || false')).toEqual({ value: true, type: 'boolean' });
      expect(evaluate('params.a > 1 ? 1 : 2.5', { params: { a: 2 } })).toEqual({ value: 1, type: 'double' });
      expect(evaluate('params.missing ?: 7', { params: {} })).toEqual({ value: 7, type: 'int' });
      expect(evaluate('params.list?.size()', { params: {} })).toEqual({ value: null, type: 'null' });
      expect(evaluate('def x = params.none; x == null')).toEqual({ value: true, type: 'boolean' });
    });

    it('reads literals in every Painless form', () => {
      expect(evaluate('0x1F')).toEqual({ value: 31, type: 'int' });
      expect(evaluate('017')).toEqual({ value: 15, type: 'int' });
      expect(evaluate('10L')).toEqual({ value: 10, type: 'long' });
      expect(evaluate('2d')).toEqual({ value: 2, type: 'double' });
      expect(evaluate('1.5e3')).toEqual({ value: 1500, type: 'double' });
      expect(evaluate('-2147483648')).toEqual({ value: -2147483648, type: 'int' });
      expect(evaluate('"a\\"b" + \'c\\\\\'')).toEqual({ value: 'a"bc\\', type: 'String' });
      expect(evaluate('/* c */ 1 // d')).toEqual({ value: 1, type: 'int' });
    });
  });

  describe('when calling whitelisted members', () => {
    it('supports String methods with Java semantics', () => {
      expect(evaluate("'Hello'.substring(1, 3) + 'x'.length() + ' a '.trim() + 'abc'.indexOf('c')")).toEqual({
        value: 'el1a2',
        type: 'String',
      });
      expect(evaluate("'abc'.compareTo('abd') + 'Ab'.hashCode()")).toEqual({ value: -1 + 2113, type: 'int' });
      expect(evaluate("'abc'.startsWith('a') && 'abc'.contains('b') && 'ABC'.equalsIgnoreCase('abc')")).toEqual({
        value: true,
        type: 'boolean',
      });
      expect(errorOf(() => run("'abc'.substring(5).length()")).json.caused_by).toEqual({
        type: 'string_index_out_of_bounds_exception',
        reason: 'begin 5, end 3, length 3',
      });
    });

    it('supports boxed-number methods, parsing and instanceof', () => {
      expect(evaluate('def v = params.d; v.intValue()', { params: { d: 2.9 } })).toEqual({ value: 2, type: 'int' });
      expect(evaluate("Integer.parseInt('42') + Double.parseDouble('0.5')")).toEqual({ value: 42.5, type: 'double' });
      expect(evaluate("params.d instanceof Double && !(params.d instanceof Long) && params.l instanceof List", { params: { d: 1.5, l: [] } })).toEqual({
        value: true,
        type: 'boolean',
      });
      expect(errorOf(() => run("Integer.parseInt('x')")).json.caused_by).toEqual({
        type: 'number_format_exception',
        reason: 'For input string: "x"',
      });
    });

    it('compares references with === and values with ==', () => {
      expect(evaluate('params.l === params.l && params.l !== params.m', { params: { l: [], m: [] } })).toEqual({ value: true, type: 'boolean' });
    });
  });

  describe('when reading params', () => {
    it('reads params by name, by key and through Map methods', () => {
      const params = { a: 2, nested: { b: [10, 20, 30] }, s: 'x' };
      expect(run("params['a'] + params.nested.b[1] + params.nested.b.get(2)", { params })).toBe(52);
      expect(run('params.nested.b[-1] + params.nested.b.0', { params })).toBe(40);
      expect(evaluate('params.size()', { params })).toEqual({ value: 3, type: 'int' });
      expect(evaluate("params.containsKey('a') && !params.containsKey('zz')", { params })).toEqual({ value: true, type: 'boolean' });
      expect(evaluate("params.getOrDefault('zz', 5)", { params })).toEqual({ value: 5, type: 'int' });
      expect(evaluate('params.empty', { params })).toEqual({ value: false, type: 'boolean' });
      expect(evaluate("params.s.length() + params.s.toUpperCase()", { params })).toEqual({ value: '1X', type: 'String' });
    });

    it('gives null for a missing param, and a NullPointerException for arithmetic on it', () => {
      expect(evaluate('params.nope')).toEqual({ value: null, type: 'null' });
      const { json } = errorOf(() => run('params.nope * 2'));
      expect(json.reason).toBe('runtime error');
      expect(json.caused_by).toEqual({ type: 'null_pointer_exception', reason: null });
    });
  });

  describe('when reading doc values', () => {
    const dv = fakeDocValues({
      price: { kind: 'double', docs: [[3.5, 1.25], []] },
      count: { kind: 'long', docs: [[7, 3, 5]] },
      tag: { kind: 'keyword', docs: [['red', 'blue']] },
      flag: { kind: 'boolean', docs: [[1]] },
      when: { kind: 'date', docs: [[Date.UTC(2015, 0, 1, 12, 10, 30)]] },
      body: { kind: 'text', docs: [['hello']] },
    });

    it('gives the smallest value and typed access by index', () => {
      expect(evaluate("doc['price'].value", { dv })).toEqual({ value: 1.25, type: 'double' });
      expect(evaluate("doc['count'].value", { dv })).toEqual({ value: 3, type: 'long' });
      expect(evaluate("doc['count'].get(2)", { dv })).toEqual({ value: 7, type: 'long' });
      expect(evaluate("doc['count'][1]", { dv })).toEqual({ value: 5, type: 'long' });
      expect(evaluate("doc['count'].size() + doc['count'].length", { dv })).toEqual({ value: 6, type: 'int' });
      expect(evaluate("doc['count'].empty || doc['count'].isEmpty()", { dv })).toEqual({ value: false, type: 'boolean' });
      expect(evaluate("doc['count'].contains(5L)", { dv })).toEqual({ value: true, type: 'boolean' });
      expect(evaluate("doc.containsKey('count') && !doc.containsKey('nope')", { dv })).toEqual({ value: true, type: 'boolean' });
      expect(evaluate("def s = 0; for (def v : doc['count']) { s += v } s", { dv })).toEqual({ value: 15, type: 'long' });
    });

    it('gives strings for keywords, booleans and date objects', () => {
      expect(evaluate("doc['tag'].value", { dv })).toEqual({ value: 'blue', type: 'String' });
      expect(evaluate("doc['tag'].value == 'blue' ? 2 : 1", { dv })).toEqual({ value: 2, type: 'int' });
      expect(evaluate("doc['flag'].value", { dv })).toEqual({ value: true, type: 'boolean' });
      expect(evaluate("doc['when'].value.toInstant().toEpochMilli()", { dv })).toEqual({
        value: Date.UTC(2015, 0, 1, 12, 10, 30),
        type: 'long',
      });
      expect(evaluate("doc['when'].value.getYear() + '/' + doc['when'].value", { dv })).toEqual({
        value: '2015/2015-01-01T12:10:30Z',
        type: 'String',
      });
    });

    it('returns 0 for a missing value with ES 6.8 deprecation warning, once', () => {
      const script = compileScript({ source: "doc['price'].value + 1", lang: 'painless', params: {} });
      expect(script.execute(1, 1, dv)).toBe(1);
      expect(script.execute(1, 1, dv)).toBe(1);
      expect(script.warnings).toEqual([MISSING_VALUE_WARNING]);
    });

    it('fails for unmapped and text fields with ES messages', () => {
      const unmapped = errorOf(() => run("doc['nope'].value", { dv, typeName: '_doc' })).json;
      expect(unmapped.caused_by.reason).toBe('No field found for [nope] in mapping with types [_doc]');
      const text = errorOf(() => run("doc['body'].value", { dv })).json;
      expect(text.caused_by.type).toBe('illegal_argument_exception');
      expect(text.caused_by.reason).toMatch(/^Fielddata is disabled on text fields by default\. Set fielddata=true on \[body\]/);
    });

    it('returns 1/0 from execute in the filter context', () => {
      const script = compileScript({ source: "doc['count'].value > 4", lang: 'painless', params: {} }, { context: 'filter' });
      expect(script.execute(0, 1, dv)).toBe(0);
      expect(script.evaluate(0, 1, dv)).toBe(false);
      expect(script.resultType).toBe('boolean');
    });

    it('reports whether the script reads the score', () => {
      expect(compileScript({ source: '_score * 2', lang: 'painless', params: {} }).needsScore).toBe(true);
      expect(compileScript({ source: "doc['x'].value", lang: 'painless', params: {} }).needsScore).toBe(false);
    });
  });
});
