import type { Token } from '../../token';
import { kstem } from './kstemmer';

/** Lucene's KStemFilter: each token not marked as a keyword is replaced by its KStem stem. */
export function kstemFilter(tokens: Token[]): Token[] {
  for (const t of tokens) if (!t.keyword) t.term = kstem(t.term);
  return tokens;
}
