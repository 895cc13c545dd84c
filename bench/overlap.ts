/**
 * Top-10 overlap of one answer with the reference's (Searchpad's): the share of the reference's top 10
 * (or of all its hits, when fewer) that the answer holds; 1 when both are empty.
 */
export function overlapAt10(reference: readonly string[], answer: readonly string[]): number {
  const want = new Set(reference.slice(0, 10));
  if (want.size === 0) return answer.length === 0 ? 1 : 0;
  return answer.slice(0, 10).filter((id) => want.has(id)).length / want.size;
}

/** The mean of per-query overlaps, to three decimals (undefined when no query was compared). */
export function meanOverlap(overlaps: number[]): number | undefined {
  if (overlaps.length === 0) return undefined;
  return Math.round((overlaps.reduce((a, b) => a + b, 0) / overlaps.length) * 1000) / 1000;
}
