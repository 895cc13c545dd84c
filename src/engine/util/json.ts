import { recordLocations } from './json-locations';
import { jsonParseException } from '../errors/catalog';
import { EsError } from '../errors/es-error';
import { checkNestingDepth } from './json-depth';
import { recordNumberTexts } from './json-numbers';
import { renderJson } from './render-json';
import { firstInvalidUtf8, utf8Decode } from './utf8';

export type JsonObject = Record<string, unknown>;

export const isObject = (x: unknown): x is JsonObject => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Parses a request body given as text. Malformed JSON is a `json_parse_exception` (500 in 6.x);
 * the message imitates Jackson's, without its exact `[Source: ...]` part (which cannot be reproduced).
 */
export function parseJsonText(text: string, options: { locations?: boolean } = {}): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const m = /position (\d+)/.exec(msg);
    let where = '';
    if (m) {
      const pos = Number(m[1]);
      const before = text.slice(0, pos);
      const line = before.split('\n').length;
      const col = pos - before.lastIndexOf('\n');
      where = `; line: ${line}, column: ${col}`;
    }
    throw jsonParseException(`Unexpected character or end of input: ${msg} at [Source: org.elasticsearch.common.bytes.BytesReference$MarkSupportStreamInput; ${where.slice(2) || 'line: 1, column: 1'}]`);
  }
  // Before anything walks it recursively (the locations below, parsers, rendering).
  checkNestingDepth(value, text.length);
  recordNumberTexts(text, value);
  // Member locations serve parsing_exception line/col; bulk lines skip them (thousands per request).
  if (options.locations !== false) recordLocations(text, value);
  return value;
}

const textDecoder = (globalThis as { TextDecoder?: new (label: string) => { decode(b: Uint8Array): string } }).TextDecoder;

/**
 * A body that arrived as bytes (over HTTP), as text: bytes that are not UTF-8 are Jackson's
 * json_parse_exception with the place it stopped, never characters replaced by U+FFFD.
 */
export function decodeJsonBytes(bytes: Uint8Array): string {
  const bad = firstInvalidUtf8(bytes);
  if (bad) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < bad.offset; i++) {
      if (bytes[i] === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    throw jsonParseException(`${bad.message}\n at [Source: org.elasticsearch.common.bytes.BytesReference$MarkSupportStreamInput; line: ${line}, column: ${bad.offset - lineStart + 1}]`);
  }
  return textDecoder ? new textDecoder('utf-8').decode(bytes) : utf8Decode(bytes);
}

/**
 * An NDJSON body that arrived as bytes, each line decoded alone (ES's bulk slices the bytes at newlines and parses
 * each slice): a line that is not UTF-8 gets the error reading it gives (line 1 of its slice) and a non-blank
 * placeholder in the text, so the other lines keep their numbers and their fate.
 */
export function decodeNdjsonBytes(bytes: Uint8Array): { text: string; invalid: Map<number, EsError> } {
  const invalid = new Map<number, EsError>();
  if (bytes.length === 0 || !firstInvalidUtf8(bytes)) return { text: bytes.length === 0 ? '' : decodeJsonBytes(bytes), invalid };
  const texts: string[] = [];
  for (let start = 0, line = 1; start <= bytes.length; line++) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    const slice = bytes.subarray(start, end);
    try {
      texts.push(decodeJsonBytes(slice));
    } catch (e) {
      if (!(e instanceof EsError)) throw e;
      invalid.set(line, e);
      texts.push('\uFFFD');
    }
    start = end + 1;
  }
  return { text: texts.join('\n'), invalid };
}

/**
 * Deep copy of a JSON value (structuredClone is not in every runtime we target), with the texts of its numbers
 * a double does not give back (json-numbers.ts): a source's long past 2^53 stays exact through an update.
 */
export function cloneJson<T>(x: T): T {
  if (x === undefined) return x;
  const text = renderJson(x);
  const copy = JSON.parse(text) as T;
  recordNumberTexts(text, copy);
  return copy;
}

/**
 * Sets a member whose name comes from user data (a term, a field, a source key) as an own property:
 * a plain `obj[key] = v` with key `__proto__` would replace the object's prototype instead.
 */
export function setMember(obj: Record<string, unknown>, key: string, value: unknown) {
  if (key === '__proto__') Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}
