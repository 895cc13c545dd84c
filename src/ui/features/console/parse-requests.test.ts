import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRequests, requestAtLine, requestBody } from './parse-requests';

describe('console request parsing', () => {
  it('splits a buffer into requests with bodies and line ranges', () => {
    const buf = 'PUT /twitter\n{\n  "settings": {}\n}\n\nGET /twitter/tweet/1\n\nPOST _bulk\n{"index":{"_id":"1"}}\n{"a":1}\n';
    const rs = parseRequests(buf);
    expect(rs.map((r) => [r.method, r.path, r.startLine, r.endLine])).toEqual([
      ['PUT', '/twitter', 0, 3],
      ['GET', '/twitter/tweet/1', 5, 5],
      ['POST', '/_bulk', 7, 9],
    ]);
    expect(JSON.parse(rs[0].bodyText!)).toEqual({ settings: {} });
    expect(requestBody(rs[2])).toBe('{"index":{"_id":"1"}}\n{"a":1}\n');
    expect(requestAtLine(rs, 2)?.path).toBe('/twitter');
    expect(requestAtLine(rs, 4)?.path).toBe('/twitter');
    expect(requestAtLine(rs, 6)?.path).toBe('/twitter/tweet/1');
  });

  it('reads comments: request lines with a trailing one, body comments blanked when sent, notes between requests', () => {
    const buf = 'GET /a/_search # the first\n# about the body\n{\n  "size": 1, // one\n  /* all */ "query": {"match_all": {}}\n}\n\n# the next one\nGET /b\n';
    const rs = parseRequests(buf);
    expect(rs.map((r) => [r.path, r.startLine, r.endLine])).toEqual([['/a/_search', 0, 5], ['/b', 8, 8]]);
    expect(JSON.parse(requestBody(rs[0]) as string)).toEqual({ size: 1, query: { match_all: {} } });
    expect((requestBody(rs[0]) as string).split('\n').length).toBe(5); // the engine's line numbers are the buffer's
    expect(requestBody(parseRequests('POST /_bulk\n# docs\n{"index":{}}\n{"a":1} # one\n')[0])).toBe('{"index":{}}\n{"a":1}\n');
  });

  const method = fc.constantFrom('GET', 'PUT', 'POST', 'DELETE', 'HEAD');
  const path = fc.array(fc.stringMatching(/^[a-z0-9_]{1,8}$/), { minLength: 1, maxLength: 4 }).map((p) => `/${p.join('/')}`);
  const body = fc.option(fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.oneof(fc.integer(), fc.string(), fc.boolean())), { nil: undefined });
  const request = fc.record({ method, path, body });

  it('any list of requests written to a buffer parses back to the same requests', () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 6 }), (reqs) => {
        const buf = reqs.map((r) => `${r.method} ${r.path}\n${r.body === undefined ? '' : `${JSON.stringify(r.body, null, 2)}\n`}`).join('\n');
        const parsed = parseRequests(buf);
        expect(parsed.map((p) => ({ method: p.method, path: p.path, body: p.bodyText === undefined ? undefined : JSON.parse(p.bodyText) }))).toEqual(reqs);
        // The request under any cursor line is the one whose range contains it.
        parsed.forEach((p) => {
          for (let l = p.startLine; l <= p.endLine; l++) expect(requestAtLine(parsed, l)).toBe(p);
        });
      }),
    );
  });
});
