/**
 * Murmur3 x64_128 as Elasticsearch's MurmurHash3.hash128 (seed 0 by default; the first half, h1, is what its
 * cardinality aggregation hashes a term with) and MurmurHash3.hash(long) (fmix64: a numeric value's hash).
 * 64-bit arithmetic in BigInt, wrapped to unsigned 64 bits.
 */
const MASK = (1n << 64n) - 1n;
const C1 = 0x87c37b91114253d5n;
const C2 = 0x4cf5ad432745937fn;

const rotl = (x: bigint, r: bigint) => ((x << r) | (x >> (64n - r))) & MASK;

/** MurmurHash3.fmix(long). */
export function fmix64(k: bigint): bigint {
  k &= MASK;
  k ^= k >> 33n;
  k = (k * 0xff51afd7ed558ccdn) & MASK;
  k ^= k >> 33n;
  k = (k * 0xc4ceb9fe1a85ec53n) & MASK;
  k ^= k >> 33n;
  return k;
}

function block(bytes: Uint8Array, at: number): bigint {
  let v = 0n;
  for (let i = 7; i >= 0; i--) v = (v << 8n) | BigInt(bytes[at + i]);
  return v;
}

/** h1 of MurmurHash3.hash128(bytes, 0, length, seed), as an unsigned 64-bit BigInt. */
export function murmur3x64h1(bytes: Uint8Array, seed = 0n): bigint {
  let h1 = seed & MASK;
  let h2 = seed & MASK;
  const length = bytes.length;
  const end = length & ~15;
  for (let i = 0; i < end; i += 16) {
    let k1 = block(bytes, i);
    let k2 = block(bytes, i + 8);
    k1 = (k1 * C1) & MASK; k1 = rotl(k1, 31n); k1 = (k1 * C2) & MASK; h1 ^= k1;
    h1 = rotl(h1, 27n); h1 = (h1 + h2) & MASK; h1 = (h1 * 5n + 0x52dce729n) & MASK;
    k2 = (k2 * C2) & MASK; k2 = rotl(k2, 33n); k2 = (k2 * C1) & MASK; h2 ^= k2;
    h2 = rotl(h2, 31n); h2 = (h2 + h1) & MASK; h2 = (h2 * 5n + 0x38495ab5n) & MASK;
  }
  const tail = length & 15;
  if (tail > 8) {
    let k2 = 0n;
    for (let i = tail - 1; i >= 8; i--) k2 = (k2 << 8n) | BigInt(bytes[end + i]);
    k2 = (k2 * C2) & MASK; k2 = rotl(k2, 33n); k2 = (k2 * C1) & MASK; h2 ^= k2;
  }
  if (tail > 0) {
    let k1 = 0n;
    for (let i = Math.min(tail, 8) - 1; i >= 0; i--) k1 = (k1 << 8n) | BigInt(bytes[end + i]);
    k1 = (k1 * C1) & MASK; k1 = rotl(k1, 31n); k1 = (k1 * C2) & MASK; h1 ^= k1;
  }
  h1 ^= BigInt(length);
  h2 ^= BigInt(length);
  h1 = (h1 + h2) & MASK;
  h2 = (h2 + h1) & MASK;
  h1 = fmix64(h1);
  h2 = fmix64(h2);
  h1 = (h1 + h2) & MASK;
  return h1;
}
