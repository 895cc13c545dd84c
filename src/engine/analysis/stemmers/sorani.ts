import { StemBuffer } from './buffer';

/** Lucene 7.7's SoraniNormalizer and SoraniStemmer (Central Kurdish, Arabic script). */

const [YEH, DOTLESS_YEH, FARSI_YEH, KAF, KEHEH, HEH, AE, ZWNJ] = ['\u064A', '\u0649', '\u06CC', '\u0643', '\u06A9', '\u0647', '\u06D5', '\u200C'];
const MARKS = new Set(['\u0640', '\u064B', '\u064C', '\u064D', '\u064E', '\u064F', '\u0650', '\u0651', '\u0652']);
const isFormat = (c: string) => /^\p{Cf}$/u.test(c);

export function soraniNormalize(term: string): string {
  const s = term.split('');
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === YEH || c === DOTLESS_YEH) s[i] = FARSI_YEH;
    else if (c === KAF) s[i] = KEHEH;
    else if (c === ZWNJ) {
      if (i > 0 && s[i - 1] === HEH) s[i - 1] = AE;
      s.splice(i--, 1);
    } else if (c === HEH) {
      if (i === s.length - 1) s[i] = AE;
    } else if (c === '\u0629') s[i] = AE;
    else if (c === '\u06BE') s[i] = HEH;
    else if (c === '\u0631') {
      if (i === 0) s[i] = '\u0695';
    } else if (c === '\u0692') s[i] = '\u0695';
    else if (MARKS.has(c) || isFormat(c)) s.splice(i--, 1);
  }
  return s.join('');
}

/** Postpositions, possessive pronouns, then the first matching article or plural ending. */
export function soraniStem(term: string): string {
  const b = new StemBuffer(term);
  let len = b.len;
  const ends = (x: string) => b.endsWith(x, len);
  const cut = (n: number) => b.s.slice(0, len - n).join('');
  if (len > 5 && ends('دا')) len -= 2;
  else if (len > 4 && ends('نا')) len--;
  else if (len > 6 && ends('ەوە')) len -= 3;
  if (len > 6 && (ends('مان') || ends('یان') || ends('تان'))) len -= 3;
  if (len > 6 && ends('ێکی')) return cut(3);
  if (len > 7 && ends('یەکی')) return cut(4);
  if (len > 5 && ends('ێک')) return cut(2);
  if (len > 6 && ends('یەک')) return cut(3);
  if (len > 6 && ends('ەکە')) return cut(3);
  if (len > 5 && ends('کە')) return cut(2);
  if (len > 7 && ends('ەکان')) return cut(4);
  if (len > 6 && ends('کان')) return cut(3);
  if (len > 7 && ends('یانی')) return cut(4);
  if (len > 6 && ends('انی')) return cut(3);
  if (len > 6 && ends('یان')) return cut(3);
  if (len > 5 && ends('ان')) return cut(2);
  if (len > 7 && ends('یانە')) return cut(4);
  if (len > 6 && ends('انە')) return cut(3);
  if (len > 5 && (ends('ایە') || ends('ەیە'))) return cut(2);
  if (len > 4 && ends('ە')) return cut(1);
  if (len > 4 && ends('ی')) return cut(1);
  return cut(0);
}
