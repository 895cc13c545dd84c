import { own } from '../../util/own';
import type { TokenFilter } from '../analysis-chain';
import { settingBool, settingList } from '../settings';
import type { Token } from '../token';

/** Lucene 7.7's CJKWidthFilter and CJKBigramFilter, as their sources describe them. */

/** Halfwidth kana U+FF65..U+FF9F → their standard forms (the last two: the combining sound marks). */
const KANA_NORM = [0x30fb, 0x30f2, 0x30a1, 0x30a3, 0x30a5, 0x30a7, 0x30a9, 0x30e3, 0x30e5, 0x30e7, 0x30c3, 0x30fc, 0x30a2, 0x30a4, 0x30a6,
  0x30a8, 0x30aa, 0x30ab, 0x30ad, 0x30af, 0x30b1, 0x30b3, 0x30b5, 0x30b7, 0x30b9, 0x30bb, 0x30bd, 0x30bf, 0x30c1, 0x30c4, 0x30c6, 0x30c8,
  0x30ca, 0x30cb, 0x30cc, 0x30cd, 0x30ce, 0x30cf, 0x30d2, 0x30d5, 0x30d8, 0x30db, 0x30de, 0x30df, 0x30e0, 0x30e1, 0x30e2, 0x30e4, 0x30e6,
  0x30e8, 0x30e9, 0x30ea, 0x30eb, 0x30ec, 0x30ed, 0x30ef, 0x30f3, 0x3099, 0x309a];
/** What a following (half-)voiced sound mark adds to a kana U+30A6..U+30FD. */
const KANA_COMBINE_VOICED = [78, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0,
  0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 8, 8, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 1];
const KANA_COMBINE_HALF_VOICED = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 2, 0, 0, 2, 0, 0, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0];

/** CJKWidthFilter: fullwidth ASCII → basic Latin, halfwidth katakana → katakana (sound marks combined). */
export function cjkWidth(term: string): string {
  const text: number[] = [];
  for (let i = 0; i < term.length; i++) text.push(term.charCodeAt(i));
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch >= 0xff01 && ch <= 0xff5e) text[i] = ch - 0xfee0;
    else if (ch >= 0xff65 && ch <= 0xff9f) {
      let combined = false;
      if ((ch === 0xff9e || ch === 0xff9f) && i > 0) {
        const prev = text[i - 1];
        if (prev >= 0x30a6 && prev <= 0x30fd) {
          text[i - 1] = prev + (ch === 0xff9f ? KANA_COMBINE_HALF_VOICED : KANA_COMBINE_VOICED)[prev - 0x30a6];
          combined = text[i - 1] !== prev;
        }
      }
      if (combined) text.splice(i--, 1);
      else text[i] = KANA_NORM[ch - 0xff65];
    }
  }
  return String.fromCharCode(...text);
}

export const cjkWidthFilter: TokenFilter = (tokens) => {
  for (const t of tokens) t.term = cjkWidth(t.term);
  return tokens;
};

const SCRIPTS: ReadonlyArray<[string, string]> = [['han', '<IDEOGRAPHIC>'], ['hiragana', '<HIRAGANA>'], ['katakana', '<KATAKANA>'], ['hangul', '<HANGUL>']];

/**
 * CJKBigramFilter: adjacent CJK characters (tokens of the bigrammed scripts whose offsets touch) become
 * overlapping bigrams (`<DOUBLE>`); a lone one stays a unigram (`<SINGLE>`); other tokens pass as they are.
 * With `output_unigrams` every character is a unigram and each bigram stacks on its first (increment 0,
 * position length 2). Emitted grams start with fresh attributes (increment 1), as clearAttributes does.
 */
export function cjkBigramFilter(conf: unknown): TokenFilter {
  const ignored = new Set(settingList(own(conf, 'ignored_scripts')) ?? []);
  const types = new Set(SCRIPTS.filter(([s]) => !ignored.has(s)).map(([, t]) => t));
  const outputUnigrams = settingBool(own(conf, 'output_unigrams'), false);
  return (input) => {
    const out: Token[] = [];
    const buf: Array<{ cp: number; start: number; end: number }> = [];
    let index = 0;
    let lastEndOffset = 0;
    let ngramState = false;
    let next = 0;
    let lone: Token | undefined;
    const gram = (a: number, b: number, type: string): Token => ({
      term: String.fromCodePoint(...buf.slice(a, b + 1).map((x) => x.cp)), positionIncrement: 1, positionLength: 1,
      startOffset: buf[a].start, endOffset: buf[b].end, type,
    });
    const flushBigram = () => {
      const t = gram(index, index + 1, '<DOUBLE>');
      if (outputUnigrams) {
        t.positionIncrement = 0;
        t.positionLength = 2;
      }
      out.push(t);
      index++;
    };
    const flushUnigram = () => {
      out.push(gram(index, index, '<SINGLE>'));
      index++;
    };
    const hasBufferedBigram = () => buf.length - index > 1;
    const hasBufferedUnigram = () => (outputUnigrams ? buf.length - index === 1 : buf.length === 1 && index === 0);
    const refill = (t: Token) => {
      if (buf.length > 64) {
        const last = buf.length - 1;
        buf.splice(0, last);
        index -= last;
      }
      let start = t.startOffset;
      lastEndOffset = t.endOffset;
      const crazy = t.endOffset - t.startOffset !== t.term.length;
      for (const ch of t.term) {
        const cp = ch.codePointAt(0)!;
        if (crazy) buf.push({ cp, start: t.startOffset, end: t.endOffset });
        else {
          buf.push({ cp, start, end: start + ch.length });
          start += ch.length;
        }
      }
    };
    for (;;) {
      if (hasBufferedBigram()) {
        if (outputUnigrams) {
          if (ngramState) flushBigram();
          else {
            flushUnigram();
            index--;
          }
          ngramState = !ngramState;
        } else flushBigram();
        continue;
      }
      let t: Token | undefined;
      if (lone) {
        t = lone;
        lone = undefined;
      } else if (next < input.length) t = input[next++];
      if (t === undefined) {
        if (hasBufferedUnigram()) flushUnigram();
        return out;
      }
      if (types.has(t.type)) {
        if (t.startOffset !== lastEndOffset) {
          if (hasBufferedUnigram()) {
            lone = t;
            flushUnigram();
            continue;
          }
          index = 0;
          buf.length = 0;
        }
        refill(t);
      } else {
        if (hasBufferedUnigram()) {
          lone = t;
          flushUnigram();
          continue;
        }
        out.push(t);
      }
    }
  };
}
