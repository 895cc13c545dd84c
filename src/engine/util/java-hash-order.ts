/**
 * The order in which a java.util.HashMap (or HashSet) of String keys, filled in `keys` order from the default
 * capacity, iterates: by bucket (`(h ^ h >>> 16) & (capacity - 1)`, h = String.hashCode) and within a bucket in
 * insertion order (a resize splits buckets keeping that order). Lucene's MoreLikeThis walks its maps so, and
 * the order decides which of two equally scored terms its queue keeps. Bins of 8+ keys in tables of 64+
 * (turned into trees) are not modelled.
 */
export function javaStringHashCode(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0;
  return h;
}

/** The table size after inserting `n` keys into `new HashMap<>()`: 16, doubled whenever size exceeds 3/4 of it. */
export function javaHashMapCapacity(n: number): number {
  let cap = 16;
  while (n > cap * 0.75) cap *= 2;
  return cap;
}

export function javaHashOrder(keys: readonly string[]): string[] {
  const mask = javaHashMapCapacity(keys.length) - 1;
  const bucket = (k: string) => {
    const h = javaStringHashCode(k);
    return (h ^ (h >>> 16)) & mask;
  };
  return keys
    .map((k, i) => ({ k, i, b: bucket(k) }))
    .sort((a, b) => a.b - b.b || a.i - b.i)
    .map((e) => e.k);
}
