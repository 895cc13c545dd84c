/**
 * The Profile API's query tree (ES 6.8's QueryProfiler over Lucene's ProfileWeight): every weight a search
 * creates through its ShardSearcher becomes a node, a child of the weight being created around it (a root when
 * none is), with the time spent in each of Lucene's steps and how often each ran.
 *
 * The engine has no doc-at-a-time scorer: a weight scores a segment's matches in one pass when it is asked for
 * them, so that pass is timed as `build_scorer` (for a rescore window, as `advance`: it asks for given docs);
 * `next_doc`, `advance` and `score` are counted as Lucene would call them on the matches the pass gave.
 */
import type { DocIds } from './doc-scores';
import { luceneClassName } from './lucene-class';
import { withReaderRewrites } from './reader-rewrite';
import type { LeafContext, Query, ShardSearcher, Weight } from './query';
import type { YieldPoint } from '../util/cooperation';

/** ES 6.8's QueryTimingType, in its order. */
export const QUERY_TIMINGS = ['create_weight', 'build_scorer', 'next_doc', 'advance', 'match', 'score'] as const;
export type QueryTiming = (typeof QUERY_TIMINGS)[number];

/** A monotonic clock in nanoseconds (fractions allowed; rounded when rendered). */
export type NanoClock = () => number;

export class QueryProfileNode {
  readonly nanos = new Float64Array(QUERY_TIMINGS.length);
  readonly counts = new Float64Array(QUERY_TIMINGS.length);
  readonly children: QueryProfileNode[] = [];
  constructor(readonly type: string, readonly description: string) {}
  add(timing: QueryTiming, nanos: number, count = 1) {
    const i = QUERY_TIMINGS.indexOf(timing);
    this.nanos[i] += nanos;
    this.counts[i] += count;
  }
  count(timing: QueryTiming, count: number) {
    this.counts[QUERY_TIMINGS.indexOf(timing)] += count;
  }
  /** ES's time_in_nanos: the sum of the node's timings (a parent's include its children's, which run inside). */
  get totalNanos(): number {
    let t = 0;
    for (const n of this.nanos) t += n;
    return t;
  }
}

export class QueryProfiler {
  readonly roots: QueryProfileNode[] = [];
  private readonly stack: QueryProfileNode[] = [];
  /** Preparers already timed (by the innermost query that registered them). */
  private readonly timed = new WeakSet<object>();
  /** Time spent turning the request's queries into the Lucene queries the weights are made from. */
  rewriteNanos = 0;
  constructor(readonly now: NanoClock) {}

  /** ContextIndexSearcher.createWeight under a profiler: times the creation and wraps the weight. */
  createWeight(query: Query, searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    // The searcher profiles the rewritten query (IndexSearcher.rewrite runs before createWeight).
    while (query.readerRewrite) query = query.readerRewrite(searcher);
    const shown = withReaderRewrites(query, searcher);
    const node = new QueryProfileNode(luceneClassName(shown, searcher), shown.toString());
    (this.stack.length > 0 ? this.stack[this.stack.length - 1].children : this.roots).push(node);
    this.stack.push(node);
    const preparers = searcher.leafPreparers.length;
    const started = this.now();
    let inner: Weight;
    try {
      inner = query.createWeight(searcher, needsScores, boost);
    } finally {
      node.add('create_weight', this.now() - started);
      this.stack.pop();
    }
    this.timePreparers(searcher, preparers, node);
    return profiledWeight(inner, node, needsScores, this.now);
  }

  /**
   * Phrases match their positions ahead of scoring (the searcher's leaf preparers): Lucene's two-phase `match`
   * for the query that registered the work, and time its ancestors spent finding their next doc.
   */
  private timePreparers(searcher: ShardSearcher, from: number, node: QueryProfileNode) {
    const ancestors = [...this.stack];
    for (let i = from; i < searcher.leafPreparers.length; i++) {
      const prepare = searcher.leafPreparers[i];
      if (this.timed.has(prepare)) continue;
      const timed = async (leaf: LeafContext, task: YieldPoint) => {
        const started = this.now();
        await prepare(leaf, task);
        const took = this.now() - started;
        node.add('match', took);
        for (const a of ancestors) a.add('next_doc', took, 0);
      };
      this.timed.add(timed);
      searcher.leafPreparers[i] = timed;
    }
  }
}

/**
 * ProfileWeight: the same matches and scores as the weight it wraps, timed. It offers no fused fast path
 * (`collect`, `termScorer`), as ES's profiled searches use Lucene's default bulk scorer.
 */
function profiledWeight(inner: Weight, node: QueryProfileNode, needsScores: boolean, now: NanoClock): Weight {
  return {
    scores(leaf: LeafContext, within?: DocIds) {
      const started = now();
      const matches = inner.scores(leaf, within);
      const took = now() - started;
      if (within) node.add('advance', took, within.length);
      else node.add('build_scorer', took);
      if (within) node.count('build_scorer', 1);
      else if (matches.length > 0) node.count('next_doc', matches.length + 1);
      if (needsScores) node.count('score', matches.length);
      return matches;
    },
    explain: (leaf, doc) => inner.explain(leaf, doc),
  };
}
