import { describe, expect, it } from 'vitest';
import { pageOf, rankChanges, withFrom, withRescoreStages } from './paging';

describe('paging and rescore stages', () => {
  it('reads and moves from/size in the URL or the body', () => {
    expect(pageOf({ method: 'GET', path: '/i/_search?size=5&from=10' })).toEqual({ from: 10, size: 5 });
    expect(pageOf({ method: 'GET', path: '/i/_search', body: '{"size":3}' })).toEqual({ from: 0, size: 3 });
    expect(withFrom({ method: 'GET', path: '/i/_search?size=5', body: undefined }, 5).path).toBe('/i/_search?size=5&from=5');
    expect(JSON.parse(withFrom({ method: 'GET', path: '/i/_search', body: '{"size":5,"query":{"match_all":{}}}' }, 10).body as string)).toEqual({ size: 5, query: { match_all: {} }, from: 10 });
  });

  it('cuts the rescore chain after each stage', () => {
    const req = { method: 'GET', path: '/i/_search', body: JSON.stringify({ query: { match_all: {} }, rescore: [{ window_size: 5 }, { window_size: 3 }] }) };
    expect(JSON.parse(withRescoreStages(req, 0, 10).body as string)).toEqual({ query: { match_all: {} }, from: 0, size: 10 });
    expect(JSON.parse(withRescoreStages(req, 1, 10).body as string).rescore).toEqual([{ window_size: 5 }]);
  });

  it('computes rank changes', () => {
    expect(rankChanges(['a', 'b', 'c'], ['c', 'a', 'd'])).toEqual([2, -1, undefined]);
  });
});
