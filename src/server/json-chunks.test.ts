import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonChunks } from './json-chunks';

describe('jsonChunks', () => {
  it('concatenates to JSON.stringify for any JSON value, in pieces', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 64 }), fc.integer({ min: 0, max: 6 }), (v, piece, depth) => {
        expect([...jsonChunks(v, piece, depth)].join('')).toBe(JSON.stringify(v));
      }),
    );
  });

  it('drops undefined members and writes null for undefined array items, as JSON.stringify', () => {
    const v = { a: undefined, b: [undefined, 1, () => 1], c: { toJSON: () => 'x' }, d: -0 };
    expect([...jsonChunks(v, 1)].join('')).toBe(JSON.stringify(v));
  });

  it('cuts a big answer into pieces of about the asked length', () => {
    const tokens = Array.from({ length: 10_000 }, (_, i) => ({ token: `w${i}`, start_offset: i, end_offset: i + 1, type: '<ALPHANUM>', position: i }));
    const pieces = [...jsonChunks({ tokens }, 4096)];
    expect(pieces.length).toBeGreaterThan(50);
    expect(pieces.join('')).toBe(JSON.stringify({ tokens }));
  });
});
