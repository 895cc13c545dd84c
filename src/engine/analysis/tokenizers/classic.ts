import { token, withEndIncrement } from '../analysis-chain';
import type { Token } from '../token';
import { CLASSIC_CLASSES, CLASSIC_STARTS } from './classic-table';
import { alt, plus, Scanner, seq, set, star } from './scanner-automaton';

/**
 * Lucene 7.7's ClassicTokenizer (the StandardTokenizer of Lucene before 3.1): its JFlex grammar on Unicode
 * 3.0 character classes (classic-table.ts), longest match first, ties to the earlier rule. A token longer
 * than `maxTokenLength` is skipped whole, its position kept (the next token's increment, or the stream's
 * end); an <ACRONYM_DEP> (a host name ending in a dot) is typed <HOST> and loses the dot from its term but
 * not from its offsets.
 */

const LETTER = set('L');
const DIGIT = set('D');
const ALPHANUM = plus(set('LTD'));
const ALPHA = plus(LETTER);
const LETTER_OR_DIGIT = set('LD');
const HAS_DIGIT = seq(star(LETTER_OR_DIGIT), DIGIT, star(LETTER_OR_DIGIT));
const P = set('uhPd');
const DOT = set('d');

// In the grammar's order, which is the order ties are broken in.
const TYPES = ['<ALPHANUM>', '<APOSTROPHE>', '<ACRONYM>', '<COMPANY>', '<EMAIL>', '<HOST>', '<NUM>', '<CJ>', '<ACRONYM_DEP>'];
const ACRONYM_DEP = 8;
/** perf: compiled when a classic tokenizer first scans, not when the engine's code is evaluated (a reload's path). */
let scanner: Scanner | undefined;
const classicScanner = () => (scanner ??= new Scanner([
  ALPHANUM,
  seq(ALPHA, plus(seq(set('Q'), ALPHA))),
  seq(LETTER, DOT, plus(seq(LETTER, DOT))),
  seq(ALPHA, set('AS'), ALPHA),
  seq(ALPHANUM, star(seq(set('dhu'), ALPHANUM)), set('S'), ALPHANUM, plus(seq(set('dh'), ALPHANUM))),
  seq(ALPHANUM, plus(seq(DOT, ALPHANUM))),
  alt(
    seq(ALPHANUM, P, HAS_DIGIT),
    seq(HAS_DIGIT, P, ALPHANUM),
    seq(ALPHANUM, plus(seq(P, HAS_DIGIT, P, ALPHANUM))),
    seq(HAS_DIGIT, plus(seq(P, ALPHANUM, P, HAS_DIGIT))),
    seq(ALPHANUM, P, HAS_DIGIT, plus(seq(P, ALPHANUM, P, HAS_DIGIT))),
    seq(HAS_DIGIT, P, ALPHANUM, plus(seq(P, HAS_DIGIT, P, ALPHANUM))),
  ),
  set('C'),
  seq(ALPHANUM, DOT, plus(seq(ALPHANUM, DOT))),
]));

const ASCII = new Array<string>(128);
function classOf(c: number): string {
  if (c < 128 && ASCII[c] !== undefined) return ASCII[c];
  let lo = 0;
  let hi = CLASSIC_STARTS.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (CLASSIC_STARTS[mid] <= c) lo = mid;
    else hi = mid - 1;
  }
  const cls = CLASSIC_CLASSES[lo];
  if (c < 128) ASCII[c] = cls;
  return cls;
}

/** The grammar's class letter of each UTF-16 unit of `text`. */
export function classicClasses(text: string): string {
  let s = '';
  for (let i = 0; i < text.length; i++) s += classOf(text.charCodeAt(i));
  return s;
}

export interface ClassicTokens {
  tokens: Token[];
  /** Positions of too-long tokens after the last token kept (ClassicTokenizer.end() adds them). */
  endPositionIncrement: number;
}

export function classicTokens(text: string, maxTokenLength = 255): ClassicTokens {
  const classes = classicClasses(text);
  const tokens: Token[] = [];
  let skipped = 0;
  for (let i = 0; i < classes.length; ) {
    const m = classicScanner().longestMatch(classes, i);
    if (!m) {
      i++;
      continue;
    }
    const end = i + m.length;
    if (m.length <= maxTokenLength) {
      const dep = m.rule === ACRONYM_DEP;
      const t = token(text.slice(i, dep ? end - 1 : end), i, end, dep ? '<HOST>' : TYPES[m.rule]);
      t.positionIncrement = skipped + 1;
      skipped = 0;
      tokens.push(t);
    } else skipped++;
    i = end;
  }
  return { tokens, endPositionIncrement: skipped };
}

/** The `classic` tokenizer: its tokens, and the positions of trailing skipped tokens for the stream's end. */
export function classicTokenizer(maxTokenLength = 255): (text: string) => Token[] {
  return (text) => {
    const r = classicTokens(text, maxTokenLength);
    return withEndIncrement(r.tokens, r.endPositionIncrement);
  };
}
