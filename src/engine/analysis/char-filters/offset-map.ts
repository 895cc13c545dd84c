/**
 * Lucene's BaseCharFilter offset correction: a sorted list of (output offset, cumulative diff) points;
 * an output offset is corrected by the diff of the last point at or before it.
 */
export class OffsetMap {
  private readonly offsets: number[] = [];
  private readonly diffs: number[] = [];

  /** BaseCharFilter.addOffCorrectMap: a point at the same offset as the last one overwrites its diff. */
  add(off: number, cumulativeDiff: number): void {
    const n = this.offsets.length;
    if (n > 0 && this.offsets[n - 1] === off) this.diffs[n - 1] = cumulativeDiff;
    else {
      this.offsets.push(off);
      this.diffs.push(cumulativeDiff);
    }
  }

  lastDiff(): number {
    return this.diffs.length === 0 ? 0 : this.diffs[this.diffs.length - 1];
  }

  /** BaseCharFilter.correct (a binary search for the last point at or before `off`). */
  correct(off: number): number {
    let lo = 0;
    let hi = this.offsets.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (this.offsets[mid] <= off) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found < 0 ? off : off + this.diffs[found];
  }
}

/** What a char filter gives: its output text and the correction of an output offset to its input. */
export interface CharFiltered {
  text: string;
  correct(off: number): number;
}

/** A char filter: text in, filtered text and offset correction out (one whole value at a time). */
export type CharFilter = (text: string) => CharFiltered;

/**
 * Runs char filters in order; the returned correction maps an offset of the last output back into the
 * original text, as CharFilter.correctOffset chains through its input filters.
 */
export function runCharFilters(filters: readonly CharFilter[], text: string): { text: string; correct: (off: number) => number; stages: string[] } {
  let current = text;
  const corrections: Array<(off: number) => number> = [];
  const stages: string[] = [];
  for (const f of filters) {
    const r = f(current);
    corrections.push((o) => r.correct(o));
    current = r.text;
    stages.push(current);
  }
  const correct = (off: number) => {
    let o = off;
    for (let i = corrections.length - 1; i >= 0; i--) o = corrections[i](o);
    return o;
  };
  return { text: current, correct, stages };
}
