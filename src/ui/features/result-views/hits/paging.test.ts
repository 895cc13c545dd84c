import { describe, expect, it } from 'vitest';
import { pageOf, pageRequestText, withFrom } from './paging';

describe('paging', () => {
  it('reads and moves from/size in the URL or the body', () => {
    expect(pageOf({ method: 'GET', path: '/i/_search?size=5&from=10' })).toEqual({ from: 10, size: 5 });
    expect(pageOf({ method: 'GET', path: '/i/_search', body: '{"size":3}' })).toEqual({ from: 0, size: 3 });
    expect(withFrom({ method: 'GET', path: '/i/_search?size=5', body: undefined }, 5).path).toBe('/i/_search?size=5&from=5');
    expect(JSON.parse(withFrom({ method: 'GET', path: '/i/_search', body: '{"size":5,"query":{"match_all":{}}}' }, 10).body as string)).toEqual({ size: 5, query: { match_all: {} }, from: 10 });
  });

  it('writes the page for the editor with its from and size', () => {
    expect(pageRequestText({ method: 'GET', path: '/i/_search', body: '{"query":{"match_all":{}},"from":10}' })).toBe('GET /i/_search\n{\n  "from": 10,\n  "size": 10,\n  "query": {\n    "match_all": {}\n  }\n}\n');
    expect(pageRequestText({ method: 'GET', path: '/i/_search?size=5&from=5' })).toBe('GET /i/_search?size=5&from=5\n');
  });
});
