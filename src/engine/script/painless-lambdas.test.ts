import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileScript, scriptResultToJson } from './index';
import { errorOf, fakeDocValues } from './script-test-support';

const dv = fakeDocValues({ foo: { kind: 'keyword', docs: [['aaa']] } });

function value(source: string, params: Record<string, unknown> = {}) {
  const script = compileScript({ source, lang: 'painless', params }, { context: 'field' });
  return scriptResultToJson(script.evaluate(0, 0, dv));
}

describe('Painless functions and lambdas', () => {
  it('declares functions before the statements, typed or def, recursive, each with its own variables', () => {
    expect(value('int fib(int n) { if (n < 2) { return n; } return fib(n - 1) + fib(n - 2); } return fib(20)')).toBe(6765);
    expect(value("boolean compare(Supplier s, def v) {return s.get() == v;} compare(() -> { return doc['foo'].value }, params.x);", { x: 'aaa' })).toBe(true);
    expect(value('def twice(def x) { return x * 2 } def x = 5; twice(3) + x')).toBe(11);
    const unknown = errorOf(() => value('def f(def a) { return a } f(1, 2)'));
    expect(unknown.json.caused_by.reason).toBe('Unknown call [f] with [2] arguments.');
    expect(errorOf(() => value('def f() { return f() } f()')).json.caused_by.type).toBe('stack_overflow_error');
  });

  it('passes lambdas to the collections: sort with a comparator, removeIf, forEach, Map.forEach', () => {
    expect(value('def l = [3, 1, 2]; l.sort((a, b) -> b - a); l')).toEqual([3, 2, 1]);
    expect(value("def l = ['b', 'c', 'a']; l.sort(null); l")).toEqual(['a', 'b', 'c']);
    expect(value('def k = 2; def l = [1, 2, 3, 2]; l.removeIf(x -> x == k); l')).toEqual([1, 3]);
    expect(value('def out = []; [1, 2].forEach(x -> out.add(x * 10)); out')).toEqual([10, 20]);
    expect(value("def s = new StringBuilder(); ['a': 1, 'b': 2].forEach((k, v) -> s.append(k).append(v)); s.toString()")).toBe('a1b2');
    expect(errorOf(() => value('def l = [1]; l.removeIf(x -> 1)')).json.caused_by.type).toBe('class_cast_exception');
  });

  it('sorts any list of ints with a comparator as the natural order does', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 30 }), (xs) => {
      const sorted = value(`def l = ${JSON.stringify(xs)}; l.sort((a, b) -> a < b ? -1 : a > b ? 1 : 0); l`);
      expect(sorted).toEqual([...xs].sort((a, b) => a - b));
    }));
  });

  it('refuses function references by name', () => {
    expect(errorOf(() => value('def l = [1]; l.sort(Integer::compare)')).json.caused_by.reason).toMatch(/function references are not supported/);
  });
});
