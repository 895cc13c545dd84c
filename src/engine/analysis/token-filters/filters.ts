import { toLowerCaseJava } from '../java-chars';
import type { TokenFilter } from '../analysis-chain';
import { filtering } from './common';
import { utf8Encode } from '../../util/utf8';

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

/** ASCIIFoldingFilter (approximation: canonical decomposition minus marks, plus common ligatures). */
const EXTRA_FOLDS: Record<string, string> = {
  'ß': 'ss', 'ẞ': 'SS', 'æ': 'ae', 'Æ': 'AE', 'œ': 'oe', 'Œ': 'OE', 'ø': 'o', 'Ø': 'O', 'đ': 'd', 'Đ': 'D', 'ł': 'l', 'Ł': 'L',
  'ı': 'i', 'þ': 'th', 'Þ': 'TH', 'ð': 'd', 'Ð': 'D', 'ﬁ': 'fi', 'ﬂ': 'fl', '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-',
};
export function asciiFoldingFilter(preserveOriginal = false): TokenFilter {
  return (tokens) => {
    const out = [];
    for (const t of tokens) {
      let folded = '';
      for (const ch of t.term) {
        if (ch.charCodeAt(0) < 0x80) folded += ch;
        else if (EXTRA_FOLDS[ch]) folded += EXTRA_FOLDS[ch];
        else {
          const d = ch.normalize('NFKD').replace(/\p{M}/gu, '');
          folded += /^[\x00-\x7f]+$/.test(d) ? d : ch;
        }
      }
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
