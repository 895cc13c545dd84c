import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../../test-support/engine-harness';
import { parseLuceneRegexp, regexpMatcher, REGEXP_FLAGS } from './lucene-regexp';

const matches = (re: string, term: string, flags: number = REGEXP_FLAGS.ALL) => regexpMatcher(parseLuceneRegexp(re, flags))(term);

describe("Lucene's RegExp syntax", () => {
  it('matches whole terms, with the optional operators as their flags say', () => {
    expect(matches('qu.ck', 'quick')).toBe(true);
    expect(matches('qu', 'quick')).toBe(false);
    expect(matches('q[a-v]{2}ck', 'quick')).toBe(true);
    expect(matches('q[^u]+', 'quick')).toBe(false);
    expect(matches('"a.b"', 'a.b')).toBe(true);
    expect(matches('"a.b"', 'axb')).toBe(false);
    expect(matches('a\\.b', 'a.b')).toBe(true);
    // COMPLEMENT, INTERSECTION, ANYSTRING, EMPTY, INTERVAL
    expect(matches('~(quick)', 'quick')).toBe(false);
    expect(matches('~(quick)', 'quack')).toBe(true);
    expect(matches('q@&@k', 'quick')).toBe(true);
    expect(matches('q@&@x', 'quick')).toBe(false);
    expect(matches('#|a', 'a')).toBe(true);
    expect(matches('#', '')).toBe(false);
    expect(matches('id<1-20>', 'id7')).toBe(true);
    expect(matches('id<1-20>', 'id007')).toBe(true);
    expect(matches('id<1-20>', 'id21')).toBe(false);
    expect(matches('id<01-20>', 'id7')).toBe(false);
    expect(matches('id<01-20>', 'id07')).toBe(true);
    // Without their flags, the operators are plain characters.
    expect(matches('a~b', 'a~b', REGEXP_FLAGS.NONE)).toBe(true);
    expect(matches('a@', 'a@', REGEXP_FLAGS.NONE)).toBe(true);
    expect(matches('a@', 'ab', REGEXP_FLAGS.NONE)).toBe(false);
    expect(matches('a&b', 'a&b', REGEXP_FLAGS.COMPLEMENT)).toBe(true);
  });

  it('refuses malformed expressions as RegExp does', () => {
    expect(() => parseLuceneRegexp('(ab')).toThrow("expected ')' at position 3");
    expect(() => parseLuceneRegexp('a{x}')).toThrow('integer expected at position 2');
    expect(() => parseLuceneRegexp('ab)')).toThrow('end-of-string expected at position 2');
  });

  // A random expression over a, b with . * + ? | () [] {n,m}, printed in Lucene's syntax and JavaScript's.
  type Gen = { lucene: string; js: string };
  const { expr } = fc.letrec<{ expr: Gen }>((tie) => ({
    expr: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom<Gen>({ lucene: 'a', js: 'a' }, { lucene: 'b', js: 'b' }, { lucene: '.', js: '[^]' }, { lucene: '[ab]', js: '[ab]' }, { lucene: '[^a]', js: '[^a]' }),
      fc.tuple(tie('expr'), tie('expr')).map(([x, y]) => ({ lucene: `(${x.lucene})(${y.lucene})`, js: `(?:${x.js})(?:${y.js})` })),
      fc.tuple(tie('expr'), tie('expr')).map(([x, y]) => ({ lucene: `(${x.lucene}|${y.lucene})`, js: `(?:${x.js}|${y.js})` })),
      fc.tuple(tie('expr'), fc.constantFrom('*', '+', '?', '{2}', '{1,2}', '{0,}')).map(([x, op]) => ({ lucene: `(${x.lucene})${op}`, js: `(?:${x.js})${op}` })),
    ),
  }));
  it('agrees with a reference matcher on simple patterns', () => {
    fc.assert(
      fc.property(expr, fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 6 }), (e, chars) => {
        const term = chars.join('');
        expect(matches(e.lucene, term)).toBe(new RegExp(`^(?:${e.js})$`, 'u').test(term));
      }),
    );
  });
});

describe('regexp query (RegexpQueryBuilder, constant score)', () => {
  async function setup() {
    const t = testEngine();
    await t.req('PUT', '/r', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { t: { type: 'text' }, k: { type: 'keyword' }, n: { type: 'long' } } } } });
    await t.req('PUT', '/r/_doc/1', { t: 'quick brown', k: 'Quick' });
    await t.req('PUT', '/r/_doc/2', { t: 'quack', k: 'quack' });
    await t.req('POST', '/r/_refresh');
    return t;
  }
  const hits = (b: AnyBody) => b.hits.hits.map((h: AnyBody) => [h._id, h._score]);

  it('matches the terms of the field the expression matches, scoring the boost', async () => {
    const { req } = await setup();
    const r = await req('GET', '/r/_search', { query: { regexp: { t: { value: 'qu[ia]c?k', boost: 2 } } } });
    expect(hits(r.body)).toEqual([['1', 2], ['2', 2]]);
    const k = await req('GET', '/r/_search', { query: { regexp: { k: 'Q.*' } } });
    expect(hits(k.body)).toEqual([['1', 1]]);
    const f = await req('GET', '/r/_search', { query: { regexp: { t: { value: '~(quick)&q.*', flags: 'COMPLEMENT|INTERSECTION' } } } });
    expect(hits(f.body)).toEqual([['2', 1]]);
    const none = await req('GET', '/r/_search', { query: { regexp: { t: { value: '~(quick)&q.*', flags: 'NONE' } } } });
    expect(hits(none.body)).toEqual([]);
  });

  it("refuses what ES refuses: index.max_regex_length, unknown flags, numeric fields", async () => {
    const { req } = await setup();
    const long = await req('GET', '/r/_search', { query: { regexp: { t: 'a'.repeat(1001) } } });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('The length of regex [1001] used in the Regexp Query request has exceeded the allowed maximum of [1000]. This maximum can be set by changing the [index.max_regex_length] index level setting.');
    const flag = await req('GET', '/r/_search', { query: { regexp: { t: { value: 'a', flags: 'BOGUS' } } } });
    expect((flag.body as AnyBody).error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: 'Unknown regexp flag [BOGUS]' });
    const n = await req('GET', '/r/_search', { query: { regexp: { n: '1.*' } } });
    expect(n.status).toBe(400);
  });
});
