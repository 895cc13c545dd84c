import { describe, expect, it } from 'vitest';
import { closerMove } from './closer-overtype';

describe('a typed closer moves over the one waiting', () => {
  it('from a blank line to the closer below it, the blank line going away', () => {
    const lines = ['GET /a/_search', '{', '  "query": {', '    "match_all": {}', '    ', '  }', '}'];
    expect(closerMove(lines, 1, 6, 4, 4, '}')).toEqual({ from: { line: 3, column: 19 }, to: { line: 5, column: 3 }, text: '\n  }' });
  });

  it('over a closer right after the cursor, and not when the brackets do not balance', () => {
    expect(closerMove(['PUT /x', '{"a": {}}'], 1, 1, 1, 7, '}')).toEqual({ from: { line: 1, column: 7 }, to: { line: 1, column: 8 }, text: '}' });
    expect(closerMove(['PUT /x', '{"a": {', '  ', '}'], 1, 3, 2, 2, '}')).toBeUndefined();
    expect(closerMove(['PUT /x', '{"a": [', '  ', ']}'], 1, 3, 2, 2, '}')).toBeUndefined();
  });
});
