import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlobReader, BlobWriter } from './binary';

const MAGIC = 0x54534554;

/** A list of strings written as a string table and read back. */
function table(list: string[]) {
  const w = new BlobWriter();
  w.strings(list);
  return new BlobReader(w.finish(MAGIC, 1), MAGIC, 1).strings();
}

describe('string tables', () => {
  it('property: each string read alone, in any order and however many times, is the one written, ASCII or not', () => {
    const strings = fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 4 }), fc.constantFrom('', 'é', '\uD800', '😀')), { maxLength: 40 });
    fc.assert(fc.property(strings, fc.array(fc.nat(), { maxLength: 60 }), (list, picks) => {
      const t = table(list);
      expect(t.length).toBe(list.length);
      for (const p of picks) if (list.length) expect(t.get(p % list.length)).toBe(list[p % list.length]);
      expect(t.toArray()).toEqual(list);
    }));
  });

  it('a table of ASCII read string by string past the point where it decodes the whole table gives the same strings', () => {
    const list = Array.from({ length: 3000 }, (_, i) => `id${i}`);
    const t = table(list);
    for (let i = 0; i < list.length; i++) expect(t.get(i)).toBe(list[i]);
    for (let i = list.length - 1; i >= 0; i -= 7) expect(t.get(i)).toBe(list[i]);
  });
});
