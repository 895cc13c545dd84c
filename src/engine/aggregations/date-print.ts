/** Printing epoch millis with a date format's first pattern (named ES formats and Joda patterns), in a time zone. */
import type { TimeZone } from './time-zone';

const pad = (n: number, w: number) => String(Math.abs(n)).padStart(w, '0');

function offsetText(ms: number, colon: boolean): string {
  if (ms === 0 && colon) return 'Z';
  const sign = ms < 0 ? '-' : '+';
  const m = Math.abs(ms) / 60000;
  return `${sign}${pad(Math.floor(m / 60), 2)}${colon ? ':' : ''}${pad(m % 60, 2)}`;
}

/** The fields of a local time. */
function fields(local: number) {
  const d = new Date(local);
  return { y: d.getUTCFullYear(), M: d.getUTCMonth() + 1, d: d.getUTCDate(), H: d.getUTCHours(), m: d.getUTCMinutes(), s: d.getUTCSeconds(), S: d.getUTCMilliseconds(), E: d.getUTCDay() };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function isoDateTime(f: ReturnType<typeof fields>, offset: number): string {
  return `${pad(f.y, 4)}-${pad(f.M, 2)}-${pad(f.d, 2)}T${pad(f.H, 2)}:${pad(f.m, 2)}:${pad(f.s, 2)}.${pad(f.S, 3)}${offsetText(offset, true)}`;
}

function printPattern(pattern: string, f: ReturnType<typeof fields>, offset: number): string {
  let out = '';
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i];
    if (c === "'") {
      const end = pattern.indexOf("'", i + 1);
      out += end === i + 1 ? "'" : pattern.slice(i + 1, end < 0 ? pattern.length : end);
      i = end < 0 ? pattern.length : end + 1;
      continue;
    }
    let j = i;
    while (j < pattern.length && pattern[j] === c) j++;
    const n = j - i;
    switch (c) {
      case 'y': case 'Y': case 'u': out += n === 2 ? pad(f.y % 100, 2) : pad(f.y, n); break;
      case 'M': out += n >= 4 ? MONTHS[f.M - 1] : n === 3 ? MONTHS[f.M - 1].slice(0, 3) : pad(f.M, n); break;
      case 'd': out += pad(f.d, n); break;
      case 'H': out += pad(f.H, n); break;
      case 'h': out += pad(f.H % 12 || 12, n); break;
      case 'm': out += pad(f.m, n); break;
      case 's': out += pad(f.s, n); break;
      case 'S': out += pad(f.S, 3).slice(0, n).padEnd(n, '0'); break;
      case 'a': out += f.H < 12 ? 'AM' : 'PM'; break;
      case 'E': out += n >= 4 ? DAYS[f.E] : DAYS[f.E].slice(0, 3); break;
      case 'Z': out += offsetText(offset, n >= 2); break;
      default: out += pattern.slice(i, j);
    }
    i = j;
  }
  return out;
}

export function formatDate(utc: number, pattern: string, zone: TimeZone): string {
  const offset = zone.offsetAt(utc);
  const f = fields(utc + offset);
  switch (pattern) {
    case 'epoch_millis': return String(utc);
    case 'epoch_second': return String(Math.trunc(utc / 1000));
    case 'strict_date_optional_time': case 'date_optional_time': case 'strict_date_time': case 'date_time': case 'iso8601':
      return isoDateTime(f, offset);
    case 'strict_date': case 'date': case 'year_month_day': case 'strict_year_month_day':
      return `${pad(f.y, 4)}-${pad(f.M, 2)}-${pad(f.d, 2)}`;
    case 'basic_date': return `${pad(f.y, 4)}${pad(f.M, 2)}${pad(f.d, 2)}`;
    case 'year': case 'strict_year': return pad(f.y, 4);
    case 'year_month': case 'strict_year_month': return `${pad(f.y, 4)}-${pad(f.M, 2)}`;
    default: return printPattern(pattern, f, offset);
  }
}
