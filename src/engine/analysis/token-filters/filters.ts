/// <reference path="./fold-to-ascii.d.ts" />
import { toLowerCaseJava } from '../java-chars';
import type { TokenFilter } from '../analysis-chain';
import { filtering } from './common';
import { utf8Encode } from '../../util/utf8';
import ASCIIFolder from 'fold-to-ascii';

export const lowercaseFilter: TokenFilter = (tokens) => {
  for (const t of tokens) t.term = toLowerCaseJava(t.term);
  return tokens;
};

export const ENGLISH_STOP_WORDS = ['a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'if', 'in', 'into', 'is', 'it', 'no', 'not',
  'of', 'on', 'or', 'such', 'that', 'the', 'their', 'then', 'there', 'these', 'they', 'this', 'to', 'was', 'will', 'with'];

/** Lucene's StopFilter: a removed token passes its position increment to the next one (or to end()). */
export function stopFilter(words: Iterable<string>, ignoreCase = false): TokenFilter {
  const set = new Set([...words].map((w) => (ignoreCase ? w.toLowerCase() : w)));
  // The standard analyzer's default: no stop words, nothing to do.
  if (set.size === 0) return (tokens) => tokens;
  return filtering((t) => !set.has(ignoreCase ? t.term.toLowerCase() : t.term));
}

/** Lucene's TypeAsPayloadTokenFilter: payload = UTF-8 bytes of the token type. */
export const typeAsPayloadFilter: TokenFilter = (tokens) => {
  for (const t of tokens) if (t.type) t.payload = utf8Encode(t.type);
  return tokens;
};

/** ASCIIFoldingFilter's table, per UTF-16 unit, from the fold-to-ascii package (a port of Lucene's switch). */
export function asciiFoldingFilter(preserveOriginal = false): TokenFilter {
  return (tokens) => {
    const out = [];
    for (const t of tokens) {
      const folded = t.term.length > 0 ? ASCIIFolder.foldMaintaining(t.term) : t.term;
      if (preserveOriginal && folded !== t.term) {
        out.push({ ...t, term: folded });
        out.push({ ...t, positionIncrement: 0 });
        continue;
      }
      t.term = folded;
      out.push(t);
    }
    return out;
  };
}

export const noopFilter: TokenFilter = (tokens) => tokens;
