import { describe, expect, it } from 'vitest';
import { flatten, formatNanos, profiledShards } from './profile-tree';

const breakdown = (create: number, build: number) => ({ score: 0, score_count: 2, build_scorer: build, build_scorer_count: 1, match: 0, match_count: 0, create_weight: create, create_weight_count: 1, next_doc: 0, next_doc_count: 3, advance: 0, advance_count: 0 });

const body = {
  profile: {
    shards: [{
      id: '[nodeA][my-index][1]',
      searches: [{
        query: [
          { type: 'BooleanQuery', description: 't:a t:b', time_in_nanos: 600, breakdown: breakdown(200, 400), children: [
            { type: 'TermQuery', description: 't:a', time_in_nanos: 300, breakdown: breakdown(100, 200) },
            { type: 'TermQuery', description: 't:b', time_in_nanos: 100, breakdown: breakdown(50, 50) },
          ] },
          { type: 'PhraseQuery', description: 't:"a b"', time_in_nanos: 200, breakdown: breakdown(100, 100) },
        ],
        rewrite_time: 200,
        collector: [{ name: 'CancellableCollector', reason: 'search_cancelled', time_in_nanos: 50, children: [{ name: 'SimpleTopScoreDocCollector', reason: 'search_top_hits', time_in_nanos: 25 }] }],
      }],
      aggregations: [],
    }],
  },
};

describe('profile tree', () => {
  it('reads each node with its share of the shard, its self time and its breakdown by time', () => {
    const [shard] = profiledShards(body)!;
    expect([shard.node, shard.index, shard.shard, shard.queryNanos]).toEqual(['nodeA', 'my-index', '1', 1000]);
    const rows = flatten(shard.searches[0].queries);
    expect(rows.map((r) => [r.depth, r.node.description, r.node.share, r.node.selfNanos])).toEqual([
      [0, 't:a t:b', 0.6, 200],
      [1, 't:a', 0.3, 300],
      [1, 't:b', 0.1, 100],
      [0, 't:"a b"', 0.2, 200],
    ]);
    expect(rows[0].node.breakdown.slice(0, 2).map((b) => [b.name, b.nanos, b.count, b.share])).toEqual([['build_scorer', 400, 1, 400 / 600], ['create_weight', 200, 1, 200 / 600]]);
    expect(shard.searches[0].collectors[0].children[0]).toMatchObject({ name: 'SimpleTopScoreDocCollector', share: 0.5 });
  });

  it('is absent from answers without a profile, and formats times as Kibana does', () => {
    expect(profiledShards({ hits: { hits: [] } })).toBeUndefined();
    expect(formatNanos(42_000)).toBe('0.042ms');
  });
});
