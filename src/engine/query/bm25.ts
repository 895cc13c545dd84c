import { LENGTH_TABLE } from '../index/norms';

/** Lucene 7.7's BM25Similarity as ES 6.8 configures it (k1 1.2, b 0.75), in float32 steps (es-semantics §3.1). */
const f32 = Math.fround;
export const K1 = f32(1.2);
export const B = 0.75;

export function idf(docFreq: number, docCount: number): number {
  return f32(Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5)));
}

export function avgFieldLength(sumTotalTermFreq: number, docCount: number): number {
  return f32(sumTotalTermFreq / docCount);
}

/** cache[normByte] = k1 * ((1 - b) + b * dl / avgdl), as BM25Similarity precomputes it. */
export function normCache(avgdl: number): Float32Array {
  const cache = new Float32Array(256);
  for (let i = 0; i < 256; i++) cache[i] = f32(K1 * f32(f32(1 - B) + f32(f32(B * LENGTH_TABLE[i]) / avgdl)));
  return cache;
}

/** weightValue = idf * boost * (k1 + 1). */
export function weightValue(idfValue: number, boost: number): number {
  return f32(f32(idfValue * boost) * f32(K1 + 1));
}

export function bm25(weight: number, freq: number, norm: number): number {
  return f32(f32(weight * freq) / f32(freq + norm));
}
