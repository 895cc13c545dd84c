import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { bufferFromLoadFrom, kibanaLink, ownLoadFromFragment } from './kibana-link';

describe("Kibana's load_from links", () => {
  it('opens what Kibana writes, in the fragment or the query, and refuses a web address', () => {
    const text = 'GET _search\n{\n  "query": { "match_all": {} }\n}';
    const value = `data:text/plain,${compressToEncodedURIComponent(text)}`;
    expect(bufferFromLoadFrom('', `#/dev_tools/console?load_from=${value}`)).toBe(text);
    expect(bufferFromLoadFrom(`?load_from=${encodeURIComponent(value)}`, '')).toBe(text);
    // a `+` read as a space by a query parser still decodes (lz-string's own rule)
    expect(bufferFromLoadFrom('', `#/dev_tools/console?load_from=${value.replace(/\+/g, ' ')}`)).toBe(text);
    expect(bufferFromLoadFrom('?load_from=https://example.com/x.txt', '')).toBeUndefined();
    expect(bufferFromLoadFrom('', '#buffer=abc')).toBeUndefined();
  });

  it('any buffer round-trips through a Kibana link and this page (property)', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, unit: 'binary' }), (buffer) => {
      expect(bufferFromLoadFrom('', kibanaLink(buffer).slice(kibanaLink(buffer).indexOf('#')))).toBe(buffer);
      expect(bufferFromLoadFrom('', ownLoadFromFragment(buffer))).toBe(buffer);
    }), { numRuns: 40 });
  });
});
