/**
 * The positions, offsets and payloads of postings, packed as variable-byte integers (7 bits per byte, the
 * high bit set on every byte but the last). One posting (a term in a doc, `freq` occurrences) is written as
 * `freq` position deltas, then `freq` pairs (start offset delta as zig-zag, length), then, when the field
 * has payloads, `freq` (length, bytes) with length 0 for none. Positions come first so a phrase query
 * reads them without decoding offsets.
 */

/** A growing byte buffer that writes variable-byte integers. */
export class ByteWriter {
  bytes: Uint8Array;
  length = 0;
  constructor(capacity = 1024) {
    this.bytes = new Uint8Array(Math.max(16, capacity));
  }

  private grow(need: number) {
    let cap = this.bytes.length;
    while (cap < this.length + need) cap = Math.ceil(cap * 1.5) + 16;
    const next = new Uint8Array(cap);
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }

  /** A non-negative integer below 2^31. */
  writeVInt(v: number) {
    if (this.length + 5 > this.bytes.length) this.grow(5);
    const b = this.bytes;
    let i = this.length;
    while (v > 0x7f) {
      b[i++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    b[i++] = v;
    this.length = i;
  }

  writeBytes(src: Uint8Array) {
    if (this.length + src.length > this.bytes.length) this.grow(src.length);
    this.bytes.set(src, this.length);
    this.length += src.length;
  }

  /** The bytes written, in a buffer of their exact size. */
  finish(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

const zigzag = (v: number) => (v << 1) ^ (v >> 31);
const unzigzag = (v: number) => (v >>> 1) ^ -(v & 1);

/** Writes one posting's occurrences (token indices `at[from..to)` of the flat token arrays). */
export function writeProx(
  w: ByteWriter,
  tokens: Int32Array,
  from: number,
  to: number,
  positions: Int32Array,
  starts: Int32Array,
  ends: Int32Array,
  payloads: Map<number, Uint8Array> | null,
) {
  let last = 0;
  for (let i = from; i < to; i++) {
    const p = positions[tokens[i]];
    w.writeVInt(p - last);
    last = p;
  }
  let lastStart = 0;
  for (let i = from; i < to; i++) {
    const t = tokens[i];
    w.writeVInt(zigzag(starts[t] - lastStart));
    w.writeVInt(ends[t] - starts[t]);
    lastStart = starts[t];
  }
  if (payloads) {
    for (let i = from; i < to; i++) {
      const pl = payloads.get(tokens[i]);
      if (!pl) w.writeVInt(0);
      else {
        w.writeVInt(pl.length);
        w.writeBytes(pl);
      }
    }
  }
}

/** Decodes `freq` positions starting at byte `at` into `out`; returns the byte after them. */
export function readPositions(prox: Uint8Array, at: number, freq: number, out: Int32Array): number {
  let i = at;
  let pos = 0;
  for (let k = 0; k < freq; k++) {
    let b = prox[i++];
    let v = b & 0x7f;
    for (let shift = 7; b & 0x80; shift += 7) {
      b = prox[i++];
      v |= (b & 0x7f) << shift;
    }
    pos += v;
    out[k] = pos;
  }
  return i;
}

/** Everything stored for one posting. */
export interface Occurrences {
  positions: Int32Array;
  startOffsets: Int32Array;
  endOffsets: Int32Array;
  /** Per occurrence; null when the field has no payloads. */
  payloads: Array<Uint8Array | undefined> | null;
}

/** Decodes one posting's positions, offsets and payloads. */
export function readOccurrences(prox: Uint8Array, at: number, freq: number, hasPayloads: boolean): Occurrences {
  const positions = new Int32Array(freq);
  let i = readPositions(prox, at, freq, positions);
  const startOffsets = new Int32Array(freq);
  const endOffsets = new Int32Array(freq);
  const next = () => {
    let b = prox[i++];
    let v = b & 0x7f;
    for (let shift = 7; b & 0x80; shift += 7) {
      b = prox[i++];
      v |= (b & 0x7f) << shift;
    }
    return v >>> 0;
  };
  let start = 0;
  for (let k = 0; k < freq; k++) {
    start += unzigzag(next());
    startOffsets[k] = start;
    endOffsets[k] = start + next();
  }
  let payloads: Array<Uint8Array | undefined> | null = null;
  if (hasPayloads) {
    payloads = [];
    for (let k = 0; k < freq; k++) {
      const n = next();
      payloads.push(n === 0 ? undefined : prox.slice(i, i + n));
      i += n;
    }
  }
  return { positions, startOffsets, endOffsets, payloads };
}
