import { Bm25Weight, nonScoringExplain, weightExplanation } from './bm25';
import { jf, matchExpl, noMatchExpl } from './explanation';
import { indexOfDoc, NO_DOCS, type DocIds, type DocScores } from './doc-scores';
import { computedAhead, drain, type LeafSteps } from './computed-ahead';
import type { LeafContext, Query, ShardSearcher, Weight } from './query';
import { phraseLeafFreqs } from './phrase-leaf';

/**
 * Lucene's PhraseQuery. idf is the sum of the terms' idfs; freq counts exact matches (slop 0) or sums
 * 1/(matchLength+1) over sloppy ones (SloppyPhraseScorer); BM25 then uses the doc's norm (es-semantics §3.4).
 * Positions are shifted so the first term is at 0, as PhraseQuery.rewrite does.
 */
export class PhraseQuery implements Query {
  readonly kind = 'phrase';
  readonly positions: number[];
  constructor(readonly field: string, readonly terms: string[], positions: number[], readonly slop: number) {
    this.positions = positions.map((p) => p - positions[0]);
  }

  toString(field?: string) {
    const pieces: Array<string | undefined> = new Array(this.positions[this.positions.length - 1] + 1);
    this.terms.forEach((t, i) => {
      const p = this.positions[i];
      pieces[p] = pieces[p] === undefined ? t : `${pieces[p]}|${t}`;
    });
    const body = Array.from(pieces, (s) => s ?? '?').join(' ');
    return `${this.field === field ? '' : `${this.field}:`}"${body}"${this.slop !== 0 ? `~${this.slop}` : ''}`;
  }

  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    const { field, terms, positions, slop } = this;
    const stats = searcher.stats;
    const fs = stats.field(field);
    const sim = new Bm25Weight(boost, { maxDoc: stats.maxDoc, docCount: fs.docCount, sumTotalTermFreq: fs.sumTotalTermFreq }, terms.map((t) => stats.docFreq(field, t)));
    /** Phrase frequency per matching doc of the segment (or of `within`), in doc order, in steps (phrase-leaf.ts). */
    function* freqSteps(leaf: LeafContext, within?: DocIds): LeafSteps<DocScores> {
      const fp = leaf.segment.fields.get(field);
      if (!fp) return NO_DOCS;
      const ids = terms.map((t) => fp.termIds.get(t));
      if (ids.some((t) => t === undefined)) return NO_DOCS;
      return yield* phraseLeafFreqs(fp, ids as number[], positions, terms, slop, leaf.segment.liveDocs, within);
    }
    // A search matches each leaf ahead of scoring it, yielding between documents.
    const ahead = computedAhead(searcher, (leaf) => freqSteps(leaf));
    const freqs = (leaf: LeafContext, within?: DocIds): DocScores => (within ? undefined : ahead.take(leaf)) ?? drain(freqSteps(leaf, within));
    const self = this;
    return {
      scores(leaf, within) {
        const out = freqs(leaf, within);
        const norms = leaf.segment.fields.get(field)?.norms ?? null;
        for (let i = 0; i < out.length; i++) out.scores[i] = needsScores ? sim.score(out.scores[i], norms, out.docs[i]) : 0;
        return out;
      },
      explain(leaf, doc) {
        const all = freqs(leaf);
        const at = indexOfDoc(all, doc);
        if (at < 0) return noMatchExpl('no matching term');
        const freq = all.scores[at];
        const norms = leaf.segment.fields.get(field)?.norms ?? null;
        const freqExpl = matchExpl(freq, `phraseFreq=${jf(freq)}`);
        return weightExplanation(self.toString(), doc, needsScores ? sim.explain(freqExpl, norms, doc) : nonScoringExplain(doc, freqExpl), needsScores);
      },
    };
  }
}
