/**
 * Porter's stemming algorithm as Lucene 7.7's PorterStemmer applies it (the published steps with the
 * reference implementation's variants: -bli → -ble, -logi → -log, and a word of at most two letters
 * left alone). Works on UTF-16 units; anything but a, e, i, o, u (and y after a consonant) is a consonant.
 */
export function porterStem(word: string): string {
  if (word.length <= 2) return word;
  const b = word.split('');
  let k = b.length - 1; // last index of the current word
  let j = 0; // end of the stem before a matched suffix (set by ends)

  const cons = (i: number): boolean => {
    switch (b[i]) {
      case 'a': case 'e': case 'i': case 'o': case 'u': return false;
      case 'y': return i === 0 ? true : !cons(i - 1);
      default: return true;
    }
  };
  /** The number of consonant-vowel sequences in b[0..j]. */
  const m = (): number => {
    let n = 0;
    let i = 0;
    for (;;) {
      if (i > j) return n;
      if (!cons(i)) break;
      i++;
    }
    i++;
    for (;;) {
      for (;;) {
        if (i > j) return n;
        if (cons(i)) break;
        i++;
      }
      i++;
      n++;
      for (;;) {
        if (i > j) return n;
        if (!cons(i)) break;
        i++;
      }
      i++;
    }
  };
  const vowelInStem = () => {
    for (let i = 0; i <= j; i++) if (!cons(i)) return true;
    return false;
  };
  const doubleC = (at: number) => at >= 1 && b[at] === b[at - 1] && cons(at);
  const cvc = (i: number) => {
    if (i < 2 || !cons(i) || cons(i - 1) || !cons(i - 2)) return false;
    return b[i] !== 'w' && b[i] !== 'x' && b[i] !== 'y';
  };
  const ends = (s: string): boolean => {
    const o = k - s.length + 1;
    if (o < 0) return false;
    for (let i = 0; i < s.length; i++) if (b[o + i] !== s[i]) return false;
    j = k - s.length;
    return true;
  };
  const setTo = (s: string) => {
    for (let i = 0; i < s.length; i++) b[j + 1 + i] = s[i];
    k = j + s.length;
  };
  const r = (s: string) => {
    if (m() > 0) setTo(s);
  };
  /** Tries suffix → replacement pairs in order; the first suffix that ends the word is replaced when m() > 0. */
  const firstOf = (pairs: ReadonlyArray<readonly [string, string]>) => {
    for (const [suffix, by] of pairs) {
      if (ends(suffix)) {
        r(by);
        return;
      }
    }
  };

  // Step 1: plurals, -ed, -ing.
  if (b[k] === 's') {
    if (ends('sses')) k -= 2;
    else if (ends('ies')) setTo('i');
    else if (b[k - 1] !== 's') k--;
  }
  if (ends('eed')) {
    if (m() > 0) k--;
  } else if ((ends('ed') || ends('ing')) && vowelInStem()) {
    k = j;
    if (ends('at')) setTo('ate');
    else if (ends('bl')) setTo('ble');
    else if (ends('iz')) setTo('ize');
    else if (doubleC(k)) {
      const ch = b[k--];
      if (ch === 'l' || ch === 's' || ch === 'z') k++;
    } else if (m() === 1 && cvc(k)) setTo('e');
  }
  // Step 2: terminal y → i when the stem has a vowel.
  if (ends('y') && vowelInStem()) b[k] = 'i';
  // Step 3: double suffixes.
  if (k !== 0) {
    const STEP3: Record<string, ReadonlyArray<readonly [string, string]>> = {
      a: [['ational', 'ate'], ['tional', 'tion']],
      c: [['enci', 'ence'], ['anci', 'ance']],
      e: [['izer', 'ize']],
      l: [['bli', 'ble'], ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous']],
      o: [['ization', 'ize'], ['ation', 'ate'], ['ator', 'ate']],
      s: [['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous']],
      t: [['aliti', 'al'], ['iviti', 'ive'], ['biliti', 'ble']],
      g: [['logi', 'log']],
    };
    const pairs = Object.prototype.hasOwnProperty.call(STEP3, b[k - 1]) ? STEP3[b[k - 1]] : undefined;
    if (pairs) firstOf(pairs);
  }
  // Step 4: -ic-, -full, -ness.
  {
    const STEP4: Record<string, ReadonlyArray<readonly [string, string]>> = {
      e: [['icate', 'ic'], ['ative', ''], ['alize', 'al']],
      i: [['iciti', 'ic']],
      l: [['ical', 'ic'], ['ful', '']],
      s: [['ness', '']],
    };
    const pairs = Object.prototype.hasOwnProperty.call(STEP4, b[k]) ? STEP4[b[k]] : undefined;
    if (pairs) firstOf(pairs);
  }
  // Step 5: -ant, -ence, ... in a stem with m() > 1.
  if (k !== 0) {
    const STEP5: Record<string, readonly string[]> = {
      a: ['al'], c: ['ance', 'ence'], e: ['er'], i: ['ic'], l: ['able', 'ible'], n: ['ant', 'ement', 'ment', 'ent'],
      s: ['ism'], t: ['ate', 'iti'], u: ['ous'], v: ['ive'], z: ['ize'],
    };
    const c = b[k - 1];
    let matched = false;
    if (c === 'o') matched = (ends('ion') && j >= 0 && (b[j] === 's' || b[j] === 't')) || ends('ou');
    else if (Object.prototype.hasOwnProperty.call(STEP5, c)) matched = STEP5[c].some((s) => ends(s));
    if (matched && m() > 1) k = j;
  }
  // Step 6: a final -e, and -ll → -l, when m() > 1.
  j = k;
  if (b[k] === 'e') {
    const a = m();
    if (a > 1 || (a === 1 && !cvc(k - 1))) k--;
  }
  if (b[k] === 'l' && doubleC(k) && m() > 1) k--;
  return b.slice(0, k + 1).join('');
}

/** PorterStemFilter: stems every term not marked as a keyword. */
export const porterStemFilter = (tokens: import('../token').Token[]) => {
  for (const t of tokens) if (!t.keyword) t.term = porterStem(t.term);
  return tokens;
};
