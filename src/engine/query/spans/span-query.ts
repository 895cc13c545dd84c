import { EsError } from '../../errors/es-error';
import { readPositions } from '../../index/prox';
import type { FieldPostings } from '../../index/segment';
import { compareUtf8 } from '../../util/utf8';
import { Bm25Weight, nonScoringExplain, weightExplanation } from '../bm25';
import { BoostQuery } from '../boost-query';
import { docScores, indexOfDoc, NO_DOCS, push, type DocIds, type DocScores } from '../doc-scores';
import { jf, matchExpl, noMatchExpl } from '../explanation';
import { advanceTo } from '../gallop';
import { MAX_CLAUSE_COUNT } from '../max-clause-count';
import type { LeafContext, Query, ShardSearcher, Weight } from '../query';
import {
  rewriteSpan, sloppySpanFreq, spanClassName, spanLeafTerms, spanMatches, SpanRewriteLimit, spanTerms, spanToString,
  type SpanMatch, type SpanNode,
} from './span-node';

/**
 * A Lucene span query (SpanTermQuery, SpanNearQuery, SpanOrQuery...): per shard, span_multi is expanded to its
 * terms; SpanWeight scores with BM25 over the idfs of every term the query reads summed (buildSimWeight), the
 * collection statistics and norms of the query's field, and SpanScorer's frequency Σ 1/(width+1) over the
 * document's spans.
 */
export class SpanQuery implements Query {
  readonly kind = 'span';
  constructor(readonly node: SpanNode) {}
  /** The Lucene class (the Profile API's type). */
  get luceneClass(): string {
    return spanClassName(this.node);
  }
  get field(): string | undefined {
    return this.node.field;
  }
  toString(field?: string) {
    return spanToString(this.node, field);
  }
  /** SpanMultiTermQueryWrapper's rewrite on this shard (terms of every searchable segment). */
  rewrite(searcher: ShardSearcher): SpanNode {
    const termsOf = (field: string) => {
      const all = new Set<string>();
      for (const leaf of searcher.leaves) for (const t of leaf.segment.fields.get(field)?.terms ?? []) all.add(t);
      return all;
    };
    try {
      return rewriteSpan(this.node, termsOf, MAX_CLAUSE_COUNT, compareUtf8);
    } catch (e) {
      if (e instanceof SpanRewriteLimit) throw new EsError({ type: 'runtime_exception', reason: e.message, status: 500 });
      throw e;
    }
  }

  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    const node = this.rewrite(searcher);
    const field = node.field;
    const stats = searcher.stats;
    const terms = [...spanTerms(node).values()].sort((a, b) => (a[0] === b[0] ? compareUtf8(a[1], b[1]) : compareUtf8(a[0], b[0])));
    // SpanWeight.buildSimWeight: no similarity without terms or a field (nothing matches then).
    const fs = field === undefined ? undefined : stats.field(field);
    const sim = fs && terms.length > 0
      ? new Bm25Weight(boost, { maxDoc: stats.maxDoc, docCount: fs.docCount, sumTotalTermFreq: fs.sumTotalTermFreq }, terms.map(([f, t]) => stats.docFreq(f, t)))
      : undefined;
    const description = spanToString(node);
    const leafTerms = spanLeafTerms(node);

    /** Each matching doc of the leaf with its sloppy frequency (or only the asked ones). */
    const freqs = (leaf: LeafContext, within?: DocIds): DocScores => {
      const candidates = within ? Array.from(within.docs.subarray(0, within.length)) : candidateDocs(leaf, leafTerms);
      if (candidates.length === 0) return NO_DOCS;
      const out = docScores(16);
      const live = leaf.segment.liveDocs;
      for (const doc of candidates) {
        if (live[doc] !== 1) continue;
        const matches = docSpans(node, leaf, doc);
        if (matches.length > 0) push(out, doc, needsScores ? sloppySpanFreq(matches) : 1);
      }
      return out;
    };
    const normsOf = (leaf: LeafContext) => (field === undefined ? null : leaf.segment.fields.get(field)?.norms ?? null);
    return {
      scores(leaf, within) {
        const out = freqs(leaf, within);
        const norms = normsOf(leaf);
        for (let i = 0; i < out.length; i++) out.scores[i] = needsScores && sim ? sim.score(out.scores[i], norms, out.docs[i]) : 0;
        return out;
      },
      explain(leaf, doc) {
        const all = freqs(leaf, { docs: Int32Array.of(doc), length: 1 });
        if (indexOfDoc(all, doc) < 0 || !sim) return noMatchExpl('no matching term');
        const freq = all.scores[0];
        const freqExpl = matchExpl(freq, `phraseFreq=${jf(freq)}`);
        return weightExplanation(description, doc, needsScores ? sim.explain(freqExpl, normsOf(leaf), doc) : nonScoringExplain(doc, freqExpl), needsScores);
      },
    };
  }
}

/** SpanBoostQuery: a span query's boost (printed and applied as BoostQuery, named as its own class). */
export class SpanBoostQuery extends BoostQuery {
  readonly luceneClass = 'SpanBoostQuery';
}

/** The docs of a leaf holding any term the span query reads, in doc order (each then matched for its spans). */
function candidateDocs(leaf: LeafContext, terms: Array<[string, string]>): number[] {
  const docs = new Set<number>();
  for (const [field, term] of terms) {
    const fp = leaf.segment.fields.get(field);
    const t = fp?.termIds.get(term);
    if (!fp || t === undefined) continue;
    for (let p = fp.postingsStart[t]; p < fp.postingsStart[t + 1]; p++) docs.add(fp.docs[p]);
  }
  return [...docs].sort((a, b) => a - b);
}

/** The spans of one document, reading its positions from the leaf's postings. */
export function docSpans(node: SpanNode, leaf: LeafContext, doc: number): SpanMatch[] {
  return spanMatches(node, (field, term) => termPositions(leaf.segment.fields.get(field), term, doc));
}

function termPositions(fp: FieldPostings | undefined, term: string, doc: number): Int32Array | undefined {
  const t = fp?.termIds.get(term);
  if (!fp || t === undefined) return undefined;
  const end = fp.postingsStart[t + 1];
  const p = advanceTo(fp.docs, fp.postingsStart[t], end, doc);
  if (p >= end || fp.docs[p] !== doc) return undefined;
  const out = new Int32Array(fp.freqs[p]);
  readPositions(fp.prox, fp.proxStart[p], fp.freqs[p], out);
  return out;
}
