import { describe, expect, it } from 'vitest';
import { originsOf, originText, rankChanges, withRescoreStages } from './stages';

describe('rescore stages', () => {
  it('cuts the rescore chain after each stage', () => {
    const req = { method: 'GET', path: '/i/_search', body: JSON.stringify({ query: { match_all: {} }, rescore: [{ window_size: 5 }, { window_size: 3 }] }) };
    expect(JSON.parse(withRescoreStages(req, 0, 10).body as string)).toEqual({ query: { match_all: {} }, from: 0, size: 10 });
    expect(JSON.parse(withRescoreStages(req, 1, 10).body as string).rescore).toEqual([{ window_size: 5 }]);
  });

  it('computes rank changes', () => {
    expect(rankChanges(['a', 'b', 'c'], ['c', 'a', 'd'])).toEqual([2, -1, undefined]);
  });

  it("finds each document's shard and its rank in that shard", () => {
    const hits = [
      { _id: 'a', _shard: '[r][1]', _score: 3 },
      { _id: 'b', _shard: '[r][0]', _score: 2 },
      { _id: 'c', _shard: '[r][1]', _score: 1.5 },
      { _id: 'd', _shard: '[r][1]', _score: 1 },
      { _id: 'e', _score: 1 },
    ];
    const o = originsOf(hits);
    expect(o.get('d')).toEqual({ shard: 1, rank: 3, score: 1 });
    expect(o.get('b')).toEqual({ shard: 0, rank: 1, score: 2 });
    expect(o.has('e')).toBe(false);
    expect(originText(o.get('c')!)).toBe('from shard 1, rank 2');
    expect(JSON.parse(withRescoreStages({ method: 'GET', path: '/r/_search', body: '{"explain":false}' }, 0, 40, true).body as string)).toEqual({ explain: true, from: 0, size: 40 });
  });
});
