import { describe, expect, it } from 'vitest';
import { testEngine, type AnyBody } from '../test-support/engine-harness';

async function seeded() {
  const t = testEngine();
  await t.req('PUT', '/p', { settings: { number_of_shards: 2 }, mappings: { _doc: { properties: { t: { type: 'text' }, k: { type: 'keyword' }, n: { type: 'integer' } } } } });
  const texts = ['quick brown fox', 'lazy dog', 'quick dog', 'brown fox jumps', 'the quick brown dog', 'fox'];
  for (let i = 0; i < 12; i++) await t.req('PUT', `/p/_doc/${i}`, { t: texts[i % texts.length], k: `k${i % 3}`, n: i });
  await t.req('POST', '/p/_refresh');
  return t;
}

/** ES 6.8 writes the breakdown from a Java HashMap: its keys in that map's order. */
const QUERY_BREAKDOWN = ['score', 'build_scorer_count', 'match_count', 'create_weight', 'next_doc', 'match', 'create_weight_count', 'next_doc_count', 'score_count', 'build_scorer', 'advance', 'advance_count'];
const AGG_BREAKDOWN = ['reduce', 'build_aggregation', 'build_aggregation_count', 'initialize', 'initialize_count', 'reduce_count', 'collect', 'collect_count'];

/** Checks what holds of every node whatever the timings: its time is its breakdown's, and covers its children's. */
function checkNode(node: AnyBody, keys: string[]) {
  expect(Object.keys(node.breakdown)).toEqual(keys);
  const times = keys.filter((k) => !k.endsWith('_count')).reduce((s, k) => s + node.breakdown[k], 0);
  expect(node.time_in_nanos).toBe(times);
  for (const v of Object.values(node.breakdown)) expect(Number.isInteger(v) && (v as number) >= 0).toBe(true);
  const children: AnyBody[] = node.children ?? [];
  expect(node.children === undefined || children.length > 0).toBe(true);
  expect(node.time_in_nanos).toBeGreaterThanOrEqual(children.reduce((s, c) => s + c.time_in_nanos, 0));
  for (const c of children) checkNode(c, keys);
}

function checkCollector(c: AnyBody) {
  expect(Object.keys(c).filter((k) => k !== 'children')).toEqual(['name', 'reason', 'time_in_nanos']);
  const children: AnyBody[] = c.children ?? [];
  expect(c.time_in_nanos).toBeGreaterThanOrEqual(children.reduce((s, x) => s + x.time_in_nanos, 0));
  children.forEach(checkCollector);
}

/** The collector tree as `name (reason)` nested lists. */
const collectorNames = (c: AnyBody): unknown => (c.children ? [`${c.name} (${c.reason})`, c.children.map(collectorNames)] : `${c.name} (${c.reason})`);

const boolWithRescore = {
  profile: true,
  query: { bool: { should: [{ match: { t: 'quick' } }, { match: { t: 'dog' } }] } },
  rescore: { window_size: 5, query: { rescore_query: { match_phrase: { t: 'brown fox' } } } },
};

describe('Profile API', () => {
  it('reports each shard: the query tree, the rescore query, rewrite time and collectors, in 6.8 layout', async () => {
    const { req } = await seeded();
    const r = await req('POST', '/p/_search', boolWithRescore);
    expect(r.status).toBe(200);
    const body = r.body as AnyBody;
    expect(Object.keys(body).at(-1)).toBe('profile');
    const shards: AnyBody[] = body.profile.shards;
    expect(shards.map((s) => s.id.replace(/^\[[^\]]+\]/, ''))).toEqual(['[p][0]', '[p][1]']);
    expect(shards[0].id).toMatch(/^\[[^\]]+\]\[p\]\[0\]$/);
    for (const shard of shards) {
      expect(Object.keys(shard)).toEqual(['id', 'searches', 'aggregations']);
      expect(shard.aggregations).toEqual([]);
      expect(shard.searches).toHaveLength(1);
      const search = shard.searches[0];
      expect(Object.keys(search)).toEqual(['query', 'rewrite_time', 'collector']);
      expect(Number.isInteger(search.rewrite_time)).toBe(true);
      const [main, rescore] = search.query;
      expect(search.query).toHaveLength(2);
      expect([main.type, main.description]).toEqual(['BooleanQuery', 't:quick t:dog']);
      expect(main.children.map((c: AnyBody) => [c.type, c.description])).toEqual([['TermQuery', 't:quick'], ['TermQuery', 't:dog']]);
      expect([rescore.type, rescore.description]).toEqual(['PhraseQuery', 't:"brown fox"']);
      for (const q of search.query) checkNode(q, QUERY_BREAKDOWN);
      expect(main.breakdown.create_weight_count).toBe(1);
      expect(main.breakdown.build_scorer_count).toBe(1);
      // The rescore query is asked about the window's docs only.
      expect(rescore.breakdown.advance_count).toBeGreaterThan(0);
      expect(rescore.breakdown.advance_count).toBeLessThanOrEqual(5);
      expect(rescore.breakdown.next_doc_count).toBe(0);
      expect(search.collector.map(collectorNames)).toEqual([['CancellableCollector (search_cancelled)', ['SimpleTopScoreDocCollector (search_top_hits)']]]);
      search.collector.forEach(checkCollector);
    }
    // A shard without hits skips its rescore phase, as ES does: no rescore tree.
    const none = (await req('POST', '/p/_search', { ...boolWithRescore, query: { ids: { values: ['1'] } } })).body as AnyBody;
    expect(none.profile.shards.map((s: AnyBody) => s.searches[0].query.length).sort()).toEqual([1, 2]);
    // Counts: a shard's root scores each of its matches once, and steps past the last one.
    const total = shards.reduce((n, s) => n + s.searches[0].query[0].breakdown.score_count, 0);
    expect(total).toBe(body.hits.total);
  });

  it('never changes the hits or their scores', async () => {
    const { req } = await seeded();
    const bodies: AnyBody[] = [
      boolWithRescore,
      { query: { function_score: { query: { match: { t: 'fox' } }, functions: [{ filter: { term: { k: 'k1' } }, weight: 3 }] } } },
      { query: { dis_max: { queries: [{ match: { t: 'brown' } }, { match_phrase: { t: 'quick brown' } }], tie_breaker: 0.3 } }, post_filter: { range: { n: { gte: 3 } } } },
      { query: { constant_score: { filter: { term: { k: 'k2' } }, boost: 1.5 } }, aggs: { ks: { terms: { field: 'k' } } }, min_score: 1 },
      { query: { match: { t: 'quick fox' } }, sort: [{ n: 'desc' }], size: 4 },
    ];
    for (const b of bodies) {
      const plain = (await req('POST', '/p/_search', { ...b, profile: false })).body as AnyBody;
      const profiled = (await req('POST', '/p/_search', { ...b, profile: true })).body as AnyBody;
      expect(plain.profile).toBeUndefined();
      expect(profiled.hits).toEqual(plain.hits);
      expect(profiled.aggregations).toEqual(plain.aggregations);
    }
  });

  it('draws the collectors ES 6.8 chains: post_filter, aggregations, min_score, sort and count', async () => {
    const { req } = await seeded();
    const collectors = async (b: AnyBody) => {
      const body = (await req('POST', '/p/_search', { profile: true, ...b })).body as AnyBody;
      body.profile.shards[0].searches[0].collector.forEach(checkCollector);
      return body.profile.shards[0].searches[0].collector.map(collectorNames);
    };
    expect(await collectors({ query: { match: { t: 'fox' } }, post_filter: { term: { k: 'k1' } }, aggs: { ks: { terms: { field: 'k' } } }, min_score: 0.1 })).toEqual([
      ['CancellableCollector (search_cancelled)', [['MinimumScoreCollector (search_min_score)', [['MultiCollector (search_multi)', [
        ['FilteredCollector (search_post_filter)', ['SimpleTopScoreDocCollector (search_top_hits)']],
        'GlobalOrdinalsStringTermsAggregator: [ks] (aggregation)',
      ]]]]]],
    ]);
    expect(await collectors({ aggs: { a: { avg: { field: 'n' } }, b: { max: { field: 'n' } } }, size: 0 })).toEqual([
      ['CancellableCollector (search_cancelled)', [['MultiCollector (search_multi)', ['EarlyTerminatingCollector (search_count)', 'MultiBucketCollector: [[a, b]] (aggregation)']]]],
    ]);
    // A match_all (or a term query without deletions) is counted from the statistics; other queries are counted.
    expect(await collectors({ query: { match: { t: 'quick fox' } }, size: 0 })).toEqual([['CancellableCollector (search_cancelled)', ['TotalHitCountCollector (search_count)']]]);
    expect(await collectors({ query: { constant_score: { filter: { term: { k: 'k1' } }, boost: 2 } }, size: 0 })).toEqual([['CancellableCollector (search_cancelled)', ['EarlyTerminatingCollector (search_count)']]]);
    expect(await collectors({ sort: ['n'] })).toEqual([['CancellableCollector (search_cancelled)', ['SimpleFieldCollector (search_top_hits)']]]);
    // A filter aggregation's weight is made with its aggregator, before post_filter's, before the query's.
    const withAgg = (await req('POST', '/p/_search', { profile: true, query: { match: { t: 'fox' } }, post_filter: { term: { k: 'k1' } }, aggs: { f: { filter: { bool: { should: [{ term: { k: 'k0' } }, { term: { k: 'k2' } }] } } } } })).body as AnyBody;
    const trees = withAgg.profile.shards[0].searches[0].query;
    expect(trees.map((q: AnyBody) => [q.type, q.description])).toEqual([['BooleanQuery', '(k:k0 k:k2)~1'], ['TermQuery', 'k:k1'], ['TermQuery', 't:fox']]);
    expect(trees[0].children.map((c: AnyBody) => c.description)).toEqual(['k:k0', 'k:k2']);
    // post_filter's weight is made before the query's: it is the first tree.
    const body = (await req('POST', '/p/_search', { profile: true, query: { match: { t: 'fox' } }, post_filter: { term: { k: 'k1' } } })).body as AnyBody;
    expect(body.profile.shards[0].searches[0].query.map((q: AnyBody) => q.description)).toEqual(['k:k1', 't:fox']);
  });

  it('profiles the aggregations: each aggregator with its sub-aggregations, and global ones as a search of their own', async () => {
    const { req } = await seeded();
    const body = (await req('POST', '/p/_search', {
      profile: true,
      query: { match: { t: 'fox' } },
      aggs: { ks: { terms: { field: 'k' }, aggs: { avg_n: { avg: { field: 'n' } } } }, all: { global: {}, aggs: { top_n: { max: { field: 'n' } } } } },
    })).body as AnyBody;
    for (const shard of body.profile.shards) {
      const [terms, global] = shard.aggregations;
      expect([terms.type, terms.description, global.type, global.description]).toEqual(['GlobalOrdinalsStringTermsAggregator', 'ks', 'GlobalAggregator', 'all']);
      expect(terms.children.map((c: AnyBody) => [c.type, c.description])).toEqual([['AvgAggregator', 'avg_n']]);
      expect(global.children.map((c: AnyBody) => [c.type, c.description])).toEqual([['MaxAggregator', 'top_n']]);
      for (const a of shard.aggregations) checkNode(a, AGG_BREAKDOWN);
      expect(terms.breakdown.initialize_count).toBe(1);
      expect(terms.breakdown.build_aggregation_count).toBe(1);
      expect(terms.breakdown.reduce).toBe(0);
      // Every match of the shard is collected once by the top-level aggregator.
      expect(terms.breakdown.collect_count).toBe(shard.searches[0].query[0].breakdown.score_count);
      expect(shard.searches).toHaveLength(2);
      expect(shard.searches[1].query.map((q: AnyBody) => q.type)).toEqual(['MatchAllDocsQuery']);
      expect(shard.searches[1].collector.map(collectorNames)).toEqual(['GlobalAggregator: [all] (aggregation_global)']);
      // Global aggregations see every live doc of the shard, whatever the query.
      expect(global.breakdown.collect_count).toBe(shard.searches[1].query[0].breakdown.next_doc_count - 1);
    }
    expect(body.profile.shards.reduce((n: number, s: AnyBody) => n + s.aggregations[1].breakdown.collect_count, 0)).toBe(12);
  });

  it('writes each time as text too under ?human', async () => {
    const { req } = await seeded();
    const body = (await req('POST', '/p/_search?human=true', { profile: true, query: { match: { t: 'fox' } } })).body as AnyBody;
    const search = body.profile.shards[0].searches[0];
    expect(Object.keys(search.query[0]).slice(0, 4)).toEqual(['type', 'description', 'time', 'time_in_nanos']);
    expect(search.query[0].time).toMatch(/^(\d+(\.\d)?(nanos|micros|ms|s)|0s)$/);
    expect(Object.keys(search.collector[0]).slice(0, 4)).toEqual(['name', 'reason', 'time', 'time_in_nanos']);
  });

  it('answers in 7.x shapes under the 7 profile: its breakdown steps, no CancellableCollector', async () => {
    const { engine } = await seeded();
    const r = await engine.request({ method: 'POST', path: '/p/_search', body: { profile: true, query: { match: { t: 'fox' } } }, profile: '7' });
    const search = (r.body as AnyBody).profile.shards[0].searches[0];
    checkNode(search.query[0], ['set_min_competitive_score_count', 'match_count', 'shallow_advance_count', 'set_min_competitive_score', 'next_doc', 'match', 'next_doc_count',
      'score_count', 'compute_max_score_count', 'compute_max_score', 'advance', 'advance_count', 'score', 'build_scorer_count', 'create_weight', 'shallow_advance',
      'create_weight_count', 'build_scorer']);
    expect(search.collector.map(collectorNames)).toEqual(['SimpleTopScoreDocCollector (search_top_hits)']);
  });

  it('profiles a scroll\'s first page and dfs_query_then_fetch searches, whose hits stay the same', async () => {
    const { req } = await seeded();
    const first = (await req('POST', '/p/_search?scroll=1m', { profile: true, size: 4, query: { match: { t: 'fox' } }, sort: ['_doc'] })).body as AnyBody;
    expect(first.profile.shards[0].searches[0].collector.map(collectorNames)).toEqual([['CancellableCollector (search_cancelled)', ['SimpleFieldCollector (search_top_hits)']]]);
    const next = (await req('POST', '/_search/scroll', { scroll: '1m', scroll_id: first._scroll_id })).body as AnyBody;
    expect(next.hits.hits).toHaveLength(first.hits.total - 4);
    const dfs = { query: { match: { t: 'quick dog' } } };
    const plain = (await req('POST', '/p/_search?search_type=dfs_query_then_fetch', dfs)).body as AnyBody;
    const profiled = (await req('POST', '/p/_search?search_type=dfs_query_then_fetch', { ...dfs, profile: true })).body as AnyBody;
    expect(profiled.hits).toEqual(plain.hits);
    expect(profiled.profile.shards).toHaveLength(2);
  });

  it('profiles msearch items that ask for it, and refuses what is not a boolean', async () => {
    const { req } = await seeded();
    const r = await req('POST', '/p/_msearch', [{}, { profile: true, query: { term: { k: 'k0' } } }, {}, { query: { term: { k: 'k0' } } }]);
    const [profiled, plain] = (r.body as AnyBody).responses;
    expect(profiled.profile.shards[0].searches[0].query[0].type).toBe('TermQuery');
    expect(plain.profile).toBeUndefined();
    expect((await req('POST', '/p/_search', { profile: 'true' })).status).toBe(200);
    const bad = await req('POST', '/p/_search', { profile: 'yes' });
    expect(bad.status).toBe(400);
    expect((bad.body as AnyBody).error.type).toBe('illegal_argument_exception');
    expect((bad.body as AnyBody).error.reason).toBe('Failed to parse value [yes] as only [true] or [false] are allowed.');
  });
});
