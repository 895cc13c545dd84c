import { Bm25Weight, nonScoringExplain, weightExplanation } from './bm25';
import { docScores, NO_DOCS } from './doc-scores';
import { jf, matchExpl, noMatchExpl } from './explanation';
import { isLive, type LeafContext, type Query, type ShardSearcher, type Weight } from './query';
import { advanceTo } from './gallop';
import { TermScorer } from './scoring/term-scorer';

/** Lucene's `field:text` (the field left out when it is the default field). */
export function termToString(field: string, text: string, defaultField?: string) {
  return field === defaultField ? text : `${field}:${text}`;
}

/**
 * A term in an inverted field, scored with BM25. Without scores (a filter clause) Lucene 7.7 uses its
 * non-scoring similarity: score 0 and a different explanation.
 */
export class TermQuery implements Query {
  readonly kind = 'term';
  /** `docFreq`: the statistic to score with when a rewrite blends it (BlendedTermQuery's adjusted TermContext). */
  constructor(readonly field: string, readonly term: string, readonly docFreq?: number) {}
  toString(field?: string) {
    return termToString(this.field, this.term, field);
  }
  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    const { field, term } = this;
    const stats = searcher.stats;
    const fs = stats.field(field);
    const sim = new Bm25Weight(boost, { maxDoc: stats.maxDoc, docCount: fs.docCount, sumTotalTermFreq: fs.sumTotalTermFreq }, [this.docFreq ?? stats.docFreq(field, term)]);
    const docsOnly = () => {
      const m = searcher.index.fieldMapping(field);
      return m !== undefined && (m.indexOptions === 'docs' || m.type === 'keyword');
    };
    const self = this;
    const postings = (leaf: LeafContext) => {
      const fp = leaf.segment.fields.get(field);
      const t = fp?.termIds.get(term);
      return fp && t !== undefined ? { fp, t } : undefined;
    };
    const termScorer = (leaf: LeafContext): TermScorer | null => {
      const p = postings(leaf);
      return p ? new TermScorer(p.fp, p.t, docsOnly(), sim.weightValue, sim.cache, needsScores) : null;
    };
    return {
      termScorer,
      scores(leaf, within) {
        const ts = termScorer(leaf);
        if (!ts) return NO_DOCS;
        const live = leaf.segment.liveDocs;
        const docs = ts.docs;
        if (within) {
          // Only the asked docs: find each in the postings.
          const out = docScores(Math.min(within.length, ts.cost));
          let i = ts.start;
          for (let k = 0; k < within.length && i < ts.end; k++) {
            i = advanceTo(docs, i, ts.end, within.docs[k]);
            if (i < ts.end && docs[i] === within.docs[k] && live[docs[i]] === 1) {
              out.docs[out.length] = docs[i];
              out.scores[out.length++] = ts.score(i);
            }
          }
          return out;
        }
        const out = docScores(ts.cost);
        for (let i = ts.start; i < ts.end; i++) {
          const d = docs[i];
          if (live[d] !== 1) continue;
          out.docs[out.length] = d;
          out.scores[out.length++] = ts.score(i);
        }
        return out;
      },
      collect(leaf, collector) {
        const ts = termScorer(leaf);
        if (!ts) return 0;
        return ts.collectBlocks(ts.start, ts.end, leaf.segment.numDeleted > 0 ? leaf.segment.liveDocs : null, collector);
      },
      explain(leaf, doc) {
        const p = postings(leaf);
        if (p && isLive(leaf, doc)) {
          const { fp, t } = p;
          for (let i = fp.postingsStart[t]; i < fp.postingsStart[t + 1]; i++) {
            if (fp.docs[i] !== doc) continue;
            const freq = docsOnly() || !needsScores ? 1 : fp.freqs[i];
            const freqExpl = matchExpl(freq, `termFreq=${jf(freq)}`);
            const score = needsScores ? sim.explain(freqExpl, fp.norms, doc) : nonScoringExplain(doc, freqExpl);
            return weightExplanation(self.toString(), doc, score, needsScores);
          }
        }
        return noMatchExpl('no matching term');
      },
    };
  }
}
