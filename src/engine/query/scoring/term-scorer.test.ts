import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSTINGS_BLOCK, type FieldPostings } from '../../index/segment';
import { bm25, Bm25Weight } from '../bm25';
import { TermScorer } from './term-scorer';

/** One term's postings (doc i holds it `freqs[i]` times, doc i's norm byte is `norms[i]`), with the block summaries a segment keeps. */
function field(freqs: number[], norms: number[]): FieldPostings {
  const n = freqs.length;
  const blocks = Math.ceil(n / POSTINGS_BLOCK);
  const blockMaxFreq = new Int32Array(blocks);
  const blockMinNorm = new Uint8Array(blocks).fill(255);
  for (let i = 0; i < n; i++) {
    const b = (i / POSTINGS_BLOCK) | 0;
    blockMaxFreq[b] = Math.max(blockMaxFreq[b], freqs[i]);
    blockMinNorm[b] = Math.min(blockMinNorm[b], norms[i]);
  }
  return {
    docs: Int32Array.from(freqs, (_, i) => i),
    freqs: Int32Array.from(freqs),
    norms: Uint8Array.from(norms),
    postingsStart: Int32Array.of(0, n),
    maxFreq: Int32Array.of(Math.max(...freqs)),
    minNorm: Uint8Array.of(Math.min(...norms)),
    blockMaxFreq,
    blockMinNorm,
  } as unknown as FieldPostings;
}

const posting = fc.record({ freq: fc.oneof({ weight: 4, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }) }), norm: fc.integer({ min: 0, max: 255 }) });

describe('TermScorer block bounds', () => {
  it('property: no posting scores above its block bound; at freq 1 the bound is the block best score', () => {
    fc.assert(
      fc.property(
        fc.array(posting, { minLength: 1, maxLength: 3 * POSTINGS_BLOCK }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        (postings, docCount, df, boost) => {
          const freqs = postings.map((p) => p.freq);
          const norms = postings.map((p) => p.norm);
          const sim = new Bm25Weight(boost, { maxDoc: docCount, docCount, sumTotalTermFreq: docCount * 7 }, [Math.min(df, docCount)]);
          const ts = new TermScorer(field(freqs, norms), 0, false, sim.weightValue, sim.cache, true);
          for (let b = ts.blockOf(ts.start); b <= ts.blockOf(ts.end - 1); b++) {
            let best = 0;
            let allOnes = true;
            for (let i = b * POSTINGS_BLOCK; i < Math.min(ts.end, (b + 1) * POSTINGS_BLOCK); i++) {
              const score = ts.score(i);
              expect(score).toBeLessThanOrEqual(ts.blockBound(b));
              expect(score).toBeLessThanOrEqual(ts.maxScore);
              best = Math.max(best, score);
              allOnes &&= freqs[i] === 1;
            }
            // Tight: a block whose best doc ties the k-th best score is passed over (collectBlocks).
            if (allOnes) expect(ts.blockBound(b)).toBe(best);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('TermScorer scores', () => {
  it('property: score, scoreInto and the collected scores equal bm25() of bm25.ts bit for bit (the loops inline it)', () => {
    fc.assert(
      fc.property(
        // Long lists too: from 1,024 postings the scorer reads freq-1 scores from a table.
        fc.array(posting, { minLength: 1, maxLength: 1300 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        (postings, docCount, df, boost) => {
          const freqs = postings.map((p) => p.freq);
          const norms = postings.map((p) => p.norm);
          const sim = new Bm25Weight(boost, { maxDoc: docCount, docCount, sumTotalTermFreq: docCount * 7 }, [Math.min(df, docCount)]);
          const ts = new TermScorer(field(freqs, norms), 0, false, sim.weightValue, sim.cache, true);
          const want = freqs.map((f, i) => bm25(sim.weightValue, f, sim.cache[norms[i]]));
          const into = new Float64Array(1);
          for (let i = 0; i < freqs.length; i++) {
            ts.scoreInto(i, into, 0);
            expect([ts.score(i), into[0]]).toEqual([want[i], want[i]]);
          }
          const collected = new Array<number>(freqs.length);
          ts.collectRange(ts.start, ts.end, null, { k: freqs.length, minCompetitiveScore: -Infinity, collect: (doc, score) => (collected[doc] = score) });
          expect(collected).toEqual(want);
        },
      ),
      { numRuns: 100 },
    );
  });
});
