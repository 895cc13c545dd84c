import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCurl } from './curl';
import { bufferFromFragment, shareFragment } from './share-link';

describe('share links', () => {
  it('property: any buffer round-trips through the fragment', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (buffer) => {
      try {
        encodeURIComponent(buffer); // throws on lone surrogates, which no editor buffer holds
      } catch {
        return;
      }
      expect(bufferFromFragment(shareFragment(buffer))).toBe(buffer);
    }));
  });
  it('ignores other fragments and broken data', () => {
    expect(bufferFromFragment('#other=1')).toBeUndefined();
    expect(bufferFromFragment('#buffer=%%%')).toBeUndefined();
  });
});

describe('copy as cURL', () => {
  it('writes the method, URL and body as Console does, quoting single quotes', () => {
    expect(toCurl({ method: 'get', path: '/t/_search', bodyText: '{"q":"it\'s"}', startLine: 0, endLine: 1 })).toBe(
      `curl -XGET "http://localhost:9200/t/_search" -H 'Content-Type: application/json' -d'\n{"q":"it'\\''s"}\n'`,
    );
    expect(toCurl({ method: 'GET', path: '/', startLine: 0, endLine: 0 })).toBe('curl -XGET "http://localhost:9200/"');
  });
});
