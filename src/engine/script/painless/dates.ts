/**
 * Date doc values as ES 6.8 returns them: `JodaCompatibleZonedDateTime` (UTC) with the java.time getters, the
 * deprecated Joda `getMillis()` (and its warning), and `java.time.Instant` from `toInstant()`.
 */
import { defineClass, type JClass, type JMethod } from './jclass';
import * as state from './state';
import type { ExecState } from './state';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { TBOOL, TINT, TLONG, TOBJ, TSTRING } = state;

export const GET_MILLIS_WARNING =
  'Use of the joda time method [getMillis()] is deprecated. Use [toInstant().toEpochMilli()] instead.';

const ret = (st: ExecState, t: number, v: unknown) => {
  st.t = t;
  return v;
};

export class DateValue {
  readonly cls: JClass = DATE_CLASS;
  constructor(readonly millis: number) {}
}

export class InstantValue {
  readonly cls: JClass = INSTANT_CLASS;
  constructor(readonly millis: number) {}
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** ISO date part, with ±YYYYYY years outside 0000..9999 as java.time prints them. */
function isoDate(d: Date): string {
  const y = d.getUTCFullYear();
  const year = y >= 0 && y <= 9999 ? pad(y, 4) : (y < 0 ? '-' : '+') + pad(Math.abs(y), 4);
  return `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `ZonedDateTime.toString()` in UTC: seconds are omitted when they and the fraction are zero. */
function zonedToString(millis: number): string {
  const d = new Date(millis);
  const ms = d.getUTCMilliseconds();
  const s = d.getUTCSeconds();
  let time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  if (s !== 0 || ms !== 0) time += `:${pad(s)}`;
  if (ms !== 0) time += `.${pad(ms, 3)}`;
  return `${isoDate(d)}T${time}Z`;
}

/** `Instant.toString()`: always with seconds, fraction in groups of three digits. */
function instantToString(millis: number): string {
  const d = new Date(millis);
  const ms = d.getUTCMilliseconds();
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${isoDate(d)}T${time}${ms !== 0 ? `.${pad(ms, 3)}` : ''}Z`;
}

const field = (read: (d: Date) => number): JMethod => (self: DateValue, _a, _t, st) =>
  ret(st, TINT, read(new Date(self.millis)));

const DATE_CLASS: JClass = defineClass('org.elasticsearch.script.JodaCompatibleZonedDateTime', [
  ['getMillis/0', (self: DateValue, _a, _t, st) => {
    st.warnings.add(GET_MILLIS_WARNING);
    return ret(st, TLONG, self.millis);
  }],
  ['toInstant/0', (self: DateValue, _a, _t, st) => ret(st, TOBJ, new InstantValue(self.millis))],
  ['toEpochSecond/0', (self: DateValue, _a, _t, st) => ret(st, TLONG, Math.floor(self.millis / 1000))],
  ['getYear/0', field((d) => d.getUTCFullYear())],
  ['getMonthValue/0', field((d) => d.getUTCMonth() + 1)],
  ['getDayOfMonth/0', field((d) => d.getUTCDate())],
  ['getDayOfYear/0', field((d) => Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86400000) + 1)],
  ['getHour/0', field((d) => d.getUTCHours())],
  ['getMinute/0', field((d) => d.getUTCMinutes())],
  ['getSecond/0', field((d) => d.getUTCSeconds())],
  ['getNano/0', field((d) => d.getUTCMilliseconds() * 1_000_000)],
  ['toString/0', (self: DateValue, _a, _t, st) => ret(st, TSTRING, zonedToString(self.millis))],
  ['equals/1', (self: DateValue, a, _t, st) =>
    ret(st, TBOOL, a[0] instanceof DateValue && a[0].millis === self.millis)],
]);

const INSTANT_CLASS: JClass = defineClass('java.time.Instant', [
  ['toEpochMilli/0', (self: InstantValue, _a, _t, st) => ret(st, TLONG, self.millis)],
  ['getEpochSecond/0', (self: InstantValue, _a, _t, st) => ret(st, TLONG, Math.floor(self.millis / 1000))],
  ['toString/0', (self: InstantValue, _a, _t, st) => ret(st, TSTRING, instantToString(self.millis))],
  ['equals/1', (self: InstantValue, a, _t, st) =>
    ret(st, TBOOL, a[0] instanceof InstantValue && a[0].millis === self.millis)],
]);
