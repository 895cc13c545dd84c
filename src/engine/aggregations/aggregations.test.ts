import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

const COLORS = ['red', 'green', 'blue', 'black', 'white'];

async function corpus(shards = 3, n = 60) {
  const { req } = testEngine();
  await req('PUT', '/shop', {
    settings: { number_of_shards: shards },
    mappings: { _doc: { properties: { color: { type: 'keyword' }, price: { type: 'long' }, rating: { type: 'double' }, sold: { type: 'date' }, title: { type: 'text' }, ok: { type: 'boolean' } } } },
  });
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    lines.push(JSON.stringify({ index: { _id: String(i) } }));
    lines.push(JSON.stringify({ color: COLORS[(i * i) % 5], price: (i * 37) % 200, rating: (i % 7) / 2, sold: Date.UTC(2020, i % 12, 1 + (i % 27)), title: `item ${i}`, ok: i % 3 === 0 }));
  }
  await req('POST', '/shop/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
  const docs = Array.from({ length: n }, (_, i) => ({ color: COLORS[(i * i) % 5], price: (i * 37) % 200, rating: (i % 7) / 2, sold: Date.UTC(2020, i % 12, 1 + (i % 27)), ok: i % 3 === 0 }));
  return { req, docs };
}

const search = async (req: Awaited<ReturnType<typeof corpus>>['req'], body: unknown, qs = '') => (await req('POST', `/shop/_search${qs}`, body)) as { status: number; body: AnyBody; warnings?: string[] };

describe('aggregations', () => {
  it('terms counts each keyword once per doc, ordered by count then key, across shards', async () => {
    const { req, docs } = await corpus();
    const r = await search(req, { size: 0, aggs: { c: { terms: { field: 'color' } } } });
    expect(r.status).toBe(200);
    const counts = new Map<string, number>();
    for (const d of docs) counts.set(d.color, (counts.get(d.color) ?? 0) + 1);
    const expected = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([key, doc_count]) => ({ key, doc_count }));
    expect(r.body.aggregations.c.buckets).toEqual(expected);
    expect(r.body.aggregations.c.sum_other_doc_count).toBe(0);
    expect(r.body.aggregations.c.doc_count_error_upper_bound).toBe(0);
  });

  it('terms size 2 puts the rest in sum_other_doc_count and bounds the error', async () => {
    const { req } = await corpus();
    const r = await search(req, { size: 0, aggs: { c: { terms: { field: 'color', size: 2, shard_size: 2, show_term_doc_count_error: true } } } });
    const agg = r.body.aggregations.c;
    expect(agg.buckets).toHaveLength(2);
    const total = agg.buckets.reduce((n: number, b: AnyBody) => n + b.doc_count, 0) + agg.sum_other_doc_count;
    expect(total).toBe(60);
    expect(agg.doc_count_error_upper_bound).toBeGreaterThanOrEqual(0);
    expect(agg.buckets[0]).toHaveProperty('doc_count_error_upper_bound');
  });

  it('property: avg/sum/min/max/stats equal the exact values over any price range query', async () => {
    const { req, docs } = await corpus();
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 199 }), fc.integer({ min: 0, max: 199 }), async (a, b) => {
      const lo = Math.min(a, b);
      const hi = Math.max(a, b);
      const r = await search(req, { size: 0, query: { range: { price: { gte: lo, lte: hi } } }, aggs: { s: { stats: { field: 'price' } }, a: { avg: { field: 'price' } }, m: { max: { field: 'rating' } } } });
      const sel = docs.filter((d) => d.price >= lo && d.price <= hi);
      const s = r.body.aggregations.s;
      expect(s.count).toBe(sel.length);
      expect(s.sum).toBe(sel.reduce((n, d) => n + d.price, 0));
      if (sel.length === 0) {
        expect(s.min).toBeNull();
        expect(r.body.aggregations.a.value).toBeNull();
        expect(r.body.aggregations.m.value).toBeNull();
      } else {
        expect(s.min).toBe(Math.min(...sel.map((d) => d.price)));
        expect(r.body.aggregations.a.value).toBeCloseTo(s.sum / sel.length, 10);
        expect(r.body.aggregations.m.value).toBe(Math.max(...sel.map((d) => d.rating)));
      }
    }), { numRuns: 15 });
  });

  it('histogram fills empty buckets with min_doc_count 0 and drops them with 1', async () => {
    const { req } = await corpus(1, 3);
    // prices 0, 37, 74
    const r = await search(req, { size: 0, aggs: { h: { histogram: { field: 'price', interval: 25 } } } });
    expect(r.body.aggregations.h.buckets.map((b: AnyBody) => [b.key, b.doc_count])).toEqual([[0, 1], [25, 1], [50, 1]]);
    const r1 = await search(req, { size: 0, aggs: { h: { histogram: { field: 'price', interval: 20, min_doc_count: 1 } } } });
    expect(r1.body.aggregations.h.buckets.map((b: AnyBody) => b.key)).toEqual([0, 20, 60]);
    const r0 = await search(req, { size: 0, aggs: { h: { histogram: { field: 'price', interval: 20 } } } });
    expect(r0.body.aggregations.h.buckets.map((b: AnyBody) => [b.key, b.doc_count])).toEqual([[0, 1], [20, 1], [40, 0], [60, 1]]);
  });

  it('date_histogram by month writes key_as_string and honours time_zone', async () => {
    const { req } = await corpus(2, 24);
    const r = await search(req, { size: 0, aggs: { d: { date_histogram: { field: 'sold', interval: 'month' } } } });
    const buckets = r.body.aggregations.d.buckets;
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toEqual({ key_as_string: '2020-01-01T00:00:00.000Z', key: Date.UTC(2020, 0, 1), doc_count: 2 });
    const tz = await search(req, { size: 0, aggs: { d: { date_histogram: { field: 'sold', interval: '1d', time_zone: '+01:00', min_doc_count: 1 } } } });
    expect(tz.body.aggregations.d.buckets[0].key_as_string).toBe('2020-01-01T00:00:00.000+01:00');
    expect(tz.body.aggregations.d.buckets[0].key).toBe(Date.UTC(2020, 0, 1) - 3600_000);
  });

  it('nested terms > avg, range keys, filters with other bucket, missing and global', async () => {
    const { req, docs } = await corpus();
    const r = await search(req, {
      size: 0,
      query: { term: { color: 'red' } },
      aggs: {
        c: { terms: { field: 'ok' }, aggs: { p: { avg: { field: 'price' } } } },
        r: { range: { field: 'price', ranges: [{ to: 50 }, { from: 50, to: 150 }, { from: 150 }] } },
        f: { filters: { filters: { cheap: { range: { price: { lt: 100 } } } }, other_bucket: true } },
        m: { missing: { field: 'nothing' } },
        g: { global: {}, aggs: { n: { value_count: { field: 'color' } } } },
      },
    });
    const red = docs.filter((d) => d.color === 'red');
    const a = r.body.aggregations;
    for (const b of a.c.buckets) {
      const sel = red.filter((d) => d.ok === (b.key === 1));
      expect(b.key_as_string).toBe(b.key === 1 ? 'true' : 'false');
      expect(b.doc_count).toBe(sel.length);
      expect(b.p.value).toBeCloseTo(sel.reduce((n, d) => n + d.price, 0) / sel.length, 10);
    }
    expect(a.r.buckets.map((b: AnyBody) => b.key)).toEqual(['*-50.0', '50.0-150.0', '150.0-*']);
    expect(a.r.buckets.reduce((n: number, b: AnyBody) => n + b.doc_count, 0)).toBe(red.length);
    expect(a.f.buckets.cheap.doc_count + a.f.buckets._other_.doc_count).toBe(red.length);
    expect(a.m.doc_count).toBe(red.length);
    expect(a.g).toEqual({ doc_count: 60, n: { value: 60 } });
  });

  it('typed_keys, meta, and aggregation names that are object keys stay data', async () => {
    const { req } = await corpus(1, 5);
    // JSON.parse keeps `__proto__` a member, as a request body arrives.
    const r = await search(req, JSON.parse('{"size":0,"aggs":{"__proto__":{"max":{"field":"price"},"meta":{"x":1}},"constructor":{"terms":{"field":"color"}}}}'), '?typed_keys=true');
    expect(Object.keys(r.body.aggregations).sort()).toEqual(['max#__proto__', 'sterms#constructor']);
    const plain = await search(req, JSON.parse('{"size":0,"aggs":{"__proto__":{"max":{"field":"price"},"meta":{"x":1}}}}'));
    expect(Object.getOwnPropertyDescriptor(plain.body.aggregations, '__proto__')?.value).toEqual({ meta: { x: 1 }, value: 148 });
  });

  it("refuses text fields, strings in numeric metrics and bad definitions with ES's errors", async () => {
    const { req } = await corpus(1, 5);
    const text = await search(req, { aggs: { t: { terms: { field: 'title' } } } });
    expect(text.status).toBe(400);
    expect(JSON.stringify(text.body)).toContain('Fielddata is disabled on text fields by default');
    const avg = await search(req, { aggs: { t: { avg: { field: 'color' } } } });
    expect(JSON.stringify(avg.body)).toContain('Expected numeric type on field [color], but got [keyword]');
    const unknown = await search(req, { aggs: { t: { nope: {} } } });
    expect(unknown.body.error.reason).toBe('Unknown aggregation type [nope]');
    const two = await search(req, { aggs: { t: { avg: { field: 'price' }, max: { field: 'price' } } } });
    expect(two.body.error.reason).toBe('Found two aggregation type definitions in [t]: [avg] and [max]');
    const bad = await search(req, { aggs: { 'a>b': { avg: { field: 'price' } } } });
    expect(bad.body.error.reason).toContain('Invalid aggregation name [a>b]');
    const sub = await search(req, { aggs: { a: { avg: { field: 'price' }, aggs: { b: { max: { field: 'price' } } } } } });
    expect(JSON.stringify(sub.body)).toContain('Aggregator [a] of type [avg] cannot accept sub-aggregations');
  });

  it('cardinality is exact below precision_threshold; percentiles interpolate as ES', async () => {
    const { req, docs } = await corpus();
    const r = await search(req, { size: 0, aggs: { c: { cardinality: { field: 'price' } }, p: { percentiles: { field: 'price', percents: [50] } } } });
    expect(r.body.aggregations.c.value).toBe(new Set(docs.map((d) => d.price)).size);
    const sorted = docs.map((d) => d.price).sort((a, b) => a - b);
    // Unit centroids: the median of an even count is the midpoint of the middle two.
    expect(r.body.aggregations.p.values['50.0']).toBe((sorted[29] + sorted[30]) / 2);
  });

  it('warns past 10000 buckets as 6.8 does, once', async () => {
    const { req } = await corpus(1, 2);
    const r = await search(req, { size: 0, aggs: { h: { histogram: { field: 'price', interval: 0.001 } } } });
    expect(r.warnings?.some((w) => w.includes('This aggregation creates too many buckets (10001)'))).toBe(true);
  });
});

describe('ip fields', () => {
  it('terms write addresses in byte order, ip_range takes masks, and term/range queries take CIDR and bounds', async () => {
    const { req } = testEngine();
    await req('PUT', '/net', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { ip: { type: 'ip' } } } } });
    const ips = ['::1', '127.0.0.1', '::1', '192.168.1.7', '192.168.200.1', '10.0.0.1'];
    const lines = ips.flatMap((ip, i) => [JSON.stringify({ index: { _id: String(i) } }), JSON.stringify({ ip })]);
    await req('POST', '/net/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
    const r = (await req('POST', '/net/_search', {
      size: 0,
      aggs: {
        t: { terms: { field: 'ip', order: { _key: 'asc' } } },
        r: { ip_range: { field: 'ip', ranges: [{ mask: '192.168.0.0/16' }, { to: '10.0.0.1' }] } },
      },
    })).body as AnyBody;
    expect(r.aggregations.t.buckets.map((b: AnyBody) => b.key)).toEqual(['::1', '10.0.0.1', '127.0.0.1', '192.168.1.7', '192.168.200.1']);
    expect(r.aggregations.r.buckets).toEqual([
      { key: '*-10.0.0.1', to: '10.0.0.1', doc_count: 2 },
      { key: '192.168.0.0/16', from: '192.168.0.0', to: '192.169.0.0', doc_count: 2 },
    ]);
    const count = async (query: unknown) => ((await req('POST', '/net/_search', { query })).body as AnyBody).hits.total;
    expect(await count({ term: { ip: '192.168.0.0/16' } })).toBe(2);
    expect(await count({ range: { ip: { gte: '10.0.0.0', lt: '127.0.0.1' } } })).toBe(1);
    const bad = await req('PUT', '/net/_doc/x', { ip: 'not-an-ip' });
    expect(bad.status).toBe(400);
  });
});

describe('composite', () => {
  it('pages through every (color, price histogram) combination with after_key, in key order, across shards', async () => {
    const { req, docs } = await corpus();
    const sources = [{ c: { terms: { field: 'color' } } }, { p: { histogram: { field: 'price', interval: 50, order: 'desc' } } }];
    const seen: Array<[string, number, number]> = [];
    let after: unknown;
    for (let page = 0; page < 20; page++) {
      const r = await search(req, { size: 0, aggs: { k: { composite: { size: 3, sources, ...(after ? { after } : {}) } } } });
      const agg = r.body.aggregations.k;
      if (agg.buckets.length === 0) break;
      for (const b of agg.buckets) seen.push([b.key.c, b.key.p, b.doc_count]);
      after = agg.after_key;
    }
    const expected = new Map<string, number>();
    for (const d of docs) {
      const k = JSON.stringify([d.color, Math.floor(d.price / 50) * 50]);
      expected.set(k, (expected.get(k) ?? 0) + 1);
    }
    const want = [...expected].map(([k, n]) => [...(JSON.parse(k) as [string, number]), n] as [string, number, number]);
    want.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : b[1] - a[1]));
    expect(seen).toEqual(want);
  });

  it('refuses a composite under another bucket aggregation', async () => {
    const { req } = await corpus(1, 3);
    const r = await search(req, { aggs: { t: { terms: { field: 'color' }, aggs: { k: { composite: { sources: [{ c: { terms: { field: 'color' } } }] } } } } } });
    expect(JSON.stringify(r.body)).toContain('[composite] aggregation cannot be used with a parent aggregation');
  });
});

describe('search.max_buckets', () => {
  it('set through the cluster settings, a search creating more buckets fails; null resets it', async () => {
    const { req } = await corpus(1, 20);
    const put = await req('PUT', '/_cluster/settings', { transient: { 'search.max_buckets': 2 } });
    expect(put.body).toEqual({ acknowledged: true, persistent: {}, transient: { search: { max_buckets: '2' } } });
    const r = await search(req, { size: 0, aggs: { c: { terms: { field: 'color' } } } });
    expect(JSON.stringify(r.body)).toContain('Trying to create too many buckets. Must be less than or equal to: [2] but was [3].');
    const unknown = await req('PUT', '/_cluster/settings', { transient: { 'search.nope': 1 } });
    expect(unknown.status).toBe(400);
    await req('PUT', '/_cluster/settings', { transient: { search: { max_buckets: null } } });
    expect((await search(req, { size: 0, aggs: { c: { terms: { field: 'color' } } } })).status).toBe(200);
  });
});

describe('significant_terms', () => {
  it('scores with JLH against the index and with a background filter', async () => {
    const { req } = testEngine();
    await req('PUT', '/g', { settings: { number_of_shards: 1 }, mappings: { _doc: { properties: { tag: { type: 'keyword' }, kind: { type: 'keyword' } } } } });
    const docs = [
      ...Array.from({ length: 6 }, () => ({ kind: 'a', tag: 'rare' })),
      ...Array.from({ length: 4 }, () => ({ kind: 'a', tag: 'common' })),
      ...Array.from({ length: 30 }, () => ({ kind: 'b', tag: 'common' })),
      ...Array.from({ length: 2 }, () => ({ kind: 'b', tag: 'rare' })),
    ];
    const lines = docs.flatMap((d, i) => [JSON.stringify({ index: { _id: String(i) } }), JSON.stringify(d)]);
    await req('POST', '/g/_doc/_bulk?refresh=true', lines.join('\n') + '\n');
    const r = (await req('POST', '/g/_search', { size: 0, query: { term: { kind: 'a' } }, aggs: { s: { significant_terms: { field: 'tag' } } } })).body as AnyBody;
    const s = r.aggregations.s;
    expect(s.doc_count).toBe(10);
    expect(s.bg_count).toBe(42);
    // rare: 6 of 10 in the subset, 8 of 42 overall; common is less frequent in the subset than overall (score 0, dropped).
    const subP = 6 / 10;
    const supP = 8 / 42;
    expect(s.buckets).toEqual([{ key: 'rare', doc_count: 6, score: (subP - supP) * (subP / supP), bg_count: 8 }]);
    const bg = (await req('POST', '/g/_search', { size: 0, query: { term: { kind: 'a' } }, aggs: { s: { significant_terms: { field: 'tag', background_filter: { term: { kind: 'b' } } } } } })).body as AnyBody;
    expect(bg.aggregations.s.bg_count).toBe(32);
    expect(bg.aggregations.s.buckets[0].bg_count).toBe(2);
  });
});

describe('adjacency_matrix and sampler', () => {
  it('adjacency_matrix counts each filter and each intersecting pair, sorted by key, empty ones left out', async () => {
    const { req, docs } = await corpus();
    const r = await search(req, { size: 0, aggs: { m: { adjacency_matrix: { filters: { r: { term: { color: 'red' } }, c: { range: { price: { lt: 50 } } }, z: { term: { color: 'none' } } } } } } });
    const red = docs.filter((d) => d.color === 'red').length;
    const cheap = docs.filter((d) => d.price < 50).length;
    const both = docs.filter((d) => d.color === 'red' && d.price < 50).length;
    expect(r.body.aggregations.m.buckets).toEqual([
      { key: 'c', doc_count: cheap },
      ...(both > 0 ? [{ key: 'c&r', doc_count: both }] : []),
      { key: 'r', doc_count: red },
    ]);
  });

  it('sampler feeds its sub-aggregations only the best-scoring docs of each shard', async () => {
    const { req } = await corpus(1, 30);
    const r = await search(req, { size: 0, query: { function_score: { query: { match_all: {} }, field_value_factor: { field: 'price' } } }, aggs: { s: { sampler: { shard_size: 5 }, aggs: { lo: { min: { field: 'price' } } } } } });
    const prices = Array.from({ length: 30 }, (_, i) => (i * 37) % 200).sort((a, b) => b - a);
    expect(r.body.aggregations.s).toEqual({ doc_count: 5, lo: { value: prices[4] } });
  });
});

describe('top_hits', () => {
  it('per terms bucket: the best hits by a sort across shards, with _source filtering and the bucket total', async () => {
    const { req, docs } = await corpus();
    const r = await search(req, { size: 0, aggs: { c: { terms: { field: 'color' }, aggs: { top: { top_hits: { size: 2, sort: [{ price: 'desc' }], _source: ['price'] } } } } } });
    for (const b of r.body.aggregations.c.buckets) {
      const mine = docs.map((d, i) => ({ ...d, id: String(i) })).filter((d) => d.color === b.key).sort((x, y) => y.price - x.price || Number(x.id) - Number(y.id));
      expect(b.top.hits.total).toBe(mine.length);
      expect(b.top.hits.max_score).toBeNull();
      expect(b.top.hits.hits.map((h: AnyBody) => h._source)).toEqual(mine.slice(0, 2).map((d) => ({ price: d.price })));
      expect(b.top.hits.hits[0]).toMatchObject({ _index: 'shop', _type: '_doc', _score: null, sort: [mine[0].price] });
    }
  });

  it('by score by default, and refuses members it does not implement by name', async () => {
    const { req } = await corpus(2, 20);
    const r = await search(req, { size: 0, query: { function_score: { query: { match_all: {} }, field_value_factor: { field: 'price' } } }, aggs: { t: { top_hits: { size: 1 } } } });
    expect(r.body.aggregations.t.hits.hits[0]._score).toBe(r.body.aggregations.t.hits.max_score);
    const seq = await search(req, { size: 0, aggs: { t: { top_hits: { size: 1, seq_no_primary_term: true, version: true } } } });
    expect(seq.body.aggregations.t.hits.hits[0]).toMatchObject({ _version: 1, _primary_term: 1 });
    expect(typeof seq.body.aggregations.t.hits.hits[0]._seq_no).toBe('number');
    const empty = await search(req, { aggs: { f: { filters: { filters: {} } } } });
    expect(JSON.stringify(empty.body)).toContain('[filters] cannot be empty.');
    const bad = await search(req, { aggs: { t: { top_hits: { explain: true } } } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('[explain]');
  });
});

describe('date_range', () => {
  it('reads date math (rounding, adding months) and writes from/to as strings in the field format', async () => {
    const { req, docs } = await corpus(2, 24);
    const r = await search(req, { size: 0, aggs: { d: { date_range: { field: 'sold', ranges: [{ to: '2020-07-01' }, { from: '2020-07-15||/M', to: '2020-07-01||+3M' }] } } } });
    const [first, second] = r.body.aggregations.d.buckets;
    expect(first).toMatchObject({ key: '*-2020-07-01T00:00:00.000Z', to: Date.UTC(2020, 6, 1), to_as_string: '2020-07-01T00:00:00.000Z' });
    expect(first.doc_count).toBe(docs.filter((d) => d.sold < Date.UTC(2020, 6, 1)).length);
    expect(second.doc_count).toBe(docs.filter((d) => d.sold >= Date.UTC(2020, 6, 1) && d.sold < Date.UTC(2020, 9, 1)).length);
  });
});

describe('batched reduce', () => {
  it('counts reduce phases past batched_reduce_size, as ES writes num_reduce_phases, and refuses less than 2', async () => {
    const { req } = await corpus(5, 20);
    const r = await search(req, { size: 0, aggs: { c: { terms: { field: 'color' } } } }, '?batched_reduce_size=2');
    expect(r.body.num_reduce_phases).toBe(4);
    expect(Object.keys(r.body).slice(0, 4)).toEqual(['took', 'timed_out', 'num_reduce_phases', '_shards']);
    expect((await search(req, { size: 0, aggs: { c: { terms: { field: 'color' } } } })).body.num_reduce_phases).toBeUndefined();
    const bad = await search(req, {}, '?batched_reduce_size=1');
    expect(bad.body.error.reason).toBe('batchedReduceSize must be >= 2');
  });
});

describe('bucket order paths', () => {
  it('orders terms by a sub-metric (through a filter), and refuses paths ES refuses', async () => {
    const { req, docs } = await corpus();
    const r = await search(req, { size: 0, aggs: { c: { terms: { field: 'color', order: { 'f>m.max': 'desc' } }, aggs: { f: { filter: { match_all: {} }, aggs: { m: { stats: { field: 'price' } } } } } } } });
    const maxOf = (c: string) => Math.max(...docs.filter((d) => d.color === c).map((d) => d.price));
    const keys = r.body.aggregations.c.buckets.map((b: AnyBody) => b.key);
    expect(keys.map(maxOf)).toEqual([...keys.map(maxOf)].sort((a, b) => b - a));
    const multi = await search(req, { aggs: { c: { terms: { field: 'color', order: { m: 'desc' } }, aggs: { m: { stats: { field: 'price' } } } } } });
    expect(JSON.stringify(multi.body)).toContain('a metric name must be specified');
    const bucket = await search(req, { aggs: { c: { terms: { field: 'color', order: { t: 'desc' } }, aggs: { t: { terms: { field: 'ok' } } } } } });
    expect(JSON.stringify(bucket.body)).toContain('Buckets can only be sorted on a sub-aggregator path');
  });
});

describe('meta fields', () => {
  it('terms on _index, _type and _id', async () => {
    const { req } = await corpus(2, 4);
    await req('PUT', '/other/_doc/x?refresh=true', { color: 'red' });
    const r = (await req('POST', '/shop,other/_search', { size: 0, aggs: { i: { terms: { field: '_index' } }, t: { terms: { field: '_type' } }, d: { terms: { field: '_id', size: 1, order: { _key: 'asc' } } } } })).body as AnyBody;
    expect(r.aggregations.i.buckets).toEqual([{ key: 'shop', doc_count: 4 }, { key: 'other', doc_count: 1 }]);
    expect(r.aggregations.t.buckets).toEqual([{ key: '_doc', doc_count: 5 }]);
    expect(r.aggregations.d.buckets).toEqual([{ key: '0', doc_count: 1 }]);
  });
});
