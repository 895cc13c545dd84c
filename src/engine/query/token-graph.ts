/**
 * A token stream read as Lucene 7.7's GraphTokenStreamFiniteStrings reads it: each token is a transition from its
 * position to position + positionLength (multi-word synonyms from synonym_graph span several positions). What
 * QueryBuilder.analyzeGraphBoolean needs: the articulation points (states every path goes through), whether a
 * state has a side path, and the finite strings (each path's terms) between two states.
 */
export interface GraphToken {
  term: string;
  position: number;
  positionLength: number;
}

export class TokenGraph {
  private readonly from = new Map<number, Array<{ term: string; dest: number }>>();
  readonly last: number;
  constructor(tokens: readonly GraphToken[]) {
    let last = 0;
    for (const t of tokens) {
      const dest = t.position + Math.max(1, t.positionLength);
      const list = this.from.get(t.position) ?? [];
      list.push({ term: t.term, dest });
      this.from.set(t.position, list);
      last = Math.max(last, dest);
    }
    this.last = last;
  }

  /** The states strictly inside the graph that no transition jumps over, in order. */
  articulationPoints(): number[] {
    const out: number[] = [];
    const states = [...this.from.keys()].sort((a, b) => a - b);
    for (const s of states) {
      if (s === states[0]) continue;
      let spanned = false;
      for (const [start, list] of this.from) {
        if (start < s && list.some((t) => t.dest > s)) {
          spanned = true;
          break;
        }
      }
      if (!spanned) out.push(s);
    }
    return out;
  }

  /** Whether the transitions leaving `state` go to more than one state. */
  hasSidePath(state: number): boolean {
    const list = this.from.get(state) ?? [];
    return list.some((t) => t.dest !== list[0].dest);
  }

  /** The terms of the transitions leaving `state`. */
  termsAt(state: number): string[] {
    return (this.from.get(state) ?? []).map((t) => t.term);
  }

  /** Every path's terms from `start` to `end` (the graph's end when -1), in the order the transitions come. */
  finiteStrings(start: number, end: number): string[][] {
    const target = end < 0 ? this.last : end;
    const out: string[][] = [];
    const walk = (state: number, path: string[]) => {
      if (state === target) {
        out.push(path);
        return;
      }
      for (const t of this.from.get(state) ?? []) if (t.dest <= target) walk(t.dest, [...path, t.term]);
    };
    walk(start, []);
    return out;
  }
}
