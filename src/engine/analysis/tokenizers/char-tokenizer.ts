import { token } from '../analysis-chain';
import type { Token } from '../token';

/**
 * Lucene's CharTokenizer: a token is a maximal run of code points accepted by `isTokenChar`, cut every
 * `maxTokenLength` UTF-16 units; `normalize` rewrites each code point (the lowercase tokenizer).
 */
export function charTokenizer(isTokenChar: (cp: number) => boolean, maxTokenLength = 255, normalize?: (cp: number) => number) {
  return (text: string): Token[] => {
    const out: Token[] = [];
    let start = -1;
    let term = '';
    const flush = (end: number) => {
      if (start >= 0) out.push(token(term, start, end, 'word'));
      start = -1;
      term = '';
    };
    for (let i = 0; i < text.length; ) {
      const cp = text.codePointAt(i)!;
      const n = cp > 0xffff ? 2 : 1;
      if (isTokenChar(cp)) {
        if (start >= 0 && term.length + n > maxTokenLength) flush(i);
        if (start < 0) start = i;
        term += String.fromCodePoint(normalize ? normalize(cp) : cp);
      } else flush(i);
      i += n;
    }
    flush(text.length);
    return out;
  };
}
