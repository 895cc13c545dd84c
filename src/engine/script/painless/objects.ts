/**
 * Whitelisted `java.util`/`java.lang` classes: the `params` map and its nested maps and lists (converted once per
 * compile from the request JSON), String, and the boxed numbers. Deviation: JSON numbers arrive without their
 * spelling, so an integral value becomes an Integer (Long beyond the int range) even when written `2.0`.
 */
import { illegalArgument } from '../../errors/catalog';
import { setMember } from '../../util/json';
import { isDecimalLiteral } from '../../util/json-locations';
import { keepNumberText, numberText } from '../../util/json-numbers';
import * as limits from '../limits';
import { JavaException, classCastJava, illegalArgumentJava, nullPointerJava } from '../script-errors';
import { dateToJson, DateValue, DayOfWeekValue, InstantValue } from './dates';
import { callFunctional } from './functional';
import { BytesRefValue, GeoPointValue } from './doc-value-objects';
import { defineClass, isJObject, type JClass, type JMethod } from './jclass';
import { doubleToLong, LONG_MAX, LONG_MIN, toLong } from './long-math';
import * as operators from './operators';
import * as state from './state';
import type { ExecState } from './state';
import * as values from './values';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { MAX_COLLECTION_SIZE, MAX_PARAMS_DEPTH } = limits;
const { equals } = operators;
const { TBOOL, TDOUBLE, TFLOAT, TINT, TLONG, TNULL, TOBJ, TSTRING } = state;
const { convertNumber, javaClassName, javaToString, jdkCastMessage } = values;

/** A value with its tag, as stored in maps and lists. */
export interface Slot {
  v: unknown;
  t: number;
}

// ---- argument helpers ------------------------------------------------------------------------------------------

/** An `int` parameter: Painless casts a def argument implicitly, which accepts only an Integer. */
export function argInt(args: unknown[], tags: ArrayLike<number>, i: number): number {
  if (tags[i] === TINT) return args[i] as number;
  if (tags[i] === TNULL) throw nullPointerJava();
  throw classCastJava(jdkCastMessage(javaClassName(args[i], tags[i]), 'java.lang.Integer'));
}

export function argString(args: unknown[], tags: ArrayLike<number>, i: number): string {
  if (tags[i] === TSTRING) return args[i] as string;
  if (tags[i] === TNULL) throw nullPointerJava();
  throw classCastJava(jdkCastMessage(javaClassName(args[i], tags[i]), 'java.lang.String'));
}

const collectionTooLarge = () =>
  new JavaException('out_of_memory_error', `a script collection may not exceed [${MAX_COLLECTION_SIZE}] entries`);

const ret = (st: ExecState, t: number, v: unknown) => {
  st.t = t;
  return v;
};

/** `Index 5 out of bounds for length 2` (JDK 11+ Objects.checkIndex). */
export function indexOutOfBounds(type: string, index: number, length: number): JavaException {
  return new JavaException(type, `Index ${index} out of bounds for length ${length}`);
}

/** A predicate's answer: a Boolean, as the lambda's conversion to `boolean test(T)` requires. */
function truthy(v: unknown, st: ExecState): boolean {
  if (st.t !== TBOOL) throw classCastJava(jdkCastMessage(javaClassName(v, st.t), 'java.lang.Boolean'));
  return v as boolean;
}

/** Comparable order of two list elements (numbers by value, strings as String.compareTo); others are Java's error. */
function naturalOrder(x: Slot, y: Slot): number {
  const num = (t: number) => t >= TINT && t <= TDOUBLE;
  if (num(x.t) && num(y.t) && x.t === y.t) return (x.v as number) < (y.v as number) ? -1 : (x.v as number) > (y.v as number) ? 1 : 0;
  if (x.t === TSTRING && y.t === TSTRING) return compareStrings(x.v as string, y.v as string);
  throw classCastJava(jdkCastMessage(javaClassName(x.v, x.t), 'java.lang.Comparable'));
}

// ---- Map and List ------------------------------------------------------------------------------------------------

/** Map keys: strings as themselves, other values under a tagged spelling so `1` and `'1'` stay distinct. */
function mapKey(key: unknown, tag: number): string {
  if (tag === TSTRING) return key as string;
  if (tag !== TOBJ) return `\u0000${tag}:${javaToString(key, tag)}`;
  let id = OBJECT_IDS.get(key as object);
  if (id === undefined) OBJECT_IDS.set(key as object, (id = OBJECT_IDS_NEXT.n++));
  return `\u0000${tag}:${id}`;
}

/** Object keys compare by identity. */
const OBJECT_IDS = new WeakMap<object, number>();
const OBJECT_IDS_NEXT = { n: 0 };

export class ScriptMap {
  readonly cls = MAP_CLASS;
  constructor(readonly entries: Map<string, Slot & { k: unknown; kt: number }> = new Map()) {}

  get(key: unknown, keyTag: number, st: ExecState): unknown {
    const slot = this.entries.get(mapKey(key, keyTag));
    if (slot === undefined) return ret(st, TNULL, null);
    return ret(st, slot.t, slot.v);
  }

  put(key: unknown, keyTag: number, v: unknown, t: number): void {
    const k = mapKey(key, keyTag);
    if (this.entries.size >= MAX_COLLECTION_SIZE && !this.entries.has(k)) throw collectionTooLarge();
    this.entries.set(k, { k: key, kt: keyTag, v, t });
  }
}

/**
 * A params map whose reads of some keys raise a deprecation warning (6.8's scripted_metric `params._agg`), as ES
 * wraps a script's params in a map that warns on access.
 */
export class WarningKeysMap extends ScriptMap {
  constructor(entries: ScriptMap['entries'], private readonly deprecated: ReadonlyMap<string, string>) {
    super(entries);
  }

  override get(key: unknown, keyTag: number, st: ExecState): unknown {
    if (keyTag === TSTRING) {
      const warning = this.deprecated.get(key as string);
      if (warning !== undefined && this.entries.has(key as string)) st.warnings.add(warning);
    }
    return super.get(key, keyTag, st);
  }
}

export class ScriptList {
  readonly cls = LIST_CLASS;
  constructor(readonly items: Slot[] = []) {}
}

const mapMethods: [string, JMethod][] = [
  ['get/1', (self: ScriptMap, a, t, st) => self.get(a[0], t[0], st)],
  ['getOrDefault/2', (self: ScriptMap, a, t, st) => {
    const slot = self.entries.get(mapKey(a[0], t[0]));
    return slot === undefined ? ret(st, t[1], a[1]) : ret(st, slot.t, slot.v);
  }],
  ['containsKey/1', (self: ScriptMap, a, t, st) => ret(st, TBOOL, self.entries.has(mapKey(a[0], t[0])))],
  ['containsValue/1', (self: ScriptMap, a, t, st) => {
    for (const s of self.entries.values()) if (equals(s.v, s.t, a[0], t[0])) return ret(st, TBOOL, true);
    return ret(st, TBOOL, false);
  }],
  ['put/2', (self: ScriptMap, a, t, st) => {
    const prev = self.entries.get(mapKey(a[0], t[0]));
    self.put(a[0], t[0], a[1], t[1]);
    return prev === undefined ? ret(st, TNULL, null) : ret(st, prev.t, prev.v);
  }],
  ['remove/1', (self: ScriptMap, a, t, st) => {
    const k = mapKey(a[0], t[0]);
    const prev = self.entries.get(k);
    self.entries.delete(k);
    return prev === undefined ? ret(st, TNULL, null) : ret(st, prev.t, prev.v);
  }],
  ['size/0', (self: ScriptMap, _a, _t, st) => ret(st, TINT, self.entries.size)],
  ['isEmpty/0', (self: ScriptMap, _a, _t, st) => ret(st, TBOOL, self.entries.size === 0)],
  ['toString/0', (self: ScriptMap, _a, _t, st) => ret(st, TSTRING, mapToString(self, st))],
  ['forEach/1', (self: ScriptMap, a, _t, st) => {
    for (const s of [...self.entries.values()]) callFunctional(a[0], [s.k, s.v], [s.kt, s.t], st, 'java.util.function.BiConsumer');
    return ret(st, TNULL, null);
  }],
  ['equals/1', (self: ScriptMap, a, _t, st) => ret(st, TBOOL, self === a[0])],
];

function mapToString(m: ScriptMap, st: ExecState): string {
  const parts: string[] = [];
  for (const s of m.entries.values()) parts.push(`${javaToString(s.k, s.kt, st)}=${javaToString(s.v, s.t, st)}`);
  return `{${parts.join(', ')}}`;
}

export const MAP_CLASS: JClass = defineClass('java.util.HashMap', mapMethods, {
  map: {
    get: (self: ScriptMap, key, keyTag, st) => self.get(key, keyTag, st),
    put: (self: ScriptMap, key, keyTag, v, t) => self.put(key, keyTag, v, t),
  },
});

/** `List.get(int)` bounds check (ArrayList: IndexOutOfBoundsException). */
function listSlot(self: ScriptList, index: number): Slot {
  if (index < 0 || index >= self.items.length) throw indexOutOfBounds('index_out_of_bounds_exception', index, self.items.length);
  return self.items[index];
}

const listMethods: [string, JMethod][] = [
  ['get/1', (self: ScriptList, a, t, st) => {
    const s = listSlot(self, argInt(a, t, 0));
    return ret(st, s.t, s.v);
  }],
  ['size/0', (self: ScriptList, _a, _t, st) => ret(st, TINT, self.items.length)],
  ['getLength/0', (self: ScriptList, _a, _t, st) => ret(st, TINT, self.items.length)],
  ['isEmpty/0', (self: ScriptList, _a, _t, st) => ret(st, TBOOL, self.items.length === 0)],
  ['contains/1', (self: ScriptList, a, t, st) => ret(st, TBOOL, self.items.some((s) => equals(s.v, s.t, a[0], t[0])))],
  ['indexOf/1', (self: ScriptList, a, t, st) => ret(st, TINT, self.items.findIndex((s) => equals(s.v, s.t, a[0], t[0])))],
  ['add/1', (self: ScriptList, a, t, st) => {
    if (self.items.length >= MAX_COLLECTION_SIZE) throw collectionTooLarge();
    self.items.push({ v: a[0], t: t[0] });
    return ret(st, TBOOL, true);
  }],
  ['set/2', (self: ScriptList, a, t, st) => {
    const s = listSlot(self, argInt(a, t, 0));
    const prev = { ...s };
    s.v = a[1];
    s.t = t[1];
    return ret(st, prev.t, prev.v);
  }],
  ['toString/0', (self: ScriptList, _a, _t, st) =>
    ret(st, TSTRING, `[${self.items.map((s) => javaToString(s.v, s.t, st)).join(', ')}]`)],
  ['forEach/1', (self: ScriptList, a, _t, st) => {
    for (const s of [...self.items]) callFunctional(a[0], [s.v], [s.t], st, 'java.util.function.Consumer');
    return ret(st, TNULL, null);
  }],
  ['removeIf/1', (self: ScriptList, a, _t, st) => {
    const keep = self.items.filter((s) => !truthy(callFunctional(a[0], [s.v], [s.t], st, 'java.util.function.Predicate'), st));
    const removed = keep.length !== self.items.length;
    self.items.splice(0, self.items.length, ...keep);
    return ret(st, TBOOL, removed);
  }],
  ['sort/1', (self: ScriptList, a, t, st) => {
    // List.sort(null) is the natural order; a comparator's int decides otherwise (a stable merge sort, as Java's).
    const cmp = t[0] === TNULL
      ? (x: Slot, y: Slot) => naturalOrder(x, y)
      : (x: Slot, y: Slot) => {
        const r = callFunctional(a[0], [x.v, y.v], [x.t, y.t], st, 'java.util.Comparator');
        if (st.t !== TINT) throw classCastJava(jdkCastMessage(javaClassName(r, st.t), 'java.lang.Integer'));
        return r as number;
      };
    const sorted = [...self.items].sort(cmp);
    self.items.splice(0, self.items.length, ...sorted);
    return ret(st, TNULL, null);
  }],
  ['equals/1', (self: ScriptList, a, _t, st) => ret(st, TBOOL, self === a[0])],
];

export const LIST_CLASS: JClass = defineClass('java.util.ArrayList', listMethods, {
  list: {
    size: (self: ScriptList) => self.items.length,
    get: (self: ScriptList, i, st) => {
      const s = listSlot(self, i);
      return ret(st, s.t, s.v);
    },
    set: (self: ScriptList, i, v, t) => {
      const s = listSlot(self, i);
      s.v = v;
      s.t = t;
    },
  },
});

const RESULT_TAGS: readonly string[] = ['null', 'boolean', 'int', 'long', 'float', 'double', 'String', 'object'];

/** A new, empty `HashMap` (a scripted_metric's `state`). */
export function newScriptMap(): ScriptMap {
  return new ScriptMap();
}

/** Script values with their Java types (a `CompiledScript.resultType` each) as one `ArrayList` (`states`). */
export function scriptListOf(items: ReadonlyArray<{ value: unknown; type: string }>): ScriptList {
  return new ScriptList(items.map((x) => ({ v: x.value, t: Math.max(0, RESULT_TAGS.indexOf(x.type)) })));
}

/** Converts request JSON into script values (Jackson's types: Integer, Long, Double, String, Boolean, maps, lists). */
export function paramsToMap(params: Record<string, unknown>): ScriptMap {
  return toSlot(params, 0).v as ScriptMap;
}

function toSlot(v: unknown, depth: number, holder?: object, key?: string | number): Slot {
  if (depth > MAX_PARAMS_DEPTH) throw illegalArgumentJava(`params nest deeper than [${MAX_PARAMS_DEPTH}] levels`);
  if (v === null || v === undefined) return { v: null, t: TNULL };
  switch (typeof v) {
    case 'boolean':
      return { v, t: TBOOL };
    case 'string':
      return { v, t: TSTRING };
    case 'number': {
      if (holder !== undefined && isDecimalLiteral(holder, key!)) return { v, t: TDOUBLE };
      if (Number.isInteger(v) && v >= -2147483648 && v <= 2147483647) return { v: v + 0, t: TINT };
      // Jackson reads a long from its digits: past 2^53 the text the parse kept (json-numbers.ts) is the exact value.
      const text = holder === undefined ? undefined : numberText(holder, key!);
      if (text !== undefined && /^-?\d+$/.test(text)) {
        const exact = BigInt(text);
        if (exact >= LONG_MIN && exact <= LONG_MAX) return { v: toLong(exact), t: TLONG };
      }
      if (Number.isInteger(v) && Math.abs(v) < 9223372036854775807) return { v: doubleToLong(v), t: TLONG };
      return { v, t: TDOUBLE };
    }
    case 'object': {
      if (Array.isArray(v)) return { v: new ScriptList(v.map((x, i) => toSlot(x, depth + 1, v, i))), t: TOBJ };
      const m = new ScriptMap();
      for (const key of Object.keys(v as object)) {
        const s = toSlot((v as Record<string, unknown>)[key], depth + 1, v as object, key);
        m.put(key, TSTRING, s.v, s.t);
      }
      return { v: m, t: TOBJ };
    }
    default:
      return { v: String(v), t: TSTRING };
  }
}

/**
 * Converts a script value back to JSON (an update script's `ctx`): maps with string keys as objects, lists as
 * arrays, other values as their JSON form. A map or list that contains itself is ES's `illegal_argument_exception`
 * (XContentBuilder's self-reference check).
 */
export function scriptValueToJson(v: unknown, t: number, seen: Set<unknown> = new Set()): unknown {
  if (t === TNULL) return null;
  if (t === TOBJ && (v instanceof ScriptMap || v instanceof ScriptList)) {
    if (seen.has(v)) throw illegalArgument('Iterable object is self-referencing itself');
    seen.add(v);
    let out: unknown;
    if (v instanceof ScriptList) {
      const arr: unknown[] = [];
      for (const s of v.items) putJson(arr, arr.length, scriptValueToJson(s.v, s.t, seen));
      out = arr;
    } else {
      const obj: Record<string, unknown> = {};
      for (const s of v.entries.values()) putJson(obj, javaToString(s.k, s.kt), scriptValueToJson(s.v, s.t, seen));
      out = obj;
    }
    seen.delete(v);
    return out;
  }
  if (t === TBOOL || t === TSTRING || (t >= TINT && t <= TDOUBLE)) return v;
  return objectToJson(v) ?? javaToString(v, t);
}

/** Sets a JSON member; a long past 2^53 (a bigint) becomes its double with its exact digits kept as the text. */
function putJson(holder: Record<string, unknown> | unknown[], key: string | number, value: unknown) {
  if (typeof value === 'bigint') keepNumberText(holder, key, value.toString());
  const v = typeof value === 'bigint' ? Number(value) : value;
  if (Array.isArray(holder)) holder[key as number] = v;
  else setMember(holder, key as string, v);
}

/**
 * The JSON XContentBuilder writes for the whitelisted value classes it knows (an enum as its name); undefined for
 * plain values. Any other object is XContentBuilder's error.
 */
function objectToJson(v: unknown): unknown {
  if (v instanceof DateValue || v instanceof InstantValue) return dateToJson(v.millis);
  if (v instanceof GeoPointValue) return { lat: v.lat, lon: v.lon };
  if (v instanceof BytesRefValue) return v.toJson();
  if (v instanceof DayOfWeekValue) return javaToString(v, TOBJ);
  if (isJObject(v)) throw illegalArgument(`cannot write xcontent for unknown value of type class ${v.cls.name}`);
  return undefined;
}

/** A list-like whitelisted object (doc values) copied into a plain list while its document is current. */
export function materializeList(v: unknown, st: ExecState): unknown {
  if (v instanceof ScriptList || !isJObject(v) || v.cls.list === undefined) return v;
  const list = v.cls.list;
  const items: Slot[] = [];
  const n = list.size(v, st);
  for (let i = 0; i < n; i++) {
    const x = list.get(v, i, st);
    items.push({ v: x, t: st.t });
  }
  st.t = TOBJ;
  return new ScriptList(items);
}

/** Sets `holder[key]` to a script's return value as JSON (a long past 2^53 keeps its digits as its number's text). */
export function putScriptResult(holder: Record<string, unknown>, key: string, v: unknown) {
  putJson(holder, key, scriptResultToJson(v) ?? null);
}

/** A script's return value as JSON: maps and lists converted, other values as they are (a long past 2^53 a bigint). */
export function scriptResultToJson(v: unknown): unknown {
  if (v instanceof ScriptMap || v instanceof ScriptList) return scriptValueToJson(v, TOBJ);
  return objectToJson(v) ?? v;
}

// ---- String and boxed numbers ------------------------------------------------------------------------------------

const str = (self: unknown) => self as string;

function javaStringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0;
  return h;
}

function substring(s: string, begin: number, end: number): string {
  if (begin < 0 || end > s.length || begin > end) {
    throw new JavaException('string_index_out_of_bounds_exception', `begin ${begin}, end ${end}, length ${s.length}`);
  }
  return s.substring(begin, end);
}

const stringMethods: [string, JMethod][] = [
  ['length/0', (self, _a, _t, st) => ret(st, TINT, str(self).length)],
  ['isEmpty/0', (self, _a, _t, st) => ret(st, TBOOL, str(self).length === 0)],
  ['equals/1', (self, a, t, st) => ret(st, TBOOL, t[0] === TSTRING && a[0] === self)],
  ['equalsIgnoreCase/1', (self, a, t, st) =>
    ret(st, TBOOL, t[0] === TSTRING && (a[0] as string).toLowerCase() === str(self).toLowerCase())],
  ['contains/1', (self, a, t, st) => ret(st, TBOOL, str(self).includes(argString(a, t, 0)))],
  ['startsWith/1', (self, a, t, st) => ret(st, TBOOL, str(self).startsWith(argString(a, t, 0)))],
  ['endsWith/1', (self, a, t, st) => ret(st, TBOOL, str(self).endsWith(argString(a, t, 0)))],
  ['indexOf/1', (self, a, t, st) => ret(st, TINT, str(self).indexOf(argString(a, t, 0)))],
  ['lastIndexOf/1', (self, a, t, st) => ret(st, TINT, str(self).lastIndexOf(argString(a, t, 0)))],
  ['substring/1', (self, a, t, st) => ret(st, TSTRING, substring(str(self), argInt(a, t, 0), str(self).length))],
  ['substring/2', (self, a, t, st) => ret(st, TSTRING, substring(str(self), argInt(a, t, 0), argInt(a, t, 1)))],
  ['toLowerCase/0', (self, _a, _t, st) => ret(st, TSTRING, str(self).toLowerCase())],
  ['toUpperCase/0', (self, _a, _t, st) => ret(st, TSTRING, str(self).toUpperCase())],
  ['trim/0', (self, _a, _t, st) => ret(st, TSTRING, str(self).replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, ''))],
  ['concat/1', (self, a, t, st) => ret(st, TSTRING, str(self) + argString(a, t, 0))],
  ['replace/2', (self, a, t, st) => ret(st, TSTRING, str(self).split(argString(a, t, 0)).join(argString(a, t, 1)))],
  ['compareTo/1', (self, a, t, st) => ret(st, TINT, compareStrings(str(self), argString(a, t, 0)))],
  ['hashCode/0', (self, _a, _t, st) => ret(st, TINT, javaStringHash(str(self)))],
  ['toString/0', (self, _a, _t, st) => ret(st, TSTRING, self)],
];

/** Java `String.compareTo`: UTF-16 unit difference at the first mismatch, else the length difference. */
function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = a.charCodeAt(i) - b.charCodeAt(i);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

export const STRING_CLASS: JClass = defineClass('java.lang.String', stringMethods);

function numberMethods(tag: number): [string, JMethod][] {
  const conv = (to: number): JMethod => (self, _a, _t, st) => ret(st, to, convertNumber(self as number, tag, to));
  return [
    ['intValue/0', conv(TINT)],
    ['longValue/0', conv(TLONG)],
    ['floatValue/0', conv(TFLOAT)],
    ['doubleValue/0', conv(TDOUBLE)],
    ['toString/0', (self, _a, _t, st) => ret(st, TSTRING, javaToString(self, tag, st))],
    ['equals/1', (self, a, t, st) => ret(st, TBOOL, t[0] === tag && a[0] === self)],
    ['compareTo/1', (self, a, t, st) => {
      if (t[0] !== tag) throw classCastJava(jdkCastMessage(javaClassName(a[0], t[0]), javaClassName(self, tag)));
      const x = self as number;
      const y = a[0] as number;
      return ret(st, TINT, x < y ? -1 : x > y ? 1 : 0);
    }],
  ];
}

export const INTEGER_CLASS = defineClass('java.lang.Integer', numberMethods(TINT));
export const LONG_CLASS = defineClass('java.lang.Long', numberMethods(TLONG));
export const FLOAT_CLASS = defineClass('java.lang.Float', numberMethods(TFLOAT));
export const DOUBLE_CLASS = defineClass('java.lang.Double', numberMethods(TDOUBLE));
export const BOOLEAN_CLASS = defineClass('java.lang.Boolean', [
  ['booleanValue/0', (self, _a, _t, st) => ret(st, TBOOL, self)],
  ['toString/0', (self, _a, _t, st) => ret(st, TSTRING, self ? 'true' : 'false')],
  ['equals/1', (self, a, t, st) => ret(st, TBOOL, t[0] === TBOOL && a[0] === self)],
]);

const PRIMITIVE_CLASSES: (JClass | undefined)[] = [
  undefined, BOOLEAN_CLASS, INTEGER_CLASS, LONG_CLASS, FLOAT_CLASS, DOUBLE_CLASS, STRING_CLASS,
];

/** The whitelist class of a runtime value; undefined for null. */
export function classOf(v: unknown, tag: number): JClass | undefined {
  if (tag === TOBJ) return (v as { cls: JClass }).cls;
  return PRIMITIVE_CLASSES[tag];
}
