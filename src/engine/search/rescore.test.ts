import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

const f32 = Math.fround;

async function setup(shards = 1) {
  const { req } = testEngine();
  await req('PUT', '/r', { settings: { number_of_shards: shards }, mappings: { _doc: { properties: { t: { type: 'text' }, n: { type: 'long' }, m: { type: 'long' } } } } });
  const docs = [['1', 'a', 1], ['2', 'a b', 2], ['3', 'a b', 3], ['4', 'a', 4], ['5', 'b', 5]];
  const body = docs.map(([id, t, n]) => `{"index":{"_id":"${id}"}}\n{"t":"${t}","n":${n}}\n`).join('');
  await req('POST', '/r/_doc/_bulk?refresh=true', body);
  return req;
}

const search = async (req: Awaited<ReturnType<typeof setup>>, body: unknown) =>
  ((await req('GET', '/r/_search', body)).body as AnyBody).hits.hits.map((h: AnyBody) => [h._id, h._score]);

describe('rescore', () => {
  it('combines weights per score_mode for window docs; unmatched and outside-window docs get query_weight only', async () => {
    const req = await setup();
    const base = { query: { constant_score: { filter: { match: { t: 'a' } }, boost: 2 } } }; // ids 1..4, score 2, doc order
    const rescore = (mode: string, window = 3) => ({ ...base, rescore: { window_size: window, query: { rescore_query: { constant_score: { filter: { match: { t: 'b' } }, boost: 3 } }, query_weight: 0.5, rescore_query_weight: 4, score_mode: mode } } });
    // Window = ids 1,2,3; 2 and 3 match the rescore query (score 3*4 = 12).
    expect(await search(req, rescore('total'))).toEqual([['2', 13], ['3', 13], ['1', 1], ['4', 1]]);
    expect(await search(req, rescore('multiply'))).toEqual([['2', 12], ['3', 12], ['1', 1], ['4', 1]]);
    expect(await search(req, rescore('avg'))).toEqual([['2', 6.5], ['3', 6.5], ['1', 1], ['4', 1]]);
    expect(await search(req, rescore('max'))).toEqual([['2', 12], ['3', 12], ['1', 1], ['4', 1]]);
    expect(await search(req, rescore('min'))).toEqual([['1', 1], ['2', 1], ['3', 1], ['4', 1]]);
    // A window of 1 rescores only id 1 (which does not match): every score is just query_weight * original.
    expect(await search(req, rescore('total', 1))).toEqual([['1', 1], ['2', 1], ['3', 1], ['4', 1]]);
  });

  it('chains rescorers, each seeing the previous order', async () => {
    const req = await setup();
    const hits = await search(req, {
      query: { match_all: {} },
      rescore: [
        { window_size: 5, query: { rescore_query: { match: { t: 'b' } }, rescore_query_weight: 0 } },
        { window_size: 2, query: { rescore_query: { range: { n: { gte: 3 } } }, rescore_query_weight: 10 } },
      ],
    });
    // First pass: everyone 1 (b-matches add 0). Second window = first two in doc order (1, 2): neither has n >= 3.
    expect(hits.map((h: unknown[]) => h[1])).toEqual([1, 1, 1, 1, 1]);
    const pulled = await search(req, {
      query: { match_all: {} },
      rescore: [
        { window_size: 5, query: { rescore_query: { range: { n: { gte: 4 } } }, rescore_query_weight: 1 } },
        { window_size: 2, query: { rescore_query: { match_all: {} }, rescore_query_weight: 10 } },
      ],
    });
    // The first window pulls 4 and 5 to the top (score 2); the second, window 2, rescores exactly them.
    expect(pulled.slice(0, 2)).toEqual([['4', 12], ['5', 12]]);
  });

  it('applies the window per shard', async () => {
    const req = await setup(3);
    const hits = await search(req, { query: { match_all: {} }, rescore: { window_size: 1, query: { rescore_query: { match_all: {} }, rescore_query_weight: 1 } } });
    const rescored = hits.filter((h: unknown[]) => h[1] === 2).length;
    expect(rescored).toBeGreaterThan(1); // one per non-empty shard
    expect(rescored).toBeLessThanOrEqual(3);
  });

  it('takes the window per shard: each shard rescores its own top window_size, whatever the page size', async () => {
    const { req } = testEngine();
    await req('PUT', '/s', { settings: { number_of_shards: 3 } });
    for (let i = 1; i <= 9; i++) await req('PUT', `/s/_doc/${i}`, { n: i });
    await req('POST', '/s/_refresh');
    const body = (window: number, size: number) => ({ explain: true, size, query: { match_all: {} }, rescore: { window_size: window, query: { rescore_query: { match_all: {} } } } });
    const all = ((await req('GET', '/s/_search', body(2, 9))).body as AnyBody).hits.hits as AnyBody[];
    const byShard = new Map<string, string[]>();
    for (const h of ((await req('GET', '/s/_search', { explain: true, size: 9, query: { match_all: {} } })).body as AnyBody).hits.hits) {
      byShard.set(h._shard, [...(byShard.get(h._shard) ?? []), h._id]);
    }
    expect(byShard.size).toBe(3);
    // Window 2 on each of 3 shards: the first two docs (doc order) of every shard score 1 + 1, the rest 1.
    const rescored = [...byShard.values()].flatMap((ids) => ids.slice(0, 2)).sort();
    expect(all.filter((h) => h._score === 2).map((h) => h._id).sort()).toEqual(rescored);
    expect(all.filter((h) => h._score === 1)).toHaveLength(9 - rescored.length);
    // A window larger than the page: size 2 still shows two of the six rescored docs, never an unrescored one.
    const page = ((await req('GET', '/s/_search', body(2, 2))).body as AnyBody).hits.hits as AnyBody[];
    expect(page.map((h) => h._score)).toEqual([2, 2]);
    expect(rescored).toEqual(expect.arrayContaining(page.map((h) => h._id)));
  });

  it('a window larger than size reaches below the page: a doc ranked last by the query phase can top the page', async () => {
    const req = await setup();
    // Query phase: 1..4 match 'a' (constant 1, doc order), 5 does not match. Rescore boosts n >= 4.
    const query = { constant_score: { filter: { match: { t: 'a' } } } };
    const rescore = (window: number) => ({ size: 2, query, rescore: { window_size: window, query: { rescore_query: { range: { n: { gte: 4 } } }, rescore_query_weight: 5 } } });
    expect(await search(req, rescore(4))).toEqual([['4', 6], ['1', 1]]);
    // With a window of 2 (equal to size), doc 4 stays outside the window and off the page.
    expect(await search(req, rescore(2))).toEqual([['1', 1], ['2', 1]]);
  });

  it('refuses sort, collapse and oversized windows as 6.8 does', async () => {
    const req = await setup();
    const sorted = await req('GET', '/r/_search', { sort: [{ n: 'asc' }], rescore: { query: { rescore_query: { match_all: {} } } } });
    expect(sorted.status).toBe(500);
    expect((sorted.body as AnyBody).error.root_cause[0].reason).toBe('Cannot use [sort] option in conjunction with [rescore].');
    const big = await req('GET', '/r/_search', { rescore: { window_size: 10001, query: { rescore_query: { match_all: {} } } } });
    expect((big.body as AnyBody).error.root_cause[0].reason).toMatch(/^Rescore window \[10001\] is too large\. It must be less than \[10000\]\./);
    const noQuery = await req('GET', '/r/_search', { rescore: { window_size: 5, query: {} } });
    expect((noQuery.body as AnyBody).error.reason).toBe('rescore_query cannot be null');
    const badMode = await req('GET', '/r/_search', { rescore: { query: { rescore_query: { match_all: {} }, score_mode: 'nope' } } });
    expect((badMode.body as AnyBody).error.caused_by.reason).toBe('illegal score_mode [nope]');
  });
});

describe('function_score with scripts', () => {
  it('script_score reads doc values, params and _score', async () => {
    const req = await setup();
    const hits = await search(req, {
      query: { function_score: { query: { match: { t: 'a' } }, functions: [{ script_score: { script: { source: "Math.log10(doc['n'].value + 2)" } } }], boost_mode: 'replace' } },
    });
    expect(hits[0][0]).toBe('4');
    expect(f32(hits[0][1])).toBe(f32(Math.log10(6))); // _score is printed with Java's shortest float digits
    const factor = await search(req, {
      query: { function_score: { query: { constant_score: { filter: { match_all: {} }, boost: 3 } }, script_score: { script: { source: '_score * params.factor', params: { factor: 2 } } }, boost_mode: 'replace' } },
    });
    expect(factor.every((h: unknown[]) => h[1] === 6)).toBe(true);
    const missing = await search(req, {
      query: { function_score: { script_score: { script: { source: "doc['m'].size() == 0 ? 7 : doc['m'].value" } }, boost_mode: 'replace' } },
    });
    expect(missing[0][1]).toBe(7);
  });

  it('the expression language gives the same results as painless for the same formula', async () => {
    const req = await setup();
    const q = (lang: string, source: string) => search(req, {
      query: { function_score: { query: { match: { t: 'a' } }, script_score: { script: { lang, source } }, boost_mode: 'replace' } },
    });
    const painless = await q('painless', "Math.log10(doc['n'].value + 2) * _score");
    const expression = await q('expression', "log10(doc['n'].value + 2) * _score");
    expect(expression).toEqual(painless);
    const bad = await req('GET', '/r/_search', { query: { function_score: { script_score: { script: { lang: 'expression', source: "doc['nope'].value" } } } } });
    expect(bad.status).toBeGreaterThanOrEqual(400);
  });
});
