/** Murmur3 x86_32 (Austin Appleby's MurmurHash3_x86_32, as Lucene's StringHelper and ES's Murmur3HashFunction). */

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

/** The scramble of one 4-byte block (or of the tail's bytes). */
function scramble(k: number): number {
  k = Math.imul(k, C1);
  k = (k << 15) | (k >>> 17);
  return Math.imul(k, C2);
}

/** The hash after one full 4-byte block. */
function mixBlock(h: number, k: number): number {
  h ^= scramble(k);
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/**
 * Murmur3 x86_32 over the UTF-16LE code units of a string, as Elasticsearch's Murmur3HashFunction
 * hashes routing values (two bytes per JS char, low byte first; lone surrogates kept). Seed 0.
 * Returns a signed int32.
 */
export function murmur3HashUtf16(key: string, seed = 0): number {
  const len = key.length * 2;
  let h = seed | 0;
  const blocks = len >>> 2; // each 4-byte block = two UTF-16 units
  for (let i = 0; i < blocks; i++) h = mixBlock(h, key.charCodeAt(2 * i) | (key.charCodeAt(2 * i + 1) << 16));
  // two tail bytes: the last char
  if (len & 2) h ^= scramble(key.charCodeAt(key.length - 1));
  return fmix(h ^ len);
}

/** Murmur3 x86_32 over raw bytes (for the test vectors of Lucene's StringHelper). */
export function murmur3Bytes(bytes: Uint8Array, seed = 0): number {
  const len = bytes.length;
  let h = seed | 0;
  const end = len & ~3;
  for (let i = 0; i < end; i += 4) h = mixBlock(h, bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24));
  const tail = len & 3;
  if (tail > 0) {
    let k = bytes[end];
    if (tail > 1) k |= bytes[end + 1] << 8;
    if (tail > 2) k |= bytes[end + 2] << 16;
    h ^= scramble(k);
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
