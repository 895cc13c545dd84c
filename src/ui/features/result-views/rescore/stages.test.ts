import { describe, expect, it } from 'vitest';
import { rankChanges, withRescoreStages } from './stages';

describe('rescore stages', () => {
  it('cuts the rescore chain after each stage', () => {
    const req = { method: 'GET', path: '/i/_search', body: JSON.stringify({ query: { match_all: {} }, rescore: [{ window_size: 5 }, { window_size: 3 }] }) };
    expect(JSON.parse(withRescoreStages(req, 0, 10).body as string)).toEqual({ query: { match_all: {} }, from: 0, size: 10 });
    expect(JSON.parse(withRescoreStages(req, 1, 10).body as string).rescore).toEqual([{ window_size: 5 }]);
  });

  it('computes rank changes', () => {
    expect(rankChanges(['a', 'b', 'c'], ['c', 'a', 'd'])).toEqual([2, -1, undefined]);
  });
});
