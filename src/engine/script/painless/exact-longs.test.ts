import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';
import { renderJson } from '../../util/render-json';
import { compileScript } from '../index';
import { evaluate } from '../script-test-support';

/**
 * Painless longs are Java longs: 64-bit two's complement, exact past 2^53 (where a double skips every other
 * integer), wrapping on overflow, truncating on division. Checked against BigInt.asIntN(64, ...).
 */
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;
const wrap = (x: bigint) => BigInt.asIntN(64, x);
const lit = (x: bigint) => (x === LONG_MIN ? 'Long.MIN_VALUE' : `${x}L`);
/** The script's long result as a bigint (a number below 2^53, a bigint above). */
const asBig = (v: unknown) => {
  expect(typeof v === 'bigint' || Number.isSafeInteger(v)).toBe(true);
  return BigInt(v as number | bigint);
};
const run = (src: string) => {
  const r = evaluate(src);
  expect(r.type).toBe('long');
  return asBig(r.value);
};

// Values near the edges (2^53, 2^63) and anywhere in between.
const longs = fc.oneof(
  fc.bigInt({ min: LONG_MIN, max: LONG_MAX }),
  fc.bigInt({ min: -(2n ** 54n), max: 2n ** 54n }),
  fc.integer({ min: -1000, max: 1000 }).map((d) => 2n ** 53n + BigInt(d)),
  fc.integer({ min: 0, max: 1000 }).map((d) => LONG_MAX - BigInt(d)),
  fc.integer({ min: 0, max: 1000 }).map((d) => LONG_MIN + BigInt(d)),
);

describe('Painless long arithmetic is Java long arithmetic', () => {
  it('+ - * / % & | ^ agree with BigInt.asIntN(64, ...)', () => {
    const ops: Array<[string, (a: bigint, b: bigint) => bigint]> = [
      ['+', (a, b) => a + b],
      ['-', (a, b) => a - b],
      ['*', (a, b) => a * b],
      ['/', (a, b) => a / b],
      ['%', (a, b) => a % b],
      ['&', (a, b) => a & b],
      ['|', (a, b) => a | b],
      ['^', (a, b) => a ^ b],
    ];
    fc.assert(
      fc.property(longs, longs, fc.constantFrom(...ops), (a, b, [op, f]) => {
        fc.pre(!((op === '/' || op === '%') && b === 0n));
        expect(run(`long a = ${lit(a)}; long b = ${lit(b)}; return a ${op} b;`)).toBe(wrap(f(a, b)));
      }),
      { numRuns: 400 },
    );
  });

  it('shifts use the low 6 bits of the distance; unary - and ~ wrap', () => {
    fc.assert(
      fc.property(longs, fc.integer({ min: -70, max: 70 }), (a, d) => {
        const n = BigInt(d & 63);
        expect(run(`long a = ${lit(a)}; return a << ${d};`)).toBe(wrap(a << n));
        expect(run(`long a = ${lit(a)}; return a >> ${d};`)).toBe(wrap(a >> n));
        expect(run(`long a = ${lit(a)}; return a >>> ${d};`)).toBe(wrap(BigInt.asUintN(64, a) >> n));
        expect(run(`long a = ${lit(a)}; return -a;`)).toBe(wrap(-a));
        expect(run(`long a = ${lit(a)}; return ~a;`)).toBe(wrap(~a));
      }),
      { numRuns: 200 },
    );
  });

  it('comparisons and == are exact', () => {
    fc.assert(
      fc.property(longs, longs, (a, b) => {
        const r = evaluate(`long a = ${lit(a)}; long b = ${lit(b)}; return [a < b, a == b, a > b, a <= b];`);
        expect(JSON.stringify((r.value as { items: Array<{ v: boolean }> }).items.map((s) => s.v))).toBe(JSON.stringify([a < b, a === b, a > b, a <= b]));
      }),
      { numRuns: 200 },
    );
  });

  it('the edges: overflow wraps, MIN_VALUE / -1, ++ past 2^53, casts to int, double and float round as Java does', () => {
    expect(run('return Long.MAX_VALUE + 1;')).toBe(LONG_MIN);
    expect(run('return Long.MIN_VALUE / -1;')).toBe(LONG_MIN);
    expect(run('return Long.MIN_VALUE % -1;')).toBe(0n);
    expect(run('long x = 9007199254740992L; x++; return x;')).toBe(9007199254740993n);
    expect(run('long x = 9007199254740993L; x += 2; return x;')).toBe(9007199254740995n);
    expect(run('return 3037000500L * 3037000500L;')).toBe(wrap(3037000500n * 3037000500n));
    expect(run('return Long.parseLong("9223372036854775807") - 1;')).toBe(LONG_MAX - 1n);
    expect(run('return (long) 1e19;')).toBe(LONG_MAX);
    expect(run('return Math.round(-1e30);')).toBe(LONG_MIN);
    expect(evaluate('return (int) 9007199254740993L;').value).toBe(1);
    expect(evaluate('return (double) 9007199254740993L;').value).toBe(9007199254740992);
    // 2^53 + 2^29 + 1 lies just above the midpoint of two floats: rounding to a double first would tie to even.
    expect(evaluate('return (float) 9007199791611905L;').value).toBe(9007200328482816);
    expect(evaluate('return 9007199254740993L + "";').value).toBe('9007199254740993');
    expect(evaluate('return 9007199254740993L;').value).toBe(9007199254740993n);
  });

  it("an aggregation's _value of a long past 2^53 is a long like any other", () => {
    const script = compileScript({ source: '_value == 9007199254740992L && _value + 1 == 9007199254740993L', lang: 'painless', params: {} }, { context: 'field' });
    expect(script.evaluate(0, 0, { kind: () => 'unmapped', values: () => [] }, { v: 2 ** 53, type: 'long' })).toBe(true);
  });

  it('params keep a long past 2^53 exact, as Jackson reads it', async () => {
    const { req } = testEngine();
    const r = await req('POST', '/_scripts/painless/_execute', '{"script":{"source":"return params.n + 1","params":{"n":9007199254740993}}}');
    expect(r.status).toBe(200);
    expect((r.body as AnyBody).result).toBe('9007199254740994');
  });
});

describe('doc values of a long field past 2^53 reach a script exactly', () => {
  const { req } = testEngine();
  beforeAll(async () => {
    await req('PUT', '/big', { mappings: { _doc: { properties: { n: { type: 'long' } } } } });
    await req('PUT', '/big/_doc/odd', '{"n":9007199254740993}');
    await req('PUT', '/big/_doc/even', '{"n":9007199254740992}');
    await req('POST', '/big/_refresh');
  });

  it('a script field answers the exact value', async () => {
    const r = await req('POST', '/big/_search', '{"sort":["_id"],"script_fields":{"v":{"script":"doc[\'n\'].value"},"w":{"script":"doc[\'n\'].value + 2"}}}');
    expect(r.status).toBe(200);
    const text = renderJson(r.body);
    expect(text).toContain('"_id":"even","_score":null,"fields":{"v":[9007199254740992],"w":[9007199254740994]}');
    expect(text).toContain('"_id":"odd","_score":null,"fields":{"v":[9007199254740993],"w":[9007199254740995]}');
  });

  it('a script query tells 2^53 + 1 from 2^53', async () => {
    const q = (src: string) => req('POST', '/big/_search', JSON.stringify({ query: { script: { script: src } } }));
    const odd = await q("doc['n'].value == 9007199254740993L");
    expect((odd.body as AnyBody).hits.hits.map((h: AnyBody) => h._id)).toEqual(['odd']);
    const even = await q("doc['n'].value % 2 == 0");
    expect((even.body as AnyBody).hits.hits.map((h: AnyBody) => h._id)).toEqual(['even']);
  });
});

describe('an update keeps and computes longs past 2^53 exactly', () => {
  const { req } = testEngine();
  const source = async () => renderJson(((await req('GET', '/u/_doc/1')).body as AnyBody)._source);

  it('in a script over ctx._source', async () => {
    await req('PUT', '/u/_doc/1', '{"n":9007199254740993,"m":[9007199254740995]}');
    const r = await req('POST', '/u/_doc/1/_update', '{"script":"ctx._source.n += 1; ctx._source.m.add(ctx._source.m[0] + 2); ctx._source.k = Long.MAX_VALUE"}');
    expect(r.status).toBe(200);
    expect(await source()).toBe('{"n":9007199254740994,"m":[9007199254740995,9007199254740997],"k":9223372036854775807}');
  });

  it('in a partial document merged into the source', async () => {
    await req('PUT', '/u/_doc/1', '{"n":9007199254740993}');
    expect((await req('POST', '/u/_doc/1/_update', '{"doc":{"x":1}}')).status).toBe(200);
    expect(await source()).toBe('{"n":9007199254740993,"x":1}');
  });
});

describe('a scripted_metric writes a long past 2^53 exactly', () => {
  it('as its value, and inside the list of states', async () => {
    const { req } = testEngine();
    await req('PUT', '/m', { settings: { number_of_shards: 1 } });
    await req('PUT', '/m/_doc/1?refresh=true', { n: 1 });
    const metric = (reduce: string) => ({ scripted_metric: { init_script: 'state.x = 1', map_script: 'state.x += 1', combine_script: 'return 9007199254740993L', reduce_script: reduce } });
    const r = await req('POST', '/m/_search', { size: 0, aggs: { one: metric('return states[0] + 2'), all: metric('return states') } });
    expect(r.status).toBe(200);
    expect(renderJson((r.body as AnyBody).aggregations)).toBe('{"one":{"value":9007199254740995},"all":{"value":[9007199254740993]}}');
  });
});
