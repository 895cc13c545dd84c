/**
 * The order a java.util.HashMap of String keys iterates in, for answers ES builds from one (the highlight
 * fields of a hit): by bucket of the table the map grew to (16, doubled past a 0.75 load), and within a
 * bucket in insertion order (a resize keeps each bucket's relative order).
 */

/** Java's String.hashCode over UTF-16 code units, as a signed 32-bit int. */
export function javaStringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0;
  return h;
}

/** The distinct `keys` (first insertion wins the place) in a HashMap's iteration order. */
export function javaHashMapOrder(keys: readonly string[]): string[] {
  const distinct = [...new Set(keys)];
  let capacity = 16;
  while (distinct.length > capacity * 0.75) capacity *= 2;
  const bucket = (s: string) => {
    const h = javaStringHash(s);
    return (h ^ (h >>> 16)) & (capacity - 1);
  };
  return distinct
    .map((key, order) => ({ key, order, bucket: bucket(key) }))
    .sort((a, b) => a.bucket - b.bucket || a.order - b.order)
    .map((e) => e.key);
}
