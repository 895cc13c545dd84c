import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TopDocs } from './top-docs';

describe('TopDocs', () => {
  it('property: keeps exactly the first k of a full sort (score desc, doc asc)', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(0.5, 1, 1.25, 2, 3), { maxLength: 200 }), fc.integer({ min: 0, max: 30 }), (scores, k) => {
      const top = new TopDocs(k);
      scores.forEach((s, doc) => top.insert(s, doc));
      const expected = scores.map((score, doc) => ({ score, doc })).sort((a, b) => b.score - a.score || a.doc - b.doc).slice(0, k);
      const n = top.sortBestFirst();
      expect(Array.from({ length: n }, (_, i) => ({ score: top.scoreAt(i), doc: top.docAt(i) }))).toEqual(expected);
    }));
  });
});
