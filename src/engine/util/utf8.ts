/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as Lucene's UnicodeUtil and TextEncoder write them). */
export function utf8Encode(s: string): Uint8Array {
  const out = new Uint8Array(utf8Length(s));
  let o = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      c = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00);
    } else if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x80) out[o++] = c;
    else if (c < 0x800) {
      out[o++] = 0xc0 | (c >> 6);
      out[o++] = 0x80 | (c & 63);
    } else if (c < 0x10000) {
      out[o++] = 0xe0 | (c >> 12);
      out[o++] = 0x80 | ((c >> 6) & 63);
      out[o++] = 0x80 | (c & 63);
    } else {
      out[o++] = 0xf0 | (c >> 18);
      out[o++] = 0x80 | ((c >> 12) & 63);
      out[o++] = 0x80 | ((c >> 6) & 63);
      out[o++] = 0x80 | (c & 63);
    }
  }
  return out;
}

/** Decodes UTF-8 (invalid sequences become U+FFFD). */
export function utf8Decode(b: Uint8Array): string {
  let out = '';
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    let cp = 0xfffd;
    let n = 1;
    if (c < 0x80) cp = c;
    else if ((c & 0xe0) === 0xc0 && i + 1 < b.length) {
      cp = ((c & 31) << 6) | (b[i + 1] & 63);
      n = 2;
    } else if ((c & 0xf0) === 0xe0 && i + 2 < b.length) {
      cp = ((c & 15) << 12) | ((b[i + 1] & 63) << 6) | (b[i + 2] & 63);
      n = 3;
    } else if ((c & 0xf8) === 0xf0 && i + 3 < b.length) {
      cp = ((c & 7) << 18) | ((b[i + 1] & 63) << 12) | ((b[i + 2] & 63) << 6) | (b[i + 3] & 63);
      n = 4;
    }
    out += String.fromCodePoint(cp);
    i += n;
  }
  return out;
}

/**
 * How an encoder writes a lone surrogate, the only place UTF-8 encoders differ: Lucene's UnicodeUtil (terms,
 * stored fields) and the WHATWG TextEncoder (the bytes a page sends) write U+FFFD, 3 bytes; Java's
 * `String.getBytes(UTF_8)` writes its replacement byte '?', 1 byte.
 */
export type LoneSurrogate = 'U+FFFD' | '?';

/** Number of UTF-8 bytes of a string, a lone surrogate written as `lone` (U+FFFD unless told). */
export function utf8Length(s: string, lone: LoneSurrogate = 'U+FFFD'): number {
  const loneBytes = lone === '?' ? 1 : 3;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) n += loneBytes;
    else n += 3;
  }
  return n;
}

/** `String.getBytes(UTF_8).length`: what ES's limits count (document ids, index names, inline script sizes). */
export function javaUtf8Length(s: string): number {
  return utf8Length(s, '?');
}

/**
 * Compares two strings in UTF-8 byte order (= code point order), the order Lucene keeps terms in.
 * JS's default `<` compares UTF-16 units, which puts U+1F600 before U+FF5E.
 */
export function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (0xD800-0xDFFF) encode code points above every BMP char; lift them above 0xFFFF.
    const xs = x >= 0xd800 && x <= 0xdfff ? x + 0x2000 : x >= 0xe000 ? x - 0x800 : x;
    const ys = y >= 0xd800 && y <= 0xdfff ? y + 0x2000 : y >= 0xe000 ? y - 0x800 : y;
    return xs - ys;
  }
  return a.length - b.length;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function base64Encode(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out += B64[n >> 18] + B64[(n >> 12) & 63] + B64[(n >> 6) & 63] + B64[n & 63];
  }
  if (i < bytes.length) {
    const rest = bytes.length - i;
    const n = (bytes[i] << 16) | (rest > 1 ? bytes[i + 1] << 8 : 0);
    out += B64[n >> 18] + B64[(n >> 12) & 63] + (rest > 1 ? B64[(n >> 6) & 63] : '=') + '=';
  }
  return out;
}

/**
 * Where bytes stop being UTF-8, described as Jackson does ("Invalid UTF-8 start byte 0xff"), or
 * undefined when they are well-formed (overlong forms and surrogates are malformed too).
 */
export function firstInvalidUtf8(b: Uint8Array): { offset: number; message: string } | undefined {
  const hex = (x: number) => `0x${x.toString(16)}`;
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    const n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
    if (n === 0) return { offset: i, message: `Invalid UTF-8 start byte ${hex(c)}` };
    for (let k = 1; k < n; k++) {
      if (i + k >= b.length) return { offset: i + k, message: 'Unexpected end-of-input in a UTF-8 character' };
      const m = b[i + k];
      // The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF.
      const lo = k === 1 && c === 0xe0 ? 0xa0 : k === 1 && c === 0xf0 ? 0x90 : 0x80;
      const hi = k === 1 && c === 0xed ? 0x9f : k === 1 && c === 0xf4 ? 0x8f : 0xbf;
      if (m < lo || m > hi) return { offset: i + k, message: `Invalid UTF-8 middle byte ${hex(m)}` };
    }
    i += n;
  }
  return undefined;
}
