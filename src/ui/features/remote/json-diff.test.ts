import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffJson } from './json-diff';

describe('diffJson', () => {
  it('lists the paths that differ, ignoring took at any depth', () => {
    const local = { took: 3, hits: { total: 2, max_score: 1.5, hits: [{ _id: '1', _score: 1.5 }, { _id: '2', _score: 1 }] } };
    const remote = { took: 9, hits: { total: { value: 2, relation: 'eq' }, max_score: 1.5, hits: [{ _id: '1', _score: 1.5 }, { _id: '3', _score: 1 }] } };
    expect(diffJson(local, remote)).toEqual([
      { path: 'hits.total', left: 2, right: { value: 2, relation: 'eq' } },
      { path: 'hits.hits[1]._id', left: '2', right: '3' },
    ]);
  });

  it('reports missing keys and array elements on either side, and odd key names quoted', () => {
    expect(diffJson({ a: 1, 'x y': 1 }, { b: 2, 'x y': 2 })).toEqual([
      { path: 'a', left: 1, right: undefined },
      { path: '["x y"]', left: 1, right: 2 },
      { path: 'b', left: undefined, right: 2 },
    ]);
    expect(diffJson([1], [1, 2])).toEqual([{ path: '[1]', left: undefined, right: 2 }]);
    expect(diffJson('a', 'b')).toEqual([{ path: '(root)', left: 'a', right: 'b' }]);
  });

  it('finds no difference between a value and its copy (except took), and some after any leaf change', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        // Both sides as JSON text would carry them (fc.jsonValue may give -0, which JSON writes as 0).
        const parsed = JSON.parse(JSON.stringify(v)) as unknown;
        const copy = JSON.parse(JSON.stringify(v)) as unknown;
        expect(diffJson(parsed, copy)).toEqual([]);
        expect(diffJson({ took: 1, v: parsed }, { took: 2, v: copy })).toEqual([]);
        expect(diffJson({ v }, { v: [copy] })).not.toEqual([]);
      }),
    );
  });
});
