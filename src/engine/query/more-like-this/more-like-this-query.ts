import type { Analyzer } from '../../analysis/analyzer';
import type { LikeItemTerms } from '../../engine-state';
import { ShardStats } from '../../index/shard-stats';
import { javaHashOrder } from '../../util/java-hash-order';
import { booleanQuery, type Clause } from '../boolean-query';
import { BoostQuery } from '../boost-query';
import { minimumShouldMatch } from '../minimum-should-match';
import type { Query, ShardSearcher, Weight } from '../query';
import { TermQuery } from '../term-query';
import { isNoiseWord, selectTerms, type ScoreTerm, type ScoreTermQueue, type TermSelection } from './term-selection';

/** XMoreLikeThis.DEFAULT_MAX_NUM_TOKENS_PARSED: a like text stops counting after this many tokens. */
const MAX_NUM_TOKENS_PARSED = 5000;

/** What ES's MoreLikeThisQuery holds once its builder resolved fields, analyzer and the items' term vectors. */
export interface MoreLikeThisSpec {
  /** moreLikeFields: like texts are analyzed as the first, and their terms looked up in all. */
  fields: string[];
  likeTexts?: string[];
  unlikeTexts?: string[];
  /** The like items' term vectors (items that were found); undefined when the query has no like items. */
  likeDocs?: LikeItemTerms[];
  unlikeDocs?: LikeItemTerms[];
  /** The analyzer of the texts (the `analyzer` named, or the first field's search analyzer). */
  analyzer: Analyzer;
  selection: TermSelection;
  minimumShouldMatch: string;
  /** 0: terms are not boosted; otherwise each term query is boosted by `boostTerms * score / first score`. */
  boostTerms: number;
}

/** The terms one like part chose, in the order their clauses were added (least score first). */
export interface ChosenTerms {
  from: 'docs' | 'texts';
  terms: ScoreTerm[];
}

const skipKey = (field: string, term: string) => `${field}\u0000${term}`;

/**
 * ES's MoreLikeThisQuery: rewritten on each shard's reader (XMoreLikeThis) into a boolean query of SHOULD term
 * queries, the terms chosen by tf-idf with that shard's document frequencies; `unlike` terms are never chosen.
 */
export class MoreLikeThisQuery implements Query {
  readonly kind = 'more_like_this';
  private readonly rewritten = new WeakMap<ShardSearcher, { query: Query; chosen: ChosenTerms[] }>();
  constructor(readonly spec: MoreLikeThisSpec) {}

  /** `like:[text, ...]` as ES prints it (Arrays.toString of the like texts; `null` without texts). */
  toString() {
    return `like:${this.spec.likeTexts ? `[${this.spec.likeTexts.join(', ')}]` : 'null'}`;
  }

  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    return this.rewrite(searcher).createWeight(searcher, needsScores, boost);
  }

  /** The query this shard runs (Lucene's rewrite against the shard's reader). */
  rewrite(searcher: ShardSearcher): Query {
    return this.rewriteWithTerms(searcher).query;
  }

  /** The rewrite and the terms it chose, per like part. */
  rewriteWithTerms(searcher: ShardSearcher): { query: Query; chosen: ChosenTerms[] } {
    let r = this.rewritten.get(searcher);
    if (!r) this.rewritten.set(searcher, (r = this.build(searcher)));
    return r;
  }

  private build(searcher: ShardSearcher): { query: Query; chosen: ChosenTerms[] } {
    const { spec } = this;
    // XMoreLikeThis reads the shard's own reader, not the dfs statistics: docFreq counts deleted docs, numDocs does not.
    const stats = new ShardStats(searcher.segments);
    const numDocs = searcher.segments.reduce((n, s) => n + s.maxDoc - s.numDeleted, 0);
    const skip = this.skipTerms();
    const isSkip = (field: string, term: string) => skip.has(skipKey(field, term));
    const parts: Clause[] = [];
    const chosen: ChosenTerms[] = [];
    const part = (from: ChosenTerms['from'], clauses: Clause[], terms: ScoreTerm[]) => {
      const msm = minimumShouldMatch(clauses.length, spec.minimumShouldMatch);
      parts.push({ occur: 'SHOULD', query: booleanQuery(clauses, msm > 0 ? msm : 0) });
      chosen.push({ from, terms });
    };
    if (spec.likeDocs) {
      // like(Fields...): per field (a HashSet of the names), its terms summed over the items, selected on their own.
      const names: string[] = [];
      for (const doc of spec.likeDocs) for (const f of doc.keys()) if (!names.includes(f)) names.push(f);
      const clauses: Clause[] = [];
      const terms: ScoreTerm[] = [];
      for (const field of javaHashOrder(names)) {
        const freqs = new Map<string, number>();
        for (const doc of spec.likeDocs) {
          for (const { term, freq } of doc.get(field) ?? []) {
            if (isNoiseWord(term, spec.selection) || isSkip(field, term)) continue;
            freqs.set(term, (freqs.get(term) ?? 0) + freq);
          }
        }
        const queue = this.queue(freqs, [field], stats, numDocs);
        this.addToQuery(queue, clauses, terms);
      }
      part('docs', clauses, terms);
    }
    if (spec.likeTexts) {
      const field = spec.fields[0];
      const freqs = new Map<string, number>();
      for (const text of spec.likeTexts) {
        let count = 0;
        for (const t of spec.analyzer.analyze(text).tokens) {
          if (++count > MAX_NUM_TOKENS_PARSED) break;
          if (isNoiseWord(t.term, spec.selection) || isSkip(field, t.term)) continue;
          freqs.set(t.term, (freqs.get(t.term) ?? 0) + 1);
        }
      }
      const clauses: Clause[] = [];
      const terms: ScoreTerm[] = [];
      this.addToQuery(this.queue(freqs, spec.fields, stats, numDocs), clauses, terms);
      part('texts', clauses, terms);
    }
    return { query: booleanQuery(parts), chosen };
  }

  /** createQueue over the words in the order a HashMap holds them; the field with the largest docFreq wins. */
  private queue(freqs: Map<string, number>, fields: string[], stats: ShardStats, numDocs: number): ScoreTermQueue {
    const words = javaHashOrder([...freqs.keys()]);
    const docFreq = (term: string) => {
      let top = fields[0];
      let df = 0;
      for (const f of fields) {
        const n = stats.docFreq(f, term);
        if (n > df) top = f;
        df = Math.max(n, df);
      }
      return { docFreq: df, field: top };
    };
    const candidates = words.map((term) => ({ term, freq: freqs.get(term)! }));
    return selectTerms(candidates, candidates.length, docFreq, numDocs, { ...this.spec.selection, maxTermFreq: Infinity }, false);
  }

  /** addToQuery: pops the least first; with boost_terms each term is boosted relative to that first score. */
  private addToQuery(queue: ScoreTermQueue, clauses: Clause[], terms: ScoreTerm[]) {
    let best = -1;
    for (let st = queue.pop(); st; st = queue.pop()) {
      let q: Query = new TermQuery(st.field, st.term);
      if (this.spec.boostTerms !== 0) {
        if (best === -1) best = st.score;
        q = new BoostQuery(q, Math.fround(Math.fround(this.spec.boostTerms * st.score) / best));
      }
      clauses.push({ occur: 'SHOULD', query: q });
      terms.push(st);
    }
  }

  /** handleUnlike: the unlike texts' terms (as the first field) and every term of the unlike items' fields. */
  private skipTerms(): Set<string> {
    const skip = new Set<string>();
    const field = this.spec.fields[0];
    for (const text of this.spec.unlikeTexts ?? []) for (const t of this.spec.analyzer.analyze(text).tokens) skip.add(skipKey(field, t.term));
    for (const doc of this.spec.unlikeDocs ?? []) for (const [f, terms] of doc) for (const t of terms) skip.add(skipKey(f, t.term));
    return skip;
  }
}
