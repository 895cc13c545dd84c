/**
 * The edit distance Lucene's LevenshteinAutomata accept, over arrays of code points (or UTF-16 units): insertions,
 * deletions and substitutions, and with `transpositions` also a swap of two adjacent symbols (the "optimal string
 * alignment" form of Damerau-Levenshtein). The fuzzy query, the term suggester and the completion suggester's
 * fuzzy prefix all ask this one function.
 */
export interface EditDistanceOptions {
  /** Adjacent transpositions count as one edit. */
  readonly transpositions: boolean;
  /** Stop once the distance is past `max` and answer `max + 1` (default: no bound). */
  readonly max?: number;
  /** The least distance between `b` and any prefix of `a` (an automaton of `b` followed by any suffix). */
  readonly prefix?: boolean;
}

export function damerauLevenshtein<T>(a: readonly T[], b: readonly T[], options: EditDistanceOptions): number {
  const { transpositions, max = Infinity, prefix = false } = options;
  const m = b.length;
  if (!prefix && Math.abs(a.length - m) > max) return max + 1;
  // Three rows: the one before the previous serves transpositions.
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Array<number>(m + 1).fill(0);
  let best = m;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (cur[m] < best) best = cur[m];
    // No later row has a cell below this row's least (a transposition's cell is no less than its left neighbour's).
    if (rowMin > max) return prefix ? Math.min(best, max + 1) : max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prefix ? best : prev[m], max + 1);
}
