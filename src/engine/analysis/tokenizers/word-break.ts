import { EMOJI_CLASSES, EMOJI_STARTS, WB_CLASSES, WB_STARTS } from './word-break-table';

/**
 * Lucene 7.7's StandardTokenizer grammar (UAX#29 word boundaries on Unicode 9.0, emoji sequences on
 * emoji-data 11.0) over our own tables, so every runtime segments alike. The text becomes two strings of
 * class letters, one letter per code point (see word-break-table.ts); each rule of the JFlex grammar is a
 * regular expression over those letters. As JFlex, the longest match wins, ties go to the earlier rule.
 */

function classOf(starts: Uint32Array, classes: string, cp: number): string {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid] <= cp) lo = mid;
    else hi = mid - 1;
  }
  return classes[lo];
}

const ASCII_WB: string[] = [];
const ASCII_EMOJI: string[] = [];
for (let c = 0; c < 128; c++) {
  ASCII_WB.push(classOf(WB_STARTS, WB_CLASSES, c));
  ASCII_EMOJI.push(classOf(EMOJI_STARTS, EMOJI_CLASSES, c));
}

// Word rules (Ex = the class followed by any Extend/Format/ZWJ).
const ENL = '(?:Ex*)';
const NUM = '(?:Nx*)';
const MIDNUM = '(?:[MPQ]x*)';
const MIDLET = '(?:[LPQ]x*)';
// A Hebrew letter before a quote is left to the Hebrew alternative (WB7a-c), which a backtracking regex
// would otherwise never try once the letter run matched: this keeps the grammar's longest match.
const AHL = '(?:[AG]x*|Hx*(?!Qx*|Dx*H))';
const HEB = '(?:Hx*)';
const KAT = '(?:Kx*)';
const CORE = `(?:${KAT}(?:${ENL}*${KAT})*|(?:${HEB}(?:Qx*|Dx*${HEB})|${NUM}(?:(?:${ENL}*|${MIDNUM})${NUM})*|${AHL}(?:(?:${ENL}*|${MIDLET})${AHL})*)+)`;

// Emoji rule. In the grammar each emoji character takes the Extend/Format/ZWJ after it (presentation
// selectors aside) and ZWJ joins characters; a backtracking regex would let the first character swallow
// the joining ZWJ and stop, so ZWJs are matched between characters here (and trailing ones at the end),
// which accepts the same strings with the longest match.
const EXT = '[fcgh]*';
const ELEMENT = `(?:(?:b${EXT})?m${EXT}|[eb]${EXT}v?)`; // a modifier sequence first, so it wins over its base alone
const EMOJI = `(?:z*${ELEMENT}(?:z+${ELEMENT})*z*|k[fzcgh]*v?c[fzcgh]*|r[fzcghvt]*r[fzcghvt]*)`;

interface Rule {
  type: string;
  re: RegExp;
  /** Can the rule start with this word-break / emoji class? (skips hopeless regex runs) */
  starts: (wb: string, em: string) => boolean;
  emoji?: boolean;
}

const RULES: Rule[] = [
  { type: '<EMOJI>', re: new RegExp(EMOJI, 'y'), starts: (_w, e) => 'zebmkr'.includes(e), emoji: true },
  { type: '<NUM>', re: new RegExp(`${ENL}*${NUM}(?:(?:${ENL}*|${MIDNUM})${NUM})*${ENL}*`, 'y'), starts: (w) => w === 'E' || w === 'N' },
  { type: '<HANGUL>', re: /(?:Gx*)+/y, starts: (w) => w === 'G' },
  { type: '<KATAKANA>', re: /(?:Kx*)+/y, starts: (w) => w === 'K' },
  { type: '<ALPHANUM>', re: new RegExp(`${ENL}*${CORE}(?:${ENL}+${CORE})*${ENL}*`, 'y'), starts: (w) => 'EKHNAG'.includes(w) },
  { type: '<SOUTHEAST_ASIAN>', re: /(?:Sx*)+/y, starts: (w) => w === 'S' },
  { type: '<IDEOGRAPHIC>', re: /Ix*/y, starts: (w) => w === 'I' },
  { type: '<HIRAGANA>', re: /Jx*/y, starts: (w) => w === 'J' },
];

export interface WordToken {
  start: number;
  end: number;
  type: string;
}

const isAlnum = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
/** ' , . : ; — word-break MidLetter/MidNum/MidNumLet/Single_Quote: they may join what is on both sides. */
const isJoiner = (c: number) => c === 0x27 || c === 0x2c || c === 0x2e || c === 0x3a || c === 0x3b;

/**
 * The common case without the grammar: ASCII text whose tokens are runs of letters and digits between
 * other characters. Returns undefined (use the grammar) as soon as something could join two runs: an
 * underscore anywhere, or a joiner with a letter or digit on both sides.
 */
function asciiRuns(text: string): WordToken[] | undefined {
  const out: WordToken[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c >= 0x80 || c === 0x5f) return undefined;
    if (!isAlnum(c)) {
      i++;
      continue;
    }
    const start = i;
    let digits = true;
    for (; i < n; i++) {
      const d = text.charCodeAt(i);
      if (d >= 0x30 && d <= 0x39) continue;
      if ((d >= 0x41 && d <= 0x5a) || (d >= 0x61 && d <= 0x7a)) digits = false;
      else break;
    }
    if (i < n && isJoiner(text.charCodeAt(i)) && i + 1 < n && isAlnum(text.charCodeAt(i + 1))) return undefined;
    out.push({ start, end: i, type: digits ? '<NUM>' : '<ALPHANUM>' });
  }
  return out;
}

/** The tokens of a text: UTF-16 offsets and Lucene token types, in order. */
export function wordTokens(text: string): WordToken[] {
  return asciiRuns(text) ?? grammarTokens(text);
}

/**
 * The grammar's rules over one text: `offsets[k]` is the UTF-16 offset of code point k (and of the end at
 * k = code point count); `matchAt(k)` is the longest rule match starting at code point k (length in code
 * points, 0 when no rule matches) and its token type. The UAX#29 URL/e-mail tokenizer shares these.
 */
export interface WordScanner {
  offsets: number[];
  matchAt(k: number): { length: number; type: string };
}

export function wordScanner(text: string): WordScanner {
  const offsets: number[] = [];
  let wb = '';
  let em = '';
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    offsets.push(i);
    if (cp < 128) {
      wb += ASCII_WB[cp];
      em += ASCII_EMOJI[cp];
    } else {
      wb += classOf(WB_STARTS, WB_CLASSES, cp);
      em += classOf(EMOJI_STARTS, EMOJI_CLASSES, cp);
    }
    i += cp > 0xffff ? 2 : 1;
  }
  offsets.push(text.length);
  const matchAt = (i: number) => {
    let best = 0;
    let type = '';
    for (const rule of RULES) {
      if (!rule.starts(wb[i], em[i])) continue;
      rule.re.lastIndex = i;
      const m = rule.re.exec(rule.emoji ? em : wb);
      const len = m ? m[0].length : 0;
      if (len > best) {
        best = len;
        type = rule.type;
      }
    }
    return { length: best, type };
  };
  return { offsets, matchAt };
}

/** The tokens by the grammar's rules (any text). */
export function grammarTokens(text: string): WordToken[] {
  const { offsets, matchAt } = wordScanner(text);
  const out: WordToken[] = [];
  const n = offsets.length - 1;
  for (let i = 0; i < n; ) {
    const { length, type } = matchAt(i);
    if (length === 0) {
      i++;
      continue;
    }
    out.push({ start: offsets[i], end: offsets[i + length], type });
    i += length;
  }
  return out;
}
