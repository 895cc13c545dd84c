import { describe, expect, it } from 'vitest';
import { sliceAtLines } from './slice-at-lines';

describe('sliceAtLines', () => {
  it('keeps a short text whole', () => {
    expect(sliceAtLines('{\n  "a": 1\n}', 100)).toEqual(['{\n  "a": 1\n}']);
    expect(sliceAtLines('', 4)).toEqual(['']);
  });

  it('cuts after the first line break past each size, and the pieces join back to the text', () => {
    const text = Array.from({ length: 50 }, (_, i) => `  "key${i}": ${i},`).join('\n');
    const slices = sliceAtLines(text, 64);
    expect(slices.length).toBeGreaterThan(5);
    expect(slices.join('')).toBe(text);
    for (const s of slices.slice(0, -1)) {
      expect(s.endsWith('\n')).toBe(true);
      expect(s.length).toBeGreaterThan(64);
    }
  });

  it('never cuts a line, even one longer than the size', () => {
    const text = `${'x'.repeat(300)}\nshort\n${'y'.repeat(300)}\nz`;
    expect(sliceAtLines(text, 10)).toEqual([`${'x'.repeat(300)}\n`, `short\n${'y'.repeat(300)}\n`, 'z']);
  });
});
