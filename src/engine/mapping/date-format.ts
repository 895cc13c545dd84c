/**
 * Date parsing for `date` fields: ES 6.8's default `strict_date_optional_time||epoch_millis`, the
 * common named formats and simple Joda patterns (yyyy MM dd HH mm ss SSS Z and literals). Values
 * become epoch milliseconds (UTC unless the text has a zone).
 */
import { table } from '../util/own';
export const DEFAULT_DATE_FORMAT = 'strict_date_optional_time||epoch_millis';

/**
 * Epoch millis of a text, or undefined. `roundUp` (a range's upper bound, as Joda's DateMathParser reads it) fills
 * the time fields the text does not give from 23:59:59.999 instead of midnight.
 */
type Parser = (text: string, roundUp?: boolean) => number | undefined;

const ISO = /^([+-]?\d{4,9})(?:-(\d{1,2})(?:-(\d{1,2})(?:T(\d{1,2})(?::(\d{1,2})(?::(\d{1,2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?)?)?$/;
const ISO_STRICT = /^([+-]?\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?)?)?$/;

function zoneOffsetMinutes(z: string | undefined): number {
  if (!z || z === 'Z') return 0;
  const sign = z[0] === '-' ? -1 : 1;
  const digits = z.slice(1).replace(':', '');
  const h = Number(digits.slice(0, 2));
  const m = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (h * 60 + m);
}

function build(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number, offsetMin: number): number | undefined {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return undefined;
  const t = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const check = new Date(t);
  if (check.getUTCDate() !== d) return undefined; // Feb 30 and the like
  // Years 0..99 are not shifted to 1900 by Date.UTC when set explicitly.
  const fixed = y >= 0 && y < 100 ? new Date(t).setUTCFullYear(y) : t;
  return fixed - offsetMin * 60_000;
}

function isoParser(strict: boolean): Parser {
  const re = strict ? ISO_STRICT : ISO;
  return (text, roundUp = false) => {
    const m = re.exec(text);
    if (!m) return undefined;
    const frac = m[7] ? Number(m[7].padEnd(3, '0').slice(0, 3)) : roundUp ? 999 : 0;
    return build(Number(m[1]), m[2] ? Number(m[2]) : 1, m[3] ? Number(m[3]) : 1, m[4] ? Number(m[4]) : roundUp ? 23 : 0,
      m[5] ? Number(m[5]) : roundUp ? 59 : 0, m[6] ? Number(m[6]) : roundUp ? 59 : 0, frac, zoneOffsetMinutes(m[8]));
  };
}

const epochMillis: Parser = (text) => (/^-?\d+(\.\d+)?$/.test(text) ? Math.trunc(Number(text)) : undefined);
const epochSecond: Parser = (text) => (/^-?\d+(\.\d+)?$/.test(text) ? Math.trunc(Number(text) * 1000) : undefined);

type Segment =
  | { lit: string }
  | { field: string; width: number; min: number; max: number; signed: boolean }
  | { text: 'month' | 'weekday' | 'halfday'; width: number };

/**
 * The names Java prints and parses for the English locales and Locale.ROOT (ES 6.8 runs with the JRE's COMPAT
 * locale data): months, weekdays from Monday, the half-day markers.
 */
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const HALFDAY_NAMES = ['AM', 'PM'];

/** A name field's candidates: Joda reads the short or the full name in any case; java.time the form its width gives. */
function nameCandidates(kind: 'month' | 'weekday' | 'halfday', width: number, javaTime: boolean): Array<{ name: string; value: number }> {
  const names = kind === 'month' ? MONTH_NAMES : kind === 'weekday' ? WEEKDAY_NAMES : HALFDAY_NAMES;
  const out: Array<{ name: string; value: number }> = [];
  names.forEach((full, i) => {
    const short = kind === 'halfday' ? full : full.slice(0, 3);
    if (!javaTime || width >= 4 || kind === 'halfday') out.push({ name: full, value: i });
    if (!javaTime || width < 4) out.push({ name: short, value: i });
  });
  // The longest name first, so `June` is not read as `Jun` + `e`.
  return out.sort((a, b) => b.name.length - a.name.length);
}

/** Letters of a pattern that are names (`MMM`, `EEE`, `a`): only the English (and root) locale's are known. */
export function patternHasNames(format: string): boolean {
  return formatPatterns(format).some((p) => !NAMED[p] && /MMM|E|a/.test(p.replace(/'[^']*'/g, '')));
}

/** Whether Searchpad parses names for `locale` (mapping `locale`): the English ones and the root locale's. */
export function localeHasKnownNames(locale: string): boolean {
  return locale === '' || locale.toLowerCase() === 'root' || /^en(?:[-_]|$)/i.test(locale);
}

/**
 * A Joda-style pattern such as `yyyy/MM/dd HH:mm:ss Z`, matched left to right without backtracking, as
 * Joda's parser does: a numeric field takes as many digits as it may, or exactly its letters' count when
 * another numeric field follows it (`yyyyMMdd`). (A regex of optional digit runs backtracks for ever on
 * `dMdMdM…` against a long number.)
 */
function patternParser(pattern: string, javaTime = false): Parser {
  const segments: Segment[] = [];
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i];
    if (c === "'") {
      const end = pattern.indexOf("'", i + 1);
      segments.push({ lit: pattern.slice(i + 1, end < 0 ? pattern.length : end) });
      i = end < 0 ? pattern.length : end + 1;
      continue;
    }
    let j = i;
    while (j < pattern.length && pattern[j] === c) j++;
    const run = pattern.slice(i, j);
    // java.time: `u` is the year too, and a field of two or more letters takes exactly that many digits
    // (`yyyy` at least four), where Joda reads as many digits as it may.
    const field = javaTime && c === 'u' ? 'y' : c;
    if ((field === 'M' && run.length >= 3) || field === 'E' || field === 'a') {
      segments.push({ text: field === 'M' ? 'month' : field === 'E' ? 'weekday' : 'halfday', width: run.length });
    } else if ('yMdHhmsSZ'.includes(field)) {
      let min = 1;
      let max = field === 'y' || field === 'S' ? 9 : field === 'Z' ? 0 : Math.max(2, run.length);
      if (javaTime && field !== 'Z' && run.length >= 2) {
        min = run.length;
        max = field === 'y' && run.length >= 4 ? 19 : run.length;
      }
      segments.push({ field, width: run.length, min, max, signed: field === 'y' });
    } else segments.push({ lit: run });
    i = j;
  }
  // A numeric field followed by another takes exactly its width.
  segments.forEach((seg, k) => {
    const next = segments[k + 1];
    if (javaTime) return;
    if ('field' in seg && seg.field !== 'Z' && next && 'field' in next && next.field !== 'Z') seg.min = seg.max = seg.width;
  });
  const fields = segments.flatMap((seg) => ('field' in seg ? [seg.field] : 'text' in seg ? [seg.text] : []));
  const candidates = segments.map((seg) => ('text' in seg ? nameCandidates(seg.text, seg.width, javaTime) : []));
  const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';
  const match = (text: string): string[] | undefined => {
    const out: string[] = [text];
    let p = 0;
    for (const [k, seg] of segments.entries()) {
      if ('lit' in seg) {
        if (!text.startsWith(seg.lit, p)) return undefined;
        p += seg.lit.length;
      } else if ('text' in seg) {
        // Joda compares names ignoring case; java.time as written.
        const found = candidates[k].find(({ name }) => {
          const at = text.slice(p, p + name.length);
          return javaTime ? at === name : at.toLowerCase() === name.toLowerCase();
        });
        if (!found) return undefined;
        out.push(String(found.value));
        p += found.name.length;
      } else if (seg.field === 'Z') {
        const z = /^(Z|[+-]\d{2}:?\d{2})/.exec(text.slice(p, p + 6));
        if (!z) return undefined;
        out.push(z[1]);
        p += z[1].length;
      } else {
        const start = p;
        if (seg.signed && (text[p] === '+' || text[p] === '-')) p++;
        const digitsStart = p;
        while (p - digitsStart < seg.max && isDigit(text[p])) p++;
        if (p - digitsStart < seg.min) return undefined;
        out.push(text.slice(start, p));
      }
    }
    return p === text.length ? out : undefined;
  };
  return (text, roundUp = false) => {
    const m = match(text);
    if (!m) return undefined;
    let y = 1970, mo = 1, d = 1, h = roundUp ? 23 : 0, mi = roundUp ? 59 : 0, s = roundUp ? 59 : 0, ms = roundUp ? 999 : 0, off = 0;
    let clockHour: number | undefined;
    let pm = roundUp;
    let weekday: number | undefined;
    fields.forEach((f, k) => {
      const v = m[k + 1];
      switch (f) {
        case 'y': y = Number(v); break;
        case 'M': mo = Number(v); break;
        case 'month': mo = Number(v) + 1; break;
        case 'weekday': weekday = Number(v); break;
        case 'halfday': pm = v === '1'; break;
        case 'd': d = Number(v); break;
        case 'H': h = Number(v); break;
        case 'h': clockHour = Number(v); break;
        case 'm': mi = Number(v); break;
        case 's': s = Number(v); break;
        case 'S': ms = Number(v.padEnd(3, '0').slice(0, 3)); break;
        case 'Z': off = zoneOffsetMinutes(v); break;
      }
    });
    // `h` is the clock hour of the half day (12 is its first hour), in the half day `a` names (AM unless given).
    if (clockHour !== undefined) {
      if (clockHour < 1 || clockHour > 12) return undefined;
      h = (clockHour % 12) + (pm ? 12 : 0);
    }
    const t = build(y, mo, d, h, mi, s, ms, off);
    if (t === undefined || weekday === undefined) return t;
    // The day of the week: Joda moves the date to that day of its (Monday-first) week; java.time only checks it.
    const actual = (new Date(Date.UTC(y, mo - 1, d)).getUTCDay() + 6) % 7;
    if (javaTime) return actual === weekday ? t : undefined;
    return t + (weekday - actual) * 86_400_000;
  };
}

const NAMED = table<Parser>({
  strict_date_optional_time: isoParser(true),
  date_optional_time: isoParser(false),
  strict_date_time: (t, r) => (t.includes('T') ? isoParser(true)(t, r) : undefined),
  date_time: (t, r) => (t.includes('T') ? isoParser(false)(t, r) : undefined),
  strict_date: (t, r) => (/^\d{4}-\d{2}-\d{2}$/.test(t) ? isoParser(true)(t, r) : undefined),
  date: (t, r) => (/^\d{4}-\d{1,2}-\d{1,2}$/.test(t) ? isoParser(false)(t, r) : undefined),
  year_month_day: (t, r) => (/^\d{4}-\d{1,2}-\d{1,2}$/.test(t) ? isoParser(false)(t, r) : undefined),
  strict_year_month_day: (t, r) => (/^\d{4}-\d{2}-\d{2}$/.test(t) ? isoParser(true)(t, r) : undefined),
  basic_date: patternParser('yyyyMMdd'),
  epoch_millis: epochMillis,
  epoch_second: epochSecond,
});

/** java.time's named formats (6.8's DateFormatters) beyond the Joda names they share. */
const NAMED_JAVA_TIME = table<Parser>({
  iso8601: isoParser(false),
});

const cache = new Map<string, Parser[]>();

/**
 * The parsers of a format: its `||` alternatives. A format starting with `8` is 6.8's java.time spelling of the
 * whole list (DateFormatter.forPattern): DateFormatters' names and java.time patterns instead of Joda's.
 */
function parsersFor(format: string): Parser[] {
  let ps = cache.get(format);
  if (!ps) {
    const javaTime = format.startsWith('8');
    const list = (javaTime ? format.slice(1) : format).split('||');
    ps = list.map((f) => (javaTime ? NAMED_JAVA_TIME[f] : undefined) ?? NAMED[f] ?? patternParser(f, javaTime));
    cache.set(format, ps);
  }
  return ps;
}

/** The patterns of a format without 6.8's `8` (java.time) prefix, for printing. */
export function formatPatterns(format: string): string[] {
  return (format.startsWith('8') ? format.slice(1) : format).split('||');
}

/**
 * Epoch millis of `value` under `format`, or undefined when no part of the format parses it. `roundUp`: the time
 * fields the text leaves out read as 23:59:59.999 (an inclusive upper bound, or an exclusive lower one).
 */
export function parseDate(value: unknown, format: string = DEFAULT_DATE_FORMAT, roundUp = false): number | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // ES reads a JSON number as its text: under `epoch_second` (before any epoch_millis) 1000 is 1000 s.
    const epoch = formatPatterns(format).find((f) => f === 'epoch_second' || f === 'epoch_millis');
    return epoch === 'epoch_second' ? Math.trunc(value * 1000) : Math.trunc(value);
  }
  if (typeof value !== 'string') return undefined;
  for (const p of parsersFor(format)) {
    const v = p(value, roundUp);
    if (v !== undefined && Number.isFinite(v)) return v;
  }
  return undefined;
}

/** Whether a string looks like a date for dynamic mapping (`dynamic_date_formats`), and with which format. */
export function detectDateFormat(value: string, formats: string[]): string | undefined {
  for (const f of formats) {
    if (parsersFor(f).some((p) => p(value) !== undefined)) return f;
  }
  return undefined;
}

/** ISO-8601 rendering of epoch millis as ES prints dates it formats (`2009-11-15T14:12:12.000Z`). */
export function formatDateMillis(ms: number): string {
  return new Date(ms).toISOString();
}
