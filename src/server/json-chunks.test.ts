import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordNumberTexts } from '../engine/util/json-numbers';
import { renderJson } from '../engine/util/render-json';
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

  it('writes the numbers of a source as they were sent, as renderJson', () => {
    const text = '{"hits":[{"_source":{"n":9223372036854775807,"z":-0,"f":1.0,"deep":{"a":{"b":{"c":[12345678901234567890]}}}}}]}';
    const v = JSON.parse(text);
    recordNumberTexts(text, v);
    const out = [...jsonChunks(v, 1)].join('');
    expect(out).toBe(renderJson(v));
    expect(out).toBe(text);
  });

  it('cuts a big answer into pieces of about the asked length', () => {
    const tokens = Array.from({ length: 10_000 }, (_, i) => ({ token: `w${i}`, start_offset: i, end_offset: i + 1, type: '<ALPHANUM>', position: i }));
    const pieces = [...jsonChunks({ tokens }, 4096)];
    expect(pieces.length).toBeGreaterThan(50);
    expect(pieces.join('')).toBe(JSON.stringify({ tokens }));
  });
});
