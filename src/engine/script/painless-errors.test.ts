import { describe, expect, it } from 'vitest';
import { errorOf, fakeDocValues, run } from './script-test-support';

const compileCause = (source: string) => {
  const { json } = errorOf(() => run(source));
  expect(json.reason).toBe('compile error');
  return json.caused_by as { type: string; reason: string };
};

describe('painless errors', () => {
  describe('when rendered as ES JSON', () => {
    it('writes script_exception with script_stack, script, lang and caused_by; the root cause is the script_exception', () => {
      const { error, json } = errorOf(() => run('int x = 0; return 10 / x;'));
      expect(error.status).toBe(500);
      expect(json).toEqual({
        root_cause: [
          {
            type: 'script_exception',
            reason: 'runtime error',
            script_stack: ['return 10 / x;', '       ^---- HERE'],
            script: 'int x = 0; return 10 / x;',
            lang: 'painless',
          },
        ],
        type: 'script_exception',
        reason: 'runtime error',
        script_stack: ['return 10 / x;', '       ^---- HERE'],
        script: 'int x = 0; return 10 / x;',
        lang: 'painless',
        caused_by: { type: 'arithmetic_exception', reason: '/ by zero' },
      });
    });

    it('points a compile error inside a 25-character window with elisions', () => {
      const source = 'double a = 1.0; double b = 2.0; double c = a + b + ; return c + a + b + 1.0 + 2.0;';
      const { json } = errorOf(() => run(source));
      const offset = source.indexOf(';', source.indexOf('b +'));
      expect(json.script_stack).toEqual([
        `... ${source.substring(offset - 25, offset + 25)} ...`,
        `    ${' '.repeat(25)}^---- HERE`,
      ]);
      expect(json.caused_by).toEqual({ type: 'illegal_argument_exception', reason: "invalid sequence of tokens near [';']." });
    });

    it('points a doc lookup failure at the field name, as ES 6.x prints it', () => {
      const { json } = errorOf(() => run("doc['flow_id'].value", { dv: fakeDocValues({}), typeName: 'doc' }));
      expect(json.script_stack).toEqual(["doc['flow_id'].value", '    ^---- HERE']);
      expect(json.caused_by).toEqual({
        type: 'illegal_argument_exception',
        reason: 'No field found for [flow_id] in mapping with types [doc]',
      });
    });

    it('cuts the runtime snippet at the statement boundaries', () => {
      const { json } = errorOf(() => run('def a = params.x; def b = a.foo; return 1;', { params: { x: 5 } }));
      expect(json.script_stack).toEqual(['b = a.foo; ', '     ^---- HERE']);
      expect(json.caused_by).toEqual({
        type: 'illegal_argument_exception',
        reason: 'dynamic getter [java.lang.Integer, foo] not found',
      });
    });
  });

  describe('when the source does not parse', () => {
    it('reports ES parser messages', () => {
      expect(compileCause('1 +').reason).toBe('unexpected end of script.');
      expect(compileCause('(1 + 2').reason).toBe("unexpected token ['<EOF>'] was expecting one of [')'].");
      expect(compileCause('1 2').reason).toBe("unexpected token ['2'] was expecting one of [{<EOF>, ';'}].");
      expect(compileCause('this').reason).toBe("invalid sequence of tokens near ['this'].");
      expect(compileCause('1 # 2')).toEqual({ type: 'illegal_argument_exception', reason: 'unexpected character [#].' });
      expect(compileCause("'a\\b'").reason).toBe(
        "unexpected character ['a\\b]. The only valid escape sequences in strings starting with ['] are [\\\\] and [\\'].",
      );
      expect(compileCause('').reason).toBe('Cannot generate an empty script.');
    });

    it('rejects out-of-range literals', () => {
      expect(compileCause('2147483648').reason).toBe('Invalid int constant [2147483648].');
      expect(compileCause('0x100000000').reason).toBe('Invalid int constant [0x100000000].');
      expect(compileCause('9223372036854775808L').reason).toBe('Invalid long constant [9223372036854775808L].');
    });
  });

  describe('when the analyzer rejects the script', () => {
    it('reports undefined and redefined variables', () => {
      expect(compileCause('x + 1').reason).toBe('Variable [x] is not defined.');
      expect(compileCause('int x = 1; int x = 2; x').reason).toBe('Variable [x] is already defined.');
      expect(compileCause('int params = 1; params').reason).toBe('Variable [params] is already defined.');
      expect(compileCause('_score = 1; 2').reason).toBe('Variable [_score] is read-only.');
      expect(compileCause('{ int y = 1; } y').reason).toBe("invalid sequence of tokens near ['{'].");
    });

    it('reports statements ES refuses', () => {
      expect(compileCause('1; 2').reason).toBe('Not a statement.');
      expect(compileCause('return 1; return 2;').reason).toBe('Unreachable statement.');
      expect(compileCause('if (true) { return 1 } return 2').reason).toBe('Extraneous if statement.');
      expect(compileCause('while (false) { } return 1').reason).toBe('Extraneous while loop.');
      // ES 6.8's SWhile and SFor messages.
      expect(compileCause('while (true) { } return 1').reason).toBe('While loop has no escape.');
      expect(compileCause('for (;true;) {} return 1').reason).toBe('For loop has no escape.');
      expect(compileCause('break; 1').reason).toBe('Break statement outside of a loop.');
      expect(compileCause('foo(1)').reason).toBe('Unknown call [foo] with [1] arguments.');
    });

    it('reports type errors with ES canonical type names', () => {
      expect(compileCause('int x = 1.5; x')).toEqual({ type: 'class_cast_exception', reason: 'Cannot cast from [double] to [int].' });
      expect(compileCause("'a' * 2")).toEqual({
        type: 'class_cast_exception',
        reason: 'Cannot apply multiply [*] to types [java.lang.String] and [int].',
      });
      expect(compileCause('1 && true')).toEqual({ type: 'class_cast_exception', reason: 'Cannot cast from [int] to [boolean].' });
      expect(compileCause("-'a'")).toEqual({ type: 'class_cast_exception', reason: 'Cannot apply negative [-] to type [java.lang.String].' });
      expect(compileCause('params.getClass()').reason).toBe('method [java.util.Map, getClass/0] not found');
      expect(compileCause("'abc'.foo").reason).toBe('field [java.lang.String, foo] not found');
      expect(compileCause("'abc'[0]").reason).toBe('Attempting to address a non-array type [java.lang.String] as an array.');
      expect(compileCause('1/0')).toEqual({ type: 'arithmetic_exception', reason: '/ by zero' });
    });
  });

  describe('when a def value has the wrong type at runtime', () => {
    it('raises DefMath and cast errors', () => {
      const cause = (source: string, params = {}) => {
        const { json } = errorOf(() => run(source, { params }));
        expect(json.reason).toBe('runtime error');
        return json.caused_by;
      };
      expect(cause("params.s * 2", { s: 'x' })).toEqual({
        type: 'class_cast_exception',
        reason: 'Cannot apply [*] operation to types [java.lang.String] and [java.lang.Integer].',
      });
      expect(cause('int x = params.d; x', { d: 1.5 })).toEqual({
        type: 'class_cast_exception',
        reason:
          "class java.lang.Double cannot be cast to class java.lang.Integer (java.lang.Double and java.lang.Integer are in module java.base of loader 'bootstrap')",
      });
      expect(cause('params.b', { b: true }).type).toBe('class_cast_exception');
      expect(cause('params.list.get(5)', { list: [1] })).toEqual({
        type: 'index_out_of_bounds_exception',
        reason: 'Index 5 out of bounds for length 1',
      });
      expect(cause('def x = params.list; x.foo()', { list: [] })).toEqual({
        type: 'illegal_argument_exception',
        reason: 'dynamic method [java.util.ArrayList, foo/0] not found',
      });
    });
  });
});
