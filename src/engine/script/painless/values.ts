/**
 * Java semantics of script values: type names for messages, `String.valueOf`, implicit and explicit casts
 * (AnalyzerCaster for static types, Def casts for `def` values), and the boxed class of a primitive.
 */
import { javaDoubleToString, javaFloatToString, javaIntegerToString } from '../java-string';
import { classCastJava, nullPointerJava, type JavaException } from '../script-errors';
import { isJObject, type JObject } from './jclass';
import * as longMath from './long-math';
import * as state from './state';
import { ExecState } from './state';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { doubleToInt, doubleToLong, longToDouble, longToFloat, longToInt } = longMath;
const { TBOOL, TDOUBLE, TFLOAT, TINT, TLONG, TNULL, TOBJ, TSTRING, isNumericTag } = state;

/** Static (compile-time) types; `def` is dynamic. Reference types other than String are Map, List and Object. */
export type SType = 'def' | 'int' | 'long' | 'float' | 'double' | 'boolean' | 'String' | 'Map' | 'List' | 'Object' | 'null' | 'void';

export const NUMERIC_STYPES: readonly SType[] = ['int', 'long', 'float', 'double'];
export const isNumericSType = (t: SType) => t === 'int' || t === 'long' || t === 'float' || t === 'double';
export const isReferenceSType = (t: SType) => t === 'String' || t === 'Map' || t === 'List' || t === 'Object';

/** Tag of a primitive/String static type; -1 for types whose values carry their own tag. */
export function tagOfSType(t: SType): number {
  switch (t) {
    case 'int':
      return TINT;
    case 'long':
      return TLONG;
    case 'float':
      return TFLOAT;
    case 'double':
      return TDOUBLE;
    case 'boolean':
      return TBOOL;
    case 'String':
      return TSTRING;
    case 'null':
      return TNULL;
    default:
      return -1;
  }
}

export function sTypeOfTag(tag: number): SType {
  return (['null', 'boolean', 'int', 'long', 'float', 'double', 'String', 'def'] as const)[tag];
}

/** Painless canonical type name (`typeToCanonicalTypeName`) of a static type. */
export function canonicalName(t: SType): string {
  switch (t) {
    case 'String':
      return 'java.lang.String';
    case 'Map':
      return 'java.util.Map';
    case 'List':
      return 'java.util.List';
    case 'Object':
      return 'java.lang.Object';
    case 'null':
      return 'null';
    default:
      return t;
  }
}

const BOXED = ['', 'java.lang.Boolean', 'java.lang.Integer', 'java.lang.Long', 'java.lang.Float', 'java.lang.Double', 'java.lang.String'];

/** Java class name of a runtime value (the boxed class for primitives). */
export function javaClassName(v: unknown, tag: number): string {
  if (tag === TOBJ) return (v as JObject).cls.name;
  return BOXED[tag] ?? 'null';
}

/** Java `String.valueOf(v)`; `st` is the running script's state (objects such as doc values read through it). */
export function javaToString(v: unknown, tag: number, st: ExecState = SCRATCH): string {
  switch (tag) {
    case TNULL:
      return 'null';
    case TBOOL:
      return v ? 'true' : 'false';
    case TINT:
    case TLONG:
      return javaIntegerToString(v as number | bigint);
    case TFLOAT:
      return javaFloatToString(v as number);
    case TDOUBLE:
      return javaDoubleToString(v as number);
    case TSTRING:
      return v as string;
    default:
      return objectToString(v, st);
  }
}

/** State for printing outside a running script (values that need no document). */
const SCRATCH = new ExecState();

function objectToString(v: unknown, st: ExecState): string {
  if (isJObject(v)) {
    const m = v.cls.methods.get('toString/0');
    const t = st.t;
    const s = m ? (m(v, [], [], st) as string) : `${v.cls.name}@0`;
    st.t = t;
    return s;
  }
  return String(v);
}

/** A JDK 11+ ClassCastException message for a failed checked cast. */
export function jdkCastMessage(from: string, to: string): string {
  const module = (c: string) => (c.startsWith('java.') ? 'module java.base of loader \'bootstrap\'' : "unnamed module of loader 'app'");
  if (from.startsWith('java.') && to.startsWith('java.')) {
    return `class ${from} cannot be cast to class ${to} (${from} and ${to} are in module java.base of loader 'bootstrap')`;
  }
  return `class ${from} cannot be cast to class ${to} (${from} is in ${module(from)}; ${to} is in ${module(to)})`;
}

const boxedOf = (t: SType) => (tagOfSType(t) >= 0 ? BOXED[tagOfSType(t)] : canonicalName(t));

/** ES AnalyzerCaster: whether a static cast is legal, implicitly or with an explicit `(type)`. */
export function isLegalCast(from: SType, to: SType, explicit: boolean): boolean {
  if (from === to || from === 'def' || to === 'def') return true;
  if (from === 'void' || to === 'void' || to === 'null') return false;
  if (from === 'null') return !isNumericSType(to) && to !== 'boolean';
  if (isNumericSType(from) && isNumericSType(to)) {
    return explicit || NUMERIC_STYPES.indexOf(from) <= NUMERIC_STYPES.indexOf(to);
  }
  if (to === 'Object') return true;
  if (from === 'Object') return explicit && to !== 'boolean' && !isNumericSType(to);
  return false;
}

/** Converts a value of runtime tag `tag` to the static type `to`, leaving the result's tag in `st.t`. */
export function castValue(v: unknown, tag: number, to: SType, explicit: boolean, st: ExecState): unknown {
  switch (to) {
    case 'def':
    case 'Object':
      st.t = tag;
      return v;
    case 'int':
    case 'long':
    case 'float':
    case 'double':
      return castNumeric(v, tag, to, explicit, st);
    case 'boolean':
      if (tag === TBOOL) {
        st.t = TBOOL;
        return v;
      }
      throw castFailure(v, tag, to);
    case 'String':
    case 'Map':
    case 'List': {
      if (tag === TNULL) {
        st.t = TNULL;
        return null;
      }
      const ok =
        to === 'String' ? tag === TSTRING : tag === TOBJ && (to === 'Map' ? (v as JObject).cls.map : (v as JObject).cls.list) !== undefined;
      if (!ok) throw classCastJava(jdkCastMessage(javaClassName(v, tag), canonicalName(to)));
      st.t = tag;
      return v;
    }
    default:
      throw castFailure(v, tag, to);
  }
}

const NUMERIC_TAG: Record<string, number> = { int: TINT, long: TLONG, float: TFLOAT, double: TDOUBLE };

function castNumeric(v: unknown, tag: number, to: 'int' | 'long' | 'float' | 'double', explicit: boolean, st: ExecState): number | bigint {
  const target = NUMERIC_TAG[to];
  if (!isNumericTag(tag)) throw castFailure(v, tag, to);
  // ES: implicit def casts only widen (DefTointImplicit accepts an Integer, not a Long or Double).
  if (!explicit && tag > target) throw classCastJava(jdkCastMessage(BOXED[tag], BOXED[target]));
  st.t = target;
  return convertNumber(v as number | bigint, tag, target);
}

/**
 * Java primitive conversion between numeric tags (widening or narrowing). A long is a `Long` (a bigint past 2^53,
 * see long-math.ts); every other numeric value is a number.
 */
export function convertNumber(x: number | bigint, from: number, to: number): number | bigint {
  if (from === to) return x;
  switch (to) {
    case TINT:
      return from === TLONG ? longToInt(x) : doubleToInt(x as number);
    case TLONG:
      return from === TINT ? x : doubleToLong(x as number);
    case TFLOAT:
      return from === TLONG ? longToFloat(x) : Math.fround(x as number);
    default:
      return from === TLONG ? longToDouble(x) : x;
  }
}

function castFailure(v: unknown, tag: number, to: SType): JavaException {
  if (tag === TNULL) return nullPointerJava();
  return classCastJava(jdkCastMessage(javaClassName(v, tag), boxedOf(to)));
}
