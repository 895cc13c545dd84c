import { describe, expect, it } from 'vitest';
import { bodyProblems } from './body-diagnostics';

describe('body diagnostics', () => {
  it('points at the first bad character of a body, and checks NDJSON line by line', () => {
    expect(bodyProblems('GET /\n{"a": 1}\n')).toEqual([]);
    const [p] = bodyProblems('PUT /x/_doc/1\n{\n  "a": 1,\n  "b": }\n');
    expect(p.line).toBe(3);
    expect([7, 8]).toContain(p.column); // at the `}` (engines differ by one in where they report it)
    const bulk = bodyProblems('POST /_bulk\n{"index":{}}\n{broken\n');
    expect(bulk.map((b) => b.line)).toEqual([2]);
  });
});
