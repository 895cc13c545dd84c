/**
 * A small binary container for derived data (segments): numbers, typed arrays and string tables laid
 * out back to back in one ArrayBuffer, each typed array 8-byte aligned so decoding takes views instead
 * of copies. A header carries a magic number, the format version, the byte order and a checksum.
 */

/** A blob that is not what its header says (wrong magic, version, byte order, checksum or bounds). */
export class CorruptBlobError extends Error {
  override name = 'CorruptBlobError';
}

const HEADER_BYTES = 24;
const BYTE_ORDER_MARK = 0x01020304;

type Codec = { encode(s: string): Uint8Array; decode(b: Uint8Array): string };
const text = globalThis as unknown as {
  TextEncoder: new () => { encode(s: string): Uint8Array };
  TextDecoder: new (label?: string) => { decode(b: Uint8Array): string };
};
let utf8: Codec | undefined;
function utf8Codec(): Codec {
  if (!utf8) {
    const enc = new text.TextEncoder();
    const dec = new text.TextDecoder('utf-8');
    utf8 = { encode: (s) => enc.encode(s), decode: (b) => dec.decode(b) };
  }
  return utf8;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * FNV-1a over 32-bit words in four interleaved lanes, folded at the end: cheap enough to run on every
 * load, enough to notice damaged bytes. perf: four independent multiply chains run about 3× faster than one.
 */
export function checksumWords(words: Uint32Array): number {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  let c = 0x1b873593;
  let d = 0x7ed55d16;
  const n = words.length;
  const body = n - (n % 4);
  let i = 0;
  for (; i < body; i += 4) {
    a = Math.imul(a ^ words[i], 0x01000193);
    b = Math.imul(b ^ words[i + 1], 0x01000193);
    c = Math.imul(c ^ words[i + 2], 0x01000193);
    d = Math.imul(d ^ words[i + 3], 0x01000193);
  }
  for (; i < n; i++) a = Math.imul(a ^ words[i], 0x01000193);
  let h = Math.imul(a ^ b, 0x01000193);
  h = Math.imul(h ^ c, 0x01000193);
  h = Math.imul(h ^ d, 0x01000193);
  return Math.imul(h ^ n, 0x01000193) >>> 0;
}

/** Appends values in order; `finish` lays them out in one buffer behind the header. */
export class BlobWriter {
  private parts: Uint8Array[] = [];
  private length = 0;

  private push(bytes: Uint8Array) {
    this.parts.push(bytes);
    this.length += bytes.length;
    const pad = (8 - (bytes.length % 8)) % 8;
    if (pad) {
      this.parts.push(new Uint8Array(pad));
      this.length += pad;
    }
  }

  /** A number (stored as a float64, so integers up to 2^53 are exact). */
  num(n: number) {
    this.push(new Uint8Array(Float64Array.of(n).buffer));
  }

  private array(a: Int32Array | Float64Array | Uint8Array) {
    this.num(a.length);
    this.push(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
  }

  int32s(a: Int32Array) {
    this.array(a);
  }

  float64s(a: Float64Array) {
    this.array(a);
  }

  bytes(a: Uint8Array) {
    this.array(a);
  }

  /**
   * Non-negative integers below 2^32 as LEB128 varints (small values take one byte). `zigzag` first
   * maps signed values to unsigned ones (-1 → 1, 1 → 2), for deltas that may go down.
   */
  varints(values: ArrayLike<number>, zigzag = false) {
    const out = new Uint8Array(values.length * 5);
    let o = 0;
    for (let i = 0; i < values.length; i++) {
      let v = zigzag ? ((values[i] << 1) ^ (values[i] >> 31)) >>> 0 : values[i] >>> 0;
      while (v >= 0x80) {
        out[o++] = (v & 0x7f) | 0x80;
        v >>>= 7;
      }
      out[o++] = v;
    }
    this.num(values.length);
    this.bytes(out.subarray(0, o));
  }

  /** UTF-8 byte strings with byte offsets, so each can be decoded alone (for JSON sources read on demand). */
  utf8Table(list: readonly string[]) {
    const enc = utf8Codec();
    const parts = list.map((s) => enc.encode(s));
    const ends = new Int32Array(parts.length);
    let n = 0;
    for (let i = 0; i < parts.length; i++) ends[i] = n += parts[i].length;
    const bytes = new Uint8Array(n);
    let o = 0;
    for (const p of parts) {
      bytes.set(p, o);
      o += p.length;
    }
    this.int32s(ends);
    this.bytes(bytes);
  }

  /** A list of strings, lossless (UTF-8 when well formed, UTF-16 code units when a lone surrogate is present). */
  strings(list: readonly string[]) {
    const ends = new Int32Array(list.length);
    let n = 0;
    for (let i = 0; i < list.length; i++) ends[i] = n += list[i].length;
    const joined = list.join('');
    this.int32s(ends);
    if (LONE_SURROGATE.test(joined)) {
      this.num(1);
      const units = new Uint16Array(joined.length);
      for (let i = 0; i < joined.length; i++) units[i] = joined.charCodeAt(i);
      this.bytes(new Uint8Array(units.buffer));
    } else {
      this.num(0);
      this.bytes(utf8Codec().encode(joined));
    }
  }

  /** The finished blob: header (magic, version, byte order, checksum, body length) then the body. */
  finish(magic: number, version: number): ArrayBuffer {
    const out = new Uint8Array(HEADER_BYTES + this.length);
    let o = HEADER_BYTES;
    for (const p of this.parts) {
      out.set(p, o);
      o += p.length;
    }
    const header = new Uint32Array(out.buffer, 0, HEADER_BYTES / 4);
    header[0] = magic;
    header[1] = version;
    header[2] = BYTE_ORDER_MARK;
    header[3] = checksumWords(new Uint32Array(out.buffer, HEADER_BYTES, this.length / 4));
    new Float64Array(out.buffer, 16, 1)[0] = this.length;
    return out.buffer;
  }
}

/** How many strings a table of ASCII decodes one at a time before it decodes them all at once. */
const SINGLE_GETS = 1024;

/**
 * Strings of a string table, decoded on first use. perf: a table of ASCII only (ids, most terms), whose byte
 * offsets are then its character offsets, decodes the first strings asked for one at a time: a reload's first
 * search reads ten ids and a few dozen terms of tables of 100,000 (decoding a whole table took ~5 ms there).
 */
export class StringTable {
  private joined: string | undefined;
  private singles = 0;
  constructor(
    private readonly ends: Int32Array,
    private readonly raw: Uint8Array,
    private readonly utf16: boolean,
  ) {}

  get length(): number {
    return this.ends.length;
  }

  private all(): string {
    if (this.joined === undefined) {
      if (!this.utf16) this.joined = utf8Codec().decode(this.raw);
      else {
        if (this.raw.byteLength % 2 !== 0) throw new CorruptBlobError('odd UTF-16 length');
        const units = new Uint16Array(this.raw.buffer, this.raw.byteOffset, this.raw.byteLength / 2);
        let s = '';
        // perf: fromCharCode over chunks; apply() has an argument-count limit.
        for (let i = 0; i < units.length; i += 8192) s += String.fromCharCode.apply(null, units.subarray(i, i + 8192) as unknown as number[]);
        this.joined = s;
      }
      const total = this.ends.length ? this.ends[this.ends.length - 1] : 0;
      if (this.joined.length !== total) throw new CorruptBlobError('string table length does not match its offsets');
    }
    return this.joined;
  }

  get(i: number): string {
    const start = i === 0 ? 0 : this.ends[i - 1];
    if (this.joined === undefined && this.singles < SINGLE_GETS && !this.utf16 && this.raw.length === this.ends[this.ends.length - 1] && i >= 0 && i < this.ends.length) {
      this.singles++;
      return utf8Codec().decode(this.raw.subarray(start, this.ends[i]));
    }
    return this.all().substring(start, this.ends[i]);
  }

  toArray(): string[] {
    const all = this.all();
    const out = new Array<string>(this.ends.length);
    let start = 0;
    for (let i = 0; i < this.ends.length; i++) {
      out[i] = all.substring(start, this.ends[i]);
      start = this.ends[i];
    }
    return out;
  }
}

/** Decodes `count` varints written by `BlobWriter.varints`; throws CorruptBlobError when they do not fill `bytes` exactly. */
export function decodeVarints(count: number, bytes: Uint8Array, zigzag = false): Int32Array {
  const out = new Int32Array(count);
  let o = 0;
  // perf: one byte is the common case; a read past the end gives undefined (0 here), caught below.
  for (let i = 0; i < count; i++) {
    let b = bytes[o++];
    let v = b & 0x7f;
    if (b & 0x80) {
      b = bytes[o++];
      v |= (b & 0x7f) << 7;
      if (b & 0x80) {
        b = bytes[o++];
        v |= (b & 0x7f) << 14;
        if (b & 0x80) {
          b = bytes[o++];
          v |= (b & 0x7f) << 21;
          if (b & 0x80) {
            b = bytes[o++];
            v = (v >>> 0) + (b & 0x0f) * 268435456;
          }
        }
      }
    }
    out[i] = zigzag ? (v >>> 1) ^ -(v & 1) : v;
  }
  if (o !== bytes.length) throw new CorruptBlobError('varints do not match their bytes');
  return out;
}

/** UTF-8 strings each decoded on its own, when asked for. */
export class Utf8Table {
  constructor(
    private readonly ends: Int32Array,
    private readonly bytes: Uint8Array,
  ) {}

  get length(): number {
    return this.ends.length;
  }

  /** Total bytes of all strings. */
  get byteLength(): number {
    return this.bytes.length;
  }

  get(i: number): string {
    return utf8Codec().decode(this.bytes.subarray(i === 0 ? 0 : this.ends[i - 1], this.ends[i]));
  }
}

/** Throws CorruptBlobError when the body of a blob (whose header was checked) does not match its checksum. */
export function verifyChecksum(buffer: ArrayBuffer) {
  const header = new Uint32Array(buffer, 0, HEADER_BYTES / 4);
  if (checksumWords(new Uint32Array(buffer, HEADER_BYTES, (buffer.byteLength - HEADER_BYTES) / 4)) !== header[3]) throw new CorruptBlobError('checksum mismatch');
}

/** Reads back what a BlobWriter wrote, in the same order; typed arrays are views of the blob. */
export class BlobReader {
  private pos = HEADER_BYTES;
  private readonly end: number;

  /**
   * Checks the header and, unless `verify` is false (the caller then runs `verifyChecksum` itself,
   * later), the checksum; throws CorruptBlobError when anything is off.
   */
  constructor(
    private readonly buffer: ArrayBuffer,
    magic: number,
    version: number,
    verify = true,
  ) {
    if (!(buffer instanceof ArrayBuffer) || buffer.byteLength < HEADER_BYTES || buffer.byteLength % 8 !== 0) throw new CorruptBlobError('not a blob');
    const header = new Uint32Array(buffer, 0, HEADER_BYTES / 4);
    if (header[0] !== magic) throw new CorruptBlobError('wrong magic number');
    if (header[1] !== version) throw new CorruptBlobError(`format version ${header[1]}, expected ${version}`);
    if (header[2] !== BYTE_ORDER_MARK) throw new CorruptBlobError('written with another byte order');
    const length = new Float64Array(buffer, 16, 1)[0];
    if (length !== buffer.byteLength - HEADER_BYTES) throw new CorruptBlobError('truncated');
    if (verify) verifyChecksum(buffer);
    this.end = buffer.byteLength;
  }

  private take(bytes: number): number {
    const at = this.pos;
    const padded = bytes + ((8 - (bytes % 8)) % 8);
    if (!(bytes >= 0) || at + padded > this.end) throw new CorruptBlobError('read past the end');
    this.pos += padded;
    return at;
  }

  num(): number {
    return new Float64Array(this.buffer, this.take(8), 1)[0];
  }

  private count(): number {
    const n = this.num();
    if (!Number.isInteger(n) || n < 0) throw new CorruptBlobError('bad length');
    return n;
  }

  int32s(): Int32Array {
    const n = this.count();
    return new Int32Array(this.buffer, this.take(n * 4), n);
  }

  float64s(): Float64Array {
    const n = this.count();
    return new Float64Array(this.buffer, this.take(n * 8), n);
  }

  bytes(): Uint8Array {
    const n = this.count();
    return new Uint8Array(this.buffer, this.take(n), n);
  }

  /** Varints written by `BlobWriter.varints`, as an Int32Array (zigzag values decoded back to signed). */
  varints(zigzag = false): Int32Array {
    const { count, bytes } = this.rawVarints();
    return decodeVarints(count, bytes, zigzag);
  }

  /** The count and bytes of a varint list, to decode later with `decodeVarints`. */
  rawVarints(): { count: number; bytes: Uint8Array } {
    const count = this.count();
    return { count, bytes: this.bytes() };
  }

  utf8Table(): Utf8Table {
    const ends = this.int32s();
    const bytes = this.bytes();
    if (ends.length && ends[ends.length - 1] !== bytes.length) throw new CorruptBlobError('byte table length does not match its offsets');
    return new Utf8Table(ends, bytes);
  }

  strings(): StringTable {
    const ends = this.int32s();
    const utf16 = this.num() === 1;
    return new StringTable(ends, this.bytes(), utf16);
  }

  /** Every byte was read: a blob with trailing data is not the one we wrote. */
  done() {
    if (this.pos !== this.end) throw new CorruptBlobError('trailing bytes');
  }
}
