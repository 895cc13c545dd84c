import { illegalArgument } from '../errors/catalog';

/**
 * Number parsing as Elasticsearch's Java does it, exactly: a long is 64 bits (a double is not), and
 * `Long.parseLong`, `new BigDecimal` and `Double.parseDouble` each accept their own spellings (never
 * JavaScript's `0x10`, `0b1` or a blank string).
 */
export const LONG_MIN = -(2n ** 63n);
export const LONG_MAX = 2n ** 63n - 1n;

/** BigDecimal's grammar: sign, digits with an optional fraction, optional exponent. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** The integer part of a BigDecimal text (toward zero), and whether a fraction was dropped; undefined if not one. */
function decimalInteger(text: string): { value: bigint; fraction: boolean } | undefined {
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  const digits = (m[2] + (m[3] ?? '')).replace(/^0+(?=\d)/, '');
  const exp = Number(m[4] ?? 0) - (m[3] ?? '').length;
  const negative = m[1] === '-';
  if (/^0*$/.test(digits)) return { value: 0n, fraction: false };
  // Far past a long either way (a huge exponent is not expanded).
  if (exp > 40) return { value: negative ? LONG_MIN - 1n : LONG_MAX + 1n, fraction: false };
  if (exp >= 0) return { value: (negative ? -1n : 1n) * BigInt(digits + '0'.repeat(exp)), fraction: false };
  const keep = digits.length + exp;
  const whole = keep > 0 ? BigInt(digits.slice(0, keep)) : 0n;
  return { value: (negative ? -1n : 1n) * whole, fraction: /[1-9]/.test(keep > 0 ? digits.slice(keep) : digits) };
}

/** ES's Numbers.toLong: Long.parseLong, else a BigDecimal truncated (coerce) or exact, within a long's range. */
export function parseJavaLong(text: string, coerce: boolean): bigint {
  const d = decimalInteger(text);
  if (!d) throw illegalArgument(`For input string: "${text}"`);
  if (d.fraction && !coerce) throw illegalArgument(`Value [${text}] has a decimal part`);
  if (d.value > LONG_MAX || d.value < LONG_MIN) throw illegalArgument(`Value [${text}] is out of range for a long`);
  return d.value;
}

/** Java's Double.parseDouble for decimal texts: trimmed, an optional f/d suffix, NaN and Infinity; never hex or binary. */
export function parseJavaDouble(text: string): number {
  const t = text.trim();
  const signed = /^([+-]?)(NaN|Infinity)$/.exec(t);
  if (signed) return signed[2] === 'NaN' ? NaN : signed[1] === '-' ? -Infinity : Infinity;
  const body = t.replace(/[fFdD]$/, '');
  const m = DECIMAL.exec(body);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw illegalArgument(`For input string: "${text}"`);
  return Number(body);
}

/** Integer.parseInt: digits with an optional sign, within 32 bits (no `1e3`, no `0x10`, no blanks); undefined if not one. */
export function parseJavaInt(text: string): number | undefined {
  const n = Number(text);
  return /^[+-]?\d+$/.test(text) && n <= 2147483647 && n >= -2147483648 ? n : undefined;
}

/** Whether a JSON number's text is an integer literal (no fraction, no exponent). */
export const isIntegerLiteral = (text: string) => /^-?\d+$/.test(text);
