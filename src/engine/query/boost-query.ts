import { jf } from './explanation';
import type { Query, ShardSearcher, Weight } from './query';

/** Lucene's BoostQuery: no weight of its own, it multiplies the boost handed to the inner query's weight. */
export class BoostQuery implements Query {
  readonly kind = 'boost';
  constructor(readonly query: Query, readonly boost: number) {}
  toString(field?: string) {
    return `(${this.query.toString(field)})^${jf(this.boost)}`;
  }
  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    return this.query.createWeight(searcher, needsScores, Math.fround(boost * this.boost));
  }
}

/** Wraps in a BoostQuery unless the boost is 1 (AbstractQueryBuilder.toQuery). */
export function withBoost(query: Query, boost: number): Query {
  return boost === 1 ? query : new BoostQuery(query, boost);
}
