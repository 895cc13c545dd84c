/**
 * Time zones of date aggregations (`time_zone`): fixed offsets (`+01:00`, `-0530`) and IANA ids through the
 * platform's Intl tables (the page works offline: they ship with the browser and Node).
 */
import { illegalArgument } from '../errors/catalog';

export interface TimeZone {
  readonly id: string;
  /** Offset from UTC in ms at an instant. */
  offsetAt(utcMillis: number): number;
  readonly fixed: boolean;
}

export const UTC: TimeZone = { id: 'UTC', offsetAt: () => 0, fixed: true };

const FIXED = /^([+-])(\d{1,2})(?::?(\d{2}))?$/;

export function parseTimeZone(id: string): TimeZone {
  if (id === 'UTC' || id === 'Z' || id === 'GMT' || id === 'Etc/UTC') return UTC;
  const m = FIXED.exec(id);
  if (m) {
    const ms = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600_000 + Number(m[3] ?? 0) * 60_000);
    if (Math.abs(ms) > 18 * 3600_000) throw illegalArgument(`Zone offset hours not in valid range: value ${m[2]} is not in the range -18 to 18`);
    return { id, offsetAt: () => ms, fixed: true };
  }
  let dtf: Intl.DateTimeFormat;
  try {
    dtf = new Intl.DateTimeFormat('en-US', {
      timeZone: id, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
  } catch {
    throw illegalArgument(`The datetime zone id '${id}' is not recognised`);
  }
  return {
    id,
    fixed: false,
    offsetAt(utc: number) {
      const parts = new Map(dtf.formatToParts(new Date(utc)).map((p) => [p.type, p.value]));
      const local = Date.UTC(Number(parts.get('year')), Number(parts.get('month')) - 1, Number(parts.get('day')),
        Number(parts.get('hour')), Number(parts.get('minute')), Number(parts.get('second')));
      return local - (utc - (((utc % 1000) + 1000) % 1000));
    },
  };
}

/** UTC millis of a local wall-clock time (the earlier instant in an overlap, the later in a gap, as Joda). */
export function localToUtc(zone: TimeZone, local: number): number {
  if (zone.fixed) return local - zone.offsetAt(0);
  let utc = local - zone.offsetAt(local);
  utc = local - zone.offsetAt(utc);
  return utc;
}
