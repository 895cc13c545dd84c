import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../index/prox';
import type { FieldPostings } from '../index/segment';
import { compareUtf8 } from '../util/utf8';
import { drain } from './computed-ahead';
import type { DocScores } from './doc-scores';
import { exactTwo, phraseLeafFreqs, sloppyTwo } from './phrase-leaf';
import { SloppyPhraseMatcher } from './sloppy-phrase-freq';

/** A document: its tokens as (position, word), positions ascending; a word may sit twice at one position. */
type Doc = Array<[number, number]>;

/**
 * A field's postings written by hand as the segment writer lays them out (terms, then docs ascending; each
 * posting's positions as variable-byte deltas followed by its offsets): what the phrase loop reads.
 */
function postingsOf(docs: Doc[], vocabulary: number): FieldPostings {
  const postingsStart = new Int32Array(vocabulary + 1);
  const postDocs: number[] = [];
  const freqs: number[] = [];
  const proxStart: number[] = [];
  const w = new ByteWriter();
  for (let t = 0; t < vocabulary; t++) {
    postingsStart[t] = postDocs.length;
    docs.forEach((doc, d) => {
      const positions = doc.filter(([, word]) => word === t).map(([p]) => p);
      if (positions.length === 0) return;
      postDocs.push(d);
      freqs.push(positions.length);
      proxStart.push(w.length);
      let last = 0;
      for (const p of positions) {
        w.writeVInt(p - last);
        last = p;
      }
      // The offsets the phrase loop must not read: a zig-zag start delta and a length per occurrence.
      for (let i = 0; i < positions.length; i++) {
        w.writeVInt(2 * 5);
        w.writeVInt(3);
      }
    });
  }
  postingsStart[vocabulary] = postDocs.length;
  return { postingsStart, docs: Int32Array.from(postDocs), freqs: Int32Array.from(freqs), proxStart: Int32Array.from(proxStart), prox: w.finish() } as unknown as FieldPostings;
}

const positionsIn = (doc: Doc, word: number) => Int32Array.from(doc.filter(([, x]) => x === word).map(([p]) => p));

/**
 * ExactPhraseScorer.phraseFreq for one document, as Lucene 7.7 runs it (the reference): the lead is the
 * term first by phrase position, then by its bytes; each of its occurrences starts a phrase that counts when
 * every other term, advanced to the expected position, sits on it; a term too far ahead moves the lead on.
 */
function luceneExact(lists: Int32Array[], offsets: number[], terms: string[]): number {
  const order = lists.map((_, i) => i).sort((a, b) => offsets[a] - offsets[b] || compareUtf8(terms[a], terms[b]));
  const ps = order.map((i) => ({ pos: lists[i][0], upTo: 1, list: lists[i], offset: offsets[i] }));
  const advance = (p: (typeof ps)[number], target: number) => {
    while (p.pos < target) {
      if (p.upTo === p.list.length) return false;
      p.pos = p.list[p.upTo++];
    }
    return true;
  };
  const lead = ps[0];
  let freq = 0;
  head: for (;;) {
    const start = lead.pos - lead.offset;
    for (let j = 1; j < ps.length; j++) {
      const expected = start + ps[j].offset;
      if (!advance(ps[j], expected)) break head;
      if (ps[j].pos !== expected) {
        if (advance(lead, ps[j].pos - ps[j].offset + lead.offset)) continue head;
        break head;
      }
    }
    freq++;
    if (lead.upTo === lead.list.length) break;
    lead.pos = lead.list[lead.upTo++];
  }
  return freq;
}

/** The phrase's frequency in each live (and asked) document holding every term: Lucene's, one document at a time. */
function expected(docs: Doc[], live: Uint8Array, words: number[], offsets: number[], slop: number, within?: number[]): Map<number, number> {
  const terms = words.map((x) => `w${x}`);
  const out = new Map<number, number>();
  docs.forEach((doc, d) => {
    if (live[d] !== 1 || (within && !within.includes(d))) return;
    const lists = words.map((x) => positionsIn(doc, x));
    if (lists.some((l) => l.length === 0)) return;
    const freq = slop === 0 ? luceneExact(lists, offsets, terms) : new SloppyPhraseMatcher(offsets, terms, slop).freq(lists);
    if (freq > 0) out.set(d, freq);
  });
  return out;
}

const asMap = (ds: DocScores) => new Map(Array.from(ds.docs.subarray(0, ds.length), (d, i) => [d, ds.scores[i]]));

// Position gaps: mostly the next position, sometimes the same one (a second word, or the same word twice),
// sometimes far (multi-byte deltas).
const gap = fc.oneof({ weight: 8, arbitrary: fc.constant(1) }, { weight: 2, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constantFrom(2, 3, 200, 20_000) });
const docArb = (vocabulary: number) =>
  fc.array(fc.tuple(gap, fc.nat(vocabulary - 1)), { maxLength: 24 }).map((tokens) => {
    let p = 0;
    return tokens.map(([g, word]): [number, number] => [(p += g), word]);
  });

const caseArb = fc.integer({ min: 2, max: 5 }).chain((vocabulary) =>
  fc.record({
    vocabulary: fc.constant(vocabulary),
    docs: fc.array(docArb(vocabulary), { minLength: 1, maxLength: 40 }),
    words: fc.array(fc.nat(vocabulary - 1), { minLength: 2, maxLength: 4 }),
    // Offsets: consecutive, with holes, or two terms at one position (as PhraseQuery.Builder allows).
    gaps: fc.array(fc.constantFrom(1, 1, 1, 0, 2), { minLength: 4, maxLength: 4 }),
    slop: fc.constantFrom(0, 0, 1, 2, 5),
    deleted: fc.array(fc.nat(39), { maxLength: 5 }),
    asked: fc.array(fc.nat(39), { maxLength: 12 }),
  }),
);

describe('phrase matching over a segment (the fused loop)', () => {
  it('property: the same documents and frequencies as Lucene, document by document (exact and sloppy, repeats, holes, terms at one position, duplicate positions, deletions)', () => {
    fc.assert(
      fc.property(caseArb, ({ vocabulary, docs, words, gaps, slop, deleted }) => {
        const fp = postingsOf(docs, vocabulary);
        const live = new Uint8Array(docs.length).fill(1);
        for (const d of deleted) if (d < docs.length) live[d] = 0;
        let at = 0;
        const offsets = words.map((_, i) => (i === 0 ? 0 : (at += gaps[i])));
        const terms = words.map((x) => `w${x}`);
        const got = drain(phraseLeafFreqs(fp, words, offsets, terms, slop, live));
        expect(asMap(got)).toEqual(expected(docs, live, words, offsets, slop));
        // In doc order, each once.
        for (let i = 1; i < got.length; i++) expect(got.docs[i]).toBeGreaterThan(got.docs[i - 1]);
      }),
      { numRuns: 3000 },
    );
  });

  it('property: asked for some documents only (a rescore window), the same frequencies for those', () => {
    fc.assert(
      fc.property(caseArb, ({ vocabulary, docs, words, gaps, slop, deleted, asked }) => {
        const fp = postingsOf(docs, vocabulary);
        const live = new Uint8Array(docs.length).fill(1);
        for (const d of deleted) if (d < docs.length) live[d] = 0;
        let at = 0;
        const offsets = words.map((_, i) => (i === 0 ? 0 : (at += gaps[i])));
        const within = Int32Array.from(new Set(asked.filter((d) => d < docs.length))).sort();
        const got = drain(phraseLeafFreqs(fp, words, offsets, words.map((x) => `w${x}`), slop, live, { docs: within, length: within.length }));
        expect(asMap(got)).toEqual(expected(docs, live, words, offsets, slop, [...within]));
      }),
      { numRuns: 2000 },
    );
  });

  it('steps while it reads a large segment, and the steps change nothing', () => {
    // 3,000 documents of "a b a b ...": every one matches; the loop must let the host in along the way.
    const docs: Doc[] = Array.from({ length: 3000 }, () => Array.from({ length: 6 }, (_, p): [number, number] => [p, p % 2]));
    const fp = postingsOf(docs, 2);
    const live = new Uint8Array(docs.length).fill(1);
    for (const slop of [0, 1]) {
      const steps = phraseLeafFreqs(fp, [0, 1], [0, 1], ['w0', 'w1'], slop, live);
      let yields = 0;
      let r = steps.next();
      while (!r.done) {
        yields++;
        r = steps.next();
      }
      expect(yields).toBeGreaterThan(5);
      expect(asMap(r.value)).toEqual(expected(docs, live, [0, 1], [0, 1], slop));
    }
  });
});

describe('two-term checks on the packed positions', () => {
  /** Positions as the segment packs them (deltas), from byte 0. */
  const packed = (positions: number[]) => {
    const w = new ByteWriter();
    let last = 0;
    for (const p of positions) {
      w.writeVInt(p - last);
      last = p;
    }
    return w.finish();
  };
  const sortedPositions = fc.array(fc.oneof(fc.nat(12), fc.nat(40_000)), { minLength: 1, maxLength: 8 }).map((xs) => xs.sort((a, b) => a - b));

  it('property: exactTwo counts what Lucene counts (the lead occurrences whose phrase the other shares)', () => {
    fc.assert(
      fc.property(sortedPositions, sortedPositions, fc.nat(3), fc.nat(3), (a, b, offA, offB) => {
        const bytesA = packed(a);
        const bytesB = packed(b);
        const prox = new Uint8Array([...bytesA, ...bytesB]);
        const lead = offA <= offB;
        const got = lead ? exactTwo(prox, 0, a.length, offA, bytesA.length, b.length, offB) : exactTwo(prox, bytesA.length, b.length, offB, 0, a.length, offA);
        expect(got).toBe(luceneExact([Int32Array.from(a), Int32Array.from(b)], [offA, offB], ['a', 'b']));
      }),
      { numRuns: 3000 },
    );
  });

  it('property: sloppyTwo equals the SloppyPhraseMatcher for two distinct terms, to the bit', () => {
    fc.assert(
      fc.property(sortedPositions, sortedPositions, fc.nat(3), fc.nat(3), fc.integer({ min: 1, max: 6 }), (a, b, offA, offB, slop) => {
        const bytesA = packed(a);
        const prox = new Uint8Array([...bytesA, ...packed(b)]);
        const want = new SloppyPhraseMatcher([offA, offB], ['a', 'b'], slop).freq([Int32Array.from(a), Int32Array.from(b)]);
        expect(sloppyTwo(prox, 0, a.length, offA, bytesA.length, b.length, offB, slop)).toBe(want);
      }),
      { numRuns: 3000 },
    );
  });
});
