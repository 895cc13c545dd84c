import { union } from './doc-scores';
import { jf, matchExpl, noMatchExpl, type Explanation } from './explanation';
import type { Query, ShardSearcher, Weight } from './query';

const f32 = Math.fround;

/** Lucene's DisjunctionMaxQuery: the best clause's score plus tie_breaker times the others', in float. */
export class DisjunctionMaxQuery implements Query {
  readonly kind = 'dis_max';
  constructor(readonly disjuncts: Query[], readonly tieBreaker: number) {}
  toString(field?: string) {
    // Lucene wraps a BooleanQuery disjunct in parentheses.
    return `(${this.disjuncts.map((q) => (q.kind === 'bool' ? `(${q.toString(field)})` : q.toString(field))).join(' | ')})${this.tieBreaker !== 0 ? `~${jf(this.tieBreaker)}` : ''}`;
  }
  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    const weights = this.disjuncts.map((q) => searcher.createWeight(q, needsScores, boost));
    const tie = f32(this.tieBreaker);
    const combine = (scores: number[]) => {
      let sum = 0;
      let max = -Infinity;
      for (const s of scores) {
        sum = f32(sum + s);
        if (s > max) max = s;
      }
      return f32(max + f32(f32(sum - max) * tie));
    };
    return {
      scores(leaf) {
        return union(weights.map((w) => w.scores(leaf)), (scores, _i, n) => combine(Array.from(scores.subarray(0, n))));
      },
      explain(leaf, doc) {
        const subs: Explanation[] = weights.map((w) => w.explain(leaf, doc)).filter((e) => e.match);
        if (subs.length === 0) return noMatchExpl('No matching clause');
        return matchExpl(combine(subs.map((e) => e.value)), tie === 0 ? 'max of:' : `max plus ${jf(tie)} times others of:`, subs);
      },
    };
  }
}
