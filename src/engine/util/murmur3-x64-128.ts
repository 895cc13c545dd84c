/**
 * MurmurHash3 x64 128-bit (Austin Appleby's reference; Lucene's MinHashFilter and ES's MurmurHash3.hash128
 * use it): the two 64-bit halves as unsigned BigInts. 64-bit arithmetic wraps as Java's `long` does.
 */
const MASK = (1n << 64n) - 1n;
const C1 = 0x87c37b91114253d5n;
const C2 = 0x4cf5ad432745937fn;

const rotl = (x: bigint, r: bigint) => ((x << r) | (x >> (64n - r))) & MASK;
const mul = (a: bigint, b: bigint) => (a * b) & MASK;
const add = (a: bigint, b: bigint) => (a + b) & MASK;

function fmix64(k: bigint): bigint {
  k ^= k >> 33n;
  k = mul(k, 0xff51afd7ed558ccdn);
  k ^= k >> 33n;
  k = mul(k, 0xc4ceb9fe1a85ec53n);
  k ^= k >> 33n;
  return k;
}

/** The little-endian 64-bit word of `bytes` at `at`, `n` bytes of it (the tail's partial word). */
function word(bytes: Uint8Array, at: number, n = 8): bigint {
  let v = 0n;
  for (let i = n - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[at + i]);
  return v;
}

export interface Hash128 {
  /** The first half (`h1`; Lucene's LongPair.val1). */
  readonly low: bigint;
  /** The second half (`h2`; Lucene's LongPair.val2). */
  readonly high: bigint;
}

export function murmur3X64_128(bytes: Uint8Array, seed = 0): Hash128 {
  let h1 = BigInt(seed >>> 0);
  let h2 = h1;
  const len = bytes.length;
  const blocks = len - (len % 16);
  for (let i = 0; i < blocks; i += 16) {
    let k1 = word(bytes, i);
    let k2 = word(bytes, i + 8);
    k1 = mul(rotl(mul(k1, C1), 31n), C2);
    h1 = add(mul(add(rotl(h1 ^ k1, 27n), h2), 5n), 0x52dce729n);
    k2 = mul(rotl(mul(k2, C2), 33n), C1);
    h2 = add(mul(add(rotl(h2 ^ k2, 31n), h1), 5n), 0x38495ab5n);
  }
  const tail = len & 15;
  if (tail > 8) h2 ^= mul(rotl(mul(word(bytes, blocks + 8, tail - 8), C2), 33n), C1);
  if (tail > 0) h1 ^= mul(rotl(mul(word(bytes, blocks, Math.min(tail, 8)), C1), 31n), C2);
  h1 ^= BigInt(len);
  h2 ^= BigInt(len);
  h1 = add(h1, h2);
  h2 = add(h2, h1);
  h1 = fmix64(h1);
  h2 = fmix64(h2);
  h1 = add(h1, h2);
  h2 = add(h2, h1);
  return { low: h1, high: h2 };
}
