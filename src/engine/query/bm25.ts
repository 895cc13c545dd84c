import { LENGTH_TABLE } from '../index/norms';
import { jf, matchExpl, type Explanation } from './explanation';

/** Lucene 7.7's BM25Similarity as ES 6.8 configures it (k1 1.2, b 0.75), in float32 steps (es-semantics §3.1). */
const f32 = Math.fround;
export const K1 = f32(1.2);
export const B = f32(0.75);

export function idf(docFreq: number, docCount: number): number {
  return f32(Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5)));
}

/** 1 when the statistic is missing (no such field, or a field indexed without freqs). */
export function avgFieldLength(sumTotalTermFreq: number, docCount: number): number {
  return sumTotalTermFreq <= 0 ? 1 : f32(sumTotalTermFreq / docCount);
}

/** Norm caches by avgdl: an index's fields and queries share a handful of them (never mutated). */
const normCaches = new Map<number, Float32Array>();

/** cache[normByte] = k1 * ((1 - b) + b * dl / avgdl), as BM25Similarity precomputes it. */
export function normCache(avgdl: number): Float32Array {
  let cache = normCaches.get(avgdl);
  if (cache) return cache;
  cache = new Float32Array(256);
  for (let i = 0; i < 256; i++) cache[i] = f32(K1 * f32(f32(1 - B) + f32(f32(B * LENGTH_TABLE[i]) / avgdl)));
  if (normCaches.size >= 1024) normCaches.clear();
  normCaches.set(avgdl, cache);
  return cache;
}

/** weightValue = idf * boost * (k1 + 1). */
export function weightValue(idfValue: number, boost: number): number {
  return f32(f32(idfValue * boost) * f32(K1 + 1));
}

export function bm25(weight: number, freq: number, norm: number): number {
  return f32(f32(weight * freq) / f32(freq + norm));
}

/** Collection statistics as Lucene hands them to the similarity (docCount -1 = unknown, then maxDoc). */
export interface CollectionStats {
  maxDoc: number;
  docCount: number;
  sumTotalTermFreq: number;
}

function idfExplain(docFreq: number, stats: CollectionStats): Explanation {
  const docCount = stats.docCount === -1 ? stats.maxDoc : stats.docCount;
  return matchExpl(idf(docFreq, docCount), 'idf, computed as log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5)) from:', [
    matchExpl(docFreq, 'docFreq'),
    matchExpl(docCount, 'docCount'),
  ]);
}

/**
 * BM25's per-query weight for one term (TermQuery) or several (PhraseQuery: idfs summed in double):
 * scores a (freq, norm byte) pair and explains it with Lucene's texts.
 */
export class Bm25Weight {
  readonly avgdl: number;
  readonly weightValue: number;
  readonly cache: Float32Array;
  private idfExpl: Explanation | undefined;
  constructor(readonly boost: number, private readonly stats: CollectionStats, private readonly docFreqs: number[]) {
    const docCount = stats.docCount === -1 ? stats.maxDoc : stats.docCount;
    let idfValue = 0;
    for (const df of docFreqs) idfValue += idf(df, docCount);
    this.avgdl = avgFieldLength(stats.sumTotalTermFreq, docCount);
    this.weightValue = weightValue(idfValue, boost);
    this.cache = normCache(this.avgdl);
  }

  /** The idf's explanation (built when explaining only). */
  get idf(): Explanation {
    if (!this.idfExpl) {
      const { docFreqs, stats } = this;
      if (docFreqs.length === 1) this.idfExpl = idfExplain(docFreqs[0], stats);
      else {
        const details = docFreqs.map((df) => idfExplain(df, stats));
        let sum = 0;
        for (const d of details) sum += d.value;
        this.idfExpl = matchExpl(sum, 'idf(), sum of:', details);
      }
    }
    return this.idfExpl;
  }

  /** `norms` null: the field has no norms, BM25 acts as if b = 0. */
  score(freq: number, norms: Uint8Array | null, doc: number): number {
    return bm25(this.weightValue, freq, norms ? this.cache[norms[doc]] : K1);
  }

  explain(freq: Explanation, norms: Uint8Array | null, doc: number): Explanation {
    const f = freq.value;
    let tfNorm: Explanation;
    if (!norms) {
      tfNorm = matchExpl(f32(f32(f * f32(K1 + 1)) / f32(f + K1)), 'tfNorm, computed as (freq * (k1 + 1)) / (freq + k1) from:', [
        freq,
        matchExpl(K1, 'parameter k1'),
        matchExpl(0, 'parameter b (norms omitted for field)'),
      ]);
    } else {
      const dl = LENGTH_TABLE[norms[doc]];
      const denom = f32(f + f32(K1 * f32(f32(1 - B) + f32(f32(B * dl) / this.avgdl))));
      tfNorm = matchExpl(f32(f32(f * f32(K1 + 1)) / denom), 'tfNorm, computed as (freq * (k1 + 1)) / (freq + k1 * (1 - b + b * fieldLength / avgFieldLength)) from:', [
        freq,
        matchExpl(K1, 'parameter k1'),
        matchExpl(B, 'parameter b'),
        matchExpl(this.avgdl, 'avgFieldLength'),
        matchExpl(dl, 'fieldLength'),
      ]);
    }
    const details = this.boost !== 1 ? [matchExpl(this.boost, 'boost')] : [];
    details.push(this.idf, tfNorm);
    return matchExpl(f32(f32(this.boost * this.idf.value) * tfNorm.value), `score(doc=${doc},freq=${jf(f)} = ${freq.description}\n), product of:`, details);
  }
}

/**
 * Lucene's `weight(<query> in <doc>) [<similarity>], result of:` wrapper: ES 6.8's PerFieldSimilarity when
 * scores are needed; IndexSearcher's anonymous non-scoring similarity (simple name "") in filter clauses.
 */
export function weightExplanation(queryString: string, doc: number, score: Explanation, needsScores = true): Explanation {
  return matchExpl(score.value, `weight(${queryString} in ${doc}) [${needsScores ? 'PerFieldSimilarity' : ''}], result of:`, [score]);
}

/** Lucene 7's non-scoring similarity (used without scores): 0 for everything, SimScorer's default explanation. */
export function nonScoringExplain(doc: number, freq: Explanation): Explanation {
  return matchExpl(0, `score(doc=${doc},freq=${jf(freq.value)}), with freq of:`, [freq]);
}
