import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePayload, runsOf, type Span } from './spans';

describe('offset runs', () => {
  it('cuts at UTF-16 offsets, so emoji and CJK tokens are whole', () => {
    const text = 'I ❤️ 東京 🍕!';
    // tokens as ES reports them: UTF-16 code unit offsets
    const tokyo = { start: text.indexOf('東京'), end: text.indexOf('東京') + 2, key: '東京' };
    const pizza = { start: text.indexOf('🍕'), end: text.indexOf('🍕') + 2, key: 'pizza' };
    const runs = runsOf(text, [tokyo, pizza]);
    expect(runs.filter((r) => r.keys.length).map((r) => r.text)).toEqual(['東京', '🍕']);
    expect(runs.map((r) => r.text).join('')).toBe(text);
  });

  it('property: runs concatenate to the text and each token is covered exactly by its runs', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 30 }), fc.array(fc.tuple(fc.nat(30), fc.nat(30)), { maxLength: 6 }), (text, pairs) => {
      const spans = pairs.map(([a, b], i) => ({ start: Math.min(a, b, text.length), end: Math.min(Math.max(a, b), text.length), key: String(i) }));
      const runs = runsOf(text, spans);
      expect(runs.map((r) => r.text).join('')).toBe(text);
      for (const s of spans) {
        if (s.end <= s.start) continue;
        expect(runs.filter((r) => r.keys.includes(s.key)).map((r) => r.text).join('')).toBe(text.slice(s.start, s.end));
      }
    }));
  });

  it('decodes payloads that are text, and shows bytes otherwise', () => {
    expect(decodePayload(btoa('word'))).toBe('word');
    expect(decodePayload(btoa(String.fromCharCode(0, 1, 255)))).toBe('00 01 ff');
  });
});
