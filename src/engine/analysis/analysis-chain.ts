import type { Analyzer } from './analyzer';
import type { Token, TokenStreamResult } from './token';

/** A tokenizer splits text into tokens (offsets into the text); it never sees other values. */
export type Tokenizer = (text: string) => Token[];
/** A token filter rewrites a token list; it may drop tokens (passing their increments on) but never touch offsets. */
export type TokenFilter = (tokens: Token[], end: { endPositionIncrement: number }) => Token[];

/** An analyzer built from a tokenizer and filters, as Lucene's CustomAnalyzer. */
export function chainAnalyzer(name: string, tokenizer: Tokenizer, filters: TokenFilter[], positionIncrementGap = 0, offsetGap = 1): Analyzer {
  return {
    name,
    positionIncrementGap,
    offsetGap,
    analyze(text: string): TokenStreamResult {
      let tokens = tokenizer(text);
      const end = { endPositionIncrement: 0 };
      for (const f of filters) tokens = f(tokens, end);
      return { tokens, finalOffset: text.length, endPositionIncrement: end.endPositionIncrement };
    },
  };
}

export function token(term: string, start: number, end: number, type: string): Token {
  return { term, positionIncrement: 1, positionLength: 1, startOffset: start, endOffset: end, type };
}
