/**
 * ES's DocValueFormat: how keys and values are written as strings (`key_as_string`, `value_as_string`) and how
 * strings in a request (`include` dates, range bounds) are read back. RAW writes nothing as a string.
 */
import { illegalArgument, parseException } from '../errors/catalog';
import { DEFAULT_DATE_FORMAT, formatPatterns, parseDate } from '../mapping/date-format';
import { parseDateMath } from '../mapping/date-math';
import { hexToIp, ipToHex } from '../util/ip';
import { formatDecimal } from './decimal-format';
import { formatDate } from './date-print';
import { UTC, type TimeZone } from './time-zone';

export interface DocValueFormat {
  readonly kind: 'raw' | 'boolean' | 'date' | 'decimal' | 'ip';
  /** Whether `*_as_string` members are written. */
  readonly asString: boolean;
  format(value: number | string): string;
  /** Parses a request value (a date string or date math against `now`, `true`...) to the field's number. */
  parseNumber(value: unknown, now?: number): number;
  /** Parses a request value to the field's bytes term (an ip's hex); absent: the value's text. */
  parseTerm?(value: unknown): string;
}

/** ip fields: terms are the hex of 16 bytes (util/ip), written as addresses. */
export const IP: DocValueFormat = {
  kind: 'ip',
  asString: false,
  format: (v) => hexToIp(String(v)),
  parseNumber(value) {
    throw illegalArgument(`'${String(value)}' is not a number`);
  },
  parseTerm(value) {
    const h = ipToHex(String(value));
    if (h === undefined) throw illegalArgument(`'${String(value)}' is not an IP string literal.`);
    return h;
  },
};

export const RAW: DocValueFormat = {
  kind: 'raw',
  asString: false,
  format: (v) => (typeof v === 'number' ? rawNumber(v) : v),
  parseNumber(value) {
    const n = typeof value === 'number' ? value : Number(value);
    if (typeof value === 'boolean' || value === null || value === '' || Number.isNaN(n)) throw illegalArgument(`For input string: "${String(value)}"`);
    return n;
  },
};

/** Java's rendering of a double key (`1.0`), or a long's (`1`). */
function rawNumber(v: number): string {
  return Number.isInteger(v) && Math.abs(v) < 1e7 ? `${v}.0` : String(v);
}

export const BOOLEAN: DocValueFormat = {
  kind: 'boolean',
  asString: true,
  format: (v) => (v ? 'true' : 'false'),
  parseNumber(value) {
    if (value === true || value === 'true') return 1;
    if (value === false || value === 'false' || value === '') return 0;
    throw illegalArgument(`Can't parse boolean value [${String(value)}], expected [true] or [false]`);
  },
};

export function dateFormat(pattern: string = DEFAULT_DATE_FORMAT, zone: TimeZone = UTC): DocValueFormat {
  const printPattern = formatPatterns(pattern)[0];
  return {
    kind: 'date',
    asString: true,
    format: (v) => formatDate(Number(v), printPattern, zone),
    parseNumber(value, now = Date.now()) {
      // A JSON number is read by the format's epoch part when it has one (epoch_second: 1000 is 1000000 ms).
      const epoch = formatPatterns(pattern).find((p) => p === 'epoch_second' || p === 'epoch_millis');
      const ms = typeof value === 'number' ? (epoch ? parseDate(String(value), epoch) : Math.trunc(value)) : parseDateMath(String(value), now, pattern);
      if (ms === undefined) throw parseException(`failed to parse date field [${String(value)}] with format [${pattern}]`);
      return ms;
    },
  };
}

export function decimalFormat(pattern: string): DocValueFormat {
  return {
    kind: 'decimal',
    asString: true,
    format: (v) => formatDecimal(Number(v), pattern),
    parseNumber: (value) => Number(value),
  };
}
