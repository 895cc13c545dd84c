/**
 * Range field types (ES 6.8's RangeFieldMapper and RangeType): a value is an interval `{gt|gte, lt|lte}` kept
 * with inclusive bounds (an exclusive bound steps to the next value of the type, as parseFrom/parseTo do). A
 * missing bound is the type's minimum or maximum. Kept in doc values as `from|to`: integral bounds (integer,
 * long, date millis) as decimal text, float and double as JavaScript number text, ips as their 32 hex digits.
 */
import { EsError } from '../errors/es-error';
import { illegalArgument, mapperParsing } from '../errors/catalog';
import { cidrToHexRange, hexToIp, ipToHex } from '../util/ip';
import { isObject } from '../util/json';
import { parseJavaDouble } from '../util/java-numbers';
import { DEFAULT_DATE_FORMAT } from './date-format';
import type { RangeType } from './field-mapping';
import { parseDateMath } from './date-math';
import { javaToString } from './parse-mapping';

export { isRangeType, type RangeType } from './field-mapping';

/** One bound: bigint for integer, long and date; number for float and double; hex for ip. */
export type RangeBound = bigint | number | string;

const INT_MIN = -(2n ** 31n);
const INT_MAX = 2n ** 31n - 1n;
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;
const IP_MIN = '0'.repeat(32);
const IP_MAX = 'f'.repeat(32);

export function minValue(type: RangeType): RangeBound {
  switch (type) {
    case 'integer_range': return INT_MIN;
    case 'long_range': case 'date_range': return LONG_MIN;
    case 'ip_range': return IP_MIN;
    default: return -Infinity;
  }
}

export function maxValue(type: RangeType): RangeBound {
  switch (type) {
    case 'integer_range': return INT_MAX;
    case 'long_range': case 'date_range': return LONG_MAX;
    case 'ip_range': return IP_MAX;
    default: return Infinity;
  }
}

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);
const f64 = new Float64Array(1);
const i64 = new BigInt64Array(f64.buffer);

/** Math.nextUp of a float (`down`: nextDown). */
function nextFloat(x: number, down: boolean): number {
  if (Number.isNaN(x)) return x;
  if (down ? x === -Infinity : x === Infinity) return x;
  if (x === 0) return down ? -1.401298464324817e-45 : 1.401298464324817e-45;
  f32[0] = x;
  i32[0] += (x > 0) !== down ? 1 : -1;
  return f32[0];
}

/** Math.nextUp of a double (`down`: nextDown). */
function nextDouble(x: number, down: boolean): number {
  if (Number.isNaN(x)) return x;
  if (down ? x === -Infinity : x === Infinity) return x;
  if (x === 0) return down ? -Number.MIN_VALUE : Number.MIN_VALUE;
  f64[0] = x;
  i64[0] += (x > 0) !== down ? 1n : -1n;
  return f64[0];
}

function nextIp(hex: string, down: boolean): string {
  const v = BigInt(`0x${hex}`) + (down ? -1n : 1n);
  return v.toString(16).padStart(32, '0');
}

/** RangeType.nextUp / nextDown (an integer steps by one, wrapping as Java's int and long do). */
export function nextValue(type: RangeType, v: RangeBound, down: boolean): RangeBound {
  switch (type) {
    case 'integer_range': return BigInt.asIntN(32, (v as bigint) + (down ? -1n : 1n));
    case 'long_range': case 'date_range': return BigInt.asIntN(64, (v as bigint) + (down ? -1n : 1n));
    case 'float_range': return nextFloat(v as number, down);
    case 'double_range': return nextDouble(v as number, down);
    default: return nextIp(v as string, down);
  }
}

export function compareBounds(a: RangeBound, b: RangeBound): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A bound as Java prints it (error texts, query strings). */
export function boundText(type: RangeType, v: RangeBound): string {
  if (type === 'ip_range') return hexToIp(v as string);
  if (typeof v === 'bigint') return v.toString();
  if (v === Infinity) return 'Infinity';
  if (v === -Infinity) return '-Infinity';
  return Number.isInteger(v) && Math.abs(v as number) < 1e7 ? `${v}.0` : String(v);
}

/** NumberType.parse of an integral bound (coerce: a decimal is truncated, a numeric string is read). */
function integral(value: unknown, coerce: boolean, min: bigint, max: bigint, what: string): bigint {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const t = value.trim();
    if (/^[+-]?\d+$/.test(t)) {
      const b = BigInt(t);
      if (b < min || b > max) throw illegalArgument(`Value [${value}] is out of range for ${what}`);
      return b;
    }
    n = parseJavaDouble(t);
    if (Number.isNaN(n)) throw new EsError({ type: 'number_format_exception', reason: `For input string: "${value}"`, status: 400 });
  } else throw illegalArgument(`Failed to parse value [${javaToString(value)}]`);
  if (!Number.isInteger(n) && !coerce) throw illegalArgument(`Value [${javaToString(value)}] has a decimal part`);
  const b = BigInt(Math.trunc(n));
  if (b < min || b > max) throw illegalArgument(`Value [${javaToString(value)}] is out of range for ${what}`);
  return b;
}

function decimal(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parseJavaDouble(value.trim()) : NaN;
  if (Number.isNaN(n)) throw new EsError({ type: 'number_format_exception', reason: `For input string: "${javaToString(value)}"`, status: 400 });
  return n;
}

/**
 * One bound of a range as the type parses it: numbers (strings coerced), dates with the field's format and
 * date math (`now` is refused at index time, where `now` is undefined), ips as literals.
 */
export function parseBound(type: RangeType, value: unknown, opts: { coerce: boolean; format?: string; now?: number }): RangeBound {
  switch (type) {
    case 'integer_range': return integral(value, opts.coerce, INT_MIN, INT_MAX, 'an integer');
    case 'long_range': return integral(value, opts.coerce, LONG_MIN, LONG_MAX, 'a long');
    case 'float_range': return Math.fround(decimal(value));
    case 'double_range': return decimal(value);
    case 'date_range': {
      const text = String(value);
      if (opts.now === undefined && text.startsWith('now')) throw illegalArgument('now is not used at indexing time');
      const format = opts.format ?? DEFAULT_DATE_FORMAT;
      const ms = typeof value === 'number' ? Math.trunc(value) : parseDateMath(text, opts.now ?? 0, format);
      if (ms === undefined) throw new EsError({ type: 'parse_exception', reason: `failed to parse date field [${text}] with format [${format}]`, status: 400 });
      return BigInt(ms);
    }
    default: {
      const h = ipToHex(String(value));
      if (h === undefined) throw illegalArgument(`'${javaToString(value)}' is not an IP string literal.`);
      return h;
    }
  }
}

export function encodeRange(from: RangeBound, to: RangeBound): string {
  return `${String(from)}|${String(to)}`;
}

export function decodeRange(type: RangeType, text: string): [RangeBound, RangeBound] {
  const bar = text.indexOf('|');
  const a = text.slice(0, bar);
  const b = text.slice(bar + 1);
  if (type === 'ip_range') return [a, b];
  if (type === 'float_range' || type === 'double_range') return [Number(a), Number(b)];
  return [BigInt(a), BigInt(b)];
}

/**
 * A document's value of a range field (RangeFieldMapper.parseCreateField): an object of `gt`/`gte`/`lt`/`lte`
 * (a null bound leaves the type's limit), or for ip_range a CIDR block. Returns the encoded range.
 */
export function parseRangeValue(field: string, type: RangeType, value: unknown, opts: { coerce: boolean; format?: string }): string {
  if (type === 'ip_range' && typeof value === 'string') {
    const block = cidrToHexRange(value);
    if (!block) throw illegalArgument(`Expected [ip/prefix] but was [${value}]`);
    return encodeRange(block[0], block[1]);
  }
  if (!isObject(value)) throw mapperParsing(`error parsing field [${field}], expected an object but got ${field.slice(field.lastIndexOf('.') + 1)}`);
  let from = minValue(type);
  let to = maxValue(type);
  for (const [k, v] of Object.entries(value)) {
    if (k !== 'gt' && k !== 'gte' && k !== 'lt' && k !== 'lte') throw mapperParsing(`error parsing field [${field}], with unknown parameter [${k}]`);
    if (v === null) continue;
    const bound = parseBound(type, v, opts);
    if (k === 'gt') from = nextValue(type, bound, false);
    else if (k === 'gte') from = bound;
    else if (k === 'lt') to = nextValue(type, bound, true);
    else to = bound;
  }
  if (compareBounds(from, to) > 0) {
    throw illegalArgument(type === 'ip_range'
      ? `min value cannot be greater than max value for range field (name=${field})`
      : `min value (${boundText(type, from)}) is greater than max value (${boundText(type, to)})`);
  }
  return encodeRange(from, to);
}
