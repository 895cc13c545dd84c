/**
 * Painless numeric literals (ES `ENumeric`/`EDecimal`): suffixes pick the type; out-of-range int/long literals are
 * compile errors.
 */
import { illegalArgumentJava } from '../script-errors';
import type { Expr, NumericType } from './ast';
import type { Token } from './lexer';
import { toLong } from './long-math';

/** A numeric literal token (with a folded leading `-` when `negative`) as a `num` node at `pos`. */
export function parseNumericLiteral(t: Token, negative: boolean, pos: number): Expr {
  const raw = t.text;
  const sign = negative ? '-' : '';
  const last = raw[raw.length - 1];
  if (t.kind === 'HEX' || t.kind === 'OCTAL') {
    const isLong = last === 'l' || last === 'L';
    const digits = raw.slice(t.kind === 'HEX' ? 2 : 1, isLong ? -1 : undefined);
    const value = parseRadix(sign + digits, t.kind === 'HEX' ? 16 : 8, isLong);
    if (value === undefined) throw illegalArgumentJava(`Invalid ${isLong ? 'long' : 'int'} constant [${sign}${raw}].`, pos);
    return { kind: 'num', pos, type: isLong ? 'long' : 'int', value };
  }
  let type: NumericType = t.kind === 'DECIMAL' ? 'double' : 'int';
  let body = raw;
  if (/[lL]$/.test(raw)) {
    type = 'long';
    body = raw.slice(0, -1);
  } else if (/[fF]$/.test(raw)) {
    type = 'float';
    body = raw.slice(0, -1);
  } else if (/[dD]$/.test(raw)) {
    type = 'double';
    body = raw.slice(0, -1);
  }
  if (type === 'int' || type === 'long') {
    const value = parseRadix(sign + body, 10, type === 'long');
    if (value === undefined) throw illegalArgumentJava(`Invalid ${type} constant [${sign}${raw}].`, pos);
    return { kind: 'num', pos, type, value };
  }
  const value = Number(sign + body);
  return { kind: 'num', pos, type, value: type === 'float' ? Math.fround(value) : value };
}

/** Java `Integer.parseInt`/`Long.parseLong` with a radix: undefined where Java throws NumberFormatException. */
function parseRadix(text: string, radix: number, isLong: boolean): number | bigint | undefined {
  const digits = text.startsWith('-') ? text.slice(1) : text;
  if (digits === '') return undefined;
  let big: bigint;
  try {
    big = BigInt(radix === 16 ? `0x${digits}` : radix === 8 ? `0o${digits}` : digits);
  } catch {
    return undefined;
  }
  if (text.startsWith('-')) big = -big;
  const max = isLong ? 9223372036854775807n : 2147483647n;
  const min = isLong ? -9223372036854775808n : -2147483648n;
  if (big > max || big < min) return undefined;
  return toLong(big);
}
