/**
 * Murmur3 x86_32 over the UTF-16LE code units of a string, as Elasticsearch's Murmur3HashFunction
 * hashes routing values (two bytes per JS char, low byte first; lone surrogates kept). Seed 0.
 * Returns a signed int32.
 */
export function murmur3HashUtf16(key: string, seed = 0): number {
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  const len = key.length * 2;
  let h = seed | 0;
  const blocks = len >>> 2; // each 4-byte block = two UTF-16 units
  for (let i = 0; i < blocks; i++) {
    let k = key.charCodeAt(2 * i) | (key.charCodeAt(2 * i + 1) << 16);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  if (len & 2) {
    // two tail bytes: the last char
    let k = key.charCodeAt(key.length - 1);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
  }
  return fmix(h ^ len);
}

/** Murmur3 x86_32 over raw bytes (for the test vectors of Lucene's StringHelper). */
export function murmur3Bytes(bytes: Uint8Array, seed = 0): number {
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  const len = bytes.length;
  let h = seed | 0;
  const end = len & ~3;
  for (let i = 0; i < end; i += 4) {
    let k = bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  const tail = len & 3;
  if (tail > 0) {
    let k = bytes[end];
    if (tail > 1) k |= bytes[end + 1] << 8;
    if (tail > 2) k |= bytes[end + 2] << 16;
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
  }
  return fmix(h ^ len);
}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}
