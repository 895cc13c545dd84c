import { illegalArgument } from '../../errors/catalog';
import { murmur3X64_128, type Hash128 } from '../../util/murmur3-x64-128';
import { parseJavaInt } from '../../util/java-numbers';
import { own } from '../../util/own';
import type { TokenFilter } from '../analysis-chain';
import type { Token } from '../token';

/**
 * Lucene 7.7's MinHashFilter (ES's `min_hash`): every term is hashed (MurmurHash3 x64 128 of its UTF-16LE
 * bytes), combined with the hash of each of `hash_count` seeds, and kept in its bucket (the top 32 bits of the
 * hash's second half decide which of `bucket_count`) if it is among the bucket's `hash_set_size` smallest. The
 * output is those minima, hash by hash and bucket by bucket in ascending order, as 8-character terms at one
 * position spanning the whole input. `with_rotation` (one minimum per bucket) fills an empty bucket with the
 * minimum of the next non-empty one.
 */

const TWO_32 = 1n << 32n;
const MASK64 = (1n << 64n) - 1n;

interface MinHashSettings {
  hashCount: number;
  bucketCount: number;
  hashSetSize: number;
  withRotation: boolean;
}

/** Lucene's AbstractAnalysisFactory.getInt: Integer.parseInt of the setting's string. */
function intSetting(conf: unknown, key: string, def: number): number {
  const v = own(conf, key);
  if (v === undefined || v === null) return def;
  const n = parseJavaInt(String(v));
  if (n === undefined) throw illegalArgument(`For input string: "${String(v)}"`);
  return n;
}

/** MinHashTokenFilterFactory's settings (MinHashFilterFactory's defaults: 1 hash, 512 buckets, 1 minimum, rotation when buckets > 1). */
export function minHashSettings(conf: unknown): MinHashSettings {
  const bucketCount = intSetting(conf, 'bucket_count', 512);
  const rotation = own(conf, 'with_rotation');
  return {
    hashCount: intSetting(conf, 'hash_count', 1),
    bucketCount,
    hashSetSize: intSetting(conf, 'hash_set_size', 1),
    withRotation: rotation === undefined || rotation === null ? bucketCount > 1 : String(rotation).toLowerCase() === 'true',
  };
}

/** A term's UTF-16LE bytes as Java's encoder writes them (a lone surrogate as U+FFFD). */
function utf16le(term: string): Uint8Array {
  const out = new Uint8Array(term.length * 2);
  for (let i = 0; i < term.length; i++) {
    let c = term.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = term.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out[2 * i] = c & 0xff;
        out[2 * i + 1] = c >> 8;
        i++;
        c = next;
      } else c = 0xfffd;
    } else if (c >= 0xdc00 && c <= 0xdfff) c = 0xfffd;
    out[2 * i] = c & 0xff;
    out[2 * i + 1] = c >> 8;
  }
  return out;
}

/** The hash of seed `i` (its four big-endian bytes), as Lucene caches them. */
const seedHashes = new Map<number, Hash128>();
function seedHash(i: number): Hash128 {
  let h = seedHashes.get(i);
  if (!h) {
    h = murmur3X64_128(new Uint8Array([(i >>> 24) & 0xff, (i >>> 16) & 0xff, (i >>> 8) & 0xff, i & 0xff]));
    if (i < 512) seedHashes.set(i, h);
  }
  return h;
}

/** Unsigned order on (second half, first half), LongPair.compareTo. */
const compare = (a: Hash128, b: Hash128) => (a.high !== b.high ? (a.high < b.high ? -1 : 1) : a.low === b.low ? 0 : a.low < b.low ? -1 : 1);

/** FixedSizeTreeSet.add: a sorted set of at most `capacity` entries that keeps the smallest. */
function addToSet(set: Hash128[], h: Hash128, capacity: number): void {
  if (set.length >= capacity) {
    if (compare(h, set[set.length - 1]) > -1) return;
    set.pop();
  }
  let lo = 0;
  let hi = set.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compare(set[mid], h) < 0) lo = mid + 1;
    else hi = mid;
  }
  if (lo < set.length && compare(set[lo], h) === 0) return;
  set.splice(lo, 0, h);
}

const chars = (x: bigint, n: number) => {
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(Number((x >> BigInt(48 - 16 * i)) & 0xffffn));
  return s;
};

export function minHashFilter(conf: unknown): TokenFilter {
  const { hashCount, bucketCount, hashSetSize, withRotation } = minHashSettings(conf);
  return (tokens) => {
    // The constructor's checks run when the chain is first used, as Lucene builds the stream then.
    if (hashCount <= 0) throw illegalArgument('hashCount must be greater than zero');
    if (bucketCount <= 0) throw illegalArgument('bucketCount must be greater than zero');
    if (hashSetSize <= 0) throw illegalArgument('hashSetSize must be greater than zero');
    if (tokens.length === 0) return tokens;
    let bucketSize = TWO_32 / BigInt(bucketCount);
    if (TWO_32 % BigInt(bucketCount) !== 0n) bucketSize++;
    const sets: Array<Map<number, Hash128[]>> = Array.from({ length: hashCount }, () => new Map());
    for (const t of tokens) {
      const h = murmur3X64_128(utf16le(t.term));
      for (let i = 0; i < hashCount; i++) {
        const seed = seedHash(i);
        // combineOrdered(hash, seed): 37 * h + seed, in 64-bit steps.
        const combined = { low: (h.low * 37n + seed.low) & MASK64, high: (h.high * 37n + seed.high) & MASK64 };
        const bucket = Number((combined.high >> 32n) / bucketSize);
        let set = sets[i].get(bucket);
        if (!set) sets[i].set(bucket, (set = []));
        addToSet(set, combined, hashSetSize);
      }
    }
    const endOffset = tokens[tokens.length - 1].endOffset;
    const out: Token[] = [];
    for (let i = 0; i < hashCount; i++) {
      const buckets = sets[i];
      const filled = [...buckets.keys()].sort((a, b) => a - b);
      const emit = (h: Hash128) => out.push({
        term: (hashCount > 1 ? chars(BigInt(i) << 32n, 2) : '') + chars(h.high, 4) + chars(h.low, hashCount === 1 ? 4 : 2),
        positionIncrement: out.length === 0 ? 1 : 0, positionLength: 1, startOffset: 0, endOffset, type: 'MIN_HASH',
      });
      if (withRotation && hashSetSize === 1) {
        // An empty bucket takes the minimum of the next bucket that had one, wrapping round.
        let next = 0;
        for (let b = 0; b < bucketCount; b++) {
          while (next < filled.length && filled[next] < b) next++;
          const from = filled[next < filled.length ? next : 0];
          emit(buckets.get(from)![0]);
        }
      } else for (const b of filled) for (const h of buckets.get(b)!) emit(h);
    }
    return out;
  };
}
