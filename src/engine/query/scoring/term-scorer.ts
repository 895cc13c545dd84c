import { POSTINGS_BLOCK, type FieldPostings } from '../../index/segment';
import { K1 } from '../bm25';
import { postingNorms } from './posting-norms';
import type { Collector } from '../collector';
import { ScoreTableCache } from './score-table-cache';

const f32 = Math.fround;
/** A doc id past every segment's last: where a cursor at the end of its postings stands. */
export const NO_DOC = 0x7fffffff;
/**
 * Relative slack on score bounds of freq > 1, far above float32 rounding (2^-23): the score's roundings
 * may not grow with the freq by an ulp, so a bound is never too low.
 */
const BOUND_SLACK = 1 + 1e-5;
/** Terms with fewer postings score each directly: the table costs 256 divisions to build. */
const TABLE_MIN_POSTINGS = 1024;

/**
 * One term's postings in one segment with its BM25 weight, read in place by fused loops (a term query,
 * a disjunction or conjunction of terms): `score(i)` is TermQuery's score of posting i, bit for bit.
 */
export class TermScorer {
  readonly docs: Int32Array;
  /** null: the field keeps no freqs (each counts 1). */
  readonly freqs: Int32Array | null;
  readonly start: number;
  readonly end: number;
  /** The norm byte of each posting's doc, in posting order, filled for this term's postings (see postingNorms); null: the field has no norms. */
  readonly norms: Uint8Array | null;
  /** An upper bound of every score of this term in the segment (from its largest freq and smallest norm). */
  readonly maxScore: number;
  /**
   * The score of a posting of freq 1 for each norm byte, or null: most postings of short text have freq 1,
   * and a table read costs less than the float32 division (the values are the same computation's).
   */
  readonly freqOne: number[] | null;
  private readonly blockMaxFreq: Int32Array;
  private readonly blockMinNorm: Uint8Array;
  /** The last block whose bound collectBlocks computed, and that bound (ranges often end inside a block). */
  private boundBlock = -1;
  // A double from the start (NaN until a block is bounded): stores then write in place, no new number each.
  private boundOfBlock = Number.NaN;
  /**
   * collectBlocks also passes over a block whose bound is below this score, one k docs are known to reach
   * (strictly below: a doc tying it could still be kept). Set by a lead merge (its seed threshold).
   */
  floor = -Infinity;

  constructor(
    fp: FieldPostings,
    term: number,
    noFreqs: boolean,
    readonly weight: number,
    readonly cache: Float32Array,
    readonly needsScores: boolean,
  ) {
    this.docs = fp.docs;
    this.freqs = noFreqs ? null : fp.freqs;
    this.start = fp.postingsStart[term];
    this.end = fp.postingsStart[term + 1];
    this.norms = needsScores ? postingNorms(fp, term) : fp.norms === null ? null : EMPTY_NORMS;
    this.blockMaxFreq = fp.blockMaxFreq;
    this.blockMinNorm = fp.blockMinNorm;
    this.storeBound(fp.maxFreq[term], fp.minNorm[term]);
    this.maxScore = this.boundOfBlock;
    this.freqOne = needsScores && this.norms !== null && this.end - this.start >= TABLE_MIN_POSTINGS ? freqOneScores(weight, cache) : null;
  }

  /**
   * `boundOfBlock =` an upper bound of the scores of postings with at most this freq and at least this norm
   * byte (stored, not returned: a double returned by a call that is not inlined is a new heap number).
   */
  private storeBound(maxFreq: number, minNorm: number): void {
    if (!this.needsScores || this.weight === 0) {
      this.boundOfBlock = 0;
      return;
    }
    if (!(this.weight > 0)) {
      this.boundOfBlock = Infinity;
      return;
    }
    const freq = this.freqs === null ? 1 : maxFreq;
    const norm = this.norms === null ? K1 : this.cache[minNorm];
    // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
    const score = f32(f32(this.weight * freq) / f32(freq + norm));
    // At freq 1 the bound is the score of the block's shortest doc, computed as that score is: no other
    // doc can pass it, so a block tying the k-th best is passed over. A larger freq needs the slack.
    this.boundOfBlock = freq === 1 ? score : score * BOUND_SLACK;
  }

  /** An upper bound of the scores of the postings in block `b` (see FieldPostings.blockMaxFreq). */
  blockBound(b: number): number {
    if (b !== this.boundBlock) this.computeBlockBound(b);
    return this.boundOfBlock;
  }

  /** `boundOfBlock = blockBound(b)`, stored rather than returned (a double returned from a call is boxed). */
  private computeBlockBound(b: number): void {
    this.boundBlock = b;
    this.storeBound(this.blockMaxFreq[b], this.blockMinNorm[b]);
    if (this.boundOfBlock > this.maxScore) this.boundOfBlock = this.maxScore;
  }

  /** The block of posting `p`, and the posting after that block. */
  blockOf(p: number): number {
    return (p / POSTINGS_BLOCK) | 0;
  }
  blockEnd(b: number): number {
    return (b + 1) * POSTINGS_BLOCK;
  }


  get cost(): number {
    return this.end - this.start;
  }

  /**
   * collectRange block by block: a block whose bound cannot beat the collector's worst is only counted,
   * and so is one whose bound is below `floor`.
   * Returns how many live docs [from, to) holds (every posting when `live` is null).
   */
  collectBlocks(from: number, to: number, live: Uint8Array | null, collector: Collector): number {
    let count = 0;
    let p = from;
    const floor = this.floor;
    while (p < to) {
      const b = (p / POSTINGS_BLOCK) | 0;
      const stop = Math.min(to, (b + 1) * POSTINGS_BLOCK);
      if (b !== this.boundBlock) this.computeBlockBound(b);
      if (this.boundOfBlock > collector.minCompetitiveScore && this.boundOfBlock >= floor) count += this.collectRange(p, stop, live, collector);
      else if (live === null) count += stop - p;
      else for (let i = p; i < stop; i++) count += live[this.docs[i]];
      p = stop;
    }
    return count;
  }

  /**
   * Offers postings [from, to) to the collector (only live docs when `live` is given) and returns how many
   * docs it offered or passed over as not competitive. The score is computed in the loop: a double returned
   * from a call that is not inlined is boxed, an allocation per posting.
   */
  collectRange(from: number, to: number, live: Uint8Array | null, collector: Collector): number {
    const { docs, freqs, norms, cache, weight, freqOne } = this;
    if (!this.needsScores || freqs === null || norms === null) {
      let n = 0;
      for (let i = from; i < to; i++) {
        if (live !== null && live[docs[i]] !== 1) continue;
        n++;
        const score = this.score(i);
        if (score > collector.minCompetitiveScore) collector.collect(docs[i], score);
      }
      return n;
    }
    let n = 0;
    let min = collector.minCompetitiveScore;
    for (let i = from; i < to; i++) {
      const d = docs[i];
      if (live !== null && live[d] !== 1) continue;
      n++;
      const freq = freqs[i];
      // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
      const score = freq === 1 && freqOne !== null ? freqOne[norms[i]] : f32(f32(weight * freq) / f32(freq + cache[norms[i]]));
      if (score > min) {
        collector.collect(d, score);
        min = collector.minCompetitiveScore;
      }
    }
    return n;
  }

  /** `out[at] = score(i)`, for loops that keep scores in a buffer (nothing returned, so nothing boxed). */
  scoreInto(i: number, out: Float64Array, at: number): void {
    out[at] = this.score(i);
  }

  /** bm25(): weight * freq / (freq + norm), each step rounded to float32. */
  score(i: number): number {
    if (!this.needsScores) return 0;
    const freq = this.freqs === null ? 1 : this.freqs[i];
    if (freq === 1 && this.freqOne !== null) return this.freqOne[this.norms![i]];
    const norm = this.norms === null ? K1 : this.cache[this.norms[i]];
    // perf: bm25() of query/bm25.ts inlined; kept equal to it by scoring/term-scorer.test.ts, scoring/fused-scoring.test.ts and the Lucene goldens (test/golden/search.test.ts)
    return Math.fround(Math.fround(this.weight * freq) / Math.fround(freq + norm));
  }
}

/** Norms of a scorer that does not score (never read): the field has norms, but nothing needs them built. */
const EMPTY_NORMS = new Uint8Array(0);

/** bm25() of freq 1 for each of the 256 norm bytes (a plain array of doubles: no off-heap buffer per term), kept per norm cache and weight. */
function freqOneScores(weight: number, cache: Float32Array): number[] {
  return freqOneTables.get(weight, cache);
}

function computeFreqOneScores(weight: number, cache: Float32Array): number[] {
  // Filled by push: a packed array of doubles (new Array(256) would be a holey one).
  const out: number[] = [];
  const w = f32(weight * 1);
  for (let b = 0; b < 256; b++) out.push(f32(w / f32(1 + cache[b])));
  return out;
}

const freqOneTables = new ScoreTableCache(4096, computeFreqOneScores);
