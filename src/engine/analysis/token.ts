/**
 * One token as Lucene's attributes describe it. Positions travel as increments; offsets are UTF-16
 * code units into the original value (filters never change them); `type` is the tokenizer's type
 * (`<ALPHANUM>`, `word`, ...); `payload` is absent when empty.
 */
export interface Token {
  term: string;
  positionIncrement: number;
  positionLength: number;
  startOffset: number;
  endOffset: number;
  type: string;
  payload?: Uint8Array;
  /** Lucene's KeywordAttribute (set by keyword_marker; stemmers leave such a token alone). */
  keyword?: boolean;
}

/** The result of running an analyzer over one value: its tokens and the stream's `end()` state. */
export interface TokenStreamResult {
  tokens: Token[];
  /** Offset after the last character of the value (the value's length, after char filters' correction). */
  finalOffset: number;
  /** Position increment left over at `end()` (trailing tokens removed by a stop filter). */
  endPositionIncrement: number;
}
