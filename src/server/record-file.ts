import * as zlib from 'node:zlib';

/**
 * The line format of a data directory's files (format 2): every line is `<crc> <json>\n`, where `<crc>` is
 * the CRC-32 (IEEE 802.3, the checksum of Elasticsearch's translog operations and of Lucene's file footers)
 * of the JSON's UTF-8 bytes as 8 lowercase hex digits. CRC-32 finds every error of up to 32 bits in a row and
 * any other damage but one time in 2^32; it guards against damage, not against someone forging a file.
 */

const NEWLINE = 0x0a;
const PREFIX = 9; // 8 hex digits and a space

export function encodeLine(value: unknown): string {
  const json = JSON.stringify(value);
  return `${checksumOf(Buffer.from(json, 'utf8'))} ${json}\n`;
}

export function checksumOf(bytes: Uint8Array): string {
  return crc32(bytes).toString(16).padStart(8, '0');
}

/** Node's own CRC-32 (zlib's), from Node 20.15 / 22.2 on: named at use, so older Nodes still serve without --data. */
function crc32(bytes: Uint8Array, initial = 0): number {
  if (typeof zlib.crc32 !== 'function') throw new Error(`--data needs Node.js 20.15 or newer (zlib.crc32); this is ${process.version}`);
  return zlib.crc32(bytes, initial);
}

/** One line of a file as read back: where it starts, and either its value or why it cannot be trusted. */
export type ReadLine =
  | { offset: number; length: number; ok: true; value: unknown }
  | { offset: number; length: number; ok: false; problem: string; /** The JSON as far as it parses, to say what was lost. */ readable?: unknown };

/** The lines of `bytes`, each checked; `tail` is what follows the last newline (a line never finished), checked too. */
export function readLines(bytes: Buffer): { lines: ReadLine[]; tail?: ReadLine } {
  const lines: ReadLine[] = [];
  let start = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(NEWLINE, start);
    if (end < 0) return { lines, tail: checkLine(bytes, start, bytes.length) };
    lines.push(checkLine(bytes, start, end));
    start = end + 1;
  }
  return { lines };
}

function checkLine(bytes: Buffer, start: number, end: number): ReadLine {
  const where = { offset: start, length: end - start };
  const stored = bytes.toString('latin1', start, Math.min(start + 8, end));
  if (end - start < PREFIX + 2 || !/^[0-9a-f]{8}$/.test(stored) || bytes[start + 8] !== 0x20) {
    const text = bytes.toString('utf8', start, end);
    return { ...where, ok: false, problem: 'the line does not start with its 8-digit checksum', readable: parseOrUndefined(text.slice(PREFIX)) ?? parseOrUndefined(text) };
  }
  const payload = bytes.subarray(start + PREFIX, end);
  const actual = checksumOf(payload);
  const text = payload.toString('utf8');
  if (actual !== stored) {
    return { ...where, ok: false, problem: `its checksum is ${stored} but its bytes give ${actual}`, readable: parseOrUndefined(text) };
  }
  try {
    return { ...where, ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ...where, ok: false, problem: `its checksum matches but it is not JSON (${e instanceof Error ? e.message : e})` };
  }
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether the unfinished last line at `start` holds a whole record that verifies, followed by other bytes
 * where its newline should be. A torn append leaves a prefix of a record; this is damage instead (an
 * acknowledged record's newline changed). The checksum runs along the line once, compared at each `}`.
 */
export function holdsWholeRecord(bytes: Buffer, start: number, end: number): boolean {
  const stored = bytes.toString('latin1', start, Math.min(start + 8, end));
  if (end - start < PREFIX + 2 || !/^[0-9a-f]{8}$/.test(stored)) return false;
  let crc = 0;
  let from = start + PREFIX;
  for (let p = bytes.indexOf(0x7d, from); p >= 0 && p < end; p = bytes.indexOf(0x7d, p + 1)) {
    crc = crc32(bytes.subarray(from, p + 1), crc);
    from = p + 1;
    if (p + 1 < end && crc.toString(16).padStart(8, '0') === stored) return true;
  }
  return false;
}
