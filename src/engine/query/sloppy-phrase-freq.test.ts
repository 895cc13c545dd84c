import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactPhraseFreq } from './phrase-leaf';
import { SloppyPhraseMatcher, sloppyPhraseFreq } from './sloppy-phrase-freq';

const f32 = Math.fround;
const lists = (...xs: number[][]) => xs.map((x) => Int32Array.from(x));

describe("Lucene's sloppy phrase frequency", () => {
  it('counts 1/(matchLength+1) for an in-order gap ("quick fox" on "quick brown fox")', () => {
    expect(sloppyPhraseFreq(lists([0], [2]), [0, 1], ['quick', 'fox'], 1)).toBe(f32(0.5));
    expect(sloppyPhraseFreq(lists([0], [2]), [0, 1], ['quick', 'fox'], 0)).toBe(0);
  });

  it('reversed terms cost their distance plus one ("test twitter"~2 on "twitter test test test")', () => {
    // Lucene 7.7 (golden twitter-05): one match of length 2, freq 1/3.
    expect(sloppyPhraseFreq(lists([1, 2, 3], [0]), [0, 1], ['test', 'twitter'], 2)).toBe(f32(1 / 3));
  });

  it('repeated terms never share a position ("the the"~1)', () => {
    // "the cat the the": the repeats at 2,3 match exactly; 0→2 is a gap of one.
    const freq = sloppyPhraseFreq(lists([0, 2, 3], [0, 2, 3]), [0, 1], ['the', 'the'], 1);
    expect(freq).toBeGreaterThan(0);
    expect(sloppyPhraseFreq(lists([5], [5]), [0, 1], ['the', 'the'], 5)).toBe(0);
  });

  it('property: with slop 0 an exact match always counts (freq >= exact count > 0)', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 6 }), fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 6 }), (a, b) => {
      const la = Int32Array.from(a.sort((x, y) => x - y));
      const lb = Int32Array.from(b.sort((x, y) => x - y));
      const exact = exactPhraseFreq([la, lb], [0, 1]);
      const sloppy = sloppyPhraseFreq([la, lb], [0, 1], ['a', 'b'], 0);
      expect(sloppy > 0).toBe(exact > 0);
    }));
  });
});

/**
 * A literal transcription of Lucene 7.7's SloppyPhraseScorer (8.x SloppyPhraseMatcher) for one document,
 * the reference the optimised matcher is checked against: Lucene's PriorityQueue (1-based heap), repeat
 * collisions found by scanning the group, the j-th repeat advanced one occurrence at a time, collided
 * repeats re-queued by popping until each one's bit (by index in its group) is cleared.
 */
function luceneReference(lists: Int32Array[], offsets: number[], terms: string[], slop: number): number {
  type PP = { pos: Int32Array; next: number; position: number; offset: number; ord: number; rptGroup: number; rptInd: number };
  const pps: PP[] = lists.map((pos, ord) => ({ pos, next: 0, position: 0, offset: offsets[ord], ord, rptGroup: -1, rptInd: 0 }));
  const nextPosition = (pp: PP) => {
    if (pp.next >= pp.pos.length) return false;
    pp.position = pp.pos[pp.next++] - pp.offset;
    return true;
  };
  const less = (a: PP, b: PP) => (a.position !== b.position ? a.position < b.position : a.offset !== b.offset ? a.offset < b.offset : a.ord < b.ord);
  const heap: PP[] = [undefined as unknown as PP];
  let size = 0;
  const add = (pp: PP) => {
    heap[++size] = pp;
    let i = size;
    let j = i >>> 1;
    while (j > 0 && less(pp, heap[j])) {
      heap[i] = heap[j];
      i = j;
      j >>>= 1;
    }
    heap[i] = pp;
  };
  const pop = () => {
    const result = heap[1];
    heap[1] = heap[size--];
    let i = 1;
    const node = heap[i];
    let j = i << 1;
    let k = j + 1;
    if (k <= size && less(heap[k], heap[j])) j = k;
    while (j <= size && less(heap[j], node)) {
      heap[i] = heap[j];
      i = j;
      j = i << 1;
      k = j + 1;
      if (k <= size && less(heap[k], heap[j])) j = k;
    }
    heap[i] = node;
    return result;
  };
  let end = -Infinity;
  const advancePP = (pp: PP) => {
    if (!nextPosition(pp)) return false;
    if (pp.position > end) end = pp.position;
    return true;
  };
  const tpPos = (pp: PP) => pp.position + pp.offset;
  for (const pp of pps) nextPosition(pp);
  // gatherRptGroups on the first positions, then each group sorted by offset.
  const groups: PP[][] = [];
  for (let i = 0; i < pps.length; i++) {
    const pp = pps[i];
    if (pp.rptGroup >= 0) continue;
    for (let j = i + 1; j < pps.length; j++) {
      const pp2 = pps[j];
      if (pp2.rptGroup >= 0 || pp2.offset === pp.offset || terms[j] !== terms[i]) continue;
      if (pp.rptGroup < 0) {
        pp.rptGroup = groups.length;
        groups.push([pp]);
      }
      pp2.rptGroup = pp.rptGroup;
      groups[pp.rptGroup].push(pp2);
    }
  }
  for (const g of groups) {
    g.sort((a, b) => a.offset - b.offset);
    g.forEach((pp, j) => (pp.rptInd = j));
  }
  for (const g of groups) for (let j = 1; j < g.length; j++) for (let k = 0; k < j; k++) if (!nextPosition(g[j])) return 0;
  for (const pp of pps) {
    if (pp.position > end) end = pp.position;
    add(pp);
  }
  const collide = (pp: PP) => {
    for (const pp2 of groups[pp.rptGroup]) if (pp2 !== pp && tpPos(pp2) === tpPos(pp)) return pp2.rptInd;
    return -1;
  };
  const lesserOf = (a: PP, b: PP) => (a.position < b.position || (a.position === b.position && a.offset < b.offset) ? a : b);
  const advanceRpts = (start: PP) => {
    if (start.rptGroup < 0) return true;
    const rg = groups[start.rptGroup];
    const bits = new Set<number>();
    const k0 = start.rptInd;
    let pp = start;
    let k: number;
    while ((k = collide(pp)) >= 0) {
      pp = lesserOf(pp, rg[k]);
      if (!advancePP(pp)) return false;
      if (k !== k0) bits.add(k);
    }
    const stack: PP[] = [];
    while (bits.size > 0) {
      const pp2 = pop();
      stack.push(pp2);
      if (pp2.rptGroup >= 0 && pp2.rptInd < rg.length) bits.delete(pp2.rptInd);
    }
    for (let i = stack.length - 1; i >= 0; i--) add(stack[i]);
    return true;
  };
  const hasRpts = groups.length > 0;
  let freq = 0;
  let pp = pop();
  let matchLength = end - pp.position;
  let next = heap[1].position;
  while (advancePP(pp)) {
    if (hasRpts && !advanceRpts(pp)) break;
    if (pp.position > next) {
      if (matchLength <= slop) freq = f32(freq + f32(1 / (matchLength + 1)));
      add(pp);
      pp = pop();
      next = heap[1].position;
      matchLength = end - pp.position;
    } else if (end - pp.position < matchLength) matchLength = end - pp.position;
  }
  if (matchLength <= slop) freq = f32(freq + f32(1 / (matchLength + 1)));
  return freq;
}

/** A random document over a small vocabulary (so phrase terms repeat in it) and a phrase drawn from the same words. */
const docAndPhrase = fc
  .record({
    doc: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 60 }),
    phrase: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 7 }),
    slop: fc.integer({ min: 0, max: 6 }),
  })
  .filter(({ doc, phrase }) => phrase.every((w) => doc.includes(w)));

/** Each phrase term's positions in the document. */
const positionsOf = (doc: number[], phrase: number[]) => phrase.map((w) => Int32Array.from(doc.flatMap((x, p) => (x === w ? [p] : []))));

describe('SloppyPhraseMatcher against a literal transcription of Lucene', () => {
  it('property: equal frequencies (to the bit) on random documents and phrases with repeated terms', () => {
    fc.assert(
      fc.property(docAndPhrase, ({ doc, phrase, slop }) => {
        const terms = phrase.map((w) => `w${w}`);
        const offsets = phrase.map((_, i) => i);
        const lists = positionsOf(doc, phrase);
        expect(new SloppyPhraseMatcher(offsets, terms, slop).freq(lists)).toBe(luceneReference(lists, offsets, terms, slop));
      }),
      { numRuns: 3000 },
    );
  });

  it('property: one matcher reused across documents (buffers longer than the document) answers as fresh ones', () => {
    fc.assert(
      fc.property(fc.array(docAndPhrase.map((x) => x.doc), { minLength: 1, maxLength: 5 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 6 }), fc.integer({ min: 0, max: 4 }), (docs, phrase, slop) => {
        const terms = phrase.map((w) => `w${w}`);
        const offsets = phrase.map((_, i) => i);
        const matcher = new SloppyPhraseMatcher(offsets, terms, slop);
        for (const doc of docs) {
          if (!phrase.every((w) => doc.includes(w))) continue;
          const lists = positionsOf(doc, phrase);
          // Each list padded with garbage past its length, as the reusable position buffers are.
          const padded = lists.map((l) => Int32Array.from([...l, -7, 99, 3]));
          expect(matcher.freq(padded, lists.map((l) => l.length))).toBe(luceneReference(lists, offsets, terms, slop));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('property: phrases with holes and terms at one offset (offsets as PhraseQuery.Builder allows)', () => {
    fc.assert(
      fc.property(docAndPhrase, fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 7, maxLength: 7 }), ({ doc, phrase, slop }, gaps) => {
        const terms = phrase.map((w) => `w${w}`);
        let at = 0;
        const offsets = phrase.map((_, i) => (i === 0 ? 0 : (at += gaps[i])));
        const lists = positionsOf(doc, phrase);
        expect(new SloppyPhraseMatcher(offsets, terms, slop).freq(lists)).toBe(luceneReference(lists, offsets, terms, slop));
      }),
      { numRuns: 2000 },
    );
  });

  it('a long phrase of one repeated word on a document of that word repeated: the same frequency as Lucene', () => {
    const doc = Array.from({ length: 400 }, (_, i) => (i % 5 === 3 ? 1 : 0));
    for (const [n, slop] of [[40, 3], [100, 50], [300, 2]] as const) {
      const phrase = Array.from({ length: n }, () => 0);
      const terms = phrase.map(() => 'the');
      const offsets = phrase.map((_, i) => i);
      const lists = positionsOf(doc, phrase);
      expect(new SloppyPhraseMatcher(offsets, terms, slop).freq(lists)).toBe(luceneReference(lists, offsets, terms, slop));
    }
  });

  it('property: the matching loop run in small budgets (a step between) ends with the same frequency', () => {
    fc.assert(
      fc.property(docAndPhrase, fc.integer({ min: 1, max: 5 }), ({ doc, phrase, slop }, budget) => {
        const terms = phrase.map((w) => `w${w}`);
        const offsets = phrase.map((_, i) => i);
        const lists = positionsOf(doc, phrase);
        const m = new SloppyPhraseMatcher(offsets, terms, slop);
        if (m.start(lists)) while (!m.run(budget));
        expect(m.result).toBe(luceneReference(lists, offsets, terms, slop));
      }),
      { numRuns: 1000 },
    );
  });

  it('a document that ends while repeats collide leaves nothing behind for the next one', () => {
    // Found by the reuse property: the first document runs out of a repeated word while re-queueing.
    for (const [docs, phrase, slop] of [
      [[[3, 0, 3, 1, 3, 2], [0, 3, 3, 3, 1, 2, 3]], [3, 3, 2, 1, 3], 1],
      [[[1, 0, 2, 1, 3, 1, 2], [1, 1, 1, 2, 3, 2, 1]], [1, 1, 2, 2, 3, 1], 1],
    ] as const) {
      const terms = phrase.map((w) => `w${w}`);
      const offsets = phrase.map((_, i) => i);
      const matcher = new SloppyPhraseMatcher(offsets, terms, slop);
      for (const doc of docs) {
        const lists = positionsOf([...doc], [...phrase]);
        expect(matcher.freq(lists)).toBe(luceneReference(lists, offsets, terms, slop));
      }
    }
  });

  it('a document with fewer occurrences than the phrase repeats the word does not match', () => {
    expect(new SloppyPhraseMatcher([0, 1, 2], ['a', 'a', 'a'], 10).freq(lists([0, 4], [0, 4], [0, 4]))).toBe(0);
  });
});
