/** Where a score-ordered search's matches go (TopDocs): segment-local docs, in increasing order. */
export interface Collector {
  collect(doc: number, score: number): void;
  /**
   * Docs scoring at or below this cannot be collected any more (-Infinity while the collector is not
   * full): as docs arrive in increasing order, a tie loses to every doc already kept.
   */
  readonly minCompetitiveScore: number;
  /** How many docs it keeps at most (its threshold is the k-th best score once it holds k). */
  readonly k: number;
}
