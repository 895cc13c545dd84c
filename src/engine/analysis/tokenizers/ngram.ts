import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import { token } from '../analysis-chain';
import { isJavaLetter, isJavaWhitespace } from '../java-chars';
import type { Token } from '../token';

const DIGIT = /^\p{Nd}$/u;
const PUNCTUATION = /^[\p{Pc}\p{Pd}\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Po}]$/u;
const SYMBOL = /^[\p{Sm}\p{Sc}\p{Sk}\p{So}]$/u;
const CLASSES: Record<string, (cp: number) => boolean> = {
  letter: isJavaLetter,
  digit: (cp) => DIGIT.test(String.fromCodePoint(cp)),
  whitespace: isJavaWhitespace,
  punctuation: (cp) => PUNCTUATION.test(String.fromCodePoint(cp)),
  symbol: (cp) => SYMBOL.test(String.fromCodePoint(cp)),
};

/** `token_chars` (ES's CharMatcher classes); no classes means every character is a token character. */
export function tokenChars(conf: unknown): (cp: number) => boolean {
  const v = own(conf, 'token_chars');
  const names = v === undefined || v === null ? [] : Array.isArray(v) ? v.map(String) : String(v).split(',').map((x) => x.trim()).filter((x) => x);
  if (names.length === 0) return () => true;
  const tests = names.map((n) => {
    const t = Object.prototype.hasOwnProperty.call(CLASSES, n.toLowerCase()) ? CLASSES[n.toLowerCase()] : undefined;
    if (!t) throw illegalArgument(`Unknown token type: '${n.toLowerCase()}', must be one of [symbol, punctuation, whitespace, letter, digit]`);
    return t;
  });
  return (cp) => tests.some((t) => t(cp));
}

/** The runs of token characters: [start, end) in UTF-16 units with their code point boundaries. */
function runs(text: string, isTokenChar: (cp: number) => boolean): number[][] {
  const out: number[][] = [];
  let cur: number[] | null = null;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const n = cp > 0xffff ? 2 : 1;
    if (isTokenChar(cp)) {
      if (!cur) cur = [];
      cur.push(i);
    } else if (cur) {
      cur.push(i);
      out.push(cur);
      cur = null;
    }
    i += n;
  }
  if (cur) {
    cur.push(text.length);
    out.push(cur);
  }
  return out;
}

/** NGramTokenizer (Lucene 7.7): grams of `min`..`max` code points by start then length, never across a non-token character. */
export function ngramTokenizer(min: number, max: number, isTokenChar: (cp: number) => boolean) {
  return (text: string): Token[] => {
    const out: Token[] = [];
    for (const b of runs(text, isTokenChar)) {
      const count = b.length - 1; // b holds count + 1 boundaries
      for (let start = 0; start + min <= count; start++) {
        for (let len = min; len <= max && start + len <= count; len++) out.push(token(text.slice(b[start], b[start + len]), b[start], b[start + len], 'word'));
      }
    }
    return out;
  };
}

/** EdgeNGramTokenizer: each run's prefixes of `min`..`max` code points. */
export function edgeNgramTokenizer(min: number, max: number, isTokenChar: (cp: number) => boolean) {
  return (text: string): Token[] => {
    const out: Token[] = [];
    for (const b of runs(text, isTokenChar)) {
      const count = b.length - 1;
      for (let len = min; len <= max && len <= count; len++) out.push(token(text.slice(b[0], b[len]), b[0], b[len], 'word'));
    }
    return out;
  };
}
