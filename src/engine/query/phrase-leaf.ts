import { readPositions } from '../index/prox';
import type { FieldPostings } from '../index/segment';
import type { LeafSteps } from './computed-ahead';
import { docScores, push, type DocIds, type DocScores } from './doc-scores';
import { stepTo } from './gallop';
import { repeatGroups, SloppyPhraseMatcher } from './sloppy-phrase-freq';
import { compareUtf8 } from '../util/utf8';

const f32 = Math.fround;

/** Positions read between two steps of a phrase's matching (a step lets the host in when the slice is used up). */
export const STEP_POSITIONS = 2048;
/** Moves of a sloppy phrase's terms within one document between two steps. */
export const STEP_MOVES = 4096;

/**
 * A phrase's frequency in every live document of a segment that holds all its terms (or in those of `within`
 * only: a rescore's window), in doc order; the `scores` of the result are the frequencies. The work is
 * PhraseLeafMatch's, a step (a chance for the host to run) per slice of positions read.
 *
 * @param termIds the phrase's terms in the field, in query order
 * @param offsets each term's position in the phrase (the first at 0)
 */
export function* phraseLeafFreqs(fp: FieldPostings, termIds: readonly number[], offsets: readonly number[], terms: readonly string[], slop: number, live: Uint8Array, within?: DocIds): LeafSteps<DocScores> {
  const match = new PhraseLeafMatch(new PhraseDocs(fp, termIds, offsets, terms, slop), fp.docs, live, within);
  while (!match.step()) yield;
  return match.out;
}

/**
 * One loop does the conjunction and the positions check: the term with the fewest documents leads and the
 * others step (then gallop) to its documents; each candidate's positions are read in place from the packed
 * postings by `PhraseDocs`. Nothing is allocated per matching doc; the loop is a plain method run slice by slice
 * (a generator's loop runs slower), and stops once it read a slice of positions, or within a document whose
 * sloppy matching moves its terms very often (thousands of repeats of one word).
 */
class PhraseLeafMatch {
  readonly out = docScores(16);
  /** The next candidate: a posting of the lead, or an index in `within`. */
  private next: number;
  private readonly last: number;
  /** A document whose sloppy matching was cut in steps (-1: none). */
  private pending = -1;

  constructor(private readonly m: PhraseDocs, private readonly docs: Int32Array, private readonly live: Uint8Array, private readonly within: DocIds | undefined) {
    this.next = within ? 0 : m.at[0];
    this.last = within ? within.length : m.ends[0];
  }

  /** Runs a slice of the matching; true once the segment is done. */
  step(): boolean {
    if (this.m.kind !== 2 && !this.within) return this.stepTwo();
    const { m, docs, live, within, out } = this;
    const { n, at, ends } = m;
    const sloppy = m.matcher;
    if (this.pending >= 0) {
      if (!sloppy!.run(STEP_MOVES)) return false;
      if (sloppy!.result > 0) push(out, this.pending, sloppy!.result);
      this.pending = -1;
    }
    // Candidates: the lead's documents, or the asked ones (each looked up in every term's postings).
    const candidates = within ? within.docs : docs;
    const first = within ? 0 : 1;
    const last = this.last;
    let c = this.next;
    let work = 0;
    outer: for (; c < last; c++) {
      const d = candidates[c];
      if (live[d] !== 1) continue;
      for (let j = first; j < n; j++) {
        const end = ends[j];
        const q = (at[j] = stepTo(docs, at[j], end, d));
        if (q >= end) {
          c = last;
          break outer;
        }
        if (docs[q] !== d) continue outer;
      }
      if (first === 1) at[0] = c;
      work += m.positionsOf();
      if (sloppy) {
        if (m.startSloppy() && !sloppy.run(STEP_MOVES)) {
          this.pending = d;
          this.next = c + 1;
          return false;
        }
        if (sloppy.result > 0) push(out, d, sloppy.result);
      } else {
        const freq = m.freq();
        if (freq > 0) push(out, d, freq);
      }
      // A step per slice of work (positions read), not per document: a step costs a look at the clock.
      if (work >= STEP_POSITIONS) {
        this.next = c + 1;
        return c + 1 >= last;
      }
    }
    this.next = c;
    return true;
  }

  /**
   * `step` for a phrase of two terms over the whole segment: the follower's cursor in a local, and a document
   * where each term occurs once (most of them) checked by one comparison of two one-byte positions.
   */
  private stepTwo(): boolean {
    const { m, docs, live, out } = this;
    const { prox, proxStart, freqs } = m.fp;
    const { at, slop } = m;
    const end = m.ends[1];
    const last = this.last;
    const exact = m.kind === 0;
    // The check's first term (ExactPhraseScorer's lead, or the sloppy loop's first in query order): the lead's posting or the follower's.
    const firstIsLead = exact ? m.checkOrder[0] === 0 : m.leadFirst;
    const offFirst = firstIsLead ? m.ordered[0] : m.ordered[1];
    const offSecond = firstIsLead ? m.ordered[1] : m.ordered[0];
    let q = at[1];
    let c = this.next;
    let work = 0;
    for (; c < last; c++) {
      const d = docs[c];
      q = stepTo(docs, q, end, d);
      if (q >= end) {
        c = last;
        break;
      }
      if (docs[q] !== d || live[d] !== 1) continue;
      const pa = firstIsLead ? c : q;
      const pb = firstIsLead ? q : c;
      const freqA = freqs[pa];
      const freqB = freqs[pb];
      work += freqA + freqB;
      const x = prox[proxStart[pa]];
      const y = prox[proxStart[pb]];
      let freq: number;
      if (freqA === 1 && freqB === 1 && x < 0x80 && y < 0x80) {
        // One position each: the phrase starts there or not; sloppy, the distance is the match length.
        const distance = x - offFirst - (y - offSecond);
        if (exact) freq = distance === 0 ? 1 : 0;
        else {
          const matchLength = distance < 0 ? -distance : distance;
          freq = matchLength <= slop ? f32(1 / (matchLength + 1)) : 0;
        }
      } else if (exact) freq = exactTwo(prox, proxStart[pa], freqA, offFirst, proxStart[pb], freqB, offSecond);
      else freq = sloppyTwo(prox, proxStart[pa], freqA, offFirst, proxStart[pb], freqB, offSecond, slop);
      if (freq > 0) push(out, d, freq);
      if (work >= STEP_POSITIONS) {
        at[1] = q;
        this.next = c + 1;
        return c + 1 >= last;
      }
    }
    at[1] = q;
    this.next = c;
    return true;
  }
}

/**
 * One phrase's positions check on one segment's postings, document after document: `at` holds each term's
 * posting in the document (in the order of `order`: fewest documents first). Two terms are checked by one
 * merge of their positions read straight from the packed bytes (`exactTwo`, or Lucene's sloppy loop for two
 * distinct terms: `sloppyTwo`); more are decoded into reusable buffers, the rarest term's first, for
 * `exactPhraseFreq` or the SloppyPhraseMatcher.
 */
class PhraseDocs {
  readonly n: number;
  /** Term indices (query order) in conjunction order: fewest documents first (ties keep query order). */
  readonly order: number[];
  /** Per term in conjunction order: its current posting, and the end of its postings. */
  readonly at: Int32Array;
  readonly ends: Int32Array;
  /** The generic sloppy matcher (more than two terms, or repeats), fed lists in query order. */
  readonly matcher: SloppyPhraseMatcher | undefined;
  readonly ordered: number[];
  /**
   * ExactPhraseScorer's lead: the term first by phrase position, then by its bytes (PhraseQuery sorts its
   * postings so). Its occurrences are the ones counted (a term may sit twice at one position), so it leads
   * the positions check; the others follow in conjunction order.
   */
  readonly checkOrder: Int32Array;
  private readonly checkLists: Int32Array[];
  readonly checkOffsets: number[];
  private readonly checkLengths: Int32Array;
  private readonly bufs: Int32Array[];
  private readonly lengths: Int32Array;
  private readonly scratch: Int32Array;
  private readonly queryLists: Int32Array[];
  private readonly queryLengths: Int32Array;
  /** 0: exact, two terms; 1: sloppy, two distinct terms; 2: generic (positions decoded into buffers). */
  readonly kind: 0 | 1 | 2;
  /** For two terms: the slop, and whether the lead (conjunction order) is the phrase's first term. */
  readonly slop: number;
  readonly leadFirst: boolean;

  constructor(readonly fp: FieldPostings, termIds: readonly number[], offsets: readonly number[], terms: readonly string[], slop: number) {
    const n = (this.n = termIds.length);
    const cost = (i: number) => fp.postingsStart[termIds[i] + 1] - fp.postingsStart[termIds[i]];
    this.order = Array.from({ length: n }, (_, i) => i).sort((a, b) => cost(a) - cost(b));
    this.at = Int32Array.from(this.order, (i) => fp.postingsStart[termIds[i]]);
    this.ends = Int32Array.from(this.order, (i) => fp.postingsStart[termIds[i] + 1]);
    this.ordered = this.order.map((i) => offsets[i]);
    let lead = 0;
    for (let j = 1; j < n; j++) {
      const i = this.order[j];
      const l = this.order[lead];
      if (offsets[i] < offsets[l] || (offsets[i] === offsets[l] && compareUtf8(terms[i], terms[l]) < 0)) lead = j;
    }
    this.checkOrder = Int32Array.from([lead, ...Array.from({ length: n }, (_, j) => j).filter((j) => j !== lead)]);
    this.checkOffsets = Array.from(this.checkOrder, (j) => this.ordered[j]);
    this.checkLists = new Array<Int32Array>(n);
    this.checkLengths = new Int32Array(n);
    this.slop = slop;
    this.leadFirst = this.order[0] === 0;
    this.kind = n === 2 && slop === 0 ? 0 : n === 2 && repeatGroups(terms, offsets).length === 0 ? 1 : 2;
    this.matcher = this.kind === 2 && slop !== 0 ? new SloppyPhraseMatcher(offsets, terms, slop) : undefined;
    this.bufs = this.kind === 2 ? Array.from({ length: n }, () => new Int32Array(16)) : [];
    this.lengths = new Int32Array(n);
    this.scratch = new Int32Array(n);
    this.queryLists = new Array<Int32Array>(n);
    this.queryLengths = new Int32Array(n);
  }

  /** Reads the current document's positions where the check needs them ahead; returns how many it holds. */
  positionsOf(): number {
    const { fp, at, n } = this;
    let total = 0;
    if (this.kind !== 2) return fp.freqs[at[0]] + fp.freqs[at[1]];
    for (let j = 0; j < n; j++) {
      const p = at[j];
      const freq = fp.freqs[p];
      if (this.bufs[j].length < freq) this.bufs[j] = new Int32Array(freq * 2);
      readPositions(fp.prox, fp.proxStart[p], freq, this.bufs[j]);
      this.lengths[j] = freq;
      total += freq;
    }
    return total;
  }

  /** The exact (or two-term sloppy) frequency of the doc the loop is on. */
  freq(): number {
    const { fp, at, checkOrder } = this;
    if (this.kind === 2) {
      for (let k = 0; k < this.n; k++) {
        this.checkLists[k] = this.bufs[checkOrder[k]];
        this.checkLengths[k] = this.lengths[checkOrder[k]];
      }
      return exactPhraseFreq(this.checkLists, this.checkOffsets, this.checkLengths, this.scratch);
    }
    const { prox, proxStart, freqs } = fp;
    if (this.kind === 0) {
      const a = at[checkOrder[0]];
      const b = at[checkOrder[1]];
      return exactTwo(prox, proxStart[a], freqs[a], this.checkOffsets[0], proxStart[b], freqs[b], this.checkOffsets[1]);
    }
    const a = at[0];
    const b = at[1];
    const offA = this.ordered[0];
    const offB = this.ordered[1];
    // Lucene's loop breaks ties by query order: the phrase's first term goes first.
    return this.leadFirst
      ? sloppyTwo(prox, proxStart[a], freqs[a], offA, proxStart[b], freqs[b], offB, this.slop)
      : sloppyTwo(prox, proxStart[b], freqs[b], offB, proxStart[a], freqs[a], offA, this.slop);
  }

  /** Starts the generic sloppy matcher on the current document (see SloppyPhraseMatcher.start). */
  startSloppy(): boolean {
    const { order, n } = this;
    for (let j = 0; j < n; j++) {
      this.queryLists[order[j]] = this.bufs[j];
      this.queryLengths[order[j]] = this.lengths[j];
    }
    return this.matcher!.start(this.queryLists, this.queryLengths);
  }
}

/** The variable-byte integer at byte `i` (see prox.ts); one byte is the usual case. */
function vIntAt(bytes: Uint8Array, i: number): number {
  let b = bytes[i];
  if (b < 0x80) return b;
  let v = b & 0x7f;
  for (let shift = 7; b & 0x80; shift += 7) {
    b = bytes[++i];
    v |= (b & 0x7f) << shift;
  }
  return v;
}

/** The byte after the variable-byte integer at byte `i`. */
function afterVInt(bytes: Uint8Array, i: number): number {
  while (bytes[i++] & 0x80);
  return i;
}

/**
 * ExactPhraseScorer's frequency of a phrase of two terms, `A` its lead: how many of A's occurrences start a
 * phrase (position - offset) that B's positions share, by one merge of their positions read from the packed
 * bytes (`freq` deltas from byte `at` each; see prox.ts). A term at one position twice counts twice as the
 * lead, once as the follower, as in Lucene.
 */
export function exactTwo(prox: Uint8Array, atA: number, freqA: number, offA: number, atB: number, freqB: number, offB: number): number {
  let x = vIntAt(prox, atA) - offA;
  let i = afterVInt(prox, atA);
  let y = vIntAt(prox, atB) - offB;
  let j = afterVInt(prox, atB);
  let leftA = freqA - 1;
  let leftB = freqB - 1;
  let count = 0;
  for (;;) {
    if (x <= y) {
      if (x === y) count++;
      if (leftA === 0) break;
      leftA--;
      x += vIntAt(prox, i);
      i = afterVInt(prox, i);
    } else {
      if (leftB === 0) break;
      leftB--;
      y += vIntAt(prox, j);
      j = afterVInt(prox, j);
    }
  }
  return count;
}

/**
 * SloppyPhraseMatcher's frequency for a phrase of two distinct terms (no repeats), `A` the first in query
 * order, positions read from the packed bytes as `exactTwo` does: Lucene's loop with its queue of two held in
 * two variables. The term in front (the lesser by position - offset, then offset, then query order) moves on;
 * while it stays at or before the other, the match length shrinks; once past it, the match closed so far
 * counts 1/(matchLength+1) when within the slop, in float32, and the other term is the one to move. Equal to
 * SloppyPhraseMatcher.freq on the same positions, to the bit.
 */
export function sloppyTwo(prox: Uint8Array, atA: number, freqA: number, offA: number, atB: number, freqB: number, offB: number, slop: number): number {
  let rawA = vIntAt(prox, atA);
  let i = afterVInt(prox, atA);
  let rawB = vIntAt(prox, atB);
  let j = afterVInt(prox, atB);
  let posA = rawA - offA;
  let posB = rawB - offB;
  let leftA = freqA - 1;
  let leftB = freqB - 1;
  let end = posA > posB ? posA : posB;
  // Lucene's pp (the term popped from the queue) is A when `aMoves`; `next` is the other one's position.
  let aMoves = posA < posB || (posA === posB && offA <= offB);
  let matchLength = end - (aMoves ? posA : posB);
  let next = aMoves ? posB : posA;
  let freq = 0;
  for (;;) {
    let moved: number;
    if (aMoves) {
      if (leftA === 0) break;
      leftA--;
      rawA += vIntAt(prox, i);
      i = afterVInt(prox, i);
      moved = posA = rawA - offA;
    } else {
      if (leftB === 0) break;
      leftB--;
      rawB += vIntAt(prox, j);
      j = afterVInt(prox, j);
      moved = posB = rawB - offB;
    }
    if (moved > end) end = moved;
    if (moved > next) {
      if (matchLength <= slop) freq = f32(freq + f32(1 / (matchLength + 1)));
      // Re-queued, the one that moved is behind the other: the other moves next.
      aMoves = !aMoves;
      next = moved;
      matchLength = end - (aMoves ? posA : posB);
    } else {
      const m2 = end - moved;
      if (m2 < matchLength) matchLength = m2;
    }
  }
  if (matchLength <= slop) freq = f32(freq + f32(1 / (matchLength + 1)));
  return freq;
}

/**
 * ExactPhraseScorer: the number of positions where every term sits at its offset from the first.
 * `lengths` (default: the lists' lengths) says how many entries of each list are the document's; `scratch`
 * (one entry per list) saves an allocation for each doc it reads. The first list is the lead (its
 * occurrences are counted); the followers' order does not change the count.
 */
export function exactPhraseFreq(lists: readonly Int32Array[], offsets: readonly number[], lengths?: ArrayLike<number>, scratch?: Int32Array): number {
  let n = 0;
  const idx = scratch ?? new Int32Array(lists.length);
  idx.fill(0);
  const first = lists[0];
  const firstLength = lengths ? lengths[0] : first.length;
  outer: for (let k = 0; k < firstLength; k++) {
    const start = first[k] - offsets[0];
    for (let i = 1; i < lists.length; i++) {
      const want = start + offsets[i];
      const l = lists[i];
      const length = lengths ? lengths[i] : l.length;
      let j = idx[i];
      while (j < length && l[j] < want) j++;
      idx[i] = j;
      if (j >= length) break outer;
      if (l[j] !== want) continue outer;
    }
    n++;
  }
  return n;
}
