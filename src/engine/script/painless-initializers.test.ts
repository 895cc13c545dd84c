import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileScript, scriptResultToJson } from './index';
import { errorOf, fakeDocValues } from './script-test-support';

const NO_FIELDS = fakeDocValues({});

function value(source: string, params: Record<string, unknown> = {}) {
  const script = compileScript({ source, lang: 'painless', params }, { context: 'field' });
  return scriptResultToJson(script.evaluate(0, 0, NO_FIELDS));
}

/** A JSON value as Painless source: list and map initializers, int and string literals. */
function painlessLiteral(v: unknown): string {
  if (typeof v === 'string') return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(painlessLiteral).join(', ')}]`;
  const entries = Object.entries(v as Record<string, unknown>);
  return entries.length === 0 ? '[:]' : `[${entries.map(([k, x]) => `${painlessLiteral(k)}: ${painlessLiteral(x)}`).join(', ')}]`;
}

const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.string(), fc.boolean(), tie('list'), tie('map')),
  list: fc.array(tie('value'), { maxLength: 4 }),
  map: fc.dictionary(fc.string().filter((k) => k !== '__proto__'), tie('value'), { maxKeys: 4 }),
})).value;

describe('Painless list and map initializers, and new', () => {
  it('give back any nesting of lists and maps they spell (round trip through script_fields JSON)', () => {
    fc.assert(fc.property(json, (v) => {
      expect(value(`return ${painlessLiteral(v)}`)).toEqual(v);
    }));
  });

  it('evaluate keys and values as expressions, in order, later keys winning', () => {
    expect(value("['a': params.x, 'a': params.x + 1, (params.x > 3 ? 'big' : 'small'): [params.x, [:]]]", { x: 5 })).toEqual({ a: 6, big: [5, {}] });
    expect(value('def l = [1, 2]; l.add(3); l')).toEqual([1, 2, 3]);
    expect(value('Map m = [:]; m.k = []; m.k.add(1); return m')).toEqual({ k: [1] });
  });

  it("refuse a map or list that contains itself as ES's XContentBuilder does", () => {
    const { json: error } = errorOf(() => value('def x = [:]; def y = [:]; x.a = y; y.a = x; return x'));
    expect(error).toMatchObject({ type: 'illegal_argument_exception', reason: 'Iterable object is self-referencing itself' });
  });

  it('create the whitelisted collections and StringBuilder, and refuse other classes at compile time', () => {
    expect(value('List l = new ArrayList(); l.add(1); ArrayList copy = new ArrayList(l); copy.add(2); return [l, copy]')).toEqual([[1], [1, 2]]);
    expect(value("Map m = new HashMap(); m.put('k', 1); Map c = new HashMap(m); c.k = 2; return [m, c]")).toEqual([{ k: 1 }, { k: 2 }]);
    expect(value("StringBuilder b = new StringBuilder(); b.append('x').append(1).append(2.0).append(true); return b.toString()")).toBe('x12.0true');
    expect(value("def b = new StringBuilder('abc'); b.reverse(); b.insert(1, '-'); return b.toString() + b.length()")).toBe('c-ba4');
    expect(value('new StringBuilder(16).length()')).toBe(0);
    const unknown = errorOf(() => value('new Foo()'));
    expect(unknown.json).toMatchObject({ type: 'script_exception', reason: 'compile error' });
    expect(errorOf(() => value('new ArrayList(1, 2)')).json.caused_by.reason).toBe('constructor [java.util.ArrayList, <init>/2] not found');
  });
});
