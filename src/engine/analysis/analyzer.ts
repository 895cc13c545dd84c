import type { TokenStreamResult } from './token';

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
}
