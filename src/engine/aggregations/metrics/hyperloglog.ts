/**
 * ES's HyperLogLogPlusPlus in spirit: values are hashed (murmur3, 64 bits as two 32-bit halves); below the
 * precision threshold the distinct hashes are kept (linear counting: exact but for hash collisions), above it the
 * sketch switches to HyperLogLog registers with the precision ES derives from the threshold.
 */
import { murmur3Bytes } from '../../util/murmur3';
import { utf8Encode } from '../../util/utf8';

/** ES: precision p such that 2^p registers hold the threshold at a 0.75 load factor, in [4, 18]. */
export function precisionFromThreshold(threshold: number): number {
  const entries = Math.ceil(threshold / 0.75);
  let p = Math.floor(Math.log2(entries * 4));
  p = Math.max(4, Math.min(18, p));
  return p;
}

const f64 = new Float64Array(1);
const bytesOfDouble = new Uint8Array(f64.buffer);

function hashOf(v: number | string): [number, number] {
  const bytes = typeof v === 'number' ? (f64[0] = v, bytesOfDouble) : utf8Encode(v);
  return [murmur3Bytes(bytes, 0) >>> 0, murmur3Bytes(bytes, 0x9747b28c) >>> 0];
}

export class HyperLogLog {
  private exact: Set<string> | undefined = new Set();
  private registers: Uint8Array | undefined;
  readonly precision: number;
  constructor(readonly threshold: number) {
    this.precision = precisionFromThreshold(threshold);
  }
  add(v: number | string) {
    const [h1, h2] = hashOf(v);
    if (this.exact) {
      this.exact.add(`${h1}:${h2}`);
      if (this.exact.size > this.threshold) this.upgrade();
      return;
    }
    this.addHash(h1, h2);
  }
  private addHash(h1: number, h2: number) {
    const p = this.precision;
    const index = h1 >>> (32 - p);
    // rank: leading zeros of the remaining bits (h1's low bits, then h2) plus one.
    const rest = (h1 << p) >>> 0;
    const rank = rest !== 0 ? Math.clz32(rest) + 1 : 32 - p + Math.clz32(h2) + 1;
    if (rank > this.registers![index]) this.registers![index] = rank;
  }
  private upgrade() {
    this.registers = new Uint8Array(1 << this.precision);
    for (const k of this.exact!) {
      const [a, b] = k.split(':').map(Number);
      this.addHash(a, b);
    }
    this.exact = undefined;
  }
  copy(): HyperLogLog {
    const c = new HyperLogLog(this.threshold);
    c.exact = this.exact ? new Set(this.exact) : undefined;
    c.registers = this.registers ? this.registers.slice() : undefined;
    return c;
  }
  merge(other: HyperLogLog) {
    if (other.exact) {
      for (const k of other.exact) {
        const [a, b] = k.split(':').map(Number);
        if (this.exact) this.exact.add(k);
        else this.addHash(a, b);
      }
      if (this.exact && this.exact.size > this.threshold) this.upgrade();
      return;
    }
    if (this.exact) this.upgrade();
    for (let i = 0; i < this.registers!.length; i++) if (other.registers![i] > this.registers![i]) this.registers![i] = other.registers![i];
  }
  cardinality(): number {
    if (this.exact) return this.exact.size;
    const m = this.registers!.length;
    let sum = 0;
    let zeros = 0;
    for (let i = 0; i < m; i++) {
      sum += 2 ** -this.registers![i];
      if (this.registers![i] === 0) zeros++;
    }
    const alpha = m === 16 ? 0.673 : m === 32 ? 0.697 : m === 64 ? 0.709 : 0.7213 / (1 + 1.079 / m);
    const raw = (alpha * m * m) / sum;
    // Small range: linear counting, as HLL++ does below its threshold.
    if (zeros > 0 && raw <= 2.5 * m) return Math.round(m * Math.log(m / zeros));
    return Math.round(raw);
  }
}
