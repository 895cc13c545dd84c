import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEsError } from '../errors/es-error';
import { compileScript } from './index';
import { fakeDocValues } from './script-test-support';
import type { ScriptLang } from './types';

const dv = fakeDocValues({
  a: { kind: 'long', docs: [[1, 5]] },
  b: { kind: 'double', docs: [[]] },
  k: { kind: 'keyword', docs: [['x']] },
  t: { kind: 'text', docs: [['y']] },
});

/** Compiles and runs `source`; anything thrown must be an EsError and a result must be a number. */
function compileAndRun(source: string, lang: ScriptLang): void {
  try {
    const script = compileScript({ source, lang, params: { p: 2, q: [1, 2], r: { s: 'x' } } }, { maxSteps: 20_000 });
    const v = script.execute(0, 1.5, dv);
    expect(typeof v).toBe('number');
  } catch (e) {
    if (!isEsError(e)) throw e;
  }
}

const TOKENS = [
  'doc', "['a']", "['b']", "['k']", "['t']", "['zz']", '.value', '.size()', '.get(1)', '.empty', '.length', '[0]', 'params',
  '.p', '.q', '.r', '.s', "['p']", '_score', 'Math', '.log10', '.pow', '.round', '(', ')', '{', '}', '[', ']', ',', ';',
  '+', '-', '*', '/', '%', '<<', '>>>', '&', '|', '^', '~', '!', '&&', '||', '==', '!=', '<', '>=', '?', ':', '?:', '=',
  '+=', '++', '--', '.', '?.', 'if', 'else', 'for', 'while', 'do', 'return', 'break', 'continue', 'def', 'int', 'long',
  'double', 'float', 'boolean', 'String', 'x', 'y', 'true', 'false', 'null', '0', '1', '2147483648', '1.5', '1e400',
  '0x1F', '07', '10L', '2f', "'str'", '"s\\"t"', 'this', 'new', 'constructor', '__proto__', 'in', 'instanceof', '(int)',
];

const tokenSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 25 }).map((t) => t.join(' '));

describe('script properties', () => {
  it('throws nothing but EsError on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom<ScriptLang>('painless', 'expression'), (s, lang) => {
        compileAndRun(s, lang);
      }),
      { numRuns: 1500 },
    );
  });

  it('throws nothing but EsError on token soup', () => {
    fc.assert(
      fc.property(tokenSoup, fc.constantFrom<ScriptLang>('painless', 'expression'), (s, lang) => {
        compileAndRun(s, lang);
      }),
      { numRuns: 3000 },
    );
  });

  describe('when evaluating int/double arithmetic', () => {
    type Leaf = { kind: 'leaf'; type: 'int' | 'double'; value: number };
    type Node = Leaf | { kind: 'op'; op: '+' | '-' | '*' | '/' | '%'; left: Node; right: Node };

    const leaf: fc.Arbitrary<Node> = fc.oneof(
      fc.integer({ min: -2147483648, max: 2147483647 }).map((value): Node => ({ kind: 'leaf', type: 'int', value })),
      fc.constantFrom(0, 1, -1, 2, 7).map((value): Node => ({ kind: 'leaf', type: 'int', value })),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((value): Node => ({ kind: 'leaf', type: 'double', value })),
    );
    const tree = fc.letrec<{ node: Node }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.record({
          kind: fc.constant('op' as const),
          op: fc.constantFrom('+', '-', '*', '/', '%'),
          left: tie('node'),
          right: tie('node'),
        }),
      ),
    })).node;

    const ARITHMETIC = Symbol('ArithmeticException');

    /** Java semantics, computed independently: BigInt for ints (wrapped to 32 bits), JS numbers for doubles. */
    function reference(n: Node): { type: 'int' | 'double'; value: number } | typeof ARITHMETIC {
      if (n.kind === 'leaf') return n;
      const l = reference(n.left);
      if (l === ARITHMETIC) return l;
      const r = reference(n.right);
      if (r === ARITHMETIC) return r;
      if (l.type === 'int' && r.type === 'int') {
        const a = BigInt(l.value);
        const b = BigInt(r.value);
        if ((n.op === '/' || n.op === '%') && b === 0n) return ARITHMETIC;
        const v = n.op === '+' ? a + b : n.op === '-' ? a - b : n.op === '*' ? a * b : n.op === '/' ? a / b : a % b;
        return { type: 'int', value: Number(BigInt.asIntN(32, v)) };
      }
      const a = l.value;
      const b = r.value;
      const v = n.op === '+' ? a + b : n.op === '-' ? a - b : n.op === '*' ? a * b : n.op === '/' ? a / b : a % b;
      return { type: 'double', value: v };
    }

    const literal = (l: Leaf) => {
      if (l.type === 'int') return String(l.value);
      if (Object.is(l.value, -0)) return '-0.0';
      const s = String(l.value);
      return /[.e]/.test(s) ? s : `${s}.0`;
    };

    function render(n: Node, leafText: (l: Leaf) => string): string {
      return n.kind === 'leaf' ? leafText(n) : `(${render(n.left, leafText)} ${n.op} ${render(n.right, leafText)})`;
    }

    function leaves(n: Node, out: Leaf[] = []): Leaf[] {
      if (n.kind === 'leaf') out.push(n);
      else {
        leaves(n.left, out);
        leaves(n.right, out);
      }
      return out;
    }

    function check(source: string, expected: ReturnType<typeof reference>): void {
      const script = () => compileScript({ source, lang: 'painless', params: {} }, { context: 'field' });
      if (expected === ARITHMETIC) {
        let thrown: unknown;
        try {
          script().evaluate(0, 0, dv);
        } catch (e) {
          thrown = e;
        }
        expect(isEsError(thrown) && thrown.causedBy?.type).toBe('arithmetic_exception');
        return;
      }
      const s = script();
      const v = s.evaluate(0, 0, dv);
      expect(s.resultType).toBe(expected.type);
      expect(Object.is(v, expected.value) || (Number.isNaN(v) && Number.isNaN(expected.value))).toBe(true);
    }

    it('folds literal expressions like Java', () => {
      fc.assert(fc.property(tree, (n) => check(render(n, literal), reference(n))), { numRuns: 2000 });
    });

    it('evaluates the same expressions over variables like Java', () => {
      fc.assert(
        fc.property(tree, (n) => {
          const ls = leaves(n);
          const names = new Map(ls.map((l, i) => [l, `v${i}`]));
          const decls = ls.map((l) => `${l.type} ${names.get(l)} = ${literal(l)};`).join(' ');
          check(`${decls} return ${render(n, (l) => names.get(l) as string)};`, reference(n));
        }),
        { numRuns: 2000 },
      );
    });

    it('narrows compound assignments back to the variable type like Java', () => {
      const javaD2I = (d: number) => (Number.isNaN(d) ? 0 : d >= 2147483647 ? 2147483647 : d <= -2147483648 ? -2147483648 : Math.trunc(d) | 0);
      fc.assert(
        fc.property(
          fc.integer({ min: -2147483648, max: 2147483647 }),
          fc.oneof(
            fc.integer({ min: -2147483648, max: 2147483647 }).map((value): Leaf => ({ kind: 'leaf', type: 'int', value })),
            fc.double({ noNaN: true, noDefaultInfinity: true }).map((value): Leaf => ({ kind: 'leaf', type: 'double', value })),
          ),
          fc.constantFrom('+', '-', '*', '/', '%'),
          (x, b, op) => {
            const expected = reference({ kind: 'op', op, left: { kind: 'leaf', type: 'int', value: x }, right: b });
            const source = `int x = ${x}; x ${op}= ${literal(b)}; return x;`;
            if (expected === ARITHMETIC) return check(source, expected);
            const value = expected.type === 'int' ? expected.value : javaD2I(expected.value);
            check(source, { type: 'int', value });
          },
        ),
        { numRuns: 2000 },
      );
    });

    it('computes single long operations exactly, wrapping at 64 bits', () => {
      const safe = fc.bigInt({ min: -(2n ** 53n) + 1n, max: 2n ** 53n - 1n });
      fc.assert(
        fc.property(safe, safe, fc.constantFrom('+', '-', '*', '/', '%'), (a, b, op) => {
          if ((op === '/' || op === '%') && b === 0n) return;
          const exact = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : op === '/' ? a / b : a % b;
          const source = `long x = ${a}L; long y = ${b}L; x ${op} y`;
          const s = compileScript({ source, lang: 'painless', params: {} }, { context: 'field' });
          expect(BigInt(s.evaluate(0, 0, dv) as number | bigint)).toBe(BigInt.asIntN(64, exact));
          expect(s.resultType).toBe('long');
        }),
        { numRuns: 2000 },
      );
    });
  });
});
