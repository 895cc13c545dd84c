import { foldTable, isLetterUnit, StemBuffer } from './buffer';

/** Lucene 7.7's light stemmers for French, Italian and Spanish (Jacques Savoy's UniNE algorithms). */

const FRENCH_NORM = foldTable({ a: 'àáâ', o: 'ô', e: 'èéê', u: 'ùû', i: 'î', c: 'ç' });

function frenchNorm(b: StemBuffer, len: number): number {
  const s = b.s;
  if (len > 4) {
    b.fold(FRENCH_NORM, len);
    let ch = s[0];
    for (let i = 1; i < len; i++) {
      if (s[i] === ch && isLetterUnit(ch)) {
        s.splice(i, 1);
        len--;
        i--;
      } else ch = s[i];
    }
  }
  if (len > 4 && b.endsWith('ie', len)) len -= 2;
  if (len > 4) {
    if (s[len - 1] === 'r') len--;
    if (s[len - 1] === 'e') len--;
    if (s[len - 1] === 'e') len--;
    if (s[len - 1] === s[len - 2] && isLetterUnit(s[len - 1])) len--;
  }
  return len;
}

/** FrenchLightStemmer. */
export function frenchLightStem(term: string): string {
  const b = new StemBuffer(term);
  const s = b.s;
  const done = (len: number) => {
    b.len = frenchNorm(b, len);
    return b.toString();
  };
  let len = b.len;
  const ends = (x: string) => b.endsWith(x, len);
  if (len > 5 && s[len - 1] === 'x') {
    if (s[len - 3] === 'a' && s[len - 2] === 'u' && s[len - 4] !== 'e') s[len - 2] = 'l';
    len--;
  }
  if (len > 3 && s[len - 1] === 'x') len--;
  if (len > 3 && s[len - 1] === 's') len--;
  if (len > 9 && ends('issement')) { len -= 6; s[len - 1] = 'r'; return done(len); }
  if (len > 8 && ends('issant')) { len -= 4; s[len - 1] = 'r'; return done(len); }
  if (len > 6 && ends('ement')) {
    len -= 4;
    if (len > 3 && ends('ive')) { len--; s[len - 1] = 'f'; }
    return done(len);
  }
  if (len > 11 && ends('ficatrice')) { len -= 5; s[len - 2] = 'e'; s[len - 1] = 'r'; return done(len); }
  if (len > 10 && ends('ficateur')) { len -= 4; s[len - 2] = 'e'; s[len - 1] = 'r'; return done(len); }
  if (len > 9 && ends('catrice')) { len -= 3; s[len - 4] = 'q'; s[len - 3] = 'u'; s[len - 2] = 'e'; return done(len); }
  if (len > 8 && ends('cateur')) { len -= 2; s[len - 4] = 'q'; s[len - 3] = 'u'; s[len - 2] = 'e'; s[len - 1] = 'r'; return done(len); }
  if (len > 8 && ends('atrice')) { len -= 4; s[len - 2] = 'e'; s[len - 1] = 'r'; return done(len); }
  if (len > 7 && ends('ateur')) { len -= 3; s[len - 2] = 'e'; s[len - 1] = 'r'; return done(len); }
  if (len > 6 && ends('trice')) { len--; s[len - 3] = 'e'; s[len - 2] = 'u'; s[len - 1] = 'r'; }
  if (len > 5 && ends('ième')) return done(len - 4);
  if (len > 7 && ends('teuse')) { len -= 2; s[len - 1] = 'r'; return done(len); }
  if (len > 6 && ends('teur')) { len--; s[len - 1] = 'r'; return done(len); }
  if (len > 5 && ends('euse')) return done(len - 2);
  if (len > 8 && ends('ère')) { len--; s[len - 2] = 'e'; return done(len); }
  if (len > 7 && ends('ive')) { len--; s[len - 1] = 'f'; return done(len); }
  if (len > 4 && (ends('folle') || ends('molle'))) { len -= 2; s[len - 1] = 'u'; return done(len); }
  if (len > 9 && ends('nnelle')) return done(len - 5);
  if (len > 9 && ends('nnel')) return done(len - 3);
  if (len > 4 && ends('ète')) { len--; s[len - 2] = 'e'; }
  if (len > 8 && ends('ique')) len -= 4;
  if (len > 8 && ends('esse')) return done(len - 3);
  if (len > 7 && ends('inage')) return done(len - 3);
  if (len > 9 && ends('isation')) {
    len -= 7;
    if (len > 5 && ends('ual')) s[len - 2] = 'e';
    return done(len);
  }
  if (len > 9 && ends('isateur')) return done(len - 7);
  if (len > 8 && ends('ation')) return done(len - 5);
  if (len > 8 && ends('ition')) return done(len - 5);
  return done(len);
}

const SAVOY_FOLD = foldTable({ a: 'àáâä', o: 'òóôö', e: 'èéêë', u: 'ùúûü', i: 'ìíîï' });

/**
 * The frame of Savoy's Italian and Spanish light stemmers: a term shorter than `minLength` stays as it is; else its
 * accents are folded and `rule` reads its letters, answering with `cut(n)` (the term less its last n letters).
 */
function savoyLightStem(term: string, minLength: number, rule: (s: string[], len: number, cut: (n: number) => string, b: StemBuffer) => string): string {
  const b = new StemBuffer(term);
  const s = b.s;
  const len = b.len;
  if (len < minLength) return term;
  b.fold(SAVOY_FOLD);
  return rule(s, len, (n) => s.slice(0, len - n).join(''), b);
}

/** ItalianLightStemmer. */
export function italianLightStem(term: string): string {
  return savoyLightStem(term, 6, (s, len, cut, b) => {
    switch (s[len - 1]) {
      case 'e': return cut(s[len - 2] === 'i' || s[len - 2] === 'h' ? 2 : 1);
      case 'i': return cut(s[len - 2] === 'h' || s[len - 2] === 'i' ? 2 : 1);
      case 'a':
      case 'o': return cut(s[len - 2] === 'i' ? 2 : 1);
      default: return b.toString();
    }
  });
}

/** SpanishLightStemmer. */
export function spanishLightStem(term: string): string {
  return savoyLightStem(term, 5, (s, len, cut, b) => {
    switch (s[len - 1]) {
      case 'o': case 'a': case 'e': return cut(1);
      case 's':
        if (s[len - 2] === 'e' && s[len - 3] === 's' && s[len - 4] === 'e') return cut(2);
        if (s[len - 2] === 'e' && s[len - 3] === 'c') { s[len - 3] = 'z'; return cut(2); }
        if (s[len - 2] === 'o' || s[len - 2] === 'a' || s[len - 2] === 'e') return cut(2);
    }
    return b.toString();
  });
}

const PORTUGUESE_FOLD = foldTable({ a: 'àáâäã', o: 'òóôöõ', e: 'èéêë', u: 'ùúûü', i: 'ìíîï', c: 'ç' });

/** PortugueseLightStemmer: plural and adverb suffixes, feminine forms, a final vowel, then accents folded. */
export function portugueseLightStem(term: string): string {
  const b = new StemBuffer(term);
  const s = b.s;
  let len = b.len;
  if (len < 4) return term;
  const ends = (x: string) => b.endsWith(x, len);
  // removeSuffix
  const removeSuffix = (): number => {
    if (len > 4 && ends('es') && 'rslz'.includes(s[len - 3])) return len - 2;
    if (len > 3 && ends('ns')) { s[len - 2] = 'm'; return len - 1; }
    if (len > 4 && (ends('eis') || ends('éis'))) { s[len - 3] = 'e'; s[len - 2] = 'l'; return len - 1; }
    if (len > 4 && ends('ais')) { s[len - 2] = 'l'; return len - 1; }
    if (len > 4 && ends('óis')) { s[len - 3] = 'o'; s[len - 2] = 'l'; return len - 1; }
    if (len > 4 && ends('is')) { s[len - 1] = 'l'; return len; }
    if (len > 3 && (ends('ões') || ends('ães'))) { len--; s[len - 2] = 'ã'; s[len - 1] = 'o'; return len; }
    if (len > 6 && ends('mente')) return len - 5;
    if (len > 3 && s[len - 1] === 's') return len - 1;
    return len;
  };
  len = removeSuffix();
  if (len > 3 && s[len - 1] === 'a') {
    // normFeminine
    if (len > 7 && (ends('inha') || ends('iaca') || ends('eira'))) s[len - 1] = 'o';
    else if (len > 6) {
      if (['osa', 'ica', 'ida', 'ada', 'iva', 'ama'].some(ends)) s[len - 1] = 'o';
      else if (ends('ona')) { s[len - 3] = 'ã'; s[len - 2] = 'o'; len -= 1; }
      else if (ends('ora')) len -= 1;
      else if (ends('esa')) { s[len - 3] = 'ê'; len -= 1; }
      else if (ends('na')) s[len - 1] = 'o';
    }
  }
  if (len > 4 && 'eao'.includes(s[len - 1])) len--;
  b.fold(PORTUGUESE_FOLD, len);
  return s.slice(0, len).join('');
}
