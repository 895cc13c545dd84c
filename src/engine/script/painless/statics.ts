/**
 * Static members a script may name through a class (`Math.log(x)`, `Integer.MAX_VALUE`): ES 6.8's whitelist entries
 * for java.lang.Math and the boxed number classes that score scripts use. Arguments arrive already cast to the
 * parameter types, so the functions see plain numbers and strings.
 */
import { PAINLESS_MATH, PAINLESS_MATH_FIELDS } from '../java-math';
import { JavaException } from '../script-errors';
import { doubleToLong, LONG_MAX, LONG_MIN, toLong, type Long } from './long-math';
import type { SType } from './values';

export interface StaticMethod {
  readonly params: readonly SType[];
  readonly returns: SType;
  readonly fn: (a: unknown, b: unknown) => unknown;
}

export interface StaticField {
  readonly type: SType;
  readonly value: unknown;
}

export interface StaticClass {
  /** Java canonical name, for `method [java.lang.Math, foo/1] not found`. */
  readonly name: string;
  readonly methods: ReadonlyMap<string, StaticMethod>;
  readonly fields: ReadonlyMap<string, StaticField>;
}

const numberFormat = (s: string) => new JavaException('number_format_exception', `For input string: "${s}"`);

function parseJavaInteger(s: string, min: bigint, max: bigint): Long {
  if (!/^[+-]?\d+$/.test(s)) throw numberFormat(s);
  const big = BigInt(s);
  if (big < min || big > max) throw numberFormat(s);
  return toLong(big);
}

function parseJavaDouble(s: string): number {
  const t = s.trim();
  if (!/^[+-]?(NaN|Infinity|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?)$/.test(t)) {
    throw new JavaException('number_format_exception', t === '' ? 'empty String' : `For input string: "${s}"`);
  }
  return Number(t.replace(/[fFdD]$/, ''));
}

const mathMethods = new Map<string, StaticMethod>();
for (const [key, f] of PAINLESS_MATH) {
  mathMethods.set(key, {
    params: f.arity === 1 ? ['double'] : ['double', 'double'],
    returns: f.returns,
    // Math.round's long saturates at the long range: doubleToLong spells it as a long.
    fn: f.returns === 'long' ? (a, b) => doubleToLong(f.fn(a as number, b as number)) : (a, b) => f.fn(a as number, b as number),
  });
}

const constants = (type: SType, entries: [string, number | bigint][]) =>
  new Map(entries.map(([name, value]): [string, StaticField] => [name, { type, value }]));

export const STATIC_CLASSES: ReadonlyMap<string, StaticClass> = new Map<string, StaticClass>([
  ['Math', { name: 'java.lang.Math', methods: mathMethods, fields: constants('double', [...PAINLESS_MATH_FIELDS]) }],
  ['Integer', {
    name: 'java.lang.Integer',
    methods: new Map([['parseInt/1', { params: ['String'], returns: 'int', fn: (s) => parseJavaInteger(s as string, -2147483648n, 2147483647n) }]]),
    fields: constants('int', [['MAX_VALUE', 2147483647], ['MIN_VALUE', -2147483648]]),
  }],
  ['Long', {
    name: 'java.lang.Long',
    methods: new Map([['parseLong/1', { params: ['String'], returns: 'long', fn: (s) => parseJavaInteger(s as string, LONG_MIN, LONG_MAX) }]]),
    fields: constants('long', [['MAX_VALUE', LONG_MAX], ['MIN_VALUE', LONG_MIN]]),
  }],
  ['Double', {
    name: 'java.lang.Double',
    methods: new Map<string, StaticMethod>([
      ['parseDouble/1', { params: ['String'], returns: 'double', fn: (s) => parseJavaDouble(s as string) }],
      ['isNaN/1', { params: ['double'], returns: 'boolean', fn: (x) => Number.isNaN(x) }],
      ['isInfinite/1', { params: ['double'], returns: 'boolean', fn: (x) => x === Infinity || x === -Infinity }],
      ['isFinite/1', { params: ['double'], returns: 'boolean', fn: (x) => Number.isFinite(x) }],
    ]),
    fields: constants('double', [
      ['MAX_VALUE', Number.MAX_VALUE],
      ['MIN_VALUE', Number.MIN_VALUE],
      ['POSITIVE_INFINITY', Infinity],
      ['NEGATIVE_INFINITY', -Infinity],
      ['NaN', NaN],
    ]),
  }],
  ['Float', {
    name: 'java.lang.Float',
    methods: new Map([['parseFloat/1', { params: ['String'], returns: 'float', fn: (s) => Math.fround(parseJavaDouble(s as string)) }]]),
    fields: constants('float', [
      ['MAX_VALUE', 3.4028234663852886e38],
      ['MIN_VALUE', 1.401298464324817e-45],
      ['POSITIVE_INFINITY', Infinity],
      ['NEGATIVE_INFINITY', -Infinity],
      ['NaN', NaN],
    ]),
  }],
]);
