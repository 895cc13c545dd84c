import { Bm25Weight, nonScoringExplain, weightExplanation } from './bm25';
import { jf, matchExpl, noMatchExpl } from './explanation';
import { docScores, indexOfDoc, NO_DOCS, push, type DocIds, type DocScores } from './doc-scores';
import { computedAhead, drain, type LeafSteps } from './computed-ahead';
import { conjunctionDocs, PositionBuffers } from './phrase-postings';
import type { LeafContext, Query, ShardSearcher, Weight } from './query';
import { SloppyPhraseMatcher } from './sloppy-phrase-freq';
import { exactPhraseFreq, phraseLeafFreqs, STEP_MOVES, STEP_POSITIONS } from './phrase-leaf';

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
    /** Phrase frequency per matching doc of the segment, in doc order; a step between documents. */
    function* freqSteps(leaf: LeafContext, within?: DocIds): LeafSteps<DocScores> {
      const fp = leaf.segment.fields.get(field);
      if (!fp) return NO_DOCS;
      const ids = terms.map((t) => fp.termIds.get(t));
      if (ids.some((t) => t === undefined)) return NO_DOCS;
      if (!within) return yield* phraseLeafFreqs(fp, ids as number[], positions, terms, slop, leaf.segment.liveDocs);
      const out = docScores(16);
      const lists: Int32Array[] = new Array(terms.length);
      const lengths = new Int32Array(terms.length);
      const buffers = new PositionBuffers(terms.length);
      const at = new Int32Array(terms.length);
      const sloppy = slop === 0 ? undefined : new SloppyPhraseMatcher(positions, terms, slop);
      const scratch = new Int32Array(terms.length);
      let work = 0;
      for (const d of conjunctionDocs(fp, ids as number[], leaf, at, within)) {
        for (let i = 0; i < terms.length; i++) {
          lists[i] = buffers.fill(i, fp, at[i]);
          lengths[i] = fp.freqs[at[i]];
          work += lengths[i];
        }
        let freq: number;
        if (sloppy) {
          // A document whose matching moves the phrase's terms very often (thousands of repeats of one word) is
          // itself cut in steps.
          if (sloppy.start(lists, lengths)) while (!sloppy.run(STEP_MOVES)) yield;
          freq = sloppy.result;
        } else freq = exactPhraseFreq(lists, positions, lengths, scratch);
        if (freq > 0) push(out, d, freq);
        // A step per slice of work (positions read), not per document: a step costs a look at the clock.
        if (work >= STEP_POSITIONS) {
          work = 0;
          yield;
        }
      }
      return out;
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
