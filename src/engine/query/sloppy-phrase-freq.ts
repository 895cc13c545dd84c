/**
 * Lucene 7.7's SloppyPhraseScorer.phraseFreq for one document, including its handling of repeated
 * terms ("the the"): each phrase term walks its positions; the phrase's current span runs from the
 * smallest (position - offset) to the largest; every time the smallest one moves past the next
 * smallest, the span closed so far counts 1/(matchLength+1) if it fits in the slop.
 */
interface PhrasePositions {
  positions: Int32Array;
  next: number;
  /** position - offset of the current occurrence. */
  position: number;
  offset: number;
  ord: number;
  term: string;
  rptGroup: number;
  rptInd: number;
}

const f32 = Math.fround;

function nextPosition(pp: PhrasePositions): boolean {
  if (pp.next >= pp.positions.length) return false;
  pp.position = pp.positions[pp.next++] - pp.offset;
  return true;
}

/** PhraseQueue order: position, then offset, then ord. */
function lessThan(a: PhrasePositions, b: PhrasePositions) {
  if (a.position !== b.position) return a.position < b.position;
  if (a.offset !== b.offset) return a.offset < b.offset;
  return a.ord < b.ord;
}

/**
 * Lucene's PhraseQueue: a binary min-heap in `lessThan` order, so each step costs log(terms) — a
 * linear scan for the smallest made a 5,000-term phrase quadratic per position.
 */
class PhraseQueue {
  private readonly heap: PhrasePositions[] = [];
  get size() {
    return this.heap.length;
  }
  top(): PhrasePositions {
    return this.heap[0];
  }
  add(pp: PhrasePositions) {
    const h = this.heap;
    let i = h.length;
    h.push(pp);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!lessThan(pp, h[parent])) break;
      h[i] = h[parent];
      i = parent;
    }
    h[i] = pp;
  }
  /** Restores the heap order after queued entries moved (a repeat advanced while in the queue). */
  rebuild() {
    const all = this.heap.splice(0);
    for (const pp of all) this.add(pp);
  }
  pop(): PhrasePositions {
    const h = this.heap;
    const top = h[0];
    const last = h.pop()!;
    if (h.length > 0) {
      let i = 0;
      const n = h.length;
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

const tpPos = (pp: PhrasePositions) => pp.position + pp.offset;

/** The repetition groups of a phrase (indices of its terms), by the query's term array: they do not depend on the document at hand. */
const groupsOf = new WeakMap<string[], { offsets: number[]; groups: number[][] }>();

function repeatGroups(terms: string[], offsets: number[]): number[][] {
  const known = groupsOf.get(terms);
  if (known && known.offsets === offsets) return known.groups;
  const byTerm = new Map<string, number[]>();
  terms.forEach((t, i) => {
    const list = byTerm.get(t);
    if (list) list.push(i);
    else byTerm.set(t, [i]);
  });
  const groups: number[][] = [];
  for (const list of byTerm.values()) {
    if (list.length < 2) continue;
    const g: number[] = [];
    for (const i of list) if (!g.some((o) => offsets[o] === offsets[i])) g.push(i);
    if (g.length < 2) continue;
    g.sort((a, b) => offsets[a] - offsets[b]);
    groups.push(g);
  }
  groupsOf.set(terms, { offsets, groups });
  return groups;
}

/**
 * @param lists each phrase term's positions in the document, in query order
 * @param offsets each term's position within the phrase
 */
export function sloppyPhraseFreq(lists: Int32Array[], offsets: number[], terms: string[], slop: number): number {
  const pps: PhrasePositions[] = lists.map((positions, i) => ({ positions, next: 0, position: 0, offset: offsets[i], ord: i, term: terms[i], rptGroup: -1, rptInd: 0 }));
  for (const pp of pps) nextPosition(pp);

  // Repetition groups: phrase terms that are the same term at different offsets.
  const groups: PhrasePositions[][] = repeatGroups(terms, offsets).map((g) => g.map((i) => pps[i]));
  groups.forEach((g, k) =>
    g.forEach((pp, j) => {
      pp.rptGroup = k;
      pp.rptInd = j;
    }),
  );
  // No collisions to start with: the j-th repeat of a term starts j occurrences further on.
  for (const g of groups) {
    for (let j = 1; j < g.length; j++) for (let k = 0; k < j; k++) if (!nextPosition(g[j])) return 0;
  }

  let end = -Infinity;
  const queue = new PhraseQueue();
  for (const pp of pps) {
    queue.add(pp);
    if (pp.position > end) end = pp.position;
  }

  const advance = (pp: PhrasePositions) => {
    if (!nextPosition(pp)) return false;
    if (pp.position > end) end = pp.position;
    return true;
  };
  const collide = (pp: PhrasePositions) => {
    for (const other of groups[pp.rptGroup]) if (other !== pp && tpPos(other) === tpPos(pp)) return other;
    return undefined;
  };
  /** pp just moved: while it sits on the same term position as a repeat of itself, move the lesser of the two. */
  const advanceRepeats = (start: PhrasePositions) => {
    if (start.rptGroup < 0) return true;
    let pp = start;
    let movedQueued = false;
    for (let other = collide(pp); other; other = collide(pp)) {
      pp = pp.position < other.position || (pp.position === other.position && pp.offset < other.offset) ? pp : other;
      if (pp !== start) movedQueued = true;
      if (!advance(pp)) return false;
    }
    if (movedQueued) queue.rebuild();
    return true;
  };

  let freq = 0;
  let pp = queue.pop();
  let matchLength = end - pp.position;
  let next = queue.top().position;
  while (advance(pp)) {
    if (groups.length > 0 && !advanceRepeats(pp)) break;
    if (pp.position > next) {
      if (matchLength <= slop) freq = f32(freq + f32(1 / (matchLength + 1)));
      queue.add(pp);
      pp = queue.pop();
      next = queue.top().position;
      matchLength = end - pp.position;
    } else {
      const m2 = end - pp.position;
      if (m2 < matchLength) matchLength = m2;
    }
  }
  if (matchLength <= slop) freq = f32(freq + f32(1 / (matchLength + 1)));
  return freq;
}
