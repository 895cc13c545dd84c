/**
 * Elasticsearch's date math (`now-1d/d`, `2020-01-01||+1M/M`): an anchor (`now`, or a date before `||`) then
 * `+N`/`-N` units and `/unit` roundings (y M w d h H m s), in UTC. Rounding goes to the unit's start, or with
 * `roundUp` to its last millisecond (as `lte` bounds read it); a plain date read with `roundUp` fills the time
 * fields it leaves out from 23:59:59.999, as Joda's DateMathParser does.
 */
import { parseDate } from './date-format';

const OP = /^([+-])(\d+)([yMwdhHms])|^\/([yMwdhHms])/;

function add(ms: number, n: number, unit: string): number {
  const d = new Date(ms);
  switch (unit) {
    case 'y': d.setUTCFullYear(d.getUTCFullYear() + n); return d.getTime();
    case 'M': d.setUTCMonth(d.getUTCMonth() + n); return d.getTime();
    case 'w': return ms + n * 7 * 86_400_000;
    case 'd': return ms + n * 86_400_000;
    case 'h': case 'H': return ms + n * 3_600_000;
    case 'm': return ms + n * 60_000;
    default: return ms + n * 1000;
  }
}

function floor(ms: number, unit: string): number {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth();
  switch (unit) {
    case 'y': return Date.UTC(y, 0, 1);
    case 'M': return Date.UTC(y, mo, 1);
    case 'w': {
      const day = Date.UTC(y, mo, d.getUTCDate());
      return day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000;
    }
    case 'd': return Date.UTC(y, mo, d.getUTCDate());
    case 'h': case 'H': return Math.floor(ms / 3_600_000) * 3_600_000;
    case 'm': return Math.floor(ms / 60_000) * 60_000;
    default: return Math.floor(ms / 1000) * 1000;
  }
}

/** Epoch millis of a date or date-math expression, or undefined when it does not parse. */
export function parseDateMath(text: string, now: number, format?: string, roundUp = false): number | undefined {
  let base: number | undefined;
  let math: string;
  if (text.startsWith('now')) {
    base = now;
    math = text.slice(3);
  } else {
    const bars = text.indexOf('||');
    if (bars < 0) return parseDate(text, format, roundUp);
    base = parseDate(text.slice(0, bars), format);
    math = text.slice(bars + 2);
  }
  if (base === undefined) return undefined;
  let ms = base;
  while (math.length > 0) {
    const m = OP.exec(math);
    if (!m) return undefined;
    if (m[4]) {
      ms = floor(ms, m[4]);
      if (roundUp) ms = add(ms, 1, m[4]) - 1;
    } else ms = add(ms, (m[1] === '-' ? -1 : 1) * Number(m[2]), m[3]);
    math = math.slice(m[0].length);
  }
  return ms;
}
