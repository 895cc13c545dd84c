import { describe, expect, it } from 'vitest';
import { compileScript } from './index';
import { errorOf, evaluate, fakeDocValues, run } from './script-test-support';

const failure = (fn: () => unknown) => {
  const { error, json } = errorOf(fn);
  return { type: error.type, status: error.status, reason: json.reason as string, cause: json.caused_by as { type: string; reason: string | null } };
};

describe('hostile scripts', () => {
  describe('when a script never ends', () => {
    it('stops an endless while loop with the Painless loop counter', () => {
      const f = failure(() => run('while (true) { int y = 5; }'));
      expect(f).toMatchObject({ type: 'script_exception', status: 500, reason: 'runtime error' });
      expect(f.cause).toEqual({
        type: 'painless_error',
        reason: 'The maximum number of statements that can be executed in a loop has been reached.',
      });
    });

    it('stops endless for, do-while and counting loops', () => {
      expect(failure(() => run('int x = 0; for (;;) { x++ } return x')).cause.type).toBe('painless_error');
      expect(failure(() => run('do { } while (true)')).cause.type).toBe('painless_error');
      expect(failure(() => run('def i = 0; while (i < 100000000) { i++; } return i')).cause.type).toBe('painless_error');
      expect(failure(() => run('int n = 0; for (int i = 0; i < 2000; i++) { for (int j = 0; j < 2000; j++) { n++ } } n')).cause.type).toBe(
        'painless_error',
      );
    });

    it('rejects a loop that cannot end at compile time', () => {
      expect(failure(() => run('while (true) {}')).cause.reason).toBe('While loop has no escape.');
    });

    it('stops at the step budget when one is given', () => {
      const f = failure(() => run('long s = 0; for (int i = 0; i < 100000; i++) { s += i; } return s;', { maxSteps: 1000 }));
      expect(f.cause).toEqual({
        type: 'painless_error',
        reason: 'The maximum number of steps [1000] a script may take per document has been reached.',
      });
      expect(run('long s = 0; for (int i = 0; i < 100; i++) { s += i; } return s;', { maxSteps: 1000 })).toBe(4950);
    });

    it('starts every document with a fresh budget', () => {
      const script = compileScript({ source: 'int s = 0; for (int i = 0; i < 300000; i++) { s++ } s', lang: 'painless', params: {} });
      const dv = fakeDocValues({});
      for (let doc = 0; doc < 5; doc++) expect(script.execute(doc, 1, dv)).toBe(300000);
    });
  });

  describe('when a script grows values without bound', () => {
    it('stops a doubling string', () => {
      const f = failure(() => run("String s = 'ab'; for (int i = 0; i < 40; i++) { s += s; } return s.length();"));
      expect(f.cause.type).toBe('out_of_memory_error');
    });

    it('stops a growing list', () => {
      const f = failure(() => run('def l = params.l; while (true) { l.add(1); }', { params: { l: [] } }));
      expect(f.cause.type).toBe('out_of_memory_error');
    });

    it('gives Infinity for huge exponents', () => {
      expect(run('Math.pow(2, 100000)')).toBe(Infinity);
      expect(run('1e400')).toBe(Infinity);
      expect(run('-Math.exp(1e10)')).toBe(-Infinity);
      expect(run('Math.pow(2, 0x7fffffff) * 0')).toBeNaN();
    });
  });

  describe('when a script reaches for JavaScript internals', () => {
    it('cannot name globals, this or prototypes', () => {
      for (const source of ['constructor', '__proto__', 'globalThis', 'window', 'process', 'prototype', 'Function']) {
        expect(failure(() => run(source)).cause).toEqual({
          type: 'illegal_argument_exception',
          reason: `Variable [${source}] is not defined.`,
        });
      }
      expect(failure(() => run('this')).cause.reason).toBe("invalid sequence of tokens near ['this'].");
      expect(failure(() => run('this.constructor')).reason).toBe('compile error');
    });

    it('cannot call eval, require, timers or constructors', () => {
      for (const source of ["eval('1')", "require('fs')", 'setTimeout(1)', "Function('return 1')", 'new Object()', 'import("x")']) {
        expect(failure(() => run(source)).reason).toBe('compile error');
      }
    });

    it('reads constructor and __proto__ on params as missing map keys, ending in a NullPointerException', () => {
      expect(evaluate('params.constructor')).toEqual({ value: null, type: 'null' });
      expect(evaluate("params['__proto__']")).toEqual({ value: null, type: 'null' });
      expect(evaluate("params['constructor']")).toEqual({ value: null, type: 'null' });
      expect(failure(() => run('params.constructor.constructor')).cause).toEqual({ type: 'null_pointer_exception', reason: null });
      expect(failure(() => run("params.constructor.constructor('return process')()")).reason).toBe('compile error');
    });

    it('finds no members outside the whitelist on any value', () => {
      const params = { s: 'abc', n: 1, l: [1], m: { a: 1 } };
      const cause = (source: string) => failure(() => run(source, { params })).cause.reason;
      expect(cause('def x = params.s; x.constructor')).toBe('dynamic getter [java.lang.String, constructor] not found');
      expect(cause('def x = params.n; x.__proto__')).toBe('dynamic getter [java.lang.Integer, __proto__] not found');
      expect(cause('def x = params.s; x.toString.call')).toBe('dynamic getter [java.lang.String, toString] not found');
      expect(cause('def x = params.l; x.constructor')).toBe('Illegal list shortcut value [constructor].');
      expect(cause('def x = params.m; x.hasOwnProperty("a")')).toBe('dynamic method [java.util.HashMap, hasOwnProperty/1] not found');
      expect(cause('def x = params.m; x.getClass()')).toBe('dynamic method [java.util.HashMap, getClass/0] not found');
      expect(cause("doc.getClass()")).toBe('method [java.util.Map, getClass/0] not found');
      expect(cause('Math.constructor')).toBe('field [java.lang.Math, constructor] not found');
      expect(cause('Object.prototype')).toMatch(/type \[Object\] is not supported/);
      expect(cause("def x = params.s; x['length']")).toBe('Attempting to address a non-array type [java.lang.String] as an array.');
    });

    it('treats a __proto__ param as data and leaves Object.prototype untouched', () => {
      const params = JSON.parse('{"__proto__": {"polluted": 1}, "constructor": 2}') as Record<string, unknown>;
      expect(run('params.constructor * 10', { params })).toBe(20);
      expect(evaluate('params.__proto__.polluted', { params })).toEqual({ value: 1, type: 'int' });
      expect(run("params['__proto__'].polluted = 5; params.__proto__.polluted", { params })).toBe(5);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('resolves expression variables only from params, _score and doc', () => {
      for (const source of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
        const f = failure(() => run(source, { lang: 'expression' }));
        expect(f).toMatchObject({ reason: 'link error', cause: { type: 'parse_exception', reason: `Unknown variable [${source}]` } });
      }
      const f = failure(() => run("doc['x'].constructor()", { lang: 'expression', dv: fakeDocValues({ x: { kind: 'long' } }) }));
      expect(f.cause.reason).toBe('Member method [constructor] does not exist for numeric field [x].');
      expect(failure(() => run('constructor(1)', { lang: 'expression' })).cause.reason).toMatch(/Unrecognized function call \(constructor\)/);
    });
  });

  describe('when a script is huge or deeply nested', () => {
    it('refuses 100 kB of nested parentheses with the inline size limit', () => {
      const source = `${'('.repeat(50_000)}1${')'.repeat(50_000)}`;
      const { error } = errorOf(() => run(source));
      expect(error.type).toBe('illegal_argument_exception');
      expect(error.status).toBe(400);
      expect(error.reason).toMatch(/^exceeded max allowed inline script size in bytes \[65535\] with size \[100001\]/);
    });

    it('refuses deep nesting under the size limit with a compile error', () => {
      for (const source of [
        `${'('.repeat(30_000)}1${')'.repeat(30_000)}`,
        `${'!'.repeat(60_000)}true`,
        `${'- '.repeat(30_000)}1`,
        `${'1 + '.repeat(15_000)}1`,
        `${'x = '.repeat(15_000)}1`,
        `${'true ? 1 : '.repeat(5_000)}1`,
        `${'if (params.a) { '.repeat(3_000)}1${' }'.repeat(3_000)}`,
        `${'Math.abs('.repeat(6_000)}1${')'.repeat(6_000)}`,
        `${'params.a['.repeat(5_000)}1${']'.repeat(5_000)}`,
      ]) {
        const f = failure(() => run(source));
        expect(f.reason).toBe('compile error');
        expect(f.cause.type).toBe('stack_overflow_error');
      }
      const f = failure(() => run(`${'('.repeat(30_000)}1${')'.repeat(30_000)}`, { lang: 'expression' }));
      expect(f).toMatchObject({ reason: 'compile error', cause: { type: 'parse_exception' } });
      expect(failure(() => run(`${'1 + '.repeat(15_000)}1`, { lang: 'expression' })).cause.type).toBe('parse_exception');
    });

    it('accepts realistic nesting and long flat sums', () => {
      expect(run(`${'('.repeat(100)}1${')'.repeat(100)}`)).toBe(1);
      expect(run(`${'params.a + '.repeat(500)}0`, { params: { a: 1 } })).toBe(500);
    });
  });
});
