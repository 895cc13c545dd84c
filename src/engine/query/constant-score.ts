import { docScores, NO_DOCS, push } from './doc-scores';
import { jf, matchExpl, noMatchExpl, type Explanation } from './explanation';
import { isLive, type LeafContext, type Query, type ShardSearcher, type Weight } from './query';

/**
 * Lucene's ConstantScoreWeight: every match scores the boost; explained as the query's text,
 * with `^boost` when the boost is not 1. `matchesDoc`, when the query can test one document, spares
 * an explanation the walk through the matches before it.
 */
export function constantScoreWeight(
  query: Query,
  boost: number,
  matchingDocs: (leaf: LeafContext) => Iterable<number>,
  matchesDoc?: (leaf: LeafContext, doc: number) => boolean,
): Weight {
  const score = Math.fround(boost);
  return {
    scores(leaf) {
      const out = docScores(16);
      for (const d of matchingDocs(leaf)) if (isLive(leaf, d)) push(out, d, score);
      return out;
    },
    explain(leaf, doc) {
      let found = false;
      if (isLive(leaf, doc) && matchesDoc) found = matchesDoc(leaf, doc);
      else if (isLive(leaf, doc)) for (const d of matchingDocs(leaf)) if (d === doc) { found = true; break; }
      return explainConstant(query, score, doc, found);
    },
  };
}

/** A constant score's explanation: the query's text, with `^boost` when the boost is not 1. */
function explainConstant(query: Query, score: number, doc: number, matched: boolean): Explanation {
  const text = query.toString();
  return matched ? matchExpl(score, text + (score === 1 ? '' : `^${jf(score)}`)) : noMatchExpl(`${text} doesn't match id ${doc}`);
}

/** `*:*` */
export class MatchAllDocsQuery implements Query {
  readonly kind = 'match_all';
  toString() {
    return '*:*';
  }
  createWeight(_s: ShardSearcher, _n: boolean, boost: number): Weight {
    const score = Math.fround(boost);
    // Every live doc, in plain loops: the first search of an index is often this one.
    return {
      scores(leaf) {
        const { liveDocs: live, maxDoc } = leaf.segment;
        const out = docScores(maxDoc);
        for (let d = 0; d < maxDoc; d++) if (live[d] === 1) push(out, d, score);
        return out;
      },
      collect(leaf, collector) {
        const { liveDocs: live, maxDoc } = leaf.segment;
        let count = 0;
        for (let d = 0; d < maxDoc; d++) {
          if (live[d] !== 1) continue;
          count++;
          if (score > collector.minCompetitiveScore) collector.collect(d, score);
          // Once the collector is full, a tie never beats a doc it keeps: what is left is only counted.
          else if (leaf.segment.numDeleted === 0) return maxDoc;
        }
        return count;
      },
      explain: (leaf, doc) => explainConstant(this, score, doc, isLive(leaf, doc)),
    };
  }
}

/** Matches nothing; ES gives it a reason that shows in `toString`. */
export class MatchNoDocsQuery implements Query {
  readonly kind = 'match_none';
  constructor(readonly reason = '') {}
  toString() {
    return `MatchNoDocsQuery("${this.reason}")`;
  }
  createWeight(): Weight {
    return {
      scores: () => NO_DOCS,
      explain: () => noMatchExpl(this.reason),
    };
  }
}

/** Lucene's ConstantScoreQuery: the inner query decides matching only. */
export class ConstantScoreQuery implements Query {
  readonly kind = 'constant_score';
  constructor(readonly query: Query) {}
  toString(field?: string) {
    return `ConstantScore(${this.query.toString(field)})`;
  }
  createWeight(searcher: ShardSearcher, _needsScores: boolean, boost: number): Weight {
    const inner = searcher.createWeight(this.query, false, 1);
    return constantScoreWeight(this, boost, (leaf) => {
      const ds = inner.scores(leaf);
      return ds.docs.subarray(0, ds.length);
    });
  }
}

/**
 * A predicate over a field's doc values (points ranges, numeric terms, exists), constant scoring.
 * `text` is the Lucene toString of the query ES would build (PointRangeQuery, DocValuesFieldExistsQuery...).
 */
export class DocValuesPredicateQuery implements Query {
  readonly kind = 'doc_values';
  /** `accept` gets the exact long too where the column keeps one (a value past 2^53). */
  constructor(readonly field: string, readonly accept: (v: number | string, exact?: bigint) => boolean, readonly text: string) {}
  toString() {
    return this.text;
  }
  createWeight(_s: ShardSearcher, _n: boolean, boost: number): Weight {
    const { field, accept } = this;
    return constantScoreWeight(this, boost, function* (leaf) {
      const col = leaf.segment.docValues.get(field);
      if (!col) return;
      const exact = col.exact;
      for (let d = 0; d < leaf.segment.maxDoc; d++) {
        for (let i = col.start[d]; i < col.start[d + 1]; i++) {
          if (accept(col.values[i], exact?.get(i))) {
            yield d;
            break;
          }
        }
      }
    });
  }
}
