/**
 * Lucene 7.7's SloppyPhraseScorer.phraseFreq (8.x's SloppyPhraseMatcher), including its handling of
 * repeated terms ("the the"): each phrase term walks its positions; the phrase's current span runs from
 * the smallest (position - offset) to the largest; every time the smallest one moves past the next
 * smallest, the span closed so far counts 1/(matchLength+1) if it fits in the slop.
 *
 * One matcher serves every document of a leaf: its phrase positions, queue and scratch arrays are reused
 * (a document allocates nothing). Frequencies are Lucene's to the bit, including the order in which the
 * queue is refilled after repeats collide. Where Lucene scans a repetition group for the term that sits
 * on the same document position (O(group) per move, so a phrase of thousands of one repeated word is
 * quadratic), the matcher keeps, per group, which of its terms holds each occurrence of the word: the
 * same answer (there is at most one collision at a time, Lucene's invariant) in O(1).
 */
interface PhrasePositions {
  positions: Int32Array;
  /** How many of `positions` are this document's. */
  length: number;
  /** Index of the next occurrence to read (the current one is `next - 1`). */
  next: number;
  /** position - offset of the current occurrence. */
  position: number;
  readonly offset: number;
  readonly ord: number;
  rptGroup: number;
  rptInd: number;
}

const f32 = Math.fround;

/** PhraseQueue order: position, then offset, then ord (a total order: ords differ). */
function lessThan(a: PhrasePositions, b: PhrasePositions) {
  if (a.position !== b.position) return a.position < b.position;
  if (a.offset !== b.offset) return a.offset < b.offset;
  return a.ord < b.ord;
}

/** Lucene's `lesser`: by position and offset only. */
const lesser = (a: PhrasePositions, b: PhrasePositions) => (a.position < b.position || (a.position === b.position && a.offset < b.offset) ? a : b);

/**
 * Lucene's PhraseQueue (a PriorityQueue): a binary min-heap laid out as Lucene's, so that refilling it after
 * repeats collide leaves the same heap Lucene's does.
 */
class PhraseQueue {
  private readonly heap: PhrasePositions[];
  size = 0;
  constructor(capacity: number) {
    this.heap = new Array<PhrasePositions>(capacity);
  }
  clear() {
    this.size = 0;
  }
  top(): PhrasePositions {
    return this.heap[0];
  }
  add(pp: PhrasePositions) {
    const h = this.heap;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!lessThan(pp, h[parent])) break;
      h[i] = h[parent];
      i = parent;
    }
    h[i] = pp;
  }
  pop(): PhrasePositions {
    const h = this.heap;
    const top = h[0];
    const n = --this.size;
    const last = h[n];
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const child = r < n && lessThan(h[r], h[l]) ? r : l;
        if (!lessThan(h[child], last)) break;
        h[i] = h[child];
        i = child;
      }
      h[i] = last;
    }
    return top;
  }
}

/**
 * The repetition groups of a phrase: indices of the terms that are one term at different offsets, each group
 * sorted by offset (stable), groups in the order of their first term. A later term at the same offset as its
 * group's first one is not a repetition (Lucene's gatherRptGroups, where a term's positions are the same in
 * every document, so its first candidate document groups them as the terms do).
 */
export function repeatGroups(terms: readonly string[], offsets: readonly number[]): number[][] {
  const leaderOf = new Map<string, number>();
  const groups: number[][] = [];
  const groupOf = new Map<number, number[]>();
  terms.forEach((t, i) => {
    const leader = leaderOf.get(t);
    if (leader === undefined) {
      leaderOf.set(t, i);
      return;
    }
    if (offsets[i] === offsets[leader]) return;
    let g = groupOf.get(leader);
    if (!g) {
      g = [leader];
      groupOf.set(leader, g);
      groups.push(g);
    }
    g.push(i);
  });
  // Groups come in the order of their leaders (Lucene creates one when its leader finds its first repeat).
  groups.sort((a, b) => a[0] - b[0]);
  for (const g of groups) g.sort((a, b) => offsets[a] - offsets[b]);
  return groups;
}

export class SloppyPhraseMatcher {
  private readonly pps: PhrasePositions[];
  private readonly groups: PhrasePositions[][];
  /** Per group: which of its terms (rptInd + 1, 0 for none) holds each occurrence of the group's word. */
  private readonly owners: Int32Array[];
  private readonly queue: PhraseQueue;
  /** Lucene's rptStack and its re-queue bits (by rptInd). */
  private readonly stack: PhrasePositions[];
  private readonly marks: Uint8Array;
  private end = 0;

  constructor(offsets: readonly number[], terms: readonly string[], private readonly slop: number) {
    const empty = new Int32Array(0);
    this.pps = offsets.map((offset, ord) => ({ positions: empty, length: 0, next: 0, position: 0, offset, ord, rptGroup: -1, rptInd: 0 }));
    this.groups = repeatGroups(terms, offsets).map((g, k) =>
      g.map((i, j) => {
        const pp = this.pps[i];
        pp.rptGroup = k;
        pp.rptInd = j;
        return pp;
      }),
    );
    this.owners = this.groups.map(() => new Int32Array(16));
    this.queue = new PhraseQueue(offsets.length);
    this.stack = new Array<PhrasePositions>(offsets.length);
    this.marks = new Uint8Array(Math.max(0, ...this.groups.map((g) => g.length)));
  }

  /**
   * The sloppy frequency of one doc.
   * @param lists each phrase term's positions in the document, in query order (sorted, at least one each)
   * @param lengths how many of each list's entries are the document's (default: the whole list)
   */
  freq(lists: readonly Int32Array[], lengths?: ArrayLike<number>): number {
    if (this.start(lists, lengths)) this.run(Infinity);
    return this.result;
  }

  /** The frequency of the document last started, once `run` has returned true. */
  result = 0;
  /** The matching loop's state between two `run`s (Lucene's locals of phraseFreq). */
  private pp!: PhrasePositions;
  private matchLength = 0;
  private nextPosition = 0;
  /** Occurrences moved to since the document started (the loop's work). */
  private moves = 0;

  /**
   * Places the phrase positions on a document (arguments as `freq`'s) for `run`; false when it cannot match
   * (`result` is then 0).
   */
  start(lists: readonly Int32Array[], lengths?: ArrayLike<number>): boolean {
    const { pps, queue } = this;
    this.result = 0;
    for (let i = 0; i < pps.length; i++) {
      const pp = pps[i];
      pp.positions = lists[i];
      pp.length = lengths ? lengths[i] : lists[i].length;
      if (pp.length === 0) return false;
      pp.next = 1;
      pp.position = pp.positions[0] - pp.offset;
    }
    // No collisions to start with: the j-th repeat of a term starts j occurrences further on.
    for (let k = 0; k < this.groups.length; k++) {
      const g = this.groups[k];
      const occurrences = g[0].length;
      if (occurrences < g.length) return false;
      if (this.owners[k].length < occurrences) this.owners[k] = new Int32Array(occurrences * 2);
      const owner = this.owners[k];
      owner.fill(0, 0, occurrences);
      for (let j = 0; j < g.length; j++) {
        const pp = g[j];
        pp.next = j + 1;
        pp.position = pp.positions[j] - pp.offset;
        owner[j] = j + 1;
      }
    }
    this.end = -Infinity;
    queue.clear();
    for (const pp of pps) {
      if (pp.position > this.end) this.end = pp.position;
      queue.add(pp);
    }
    this.moves = 0;
    this.pp = queue.pop();
    this.matchLength = this.end - this.pp.position;
    this.nextPosition = queue.top().position;
    return true;
  }

  /**
   * Runs the matching loop of the started document until it ends (true: `result` holds the frequency) or
   * until `budget` more occurrences were moved to (false: call again), so a caller can let the host in
   * within one document (a phrase of thousands of repeats of one word on a long document).
   */
  run(budget: number): boolean {
    const { queue, slop } = this;
    const hasRpts = this.groups.length > 0;
    const stop = this.moves + budget;
    let freq = this.result;
    let pp = this.pp;
    let matchLength = this.matchLength;
    let next = this.nextPosition;
    let ended = true;
    while (this.advance(pp)) {
      if (hasRpts && pp.rptGroup >= 0 && !this.advanceRpts(pp)) break;
      if (pp.position > next) {
        if (matchLength <= slop) freq = f32(freq + f32(1 / (matchLength + 1)));
        queue.add(pp);
        pp = queue.pop();
        next = queue.top().position;
        matchLength = this.end - pp.position;
      } else {
        const m2 = this.end - pp.position;
        if (m2 < matchLength) matchLength = m2;
      }
      if (this.moves >= stop) {
        ended = false;
        break;
      }
    }
    if (ended && matchLength <= slop) freq = f32(freq + f32(1 / (matchLength + 1)));
    this.result = freq;
    this.pp = pp;
    this.matchLength = matchLength;
    this.nextPosition = next;
    return ended;
  }

  /** Lucene's advancePP: the next occurrence, `end` kept the largest position; false once exhausted. */
  private advance(pp: PhrasePositions): boolean {
    if (pp.next >= pp.length) return false;
    pp.position = pp.positions[pp.next++] - pp.offset;
    if (pp.position > this.end) this.end = pp.position;
    this.moves++;
    return true;
  }

  /**
   * Lucene's advanceRpts: `start` (a repeat, out of the queue) just moved one occurrence on; while it sits on
   * the occurrence another repeat of its group holds, the lesser of the two moves on. The queued repeats
   * that collided are then re-queued as Lucene does: the queue is popped until each was seen (its bits are
   * by index in the group, whatever the group of the popped one), and the popped ones are added back in
   * reverse. False once a repeat is exhausted.
   */
  private advanceRpts(start: PhrasePositions): boolean {
    const g = this.groups[start.rptGroup];
    const owner = this.owners[start.rptGroup];
    const k0 = start.rptInd;
    // It held the occurrence it left alone (no collisions before it moved).
    owner[start.next - 2] = 0;
    let marked = 0;
    let pp = start;
    for (;;) {
      const at = pp.next - 1;
      const holder = owner[at];
      if (holder === 0) {
        owner[at] = pp.rptInd + 1;
        break;
      }
      const k = holder - 1;
      const mover = lesser(pp, g[k]);
      owner[at] = (mover === pp ? g[k] : pp).rptInd + 1;
      pp = mover;
      if (!this.advance(pp)) {
        // Lucene's bits live for one call: none may be left for the next doc.
        if (marked > 0) this.marks.fill(0);
        return false;
      }
      if (k !== k0 && this.marks[k] === 0) {
        this.marks[k] = 1;
        marked++;
      }
    }
    if (marked === 0) return true;
    const { queue, stack, marks } = this;
    let n = 0;
    while (marked > 0) {
      const pp2 = queue.pop();
      stack[n++] = pp2;
      if (pp2.rptGroup >= 0 && pp2.rptInd < g.length && marks[pp2.rptInd] === 1) {
        marks[pp2.rptInd] = 0;
        marked--;
      }
    }
    for (let i = n - 1; i >= 0; i--) queue.add(stack[i]);
    return true;
  }
}

/**
 * The sloppy frequency of one document (a matcher made for the call; a query reuses one per leaf).
 * @param lists each phrase term's positions in the document, in query order
 * @param offsets each term's position within the phrase
 */
export function sloppyPhraseFreq(lists: Int32Array[], offsets: number[], terms: string[], slop: number): number {
  return new SloppyPhraseMatcher(offsets, terms, slop).freq(lists);
}
