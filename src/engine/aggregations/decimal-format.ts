/**
 * java.text.DecimalFormat for the `format` of numeric aggregations (`##0.0`, `#,##0.00`, `Value is ##0.0`):
 * literal prefix and suffix, minimum integer digits, grouping, minimum/maximum fraction digits, HALF_EVEN rounding.
 */
interface Pattern {
  prefix: string;
  suffix: string;
  minInt: number;
  group: number;
  minFrac: number;
  maxFrac: number;
  percent: boolean;
}

const cache = new Map<string, Pattern>();

function parsePattern(pattern: string): Pattern {
  const positive = pattern.split(';')[0];
  const m = /^([^#0,.]*)([#0,]*)(?:\.([#0]*))?(.*)$/.exec(positive);
  if (!m) return { prefix: '', suffix: '', minInt: 1, group: 0, minFrac: 0, maxFrac: 3, percent: false };
  const unquote = (s: string) => s.replace(/'([^']*)'/g, '$1');
  const int = m[2];
  const lastComma = int.lastIndexOf(',');
  const frac = m[3] ?? '';
  return {
    prefix: unquote(m[1]),
    suffix: unquote(m[4]),
    minInt: (int.match(/0/g) ?? []).length,
    group: lastComma < 0 ? 0 : int.length - lastComma - 1,
    minFrac: (frac.match(/0/g) ?? []).length,
    maxFrac: frac.length,
    percent: m[4].includes('%'),
  };
}

/** Rounds half to even at `digits` fraction digits, on the decimal text (no binary surprises for 0.125). */
function roundHalfEven(value: number, digits: number): string {
  const fixed = value.toFixed(Math.min(100, digits + 3));
  const exact = value.toFixed(digits);
  // toFixed rounds half away from zero; HALF_EVEN differs only on an exact tie.
  const tail = fixed.slice(fixed.length - 3);
  if (tail !== '500' || Number(fixed) !== value) return exact;
  const down = (Math.trunc(Math.abs(value) * 10 ** digits) / 10 ** digits).toFixed(digits);
  const lastDigit = Number(down[down.length - 1]);
  return lastDigit % 2 === 0 ? (value < 0 ? `-${down}` : down) : exact;
}

export function formatDecimal(value: number, pattern: string): string {
  let p = cache.get(pattern);
  if (!p) cache.set(pattern, (p = parsePattern(pattern)));
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return `${value < 0 ? '-' : ''}${p.prefix}∞${p.suffix}`;
  const v = p.percent ? value * 100 : value;
  const text = roundHalfEven(Math.abs(v), p.maxFrac);
  let [intPart, fracPart = ''] = text.split('.');
  while (fracPart.length > p.minFrac && fracPart.endsWith('0')) fracPart = fracPart.slice(0, -1);
  intPart = intPart.replace(/^0+/, '');
  intPart = intPart.padStart(p.minInt, '0');
  if (p.group > 0) intPart = intPart.replace(new RegExp(`\\B(?=(\\d{${p.group}})+(?!\\d))`, 'g'), ',');
  const negative = v < 0 && (Number(intPart.replace(/,/g, '')) !== 0 || /[1-9]/.test(fracPart));
  return `${negative ? '-' : ''}${p.prefix}${intPart}${fracPart ? `.${fracPart}` : ''}${p.suffix}`;
}
