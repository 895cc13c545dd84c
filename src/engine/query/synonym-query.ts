import { Bm25Weight, nonScoringExplain, weightExplanation } from './bm25';
import { docScores, NO_DOCS, type DocIds } from './doc-scores';
import { jf, matchExpl, noMatchExpl } from './explanation';
import { isLive, type LeafContext, type Query, type ShardSearcher, type Weight } from './query';
import { termToString } from './term-query';
import { compareUtf8 } from '../util/utf8';

/**
 * Lucene 7.7's SynonymQuery: terms of one field at the same position (stacked tokens: synonyms, keyword_repeat and
 * a stemmer) scored as one pseudo-term. SynonymWeight: docFreq is the largest of the terms' (BM25 reads no
 * totalTermFreq); a document's freq is the sum of the terms' freqs in it. The terms are kept sorted.
 */
export class SynonymQuery implements Query {
  readonly kind = 'synonym';
  readonly terms: string[];
  constructor(readonly field: string, terms: readonly string[]) {
    this.terms = [...new Set(terms)].sort(compareUtf8);
  }
  toString(field?: string) {
    return `Synonym(${this.terms.map((t) => termToString(this.field, t, field)).join(' ')})`;
  }
  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    const { field, terms } = this;
    const stats = searcher.stats;
    const fs = stats.field(field);
    let docFreq = 0;
    for (const t of terms) docFreq = Math.max(docFreq, stats.docFreq(field, t));
    const sim = new Bm25Weight(boost, { maxDoc: stats.maxDoc, docCount: fs.docCount, sumTotalTermFreq: fs.sumTotalTermFreq }, [docFreq]);
    const m = searcher.index.fieldMapping(field);
    const docsOnly = m !== undefined && (m.indexOptions === 'docs' || m.type === 'keyword');
    /** Each live matching doc of the segment with its summed freq, in doc order. */
    const freqs = (leaf: LeafContext): { docs: number[]; freq: Map<number, number> } | undefined => {
      const fp = leaf.segment.fields.get(field);
      if (!fp) return undefined;
      const freq = new Map<number, number>();
      for (const term of terms) {
        const t = fp.termIds.get(term);
        if (t === undefined) continue;
        for (let p = fp.postingsStart[t]; p < fp.postingsStart[t + 1]; p++) {
          const d = fp.docs[p];
          if (leaf.segment.liveDocs[d] !== 1) continue;
          freq.set(d, (freq.get(d) ?? 0) + (docsOnly ? 1 : fp.freqs[p]));
        }
      }
      return { docs: [...freq.keys()].sort((a, b) => a - b), freq };
    };
    const self = this;
    return {
      scores(leaf, within?: DocIds) {
        const f = freqs(leaf);
        if (!f || f.docs.length === 0) return NO_DOCS;
        const norms = leaf.segment.fields.get(field)!.norms;
        const wanted = within ? new Set(within.docs.subarray(0, within.length)) : undefined;
        const out = docScores(f.docs.length);
        for (const d of f.docs) {
          if (wanted && !wanted.has(d)) continue;
          out.docs[out.length] = d;
          out.scores[out.length++] = needsScores ? sim.score(f.freq.get(d)!, norms, d) : 0;
        }
        return out;
      },
      explain(leaf, doc) {
        const f = isLive(leaf, doc) ? freqs(leaf) : undefined;
        const freq = f?.freq.get(doc);
        if (freq === undefined) return noMatchExpl('no matching term');
        const value = needsScores ? freq : 1;
        const freqExpl = matchExpl(value, `termFreq=${jf(value)}`);
        const score = needsScores ? sim.explain(freqExpl, leaf.segment.fields.get(field)!.norms, doc) : nonScoringExplain(doc, freqExpl);
        return weightExplanation(self.toString(), doc, score, needsScores);
      },
    };
  }
}
