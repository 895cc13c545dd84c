import { StemBuffer } from './buffer';

/**
 * Lucene 7.7's LatvianStemmer: a light version of Kreslins' algorithm. The first noun or adjective
 * ending (longest listed first) that leaves three letters and a vowel is removed; the endings of the
 * II, V and VI declensions then undo the consonant's palatalisation.
 */
const AFFIXES: ReadonlyArray<readonly [string, number, boolean]> = [
  ['ajiem', 3, false], ['ajai', 3, false], ['ajam', 2, false], ['ajām', 2, false], ['ajos', 2, false], ['ajās', 2, false],
  ['iem', 2, true], ['ajā', 2, false], ['ais', 2, false], ['ai', 2, false], ['ei', 2, false], ['ām', 1, false],
  ['am', 1, false], ['ēm', 1, false], ['īm', 1, false], ['im', 1, false], ['um', 1, false], ['us', 1, true],
  ['as', 1, false], ['ās', 1, false], ['es', 1, false], ['os', 1, true], ['ij', 1, false], ['īs', 1, false],
  ['ēs', 1, false], ['is', 1, false], ['ie', 1, false], ['u', 1, true], ['a', 1, true], ['i', 1, true],
  ['e', 1, false], ['ā', 1, false], ['ē', 1, false], ['ī', 1, false], ['ū', 1, false], ['o', 1, false],
  ['s', 0, false], ['š', 0, false],
];
const VOWELS = new Set('aeiouāīēū');

export function latvianStem(term: string): string {
  const b = new StemBuffer(term);
  let vowels = 0;
  for (const c of b.s) if (VOWELS.has(c)) vowels++;
  for (const [affix, vc, palatalizes] of AFFIXES) {
    if (vowels > vc && b.len >= affix.length + 3 && b.endsWith(affix)) {
      const len = b.len - affix.length;
      return b.s.slice(0, palatalizes ? unpalatalize(b, len) : len).join('');
    }
  }
  return term;
}

/** Undoes palatalisation, except the ambiguous s/t → š and d/z → ž. */
function unpalatalize(b: StemBuffer, len: number): number {
  const s = b.s;
  // A removed -u marks the genitive plural of II, V and VI, where only these two apply.
  if (s[len] === 'u') {
    if (b.endsWith('kš', len)) {
      s[len - 1] = 's';
      s.splice(len, 0, 't');
      return len + 1;
    }
    if (b.endsWith('ņņ', len)) {
      s[len - 2] = 'n';
      s[len - 1] = 'n';
      return len;
    }
  }
  if (['pj', 'bj', 'mj', 'vj'].some((x) => b.endsWith(x, len))) return len - 1; // labial + j
  const pairs: ReadonlyArray<readonly [string, string]> = [['šņ', 'sn'], ['žņ', 'zn'], ['šļ', 'sl'], ['žļ', 'zl'], ['ļņ', 'ln'], ['ļļ', 'll']];
  for (const [from, to] of pairs) {
    if (b.endsWith(from, len)) {
      s[len - 2] = to[0];
      s[len - 1] = to[1];
      return len;
    }
  }
  const last: Readonly<Record<string, string>> = { 'č': 'c', 'ļ': 'l', 'ņ': 'n' };
  if (Object.prototype.hasOwnProperty.call(last, s[len - 1])) s[len - 1] = last[s[len - 1]];
  return len;
}
