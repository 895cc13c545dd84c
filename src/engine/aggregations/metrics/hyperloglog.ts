/**
 * HyperLogLog++ as Elasticsearch 6.8's HyperLogLogPlusPlus counts one bucket: values come in as 64-bit hashes
 * (MurmurHash3: `hash128(bytes).h1` for terms, `fmix64` of the long bits for numbers); below a load threshold
 * (`m / 4 × 0.75` entries, m = 2^precision) the hashes are kept encoded on 32 bits in a set and counted by linear
 * counting over 2^25 cells (so small counts are exact but for collisions), above it in m registers of run lengths,
 * estimated with HLL++'s bias correction (hll-bias-data.ts) and its linear-counting threshold per precision.
 */
import { BIAS_DATA, RAW_ESTIMATE_DATA, THRESHOLDS } from './hll-bias-data';

export const MIN_PRECISION = 4;
export const MAX_PRECISION = 18;
/** ES: the precision when the request gives no precision_threshold. */
export const DEFAULT_PRECISION = 14;
const P2 = 25;
const BIAS_K = 6;
const MASK64 = (1n << 64n) - 1n;

/** PackedInts.bitsRequired. */
function bitsRequired(n: number): number {
  let bits = 1;
  while (2 ** bits <= n) bits++;
  return bits;
}

/** HyperLogLogPlusPlus.precisionFromThreshold: the precision at which `count` distinct values stay in the set. */
export function precisionFromThreshold(count: number): number {
  const entries = Math.ceil(count / 0.75);
  const p = bitsRequired(entries * 4);
  return Math.min(MAX_PRECISION, Math.max(MIN_PRECISION, p));
}

function nlz64(x: bigint): number {
  x &= MASK64;
  return x === 0n ? 64 : 64 - x.toString(2).length;
}

/** HyperLogLogPlusPlus.encodeHash: the hash on 32 bits (never 0), as a signed int. */
export function encodeHash(hash: bigint, p: number): number {
  const e = hash >> BigInt(64 - P2);
  let encoded: bigint;
  if ((e & ((1n << BigInt(P2 - p)) - 1n)) === 0n) {
    const runLen = 1 + Math.min(nlz64(hash << BigInt(P2)), 64 - P2);
    encoded = (e << 7n) | BigInt(runLen << 1) | 1n;
  } else {
    encoded = e << 1n;
  }
  return Number(BigInt.asIntN(32, encoded));
}

function decodeRunLen(encoded: number, p: number): number {
  if ((encoded & 1) === 1) return ((encoded >>> 1) & 0x3f) + (P2 - p);
  const bits = encoded << (31 + p - P2);
  return 1 + Math.clz32(bits);
}

function decodeIndex(encoded: number, p: number): number {
  const index = (encoded & 1) === 1 ? encoded >>> 7 : encoded >>> 1;
  return index >>> (P2 - p);
}

function linearCounting(m: number, v: number): number {
  return Math.round(m * Math.log(m / v));
}

export class HyperLogLog {
  readonly m: number;
  /** The set's capacity × MAX_LOAD_FACTOR: past it the bucket turns into registers. */
  private readonly setThreshold: number;
  private readonly alphaMM: number;
  private set: Set<number> | undefined = new Set();
  private registers: Uint8Array | undefined;

  constructor(readonly precision: number) {
    this.m = 1 << precision;
    this.setThreshold = Math.trunc((this.m / 4) * 0.75);
    const alpha = precision === 4 ? 0.673 : precision === 5 ? 0.697 : 0.7213 / (1 + 1.079 / this.m);
    this.alphaMM = alpha * this.m * this.m;
  }

  /** Collects one value's 64-bit hash (unsigned). */
  collect(hash: bigint) {
    if (this.set) this.collectEncoded(encodeHash(hash, this.precision));
    else {
      const p = this.precision;
      const index = Number(hash >> BigInt(64 - p));
      const runLen = 1 + Math.min(nlz64(hash << BigInt(p)), 64 - p);
      if (runLen > this.registers![index]) this.registers![index] = runLen;
    }
  }

  /** A value already encoded (encodeHash): kept in the set, or its register raised. */
  collectEncoded(encoded: number) {
    if (this.set) {
      this.set.add(encoded);
      if (this.set.size > this.setThreshold) this.upgrade();
      return;
    }
    const index = decodeIndex(encoded, this.precision);
    const runLen = decodeRunLen(encoded, this.precision);
    if (runLen > this.registers![index]) this.registers![index] = runLen;
  }

  private upgrade() {
    const values = this.set!;
    this.set = undefined;
    this.registers = new Uint8Array(this.m);
    for (const encoded of values) this.collectEncoded(encoded);
  }

  copy(): HyperLogLog {
    const c = new HyperLogLog(this.precision);
    c.set = this.set ? new Set(this.set) : undefined;
    c.registers = this.registers ? this.registers.slice() : undefined;
    return c;
  }

  /** HyperLogLogPlusPlus.merge. */
  merge(other: HyperLogLog) {
    if (other.set) {
      for (const encoded of other.set) this.collectEncoded(encoded);
      return;
    }
    if (this.set) this.upgrade();
    for (let i = 0; i < this.m; i++) if (other.registers![i] > this.registers![i]) this.registers![i] = other.registers![i];
  }

  cardinality(): number {
    if (this.set) return linearCounting(1 << P2, (1 << P2) - this.set.size);
    const m = this.m;
    let inverseSum = 0;
    let zeros = 0;
    for (let i = 0; i < m; i++) {
      const runLen = this.registers![i];
      inverseSum += 1 / 2 ** runLen;
      if (runLen === 0) zeros++;
    }
    const e1 = this.alphaMM / inverseSum;
    const e2 = e1 <= 5 * m ? e1 - this.estimateBias(e1) : e1;
    const h = zeros !== 0 ? linearCounting(m, zeros) : Math.round(e2);
    return h <= THRESHOLDS[this.precision - 4] ? h : Math.round(e2);
  }

  /** HyperLogLogPlusPlus.estimateBias: the BIAS_K nearest raw estimates' biases, weighted by inverse distance. */
  private estimateBias(e: number): number {
    const raw = RAW_ESTIMATE_DATA[this.precision - 4];
    const bias = BIAS_DATA[this.precision - 4];
    const weights = new Float64Array(BIAS_K);
    let index = bias.length - BIAS_K;
    for (let i = 0; i < raw.length; i++) {
      const w = 1.0 / Math.abs(raw[i] - e);
      const j = i % BIAS_K;
      if (!Number.isFinite(w)) return bias[i];
      if (weights[j] >= w) {
        index = i - BIAS_K;
        break;
      }
      weights[j] = w;
    }
    let weightSum = 0;
    let biasSum = 0;
    for (let i = 0, j = index; i < BIAS_K; i++, j++) {
      biasSum += weights[i] * bias[j];
      weightSum += weights[i];
    }
    return biasSum / weightSum;
  }
}
