import { Bm25Weight, nonScoringExplain, weightExplanation } from './bm25';
import { jf, matchExpl, noMatchExpl } from './explanation';
import { isLive, type LeafContext, type Query, type ShardSearcher, type Weight } from './query';
import { sloppyPhraseFreq } from './sloppy-phrase-freq';

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
    const freqs = (leaf: LeafContext): Map<number, number> => {
      const out = new Map<number, number>();
      const fp = leaf.segment.fields.get(field);
      if (!fp) return out;
      const ids = terms.map((t) => fp.termIds.get(t));
      if (ids.some((t) => t === undefined)) return out;
      const perTerm = ids.map((t) => {
        const m = new Map<number, Int32Array>();
        for (let p = fp.postingsStart[t!]; p < fp.postingsStart[t! + 1]; p++) {
          m.set(fp.docs[p], fp.positions.subarray(fp.positionsStart[p], fp.positionsStart[p + 1]));
        }
        return m;
      });
      const rarest = perTerm.reduce((a, b) => (a.size <= b.size ? a : b));
      const docs = [...rarest.keys()].sort((a, b) => a - b);
      for (const d of docs) {
        if (!isLive(leaf, d) || !perTerm.every((m) => m.has(d))) continue;
        const lists = perTerm.map((m) => m.get(d)!);
        const freq = slop === 0 ? exactPhraseFreq(lists, positions) : sloppyPhraseFreq(lists, positions, terms, slop);
        if (freq > 0) out.set(d, freq);
      }
      return out;
    };
    const self = this;
    return {
      scores(leaf) {
        const out = new Map<number, number>();
        const norms = leaf.segment.fields.get(field)?.norms ?? null;
        for (const [d, freq] of freqs(leaf)) out.set(d, needsScores ? sim.score(freq, norms, d) : 0);
        return out;
      },
      explain(leaf, doc) {
        const freq = freqs(leaf).get(doc);
        if (freq === undefined) return noMatchExpl('no matching term');
        const norms = leaf.segment.fields.get(field)?.norms ?? null;
        const freqExpl = matchExpl(freq, `phraseFreq=${jf(freq)}`);
        return weightExplanation(self.toString(), doc, needsScores ? sim.explain(freqExpl, norms, doc) : nonScoringExplain(doc, freqExpl), needsScores);
      },
    };
  }
}

/** ExactPhraseScorer: the number of positions where every term sits at its offset from the first. */
export function exactPhraseFreq(lists: Int32Array[], offsets: number[]): number {
  let n = 0;
  const rest = lists.map((l) => new Set(l));
  for (const p of lists[0]) {
    const start = p - offsets[0];
    if (rest.every((s, i) => s.has(start + offsets[i]))) n++;
  }
  return n;
}
