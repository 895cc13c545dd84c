/**
 * Elasticsearch's TimeValue.toString for a duration in nanoseconds, as `?human` writes it beside `*_in_nanos`:
 * the largest unit the duration reaches, one decimal cut (not rounded) and dropped when it is 0 (`1.8ms`,
 * `304.3micros`, `21nanos`, `0s`).
 */
const UNITS: Array<[number, string]> = [[86_400e9, 'd'], [3_600e9, 'h'], [60e9, 'm'], [1e9, 's'], [1e6, 'ms'], [1e3, 'micros']];

export function timeValueText(nanos: number): string {
  if (nanos < 0) return String(nanos);
  if (nanos === 0) return '0s';
  let value = nanos;
  let suffix = 'nanos';
  for (const [size, unit] of UNITS) {
    if (nanos >= size) {
      value = nanos / size;
      suffix = unit;
      break;
    }
  }
  // Strings.format1Decimals: the first decimal of the value's text, dropped when it is 0.
  const text = Number.isInteger(value) ? `${value}.0` : String(value);
  const dot = text.indexOf('.');
  const fraction = text.charAt(dot + 1);
  return fraction === '0' ? text.slice(0, dot) + suffix : text.slice(0, dot + 2) + suffix;
}
