import { token } from '../analysis-chain';
import type { Token } from '../token';
import { wordTokens } from './word-break';

/**
 * Lucene's StandardTokenizer: UAX #29 word boundaries (Unicode 9.0) with its token types, from our own
 * tables (word-break.ts), so Node and every browser agree. Tokens longer than `maxTokenLength` UTF-16
 * units are cut into pieces of that length, as Lucene's scanner buffer does.
 */
export function standardTokenizer(maxTokenLength = 255) {
  return (text: string): Token[] => {
    const out: Token[] = [];
    for (const t of wordTokens(text)) {
      for (let s = t.start; s < t.end; s += maxTokenLength) {
        const e = Math.min(t.end, s + maxTokenLength);
        out.push(token(text.slice(s, e), s, e, t.type));
      }
    }
    return out;
  };
}
