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

function minOf(queue: Set<PhrasePositions>): PhrasePositions {
  let best: PhrasePositions | undefined;
  for (const pp of queue) if (!best || lessThan(pp, best)) best = pp;
  return best!;
}

const tpPos = (pp: PhrasePositions) => pp.position + pp.offset;

/**
 * @param lists each phrase term's positions in the document, in query order
 * @param offsets each term's position within the phrase
 */
export function sloppyPhraseFreq(lists: Int32Array[], offsets: number[], terms: string[], slop: number): number {
  const pps: PhrasePositions[] = lists.map((positions, i) => ({ positions, next: 0, position: 0, offset: offsets[i], ord: i, term: terms[i], rptGroup: -1, rptInd: 0 }));
  for (const pp of pps) nextPosition(pp);

  // Repetition groups: phrase terms that are the same term at different offsets.
  const groups: PhrasePositions[][] = [];
  const byTerm = new Map<string, PhrasePositions[]>();
  for (const pp of pps) {
    const list = byTerm.get(pp.term) ?? [];
    list.push(pp);
    byTerm.set(pp.term, list);
  }
  for (const list of byTerm.values()) {
    if (list.length < 2) continue;
    const g: PhrasePositions[] = [];
    for (const pp of list) if (!g.some((o) => o.offset === pp.offset)) g.push(pp);
    if (g.length < 2) continue;
    g.sort((a, b) => a.offset - b.offset);
    g.forEach((pp, j) => {
      pp.rptGroup = groups.length;
      pp.rptInd = j;
    });
    groups.push(g);
  }
  // No collisions to start with: the j-th repeat of a term starts j occurrences further on.
  for (const g of groups) {
    for (let j = 1; j < g.length; j++) for (let k = 0; k < j; k++) if (!nextPosition(g[j])) return 0;
  }

  let end = -Infinity;
  const queue = new Set<PhrasePositions>(pps);
  for (const pp of pps) if (pp.position > end) end = pp.position;

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
    for (let other = collide(pp); other; other = collide(pp)) {
      pp = pp.position < other.position || (pp.position === other.position && pp.offset < other.offset) ? pp : other;
      if (!advance(pp)) return false;
    }
    return true;
  };

  let freq = 0;
  let pp = minOf(queue);
  queue.delete(pp);
  let matchLength = end - pp.position;
  let next = minOf(queue).position;
  while (advance(pp)) {
    if (groups.length > 0 && !advanceRepeats(pp)) break;
    if (pp.position > next) {
      if (matchLength <= slop) freq = f32(freq + f32(1 / (matchLength + 1)));
      queue.add(pp);
      pp = minOf(queue);
      queue.delete(pp);
      next = minOf(queue).position;
      matchLength = end - pp.position;
    } else {
      const m2 = end - pp.position;
      if (m2 < matchLength) matchLength = m2;
    }
  }
  if (matchLength <= slop) freq = f32(freq + f32(1 / (matchLength + 1)));
  return freq;
}
