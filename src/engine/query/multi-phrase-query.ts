import { Bm25Weight, weightExplanation } from './bm25';
import { docScores, push } from './doc-scores';
import { jf, matchExpl, noMatchExpl } from './explanation';
import { exactPhraseFreq } from './phrase-leaf';
import { PositionBuffers } from './phrase-postings';
import { isLive, type LeafContext, type Query, type ShardSearcher, type Weight } from './query';
import { sloppyPhraseFreq } from './sloppy-phrase-freq';
import { computedAhead, drain, type LeafSteps } from './computed-ahead';

/**
 * Lucene's MultiPhraseQuery (what `match_phrase_prefix` becomes): each phrase position accepts any of
 * several terms, whose positions are merged (UnionPostingsEnum). idf sums over every term of every position.
 */
export class MultiPhraseQuery implements Query {
  readonly kind = 'multi_phrase';
  constructor(readonly field: string, readonly termArrays: string[][], readonly positions: number[], readonly slop: number) {}

  toString(field?: string) {
    let s = this.field === field ? '"' : `${this.field}:"`;
    let last = -1;
    this.termArrays.forEach((terms, i) => {
      const pos = this.positions[i];
      if (i !== 0) s += ' ' + '? '.repeat(Math.max(0, pos - last - 1));
      s += terms.length > 1 ? `(${terms.join(' ')})` : terms[0];
      last = pos;
    });
    return `${s}"${this.slop !== 0 ? `~${this.slop}` : ''}`;
  }

  createWeight(searcher: ShardSearcher, needsScores: boolean, boost: number): Weight {
    const { field, termArrays, slop } = this;
    const positions = this.positions.map((p) => p - this.positions[0]);
    const stats = searcher.stats;
    const fs = stats.field(field);
    const sim = new Bm25Weight(boost, { maxDoc: stats.maxDoc, docCount: fs.docCount, sumTotalTermFreq: fs.sumTotalTermFreq }, termArrays.flat().map((t) => stats.docFreq(field, t)));
    /** Phrase frequency per matching doc of the segment; a step per term read and per document read. */
    function* freqSteps(leaf: LeafContext): LeafSteps<Map<number, number>> {
      const out = new Map<number, number>();
      const fp = leaf.segment.fields.get(field);
      if (!fp) return out;
      const reader = new PositionBuffers(1);
      const perPosition: Array<Map<number, number[]>> = [];
      for (const terms of termArrays) {
        const m = new Map<number, number[]>();
        for (const term of terms) {
          const t = fp.termIds.get(term);
          if (t === undefined) continue;
          for (let p = fp.postingsStart[t]; p < fp.postingsStart[t + 1]; p++) {
            const list = m.get(fp.docs[p]) ?? [];
            for (const pos of reader.read(0, fp, p)) list.push(pos);
            m.set(fp.docs[p], list);
          }
          yield;
        }
        perPosition.push(m);
      }
      const rarest = perPosition.reduce((a, b) => (a.size <= b.size ? a : b));
      for (const d of [...rarest.keys()].sort((a, b) => a - b)) {
        if (!isLive(leaf, d) || !perPosition.every((m) => m.has(d))) continue;
        const lists = perPosition.map((m) => Int32Array.from(new Set(m.get(d)!)).sort());
        const freq = slop === 0 ? exactPhraseFreq(lists, positions) : sloppyPhraseFreq(lists, positions, termArrays.map((t) => t.join(' ')), slop);
        if (freq > 0) out.set(d, freq);
        yield;
      }
      return out;
    }
    // A search matches each leaf ahead of scoring it, yielding between terms and documents.
    const ahead = computedAhead(searcher, (leaf) => freqSteps(leaf));
    const freqs = (leaf: LeafContext) => ahead.take(leaf) ?? drain(freqSteps(leaf));
    const self = this;
    return {
      scores(leaf) {
        const m = freqs(leaf);
        const out = docScores(m.size);
        const norms = leaf.segment.fields.get(field)?.norms ?? null;
        for (const [d, f] of m) push(out, d, needsScores ? sim.score(f, norms, d) : 0);
        return out;
      },
      explain(leaf, doc) {
        const f = freqs(leaf).get(doc);
        if (f === undefined) return noMatchExpl('no matching term');
        const norms = leaf.segment.fields.get(field)?.norms ?? null;
        return weightExplanation(self.toString(), doc, sim.explain(matchExpl(f, `phraseFreq=${jf(f)}`), norms, doc));
      },
    };
  }
}
