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

/** `java.time.DayOfWeek`: MONDAY (1) to SUNDAY (7). */
export class DayOfWeekValue {
  readonly cls: JClass = DAY_OF_WEEK_CLASS;
  constructor(readonly value: number) {}
}

const DAY_NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
let days: DayOfWeekValue[] | undefined; // made on first use: the class is defined below
const dayOfWeek = (value: number) => (days ??= DAY_NAMES.map((_, i) => new DayOfWeekValue(i + 1)))[value - 1];
/** ISO day of the week of a UTC instant (Monday 1 .. Sunday 7). */
const isoDayOfWeek = (millis: number) => ((new Date(millis).getUTCDay() + 6) % 7) + 1;

export const GET_DAY_OF_WEEK_WARNING =
  'The return type of [getDayOfWeek()] will change to an enum in 7.0. Use getDayOfWeekEnum().getValue().';

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

/** As XContentBuilder writes a date script value: strict_date_optional_time, always with milliseconds. */
export function dateToJson(millis: number): string {
  const d = new Date(millis);
  return `${isoDate(d)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}Z`;
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
  ['getDayOfWeekEnum/0', (self: DateValue, _a, _t, st) => ret(st, TOBJ, dayOfWeek(isoDayOfWeek(self.millis)))],
  ['getDayOfWeek/0', (self: DateValue, _a, _t, st) => {
    st.warnings.add(GET_DAY_OF_WEEK_WARNING);
    return ret(st, TINT, isoDayOfWeek(self.millis));
  }],
  ['getHour/0', field((d) => d.getUTCHours())],
  ['getMinute/0', field((d) => d.getUTCMinutes())],
  ['getSecond/0', field((d) => d.getUTCSeconds())],
  ['getNano/0', field((d) => d.getUTCMilliseconds() * 1_000_000)],
  ['toString/0', (self: DateValue, _a, _t, st) => ret(st, TSTRING, zonedToString(self.millis))],
  ['equals/1', (self: DateValue, a, _t, st) =>
    ret(st, TBOOL, a[0] instanceof DateValue && a[0].millis === self.millis)],
]);

const DAY_OF_WEEK_CLASS: JClass = defineClass('java.time.DayOfWeek', [
  ['getValue/0', (self: DayOfWeekValue, _a, _t, st) => ret(st, TINT, self.value)],
  ['ordinal/0', (self: DayOfWeekValue, _a, _t, st) => ret(st, TINT, self.value - 1)],
  ['name/0', (self: DayOfWeekValue, _a, _t, st) => ret(st, TSTRING, DAY_NAMES[self.value - 1])],
  ['toString/0', (self: DayOfWeekValue, _a, _t, st) => ret(st, TSTRING, DAY_NAMES[self.value - 1])],
  ['equals/1', (self: DayOfWeekValue, a, _t, st) => ret(st, TBOOL, a[0] === self)],
]);

const INSTANT_CLASS: JClass = defineClass('java.time.Instant', [
  ['toEpochMilli/0', (self: InstantValue, _a, _t, st) => ret(st, TLONG, self.millis)],
  ['getEpochSecond/0', (self: InstantValue, _a, _t, st) => ret(st, TLONG, Math.floor(self.millis / 1000))],
  ['toString/0', (self: InstantValue, _a, _t, st) => ret(st, TSTRING, instantToString(self.millis))],
  ['equals/1', (self: InstantValue, a, _t, st) =>
    ret(st, TBOOL, a[0] instanceof InstantValue && a[0].millis === self.millis)],
]);
