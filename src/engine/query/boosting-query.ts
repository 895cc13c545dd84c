import { parsingException } from '../errors/catalog';
import { isObject } from '../util/json';
import { withBoost } from './boost-query';
import { docScores, push } from './doc-scores';
import { matchExpl } from './explanation';
import { floatMember } from './json-numbers';
import { boostOf, type QueryParser } from './parse-context';
import type { Query, ShardSearcher, Weight } from './query';

const f32 = Math.fround;

/**
 * Lucene 7.7's BoostingQuery (queries module), as ES 6.8's BoostingQueryBuilder builds it: the documents of the
 * positive query, the score multiplied (in float) by `negativeBoost` where the negative query matches too. The
 * negative query never scores; without scores the positive query's weight is used alone.
 */
export class BoostingQuery implements Query {
  readonly kind = 'boosting';
  constructor(readonly positive: Query, readonly negative: Query, readonly negativeBoost: number) {}
  toString(field?: string) {
    return `${this.positive.toString(field)}/${this.negative.toString(field)}`;
  }
  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    if (!needsScores) return searcher.createWeight(this.positive, false, boost);
    const positive = searcher.createWeight(this.positive, true, boost);
    const negative = searcher.createWeight(this.negative, false, boost);
    const factor = f32(this.negativeBoost);
    return {
      scores(leaf, within) {
        const pos = positive.scores(leaf, within);
        const neg = negative.scores(leaf, within);
        const out = docScores(pos.length);
        let j = 0;
        for (let i = 0; i < pos.length; i++) {
          const d = pos.docs[i];
          while (j < neg.length && neg.docs[j] < d) j++;
          push(out, d, j < neg.length && neg.docs[j] === d ? f32(pos.scores[i] * factor) : pos.scores[i]);
        }
        return out;
      },
      explain(leaf, doc) {
        const m = positive.explain(leaf, doc);
        const c = negative.explain(leaf, doc);
        if (!m.match || !c.match) return m;
        return matchExpl(f32(m.value * factor), 'product of:', [m, matchExpl(factor, 'boost')]);
      },
    };
  }
}

const MEMBERS = ['positive', 'negative', 'negative_boost', 'boost', '_name'];

/** BoostingQueryBuilder.fromXContent: both queries and a non-negative negative_boost are required. */
export const boosting: QueryParser = (body, ctx) => {
  if (!isObject(body)) throw parsingException('[boosting] query malformed, no start_object after query name');
  for (const k of Object.keys(body)) {
    if (MEMBERS.includes(k)) continue;
    throw parsingException(`[boosting] query does not support [${k}]`);
  }
  if (body.positive !== undefined && !isObject(body.positive)) throw parsingException('[boosting] query does not support [positive]');
  if (body.negative !== undefined && !isObject(body.negative)) throw parsingException('[boosting] query does not support [negative]');
  if (body.positive === undefined) throw parsingException("[boosting] query requires 'positive' query to be set'");
  if (body.negative === undefined) throw parsingException("[boosting] query requires 'negative' query to be set'");
  const negativeBoost = floatMember('boosting', 'negative_boost', body.negative_boost) ?? -1;
  if (negativeBoost < 0) throw parsingException("[boosting] query requires 'negative_boost' to be set to be a positive value'");
  const positive = ctx.parse(body.positive);
  const negative = ctx.parse(body.negative);
  return withBoost(new BoostingQuery(positive, negative, negativeBoost), boostOf(body, 'boosting'));
};
