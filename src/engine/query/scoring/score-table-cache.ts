/**
 * Precomputed score tables kept by norm cache (one per field's average length) and weight: the common terms that
 * make scoring loops hot recur query after query. A cache whose weights pass `maxPerCache` starts over.
 */
export class ScoreTableCache<T> {
  private readonly byCache = new WeakMap<Float32Array, Map<number, T>>();

  constructor(
    private readonly maxPerCache: number,
    private readonly compute: (weight: number, cache: Float32Array) => T,
  ) {}

  get(weight: number, cache: Float32Array): T {
    let byWeight = this.byCache.get(cache);
    if (byWeight === undefined) this.byCache.set(cache, (byWeight = new Map()));
    let table = byWeight.get(weight);
    if (table === undefined) {
      if (byWeight.size >= this.maxPerCache) byWeight.clear();
      byWeight.set(weight, (table = this.compute(weight, cache)));
    }
    return table;
  }
}
