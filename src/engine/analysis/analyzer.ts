import type { Token, TokenStreamResult } from './token';

/**
 * "Here is a field value: give me tokens." A named analysis chain (char filters → tokenizer → token
 * filters). `positionIncrementGap` and `offsetGap` are applied between the values of a multi-valued
 * field by the indexing chain (see es-semantics §2.4).
 */
export interface Analyzer {
  readonly name: string;
  readonly positionIncrementGap: number;
  readonly offsetGap: number;
  analyze(text: string): TokenStreamResult;
  /**
   * The same tokens as `analyze`, in pieces of about `pieceLength` UTF-16 units (offsets into the whole
   * text), so a caller may pause between pieces; returns the stream's end state. A chain that cannot be
   * cut safely gives one piece.
   */
  analyzeInPieces(text: string, pieceLength: number): Generator<Token[], StreamEnd>;
}

export type StreamEnd = Omit<TokenStreamResult, 'tokens'>;
