import { selectTerms as select } from '../query/more-like-this/term-selection';
import type { TermsFilter } from './termvectors-request';

/**
 * TermVectorsFilter for one field: the term selection more_like_this uses (query/more-like-this/term-selection.ts),
 * over the field's terms in term order with the field's statistics. Returns the kept terms' scores (output stays
 * in term order).
 */
export function selectTerms(
  terms: Array<{ term: string; freq: number }>,
  docFreq: (term: string) => number,
  numDocs: number,
  f: TermsFilter,
): Map<string, number> {
  const { maxNumTerms, ...rest } = f;
  const selection = { ...rest, maxTerms: maxNumTerms };
  const queue = select(terms, terms.length, (t) => ({ docFreq: docFreq(t), field: '' }), numDocs, selection);
  return new Map(queue.items().map((s) => [s.term, Math.max(0, s.score)]));
}
