import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicableViews } from './shapes';
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

describe('which views apply', () => {
  it('picks term vectors, tokens, hits, rescore and explain from the answer', () => {
    expect(applicableViews(undefined, 200, { term_vectors: {} })).toEqual(['termvectors', 'json']);
    expect(applicableViews(undefined, 200, { tokens: [] })).toEqual(['tokens', 'json']);
    const search = { hits: { total: 1, hits: [{ _id: '1', _explanation: { value: 1, description: 'x', details: [] } }] } };
    expect(applicableViews({ method: 'GET', path: '/_search', body: '{"rescore":{"query":{}}}' }, 200, search)).toEqual(['rescore', 'hits', 'explain', 'paging', 'json']);
    // A profiled search opens on its profile; a scroll's next page is not paged three ways.
    expect(applicableViews({ method: 'GET', path: '/i/_search', body: '{"profile":true}' }, 200, { ...search, profile: { shards: [] } })).toEqual(['profile', 'hits', 'explain', 'paging', 'json']);
    expect(applicableViews({ method: 'POST', path: '/_search/scroll', body: '{}' }, 200, search)).toEqual(['hits', 'explain', 'json']);
    expect(applicableViews(undefined, 404, { tokens: [] })).toEqual(['json']);
  });
});

describe('offset runs of a long document', () => {
  /** The definition the sweep must agree with: a run's keys are the spans that cover it, in the spans' order. */
  const naiveKeys = (spans: Array<{ start: number; end: number; key: string }>, start: number, end: number) =>
    spans.filter((s) => s.start <= start && s.end >= end && s.end > s.start).map((s) => s.key);

  it('property: each run has exactly the keys of the spans that cover it, in their order', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), fc.array(fc.tuple(fc.integer({ min: -2, max: 45 }), fc.integer({ min: -2, max: 45 })), { maxLength: 12 }), (text, pairs) => {
      const spans = pairs.map(([a, b], i) => ({ start: a, end: b, key: `k${i}` }));
      for (const r of runsOf(text, spans)) expect(r.keys).toEqual(naiveKeys(spans, r.start, r.start + r.text.length));
    }));
  });

  it('property: spans that do not overlap (in any order) give the runs of the naive definition', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.uniqueArray(fc.nat(60), { maxLength: 20 }), fc.infiniteStream(fc.nat()), (text, raw, shuffle) => {
        const cuts = [...new Set(raw.map((n) => Math.min(n, text.length)))].sort((a, b) => a - b);
        // consecutive cut pairs, every other one a span: disjoint, non-empty, inside the text
        const spans: Span[] = [];
        for (let i = 0; i + 1 < cuts.length; i += 2) spans.push({ start: cuts[i], end: cuts[i + 1], key: `k${i}` });
        const shuffled = spans.map((s) => ({ s, r: shuffle.next().value as number })).sort((a, b) => a.r - b.r).map((x) => x.s);
        const points = [...new Set([0, text.length, ...spans.flatMap((s) => [s.start, s.end])])].sort((a, b) => a - b);
        const expected = points.slice(0, -1).map((start, i) => ({ text: text.slice(start, points[i + 1]), start, keys: naiveKeys(spans, start, points[i + 1]) }));
        expect(runsOf(text, shuffled)).toEqual(expected);
      }),
    );
  });

  it('cuts 2,000 tokens into marked and plain runs', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `w${i % 300}`);
    const text = words.join(' ');
    let at = 0;
    const spans = words.map((w) => {
      const s = { start: at, end: at + w.length, key: w };
      at += w.length + 1;
      return s;
    });
    const runs = runsOf(text, spans);
    expect(runs.filter((r) => r.keys.length === 1).map((r) => r.text)).toEqual(words);
    expect(runs.map((r) => r.text).join('')).toBe(text);
  });
});
