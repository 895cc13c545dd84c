/**
 * Lucene 7.7's CommonTermsQuery as ES 6.8 extends it (ExtendedCommonTermsQuery: the minimum_should_match specs
 * are ES's, computed on the size of each group). It is rewritten on each shard's reader:
 * - no term: nothing matches; one term: that term's query;
 * - else each term is high frequency when its docFreq on the shard is above the cutoff (an absolute count when
 *   the cutoff is >= 1, else `(int) ceil(cutoff * maxDoc)` in float), low frequency otherwise (and when absent);
 * - the low frequency terms joined by their operator make a required clause, the high frequency ones an optional
 *   clause; with no low frequency term, the high frequency ones are all required unless their msm says otherwise.
 * Scoring is then the boolean query's: each term scored with the searcher's statistics (dfs ones under dfs).
 */
import { nestedDocCount, parentSegmentOf } from '../index/nested-docs';
import type { Occur } from './boolean-query';
import { booleanQuery, type Clause } from './boolean-query';
import { MatchNoDocsQuery } from './constant-score';
import { checkClauseCount } from './max-clause-count';
import { minimumShouldMatch } from './minimum-should-match';
import type { Query, ShardSearcher, Weight } from './query';
import { TermQuery } from './term-query';

const f32 = Math.fround;
const INT_MAX = 2147483647;
const INT_MIN = -2147483648;

export interface CommonTermsOptions {
  highFreqOccur: 'MUST' | 'SHOULD';
  lowFreqOccur: 'MUST' | 'SHOULD';
  /** A float: a fraction of the shard's maxDoc below 1, an absolute docFreq from 1 up. */
  maxTermFrequency: number;
  /** ES's minimum_should_match spec for each group (Queries.calculateMinShouldMatch on the group's size). */
  lowFreqMinimumShouldMatch?: string;
  highFreqMinimumShouldMatch?: string;
}

export class CommonTermsQuery implements Query {
  readonly kind = 'common';
  constructor(readonly field: string, readonly terms: readonly string[], readonly options: CommonTermsOptions) {}

  /** CommonTermsQuery.toString: every term as its TermQuery prints itself (field always named), comma separated. */
  toString() {
    return this.terms.map((t) => `${this.field}:${t}`).join(', ');
  }

  /** The shard's docFreq of each term, deleted docs included, and its maxDoc (the reader's, nested documents included, never dfs ones). */
  private readerStats(searcher: ShardSearcher): { maxDoc: number; docFreqs: Array<number | undefined> } {
    let maxDoc = 0;
    const docFreqs: Array<number | undefined> = this.terms.map(() => undefined);
    for (const leaf of searcher.leaves) {
      // A Lucene segment holds the parents and every hidden nested document of theirs (under a nested query the
      // leaf is one path's children: the reader is still the whole segment).
      const segment = parentSegmentOf(leaf.segment) ?? leaf.segment;
      maxDoc += segment.maxDoc + nestedDocCount(searcher.index, segment, true);
      const fp = leaf.segment.fields.get(this.field);
      if (!fp) continue;
      this.terms.forEach((term, i) => {
        const t = fp.termIds.get(term);
        if (t !== undefined) docFreqs[i] = (docFreqs[i] ?? 0) + fp.docFreq[t];
      });
    }
    return { maxDoc, docFreqs };
  }

  /** Whether a term of this docFreq is a high frequency term on a reader of maxDoc documents (buildQuery). */
  isHighFrequency(docFreq: number, maxDoc: number): boolean {
    const cutoff = this.options.maxTermFrequency;
    if (cutoff >= 1 && docFreq > cutoff) return true;
    // Java's (int) cast: NaN is 0, out of range values saturate.
    const ceil = Math.ceil(f32(cutoff * f32(maxDoc)));
    return docFreq > (Number.isNaN(ceil) ? 0 : Math.max(INT_MIN, Math.min(INT_MAX, ceil)));
  }

  /** Lucene's rewrite against the shard's reader (what explain, profile and validate's `rewrite` show). */
  readerRewrite(searcher: ShardSearcher): Query {
    if (this.terms.length === 0) return new MatchNoDocsQuery('CommonTermsQuery with no terms');
    if (this.terms.length === 1) return new TermQuery(this.field, this.terms[0]);
    const { maxDoc, docFreqs } = this.readerStats(searcher);
    const low: string[] = [];
    const high: string[] = [];
    this.terms.forEach((term, i) => {
      const df = docFreqs[i];
      (df !== undefined && this.isHighFrequency(df, maxDoc) ? high : low).push(term);
    });
    const o = this.options;
    let highOccur: Occur = o.highFreqOccur;
    const msm = (spec: string | undefined, n: number) => (spec === undefined ? 0 : minimumShouldMatch(n, spec));
    const lowMsm = o.lowFreqOccur === 'SHOULD' && low.length > 0 ? msm(o.lowFreqMinimumShouldMatch, low.length) : 0;
    const highMsm = highOccur === 'SHOULD' && high.length > 0 ? msm(o.highFreqMinimumShouldMatch, high.length) : 0;
    // Only common terms: required, to keep the query from matching most of the index.
    if (low.length === 0 && highMsm === 0) highOccur = 'MUST';
    const group = (terms: string[], occur: Occur, min: number): Query => {
      checkClauseCount(terms.length);
      return booleanQuery(terms.map((t): Clause => ({ occur, query: new TermQuery(this.field, t) })), min);
    };
    const clauses: Clause[] = [];
    if (low.length > 0) clauses.push({ occur: 'MUST', query: group(low, o.lowFreqOccur, lowMsm) });
    if (high.length > 0) clauses.push({ occur: 'SHOULD', query: group(high, highOccur, highMsm) });
    return booleanQuery(clauses, 0);
  }

  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    return this.readerRewrite(searcher).createWeight(searcher, needsScores, boost);
  }
}
