/**
 * Lucene 7.7's German normalizers and stemmers (org.apache.lucene.analysis.de), as the algorithms in
 * GermanNormalizationFilter, GermanLightStemmer and GermanStemmer describe them; terms are UTF-16 strings.
 */

/**
 * GermanNormalizationFilter: ä/ö/ü folded, ß → ss, and the 'e' of ae/oe/ue dropped (not after a vowel
 * or q for ue): a three-state machine over the characters.
 */
export function germanNormalize(term: string): string {
  const N = 0, V = 1, U = 2;
  let state = N;
  let out = '';
  for (const c of term) {
    switch (c) {
      case 'a': case 'o': out += c; state = U; break;
      case 'u': out += c; state = state === N ? U : V; break;
      case 'e':
        if (state !== U) out += c;
        state = V;
        break;
      case 'i': case 'q': case 'y': out += c; state = V; break;
      case 'ä': out += 'a'; state = V; break;
      case 'ö': out += 'o'; state = V; break;
      case 'ü': out += 'u'; state = V; break;
      case 'ß': out += 'ss'; state = N; break;
      default: out += c; state = N;
    }
  }
  return out;
}

const LIGHT_FOLD: Record<string, string> = {
  'ä': 'a', 'à': 'a', 'á': 'a', 'â': 'a', 'ö': 'o', 'ò': 'o', 'ó': 'o', 'ô': 'o',
  'ï': 'i', 'ì': 'i', 'í': 'i', 'î': 'i', 'ü': 'u', 'ù': 'u', 'ú': 'u', 'û': 'u',
};
const stEnding = (c: string) => 'bdfghklmnt'.includes(c) && c.length === 1;

/** GermanLightStemmer (Savoy's light stemmer): accents folded, then two suffix steps. */
export function germanLightStem(term: string): string {
  let s = '';
  for (let i = 0; i < term.length; i++) s += Object.prototype.hasOwnProperty.call(LIGHT_FOLD, term[i]) ? LIGHT_FOLD[term[i]] : term[i];
  let len = s.length;
  const at = (i: number) => s[i];
  // step 1
  if (len > 5 && s.endsWith('ern', len)) len -= 3;
  else if (len > 4 && at(len - 2) === 'e' && 'mnrs'.includes(at(len - 1))) len -= 2;
  else if (len > 3 && at(len - 1) === 'e') len -= 1;
  else if (len > 3 && at(len - 1) === 's' && stEnding(at(len - 2))) len -= 1;
  // step 2
  if (len > 5 && s.endsWith('est', len)) len -= 3;
  else if (len > 4 && at(len - 2) === 'e' && (at(len - 1) === 'r' || at(len - 1) === 'n')) len -= 2;
  else if (len > 4 && at(len - 2) === 's' && at(len - 1) === 't' && stEnding(at(len - 3))) len -= 2;
  return s.slice(0, len);
}

const isJavaLetterChar = (c: string) => /^\p{L}$/u.test(c);

/**
 * GermanStemmer (Jörg Caumanns' algorithm, the `german_stem` filter): lower-cased, then substitution of
 * doubled letters and common clusters by markers, suffix stripping, optimisation, resubstitution and
 * removal of a "gege" particle. Terms with a non-letter are left alone.
 */
export function germanStem(input: string): string {
  const term = input.toLowerCase();
  for (let i = 0; i < term.length; i++) if (!isJavaLetterChar(term[i])) return term;
  const b = term.split('');
  let substCount = 0;
  // substitute
  for (let c = 0; c < b.length; c++) {
    if (c > 0 && b[c] === b[c - 1]) b[c] = '*';
    else if (b[c] === 'ä') b[c] = 'a';
    else if (b[c] === 'ö') b[c] = 'o';
    else if (b[c] === 'ü') b[c] = 'u';
    else if (b[c] === 'ß') {
      b[c] = 's';
      b.splice(c + 1, 0, 's');
      substCount++;
    }
    if (c < b.length - 1) {
      if (c < b.length - 2 && b[c] === 's' && b[c + 1] === 'c' && b[c + 2] === 'h') {
        b[c] = '$';
        b.splice(c + 1, 2);
        substCount += 2;
      } else if (b[c] === 'c' && b[c + 1] === 'h') { b[c] = '§'; b.splice(c + 1, 1); substCount++; }
      else if (b[c] === 'e' && b[c + 1] === 'i') { b[c] = '%'; b.splice(c + 1, 1); substCount++; }
      else if (b[c] === 'i' && b[c + 1] === 'e') { b[c] = '&'; b.splice(c + 1, 1); substCount++; }
      else if (b[c] === 'i' && b[c + 1] === 'g') { b[c] = '#'; b.splice(c + 1, 1); substCount++; }
      else if (b[c] === 's' && b[c + 1] === 't') { b[c] = '!'; b.splice(c + 1, 1); substCount++; }
    }
  }
  const tail2 = () => b[b.length - 2] + b[b.length - 1];
  const strip = () => {
    for (;;) {
      if (b.length <= 3) return;
      const last = b[b.length - 1];
      if (b.length + substCount > 5 && tail2() === 'nd') b.length -= 2;
      else if (b.length + substCount > 4 && (tail2() === 'em' || tail2() === 'er')) b.length -= 2;
      else if (last === 'e' || last === 's' || last === 'n' || last === 't') b.length -= 1;
      else return;
    }
  };
  strip();
  // optimize
  if (b.length > 5 && b.slice(b.length - 5).join('') === 'erin*') {
    b.length -= 1;
    strip();
  }
  if (b.length > 0 && b[b.length - 1] === 'z') b[b.length - 1] = 'x';
  // resubstitute
  const back: Record<string, string> = { '$': 'sch', '§': 'ch', '%': 'ei', '&': 'ie', '#': 'ig', '!': 'st' };
  let out = '';
  for (let c = 0; c < b.length; c++) {
    if (b[c] === '*') {
      // The pair's first character, as written back (Java rewrites the buffer in place).
      out += out[out.length - 1];
    } else out += Object.prototype.hasOwnProperty.call(back, b[c]) ? back[b[c]] : b[c];
  }
  // removeParticleDenotion
  if (out.length > 4) {
    const i = out.indexOf('gege');
    if (i >= 0 && i < out.length - 3) out = out.slice(0, i) + out.slice(i + 2);
  }
  return out;
}
