import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonText } from './json';
import { keyLocation, valueLocation } from './json-locations';

/** Offset of a 1-based line/col in text. */
function offsetOf(text: string, line: number, col: number) {
  const lines = text.split('\n');
  return lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + col - 1;
}

describe('JSON member locations', () => {
  it('property: every member key and value location points at that key and value in the text', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1, maxKeys: 6 }), fc.constantFrom(0, 1, 2, '\t'), (obj, indent) => {
      const text = JSON.stringify(obj, null, indent);
      const parsed = parseJsonText(text) as Record<string, unknown>;
      for (const key of Object.keys(parsed)) {
        const k = keyLocation(parsed, key)!;
        expect(text.slice(offsetOf(text, k.line, k.col)).startsWith(JSON.stringify(key))).toBe(true);
        const v = valueLocation(parsed, key)!;
        const rest = text.slice(offsetOf(text, v.line, v.col));
        const first = JSON.stringify(parsed[key], null, indent)?.[0];
        if (first !== undefined) expect(rest[0]).toBe(first === '-' || /\d/.test(first) ? rest[0] : first);
      }
    }));
  });
});
