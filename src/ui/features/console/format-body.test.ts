import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBody } from './format-body';
import { formatEdits } from './format-requests';

describe('console auto-indent', () => {
  it('lays a body out as Kibana does, and collapses one already so', () => {
    const pretty = '{\n  "query": {\n    "match": {\n      "text": "x"\n    }\n  },\n  "size": [\n    1,\n    2\n  ],\n  "a": {},\n  "b": []\n}';
    expect(formatBody('{"query":{"match":{"text":"x"}},"size":[1,2],"a":{},"b":[]}')).toBe(pretty);
    expect(formatBody(pretty)).toBe('{"query":{"match":{"text":"x"}},"size":[1,2],"a":{},"b":[]}');
  });

  it('keeps comments where they were said', () => {
    expect(formatBody('{\n # note\n "a": 1, // why\n "b": /* c */ 2\n}')).toBe('{\n  # note\n  "a": 1, // why\n  "b": /* c */ 2\n}');
  });

  it('puts each document of a bulk body on one line, and leaves an unterminated string alone', () => {
    expect(formatBody('{ "index": { "_id": 1 } }\n{ "a": [1, 2] }', true)).toBe('{"index":{"_id":1}}\n{"a":[1,2]}');
    expect(formatBody('{"a": "x')).toBeUndefined();
  });

  it('re-indents only the requests the cursor or selection touch', () => {
    const buf = 'GET /a/_search\n{"query":{"match_all":{}}}\n\nGET /b/_search\n{"size":1}\n';
    expect(formatEdits(buf, 1, 1)).toEqual([{ startLine: 1, endLine: 1, text: '{\n  "query": {\n    "match_all": {}\n  }\n}' }]);
    expect(formatEdits(buf, 0, 4).length).toBe(2);
  });

  it('any JSON value formats to the same value (property)', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      const once = formatBody(JSON.stringify(v));
      if (once === undefined) throw new Error('not formatted');
      expect(JSON.parse(once)).toEqual(JSON.parse(JSON.stringify(v)));
    }));
  });
});
