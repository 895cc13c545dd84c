import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import { isJavaLetter, isJavaWhitespace } from '../java-chars';
import { settingList } from '../settings';
import { charTokenizer } from './char-tokenizer';

const DIGIT = /^\p{Nd}$/u;
const PUNCTUATION = /^[\p{Pc}\p{Pd}\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Po}]$/u;
const SYMBOL = /^[\p{Sm}\p{Sc}\p{Sk}\p{So}]$/u;

/** CharGroupTokenizerFactory.parseEscapedChar: one character, or \n \r \t \f \\ \uXXXX. */
function parseChar(s: string): number {
  if (s.length === 1) return s.charCodeAt(0);
  if (s.startsWith('\\')) {
    if (s === '\\n') return 10;
    if (s === '\\r') return 13;
    if (s === '\\t') return 9;
    if (s === '\\f') return 12;
    if (s === '\\\\') return 92;
    if (/^\\u[0-9a-fA-F]{4}$/.test(s)) return parseInt(s.slice(2), 16);
  }
  throw illegalArgument(`Invalid escaped char in [${s}]`);
}

/**
 * ES's char_group tokenizer: a CharTokenizer that breaks on the characters and classes (whitespace,
 * letter, digit, punctuation, symbol) listed in `tokenize_on_chars`.
 */
export function charGroupTokenizer(conf: unknown) {
  const chars = new Set<number>();
  const classes: Array<(cp: number) => boolean> = [];
  for (const entry of settingList(own(conf, 'tokenize_on_chars')) ?? []) {
    switch (entry) {
      case 'whitespace': classes.push(isJavaWhitespace); break;
      case 'letter': classes.push(isJavaLetter); break;
      case 'digit': classes.push((cp) => DIGIT.test(String.fromCodePoint(cp))); break;
      case 'punctuation': classes.push((cp) => PUNCTUATION.test(String.fromCodePoint(cp))); break;
      case 'symbol': classes.push((cp) => SYMBOL.test(String.fromCodePoint(cp))); break;
      default: chars.add(parseChar(entry));
    }
  }
  return charTokenizer((cp) => !chars.has(cp) && !classes.some((c) => c(cp)));
}
