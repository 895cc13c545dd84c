import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkRuns } from './chunks';
import { runsOf, type Span } from './spans';

/** Spans over each whitespace-separated word of the text, keyed by the word. */
function wordSpans(text: string): Span[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, key: m[0] }));
}

const joined = (chunks: Array<Array<{ text: string }>>) => chunks.map((c) => c.map((r) => r.text).join('')).join('');

describe('chunkRuns', () => {
  it('cuts 2,000 tokens into chunks of about the given length, each after a space', () => {
    const text = Array.from({ length: 2000 }, (_, i) => `w${i % 300}`).join(' ');
    const chunks = chunkRuns(runsOf(text, wordSpans(text)), 800);
    expect(joined(chunks)).toBe(text);
    expect(chunks.length).toBeGreaterThan(10);
    for (const c of chunks.slice(0, -1)) {
      const length = c.reduce((n, r) => n + r.text.length, 0);
      expect(length).toBeGreaterThanOrEqual(800);
      expect(length).toBeLessThan(820);
      expect(c.at(-1)).toMatchObject({ text: ' ', keys: [] });
    }
  });

  it('prefers a line break once a chunk holds half the length', () => {
    const line = 'alpha beta gamma delta\n';
    const text = line.repeat(40);
    const chunks = chunkRuns(runsOf(text, wordSpans(text)), 100);
    // 23 characters a line: a line ends past 50 at 69, so every chunk is three whole lines
    expect(chunks.slice(0, -1).every((c) => c.map((r) => r.text).join('') === line.repeat(3))).toBe(true);
    expect(joined(chunks)).toBe(text);
  });

  it('never cuts inside a mark, a CR LF or a surrogate pair, and keeps a text without spaces whole', () => {
    const cjk = '東京🍕'.repeat(300);
    const perChar = [...cjk.matchAll(/[\s\S]/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, key: m[0] }));
    expect(chunkRuns(runsOf(cjk, perChar), 50)).toHaveLength(1);
    const crlf = 'word\r\n'.repeat(100);
    for (const c of chunkRuns(runsOf(crlf, wordSpans(crlf)), 20)) expect(c.at(-1)!.text).toBe('\r\n');
  });

  it('property: the chunks join back to the text, and each ends in a plain run ending in a space, tab or line break', () => {
    const alphabet = fc.constantFrom('a', 'b', ' ', '\t', '\n', '\r', '東', '🍕', '❤️', 'é');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 200 }), fc.array(fc.tuple(fc.nat(400), fc.nat(12)), { maxLength: 40 }), fc.integer({ min: 1, max: 60 }), (chars, pairs, size) => {
        const text = chars.join('');
        const spans = pairs.map(([a, n], i) => ({ start: Math.min(a, text.length), end: Math.min(a + n, text.length), key: `k${i}` }));
        const chunks = chunkRuns(runsOf(text, spans), size);
        expect(joined(chunks)).toBe(text);
        for (const c of chunks) expect(c.length).toBeGreaterThan(0);
        for (const c of chunks.slice(0, -1)) {
          const last = c.at(-1)!;
          expect(last.keys).toEqual([]);
          expect([' ', '\t', '\n']).toContain(last.text.at(-1));
        }
      }),
    );
  });
});
