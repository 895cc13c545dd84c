/** Lucene 7.7's Arabic and Persian normalizers and Arabic light stemmer (Larkey, Ballesteros & Connell). */

const ALEF = '\u0627';
const ARABIC_MARKS = new Set(['\u0640', '\u064B', '\u064C', '\u064D', '\u064E', '\u064F', '\u0650', '\u0651', '\u0652']);

/** ArabicNormalizer: hamza/madda alefs → alef, dotless yeh → yeh, teh marbuta → heh; tatweel and harakat removed. */
export function arabicNormalize(term: string): string {
  let out = '';
  for (const c of term) {
    if (c === '\u0622' || c === '\u0623' || c === '\u0625') out += ALEF;
    else if (c === '\u0649') out += '\u064A';
    else if (c === '\u0629') out += '\u0647';
    else if (!ARABIC_MARKS.has(c)) out += c;
  }
  return out;
}

const [BEH, TEH_MARBUTA, TEH, FEH, KAF, LAM, NOON, HEH, WAW, YEH] = ['\u0628', '\u0629', '\u062A', '\u0641', '\u0643', '\u0644', '\u0646', '\u0647', '\u0648', '\u064A'];
const PREFIXES = [ALEF + LAM, WAW + ALEF + LAM, BEH + ALEF + LAM, KAF + ALEF + LAM, FEH + ALEF + LAM, LAM + LAM, WAW];
const SUFFIXES = [HEH + ALEF, ALEF + NOON, ALEF + TEH, WAW + NOON, YEH + NOON, YEH + HEH, YEH + TEH_MARBUTA, HEH, TEH_MARBUTA, YEH];

/** ArabicStemmer: the first matching prefix (keeping 2 letters, 3 for wa-), then every matching suffix in turn. */
export function arabicStem(term: string): string {
  let s = term;
  for (const p of PREFIXES) {
    const fits = p.length === 1 ? s.length >= 4 : s.length >= p.length + 2;
    if (fits && s.startsWith(p)) {
      s = s.slice(p.length);
      break;
    }
  }
  for (const x of SUFFIXES) if (s.length >= x.length + 2 && s.endsWith(x)) s = s.slice(0, s.length - x.length);
  return s;
}

/** PersianNormalizer: farsi yeh and yeh barree → yeh, keheh → kaf, heh yeh/goal → heh, hamza above removed. */
export function persianNormalize(term: string): string {
  let out = '';
  for (const c of term) {
    if (c === '\u06CC' || c === '\u06D2') out += YEH;
    else if (c === '\u06A9') out += KAF;
    else if (c === '\u06C0' || c === '\u06C1') out += HEH;
    else if (c !== '\u0654') out += c;
  }
  return out;
}
