/**
 * String distances of the suggesters, as Lucene 7.7 computes them: the edit distance Lucene's
 * LevenshteinAutomata accept (Levenshtein, or with transpositions the "optimal string alignment" form of
 * Damerau-Levenshtein), on code points; and the spellchecker's StringDistance similarities
 * (LevenshteinDistance, LuceneLevenshteinDistance, JaroWinklerDistance, NGramDistance), in float32.
 */
import { damerauLevenshtein } from '../../util/edit-distance';

/** The code points of a string. */
export function codePoints(s: string): number[] {
  return Array.from(s, (c) => c.codePointAt(0)!);
}

/** Edit distance between two code point arrays (with adjacent transpositions as one edit when asked). */
export function editDistance(a: readonly number[], b: readonly number[], transpositions: boolean): number {
  return damerauLevenshtein(a, b, { transpositions });
}

/**
 * The smallest edit distance between `query` and any prefix of `key` (what a Levenshtein automaton of the
 * query followed by "any suffix" accepts).
 */
export function damerauPrefixDistance(query: string, key: string, transpositions: boolean): number {
  return damerauLevenshtein(codePoints(key), codePoints(query), { transpositions, prefix: true });
}

/** Lucene's LevenshteinDistance: 1 - distance / the longer length (UTF-16 units). */
export function levenshteinSimilarity(target: string, other: string): number {
  if (target.length === 0 || other.length === 0) return target.length === other.length ? 1 : 0;
  const d = editDistance(Array.from(target, (c) => c.charCodeAt(0)), Array.from(other, (c) => c.charCodeAt(0)), false);
  return Math.fround(1 - Math.fround(d / Math.max(other.length, target.length)));
}

/** Lucene's LuceneLevenshteinDistance: with transpositions, on code points, 1 - distance / the shorter length. */
export function luceneLevenshteinSimilarity(target: string, other: string): number {
  const a = codePoints(target);
  const b = codePoints(other);
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 1 : 0;
  const d = editDistance(a, b, true);
  return Math.fround(1 - Math.fround(d / Math.min(a.length, b.length)));
}

/** Lucene's JaroWinklerDistance (threshold 0.7). */
export function jaroWinklerSimilarity(s1: string, s2: string): number {
  const [max, min] = s1.length > s2.length ? [s1, s2] : [s2, s1];
  const range = Math.max(Math.trunc(max.length / 2) - 1, 0);
  const matchIndexes = new Array<number>(min.length).fill(-1);
  const matchFlags = new Array<boolean>(max.length).fill(false);
  let matches = 0;
  for (let mi = 0; mi < min.length; mi++) {
    const c1 = min[mi];
    for (let xi = Math.max(mi - range, 0), xn = Math.min(mi + range + 1, max.length); xi < xn; xi++) {
      if (!matchFlags[xi] && c1 === max[xi]) {
        matchIndexes[mi] = xi;
        matchFlags[xi] = true;
        matches++;
        break;
      }
    }
  }
  const ms1: string[] = [];
  const ms2: string[] = [];
  for (let i = 0; i < min.length; i++) if (matchIndexes[i] !== -1) ms1.push(min[i]);
  for (let i = 0; i < max.length; i++) if (matchFlags[i]) ms2.push(max[i]);
  let transpositions = 0;
  for (let i = 0; i < ms1.length; i++) if (ms1[i] !== ms2[i]) transpositions++;
  let prefix = 0;
  for (let i = 0; i < min.length; i++) {
    if (s1[i] === s2[i]) prefix++;
    else break;
  }
  const m = Math.fround(matches);
  if (m === 0) return 0;
  const t = Math.trunc(transpositions / 2);
  const f = Math.fround;
  const j = f(f(f(f(m / s1.length) + f(m / s2.length)) + f((m - t) / m)) / 3);
  return j < f(0.7) ? j : f(j + f(f(f(Math.min(f(0.1), f(1 / max.length)) * prefix) * f(1 - j))));
}

/** Lucene's NGramDistance with n = 2. */
export function ngramSimilarity(source: string, target: string, n = 2): number {
  const sl = source.length;
  const tl = target.length;
  if (sl === 0 || tl === 0) return sl === tl ? 1 : 0;
  let cost = 0;
  if (sl < n || tl < n) {
    for (let i = 0, ni = Math.min(sl, tl); i < ni; i++) if (source[i] === target[i]) cost++;
    return Math.fround(cost / Math.max(sl, tl));
  }
  const NUL = '\u0000';
  const sa: string[] = [];
  for (let i = 0; i < sl + n - 1; i++) sa.push(i < n - 1 ? NUL : source[i - n + 1]);
  let p = new Array<number>(sl + 1).fill(0);
  let d = new Array<number>(sl + 1).fill(0);
  for (let i = 0; i <= sl; i++) p[i] = i;
  for (let j = 1; j <= tl; j++) {
    const tj: string[] = [];
    if (j < n) {
      for (let ti = 0; ti < n - j; ti++) tj.push(NUL);
      for (let ti = n - j; ti < n; ti++) tj.push(target[ti - (n - j)]);
    } else for (let ti = j - n; ti < j; ti++) tj.push(target[ti]);
    d[0] = j;
    for (let i = 1; i <= sl; i++) {
      cost = 0;
      let tn = n;
      for (let ni = 0; ni < n; ni++) {
        if (sa[i - 1 + ni] !== tj[ni]) cost++;
        else if (sa[i - 1 + ni] === NUL) tn--;
      }
      const ec = Math.fround(cost / tn);
      d[i] = Math.fround(Math.min(Math.min(d[i - 1] + 1, p[i] + 1), p[i - 1] + ec));
    }
    [p, d] = [d, p];
  }
  return Math.fround(1 - Math.fround(p[sl] / Math.max(tl, sl)));
}
