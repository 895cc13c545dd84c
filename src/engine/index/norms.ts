/**
 * Lucene 7's lossy field-length norm (SmallFloat.intToByte4 / byte4ToInt, NUM_FREE_VALUES = 24):
 * lengths up to 39 are exact, above that 4 significant bits are kept (es-semantics §3.2).
 */
const NUM_FREE_VALUES = 24;

function longToInt4(i: number): number {
  const numBits = 32 - Math.clz32(i);
  if (numBits < 4) return i;
  const shift = numBits - 4;
  return ((i >>> shift) & 0x07) | ((shift + 1) << 3);
}

function int4ToLong(i: number): number {
  const bits = i & 0x07;
  const shift = (i >>> 3) - 1;
  return shift === -1 ? bits : (bits | 0x08) * 2 ** shift;
}

export function intToByte4(i: number): number {
  if (i < NUM_FREE_VALUES) return i;
  return NUM_FREE_VALUES + longToInt4(i - NUM_FREE_VALUES);
}

export function byte4ToInt(b: number): number {
  if (b < NUM_FREE_VALUES) return b;
  return NUM_FREE_VALUES + int4ToLong(b - NUM_FREE_VALUES);
}

/** LENGTH_TABLE[normByte] = the decoded field length BM25 uses. */
export const LENGTH_TABLE: Float64Array = (() => {
  const t = new Float64Array(256);
  for (let b = 0; b < 256; b++) t[b] = byte4ToInt(b);
  return t;
})();
