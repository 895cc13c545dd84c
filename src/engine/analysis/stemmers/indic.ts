/**
 * Lucene 7.7's IndicNormalizer: in the nine Indic blocks (Devanagari to Malayalam), decomposed vowels and
 * nukta/virama sequences composed into the code point Unicode 5.2 gives them, per script.
 */

const D = 1, B = 2, P = 4, G = 8, O = 16, T = 32, L = 64, K = 128, M = 256; // Devanagari Bengali gurmukhi(P) Gujarati Oriya Tamil teLugu Kannada Malayalam

/** [ch1, ch2, ch3 (-1: none, 0xFF: zero-width joiner), composed, scripts], offsets into each block. */
const DECOMPOSITIONS: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [0x05, 0x3e, 0x45, 0x11, D | G], [0x05, 0x3e, 0x46, 0x12, D], [0x05, 0x3e, 0x47, 0x13, D | G], [0x05, 0x3e, 0x48, 0x14, D | G],
  [0x05, 0x3e, -1, 0x06, D | B | P | G | O], [0x05, 0x45, -1, 0x72, D], [0x05, 0x45, -1, 0x0d, G], [0x05, 0x46, -1, 0x04, D],
  [0x05, 0x47, -1, 0x0f, G], [0x05, 0x48, -1, 0x10, P | G], [0x05, 0x49, -1, 0x11, D | G], [0x05, 0x4a, -1, 0x12, D],
  [0x05, 0x4b, -1, 0x13, D | G], [0x05, 0x4c, -1, 0x14, D | P | G], [0x06, 0x45, -1, 0x11, D | G], [0x06, 0x46, -1, 0x12, D],
  [0x06, 0x47, -1, 0x13, D | G], [0x06, 0x48, -1, 0x14, D | G], [0x07, 0x57, -1, 0x08, M], [0x09, 0x41, -1, 0x0a, D],
  [0x09, 0x57, -1, 0x0a, T | M], [0x0e, 0x46, -1, 0x10, M], [0x0f, 0x45, -1, 0x0d, D], [0x0f, 0x46, -1, 0x0e, D],
  [0x0f, 0x47, -1, 0x10, D], [0x0f, 0x57, -1, 0x10, O], [0x12, 0x3e, -1, 0x13, M], [0x12, 0x4c, -1, 0x14, L | K],
  [0x12, 0x55, -1, 0x13, L], [0x12, 0x57, -1, 0x14, T | M], [0x13, 0x57, -1, 0x14, O], [0x15, 0x3c, -1, 0x58, D],
  [0x16, 0x3c, -1, 0x59, D | P], [0x17, 0x3c, -1, 0x5a, D | P], [0x1c, 0x3c, -1, 0x5b, D | P], [0x21, 0x3c, -1, 0x5c, D | B | O],
  [0x22, 0x3c, -1, 0x5d, D | B | O], [0x23, 0x4d, 0xff, 0x7a, M], [0x24, 0x4d, 0xff, 0x4e, B], [0x28, 0x3c, -1, 0x29, D],
  [0x28, 0x4d, 0xff, 0x7b, M], [0x2b, 0x3c, -1, 0x5e, D | P], [0x2f, 0x3c, -1, 0x5f, D | B], [0x2c, 0x41, 0x41, 0x0b, L],
  [0x30, 0x3c, -1, 0x31, D], [0x30, 0x4d, 0xff, 0x7c, M], [0x32, 0x4d, 0xff, 0x7d, M], [0x33, 0x3c, -1, 0x34, D],
  [0x33, 0x4d, 0xff, 0x7e, M], [0x35, 0x41, -1, 0x2e, L], [0x3e, 0x45, -1, 0x49, D | G], [0x3e, 0x46, -1, 0x4a, D],
  [0x3e, 0x47, -1, 0x4b, D | G], [0x3e, 0x48, -1, 0x4c, D | G], [0x3f, 0x55, -1, 0x40, K], [0x41, 0x41, -1, 0x42, P],
  [0x46, 0x3e, -1, 0x4a, T | M], [0x46, 0x42, 0x55, 0x4b, K], [0x46, 0x42, -1, 0x4a, K], [0x46, 0x46, -1, 0x48, M],
  [0x46, 0x55, -1, 0x47, L | K], [0x46, 0x56, -1, 0x48, L | K], [0x46, 0x57, -1, 0x4c, T | M], [0x47, 0x3e, -1, 0x4b, B | O | T | M],
  [0x47, 0x57, -1, 0x4c, B | O], [0x4a, 0x55, -1, 0x4b, K], [0x72, 0x3f, -1, 0x07, P], [0x72, 0x40, -1, 0x08, P],
  [0x72, 0x47, -1, 0x0f, P], [0x73, 0x41, -1, 0x09, P], [0x73, 0x42, -1, 0x0a, P], [0x73, 0x4b, -1, 0x13, P],
];

/** The block (0..8) of a UTF-16 unit in U+0900..U+0D7F, else -1. */
const blockOf = (c: number) => (c >= 0x900 && c < 0xd80 ? (c - 0x900) >> 7 : -1);

export function indicNormalize(term: string): string {
  const text: number[] = [];
  for (let i = 0; i < term.length; i++) text.push(term.charCodeAt(i));
  for (let pos = 0; pos < text.length; pos++) {
    const block0 = blockOf(text[pos]);
    if (block0 < 0 || pos + 1 >= text.length) continue;
    const flag = 1 << block0;
    const base = 0x900 + (block0 << 7);
    const ch0 = text[pos] - base;
    if (blockOf(text[pos + 1]) !== block0) continue;
    const ch1 = text[pos + 1] - base;
    let ch2 = -1;
    if (pos + 2 < text.length) {
      if (text[pos + 2] === 0x200d) ch2 = 0xff;
      else if (blockOf(text[pos + 2]) === block0) ch2 = text[pos + 2] - base;
    }
    for (const [a, b, c, res, scripts] of DECOMPOSITIONS) {
      if (a !== ch0 || (scripts & flag) === 0) continue;
      if (b === ch1 && (c < 0 || c === ch2)) {
        text[pos] = base + res;
        text.splice(pos + 1, c >= 0 ? 2 : 1);
        break;
      }
    }
  }
  return String.fromCharCode(...text);
}

const HINDI_MAP: Readonly<Record<string, string>> = {
  '\u0901': '\u0902', '\u0929': '\u0928', '\u0931': '\u0930', '\u0934': '\u0933', '\u0958': '\u0915', '\u0959': '\u0916', '\u095A': '\u0917',
  '\u095B': '\u091C', '\u095C': '\u0921', '\u095D': '\u0922', '\u095E': '\u092B', '\u095F': '\u092F', '\u0945': '\u0947', '\u0946': '\u0947',
  '\u0949': '\u094B', '\u094A': '\u094B', '\u090D': '\u090F', '\u090E': '\u090F', '\u0911': '\u0913', '\u0912': '\u0913', '\u0972': '\u0905',
  '\u0906': '\u0905', '\u0908': '\u0907', '\u090A': '\u0909', '\u0960': '\u090B', '\u0961': '\u090C', '\u0910': '\u090F', '\u0914': '\u0913',
  '\u0940': '\u093F', '\u0942': '\u0941', '\u0944': '\u0943', '\u0963': '\u0962', '\u0948': '\u0947', '\u094C': '\u094B',
};
const HINDI_DELETE = new Set(['\u093C', '\u200D', '\u200C', '\u094D']);

/** HindiNormalizer: dead n and candrabindu → anusvara, nukta forms and long vowels to their plain and short forms, ZWJ/ZWNJ and virama removed. */
export function hindiNormalize(term: string): string {
  const s = term.split('');
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\u0928') {
      if (i + 1 < s.length && s[i + 1] === '\u094D') {
        s[i] = '\u0902';
        s.splice(i + 1, 1);
      }
    } else if (HINDI_DELETE.has(c)) s.splice(i--, 1);
    else if (Object.prototype.hasOwnProperty.call(HINDI_MAP, c)) s[i] = HINDI_MAP[c];
  }
  return s.join('');
}

/** BengaliNormalizer (after UzZaman and Khan's double metaphone for Bangla), case by case as its source has them. */
export function bengaliNormalize(term: string): string {
  const s = term.split('');
  for (let i = 0; i < s.length; i++) {
    switch (s[i]) {
      case '\u0981': s.splice(i--, 1); break;
      case '\u09C0': s[i] = '\u09BF'; break;
      case '\u09C2': s[i] = '\u09C1'; break;
      case '\u0995':
        if (i + 2 < s.length && s[i + 1] === '\u09CD' && s[i + 2] === '\u09BF') {
          if (i === 0) {
            s[i] = '\u0996';
            s.splice(i + 1, 2);
          } else {
            s[i + 1] = '\u0996';
            s.splice(i + 2, 1);
          }
        }
        break;
      case '\u0999': s[i] = '\u0982'; break;
      case '\u09AF':
        if (i - 2 === 0 && s[i - 1] === '\u09CD') {
          s[i - 1] = '\u09C7';
          if (s[i + 1] === '\u09BE') s.splice(i + 1, 1);
          s.splice(i--, 1);
        } else if (i >= 1) {
          // Ja phala elsewhere: the ya and the mark before it go.
          s.splice(i - 1, 2);
          i -= 2;
        }
        break;
      case '\u09AC':
        if ((i >= 1 && s[i - 1] !== '\u09CD') || i === 0) break;
        if (i - 2 === 0) {
          s.splice(i - 1, 2);
          i -= 2;
        } else if (i - 5 >= 0 && s[i - 3] === '\u09CD') {
          s.splice(i - 1, 2);
          i -= 2;
        } else {
          s[i - 1] = s[i - 2];
          s.splice(i--, 1);
        }
        break;
      case '\u0983':
        if (i === s.length - 1) {
          if (s.length <= 3) s[i] = '\u09B9';
          else s.splice(i, 1);
        } else s[i] = s[i + 1];
        break;
      case '\u09B6': case '\u09B7': s[i] = '\u09B8'; break;
      case '\u09A3': s[i] = '\u09A8'; break;
      case '\u09DC': case '\u09DD': s[i] = '\u09B0'; break;
      case '\u09CE': s[i] = '\u09A4'; break;
    }
  }
  return s.join('');
}

/** A light stemmer of suffix groups: [the term must be longer than, units removed, suffixes], first match wins. */
type SuffixGroups = ReadonlyArray<readonly [number, number, readonly string[]]>;
const stemByGroups = (groups: SuffixGroups) => (term: string): string => {
  for (const [longerThan, cut, suffixes] of groups) {
    if (term.length > longerThan && suffixes.some((s) => term.endsWith(s))) return term.slice(0, term.length - cut);
  }
  return term;
};

/** HindiStemmer (Ramanathan and Rao's lightweight stemmer). */
export const hindiStem = stemByGroups([
  [6, 5, ['ाएंगी', 'ाएंगे', 'ाऊंगी', 'ाऊंगा', 'ाइयाँ', 'ाइयों', 'ाइयां']],
  [5, 4, ['ाएगी', 'ाएगा', 'ाओगी', 'ाओगे', 'एंगी', 'ेंगी', 'एंगे', 'ेंगे', 'ूंगी', 'ूंगा', 'ातीं', 'नाओं', 'नाएं', 'ताओं', 'ताएं', 'ियाँ', 'ियों', 'ियां']],
  [4, 3, ['ाकर', 'ाइए', 'ाईं', 'ाया', 'ेगी', 'ेगा', 'ोगी', 'ोगे', 'ाने', 'ाना', 'ाते', 'ाती', 'ाता', 'तीं', 'ाओं', 'ाएं', 'ुओं', 'ुएं', 'ुआं']],
  [3, 2, ['कर', 'ाओ', 'िए', 'ाई', 'ाए', 'ने', 'नी', 'ना', 'ते', 'ीं', 'ती', 'ता', 'ाँ', 'ां', 'ों', 'ें']],
  [2, 1, ['ो', 'े', 'ू', 'ु', 'ी', 'ि', 'ा']],
]);

/** BengaliStemmer (after Sengupta and Chaudhuri, with criteria of Savoy's light stemmer). */
export const bengaliStem = stemByGroups([
  [9, 8, ['িয়াছিলাম', 'িতেছিলাম', 'িতেছিলেন', 'ইতেছিলেন', 'িয়াছিলেন', 'ইয়াছিলেন']],
  [8, 7, ['িতেছিলি', 'িতেছিলে', 'িয়াছিলা', 'িয়াছিলে', 'িতেছিলা', 'িয়াছিলি', 'য়েদেরকে']],
  [7, 6, ['িতেছিস', 'িতেছেন', 'িয়াছিস', 'িয়াছেন', 'েছিলাম', 'েছিলেন', 'েদেরকে']],
  [6, 5, ['িতেছি', 'িতেছা', 'িতেছে', 'ছিলাম', 'ছিলেন', 'িয়াছি', 'িয়াছা', 'িয়াছে', 'েছিলে', 'েছিলা', 'য়েদের', 'দেরকে']],
  [5, 4, ['িলাম', 'িলেন', 'িতাম', 'িতেন', 'িবেন', 'ছিলি', 'ছিলে', 'ছিলা', 'তেছে', 'িতেছ', 'খানা', 'খানি', 'গুলো', 'গুলি', 'য়েরা', 'েদের']],
  [4, 3, ['লাম', 'িলি', 'ইলি', 'িলে', 'ইলে', 'লেন', 'িলা', 'ইলা', 'তাম', 'িতি', 'ইতি', 'িতে', 'ইতে', 'তেন', 'িতা', 'িবা', 'ইবা', 'িবি', 'ইবি', 'বেন',
    'িবে', 'ইবে', 'ছেন', 'য়োন', 'য়ের', 'েরা', 'দের']],
  [3, 2, ['িস', 'েন', 'লি', 'লে', 'লা', 'তি', 'তে', 'তা', 'বি', 'বে', 'বা', 'ছি', 'ছা', 'ছে', 'ুন', 'ুক', 'টা', 'টি', 'নি', 'ের', 'তে', 'রা', 'কে']],
  [2, 1, ['ি', 'ী', 'া', 'ো', 'ে', 'ব', 'ত']],
]);
