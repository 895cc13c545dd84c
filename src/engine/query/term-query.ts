import { Bm25Weight, K1, nonScoringExplain, weightExplanation } from './bm25';
import { docScores, NO_DOCS } from './doc-scores';
import { jf, matchExpl, noMatchExpl } from './explanation';
import { isLive, type LeafContext, type Query, type ShardSearcher, type Weight } from './query';

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
  constructor(readonly field: string, readonly term: string) {}
  toString(field?: string) {
    return termToString(this.field, this.term, field);
  }
  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    const { field, term } = this;
    const stats = searcher.stats;
    const fs = stats.field(field);
    const sim = new Bm25Weight(boost, { maxDoc: stats.maxDoc, docCount: fs.docCount, sumTotalTermFreq: fs.sumTotalTermFreq }, [stats.docFreq(field, term)]);
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
    return {
      scores(leaf) {
        const p = postings(leaf);
        if (!p) return NO_DOCS;
        const { fp, t } = p;
        const start = fp.postingsStart[t];
        const end = fp.postingsStart[t + 1];
        const out = docScores(end - start);
        const live = leaf.segment.liveDocs;
        const noFreqs = docsOnly();
        const norms = fp.norms;
        const w = sim.weightValue;
        const cache = sim.cache;
        for (let i = start; i < end; i++) {
          const d = fp.docs[i];
          if (live[d] !== 1) continue;
          let score = 0;
          if (needsScores) {
            // bm25(): weight * freq / (freq + norm), each step rounded to float32
            const freq = noFreqs ? 1 : fp.freqs[i];
            score = Math.fround(Math.fround(w * freq) / Math.fround(freq + (norms ? cache[norms[d]] : K1)));
          }
          out.docs[out.length] = d;
          out.scores[out.length++] = score;
        }
        return out;
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
