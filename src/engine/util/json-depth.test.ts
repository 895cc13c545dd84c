import { describe, expect, it } from 'vitest';
import { depthOver, MAX_NESTING_DEPTH } from './json-depth';
import { parseJsonText } from './json';

describe('depthOver', () => {
  it('counts objects and arrays, without recursion', () => {
    expect(depthOver({ a: [{ b: 1 }] }, 3)).toBeUndefined();
    expect(depthOver({ a: [{ b: [] }] }, 3)).toBe(4);
    expect(depthOver('text', 0)).toBeUndefined();
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)) as unknown;
    expect(depthOver(deep)).toBe(MAX_NESTING_DEPTH + 1);
  });

  it('parseJsonText refuses a body past the limit before walking it for locations', () => {
    const at = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    expect(() => parseJsonText(at(MAX_NESTING_DEPTH))).not.toThrow();
    expect(() => parseJsonText(at(MAX_NESTING_DEPTH + 1))).toThrow(/Document nesting depth \(1001\)/);
    expect(() => parseJsonText(at(100_000))).toThrow(expect.objectContaining({ type: 'x_content_parse_exception', status: 400 }));
  });
});
