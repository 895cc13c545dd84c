/**
 * Date rounding of date_histogram (ES's Rounding): calendar units round the local wall-clock time of the time zone
 * down to the unit's start (weeks start on Monday); fixed intervals round local millis down to a multiple.
 */
import { illegalArgument } from '../../errors/catalog';
import { localToUtc, type TimeZone } from '../time-zone';

export interface Rounding {
  round(utc: number): number;
  /** The next bucket's key after a rounded key. */
  next(key: number): number;
}

const CALENDAR = new Map<string, string>([
  ['second', 'second'], ['1s', 'second'], ['minute', 'minute'], ['1m', 'minute'], ['hour', 'hour'], ['1h', 'hour'],
  ['day', 'day'], ['1d', 'day'], ['week', 'week'], ['1w', 'week'], ['month', 'month'], ['1M', 'month'],
  ['quarter', 'quarter'], ['1q', 'quarter'], ['year', 'year'], ['1y', 'year'],
]);

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export function isCalendarInterval(text: string) {
  return CALENDAR.has(text);
}

/** TimeValue text (`90m`, `2h`, `1d`) in millis. */
export function parseFixedInterval(text: string, setting: string): number {
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(text.trim());
  if (!m) throw illegalArgument(`failed to parse setting [${setting}] with value [${text}] as a time value: unit is missing or unrecognized`);
  return Number(m[1]) * UNIT_MS[m[2]];
}

function floorLocal(local: number, unit: string): number {
  const d = new Date(local);
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth();
  switch (unit) {
    case 'second': return Math.floor(local / 1000) * 1000;
    case 'minute': return Math.floor(local / 60_000) * 60_000;
    case 'hour': return Math.floor(local / 3_600_000) * 3_600_000;
    case 'day': return Math.floor(local / 86_400_000) * 86_400_000;
    case 'week': {
      const day = Math.floor(local / 86_400_000) * 86_400_000;
      const dow = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
      return day - dow * 86_400_000;
    }
    case 'month': return Date.UTC(y, mo, 1);
    case 'quarter': return Date.UTC(y, mo - (mo % 3), 1);
    default: return Date.UTC(y, 0, 1);
  }
}

function addUnit(local: number, unit: string): number {
  const d = new Date(local);
  switch (unit) {
    case 'second': return local + 1000;
    case 'minute': return local + 60_000;
    case 'hour': return local + 3_600_000;
    case 'day': return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
    case 'week': return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 7);
    case 'month': return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    case 'quarter': return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 3, 1);
    default: return Date.UTC(d.getUTCFullYear() + 1, 0, 1);
  }
}

export function calendarRounding(text: string, zone: TimeZone): Rounding {
  const unit = CALENDAR.get(text)!;
  // Sub-day units in a fixed zone are plain multiples (no wall-clock arithmetic needed).
  return {
    round(utc) {
      const local = utc + zone.offsetAt(utc);
      return localToUtc(zone, floorLocal(local, unit));
    },
    next(key) {
      const local = key + zone.offsetAt(key);
      return localToUtc(zone, addUnit(floorLocal(local, unit), unit));
    },
  };
}

export function fixedRounding(interval: number, zone: TimeZone): Rounding {
  return {
    round(utc) {
      const local = utc + zone.offsetAt(utc);
      return localToUtc(zone, Math.floor(local / interval) * interval);
    },
    next(key) {
      const local = key + zone.offsetAt(key);
      return localToUtc(zone, Math.floor(local / interval) * interval + interval);
    },
  };
}
