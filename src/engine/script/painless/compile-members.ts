/**
 * Member access: `x.name` (getters, then the Map/List shortcuts, as ES `Def.lookupGetter`), `x[i]` (maps, lists with
 * negative indexes from the end), method calls (static `Math.*`, whitelisted instance methods) and assignment
 * targets. Statically typed receivers are checked at compile time with ES's messages; `def` receivers are dispatched
 * at runtime through the whitelist with a one-entry inline cache per site.
 */
import { illegalArgumentJava, nullPointerJava } from '../script-errors';
import type { Expr } from './ast';
import { compileError, isContextVariable, type CExpr, type CompileContext, type Ev } from './context';
import { unsupportedType } from './compile-constants';
import { coerce } from './compile-casts';
import { defineClass, type JClass, type JMethod, type MapAccess } from './jclass';
import * as objects from './objects';
import { STATIC_CLASSES } from './statics';
import * as state from './state';
import type { ExecState } from './state';
import * as values from './values';
import type { SType } from './values';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { BOOLEAN_CLASS, DOUBLE_CLASS, FLOAT_CLASS, INTEGER_CLASS, LIST_CLASS, LONG_CLASS, MAP_CLASS, STRING_CLASS, argInt, classOf } = objects;
const { TBOOL, TNULL, TOBJ, TSTRING } = state;
const { canonicalName, javaToString, tagOfSType } = values;

const NO_ARGS: unknown[] = [];
const NO_TAGS: number[] = [];

/** The whitelist class a static type resolves members against; undefined for `def` (resolved at runtime). */
function staticClass(type: SType): JClass | undefined {
  switch (type) {
    case 'String':
      return STRING_CLASS;
    case 'Map':
      return MAP_CLASS;
    case 'List':
      return LIST_CLASS;
    case 'int':
      return INTEGER_CLASS;
    case 'long':
      return LONG_CLASS;
    case 'float':
      return FLOAT_CLASS;
    case 'double':
      return DOUBLE_CLASS;
    case 'boolean':
      return BOOLEAN_CLASS;
    case 'Object':
      return OBJECT_CLASS;
    default:
      return undefined;
  }
}

/** `java.lang.Object` members, for compile-time checks only: at runtime the value's own class answers. */
const OBJECT_CLASS: JClass = defineClass('java.lang.Object', [
  ['toString/0', (self, _a, _t, st) => ((st.t = TSTRING), javaToString(self, TOBJ))],
  ['equals/1', (self, a, _t, st) => ((st.t = TBOOL), self === a[0])],
]);

/** ES: `list.0` is a list shortcut; other names are an error. */
function listShortcutIndex(name: string): number {
  if (!/^\d+$/.test(name) || Number(name) > 2147483647) throw illegalArgumentJava(`Illegal list shortcut value [${name}].`);
  return Number(name);
}

// ---- x.name ------------------------------------------------------------------------------------------------------

export function compileField(ctx: CompileContext, obj: CExpr, name: string, nullSafe: boolean, pos: number): CExpr {
  const cls = staticClass(obj.type);
  if (cls !== undefined && !cls.getters.has(name) && !cls.map) {
    if (cls.list) {
      if (!/^\d+$/.test(name)) throw compileError(`Illegal list shortcut value [${name}].`, pos);
    } else {
      throw compileError(`field [${canonicalName(obj.type)}, ${name}] not found`, pos);
    }
  }
  const st = ctx.st;
  const O = obj.ev;
  // perf: a one-entry cache of how the last receiver class resolved `name` (a getter or a map key).
  let cacheCls: JClass | undefined;
  let cacheGet: JMethod | undefined;
  let cacheMap: MapAccess | undefined;
  const ev: Ev = () => {
    const o = O();
    const ot = st.t;
    st.pos = pos;
    if (ot === TNULL) {
      if (nullSafe) return null;
      throw nullPointerJava();
    }
    const c = classOf(o, ot) as JClass;
    if (c === cacheCls) {
      return cacheGet !== undefined ? cacheGet(o, NO_ARGS, NO_TAGS, st) : (cacheMap as MapAccess).get(o, name, TSTRING, st);
    }
    const getter = c.getters.get(name);
    if (getter !== undefined || c.map) {
      cacheCls = c;
      cacheGet = getter;
      cacheMap = c.map;
      return getter !== undefined ? getter(o, NO_ARGS, NO_TAGS, st) : (c.map as MapAccess).get(o, name, TSTRING, st);
    }
    if (c.list) return c.list.get(o, listShortcutIndex(name), st);
    throw illegalArgumentJava(`dynamic getter [${c.name}, ${name}] not found`);
  };
  return { ev, type: 'def', statement: false, nodes: obj.nodes + 1 };
}

// ---- x[i] --------------------------------------------------------------------------------------------------------

function checkIndexable(obj: CExpr, pos: number): void {
  if (obj.type === 'def' || obj.type === 'Map' || obj.type === 'List' || obj.type === 'Object') return;
  throw compileError(`Attempting to address a non-array type [${canonicalName(obj.type)}] as an array.`, pos);
}

/** Resolves `o[k]` at runtime: map lookup, or list element with ES's negative-index normalization. */
function loadIndexed(o: unknown, ot: number, k: unknown, kt: number, st: ExecState): unknown {
  if (ot === TNULL) throw nullPointerJava();
  const c = classOf(o, ot) as JClass;
  if (c.map) return c.map.get(o, k, kt, st);
  if (c.list) {
    let i = argInt([k], [kt], 0);
    if (i < 0) i += c.list.size(o, st);
    return c.list.get(o, i, st);
  }
  throw illegalArgumentJava(`Attempting to address a non-array type [${c.name}] as an array.`);
}

export function compileIndex(ctx: CompileContext, objExpr: Expr, indexExpr: Expr, pos: number): CExpr {
  const st = ctx.st;
  if (objExpr.kind === 'var' && objExpr.name === 'doc' && indexExpr.kind === 'str') {
    // perf: `doc['f']` with a literal name resolves its field object once.
    const doc = ctx.docLookup;
    const field = doc.fieldObject(indexExpr.value);
    const ev: Ev = () => {
      st.pos = pos;
      doc.check(field, st);
      st.t = TOBJ;
      return field;
    };
    return { ev, type: 'def', statement: false, nodes: 3 };
  }
  const obj = ctx.compileExpr(objExpr);
  const index = ctx.compileExpr(indexExpr);
  checkIndexable(obj, pos);
  const O = obj.ev;
  const K = index.ev;
  const ev: Ev = () => {
    const o = O();
    const ot = st.t;
    const k = K();
    const kt = st.t;
    st.pos = pos;
    return loadIndexed(o, ot, k, kt, st);
  };
  return { ev, type: 'def', statement: false, nodes: obj.nodes + index.nodes + 1 };
}

// ---- calls -------------------------------------------------------------------------------------------------------

export function compileCall(ctx: CompileContext, e: Extract<Expr, { kind: 'call' }>): CExpr {
  if (e.obj.kind === 'static') return compileStaticCall(ctx, e.obj.typeName, e.name, e.args, e.pos);
  const obj = ctx.compileExpr(e.obj);
  const arity = e.args.length;
  const key = `${e.name}/${arity}`;
  const cls = staticClass(obj.type);
  if (cls !== undefined && !cls.methods.has(key)) {
    throw compileError(`method [${canonicalName(obj.type)}, ${key}] not found`, e.pos);
  }
  const args = e.args.map((a) => ctx.compileExpr(a));
  const argEvs = args.map((a) => a.ev);
  // perf: one argument buffer per call site, reused for every doc.
  const argv: unknown[] = new Array(arity).fill(null);
  const argt: number[] = new Array(arity).fill(0);
  const st = ctx.st;
  const O = obj.ev;
  const pos = e.pos;
  const nullSafe = e.nullSafe;
  let cacheCls: JClass | undefined;
  let cacheMethod: JMethod | undefined;
  const ev: Ev = () => {
    const o = O();
    const ot = st.t;
    if (ot === TNULL && nullSafe) return null;
    for (let i = 0; i < arity; i++) {
      argv[i] = argEvs[i]();
      argt[i] = st.t;
    }
    st.pos = pos;
    if (ot === TNULL) throw nullPointerJava();
    const c = classOf(o, ot) as JClass;
    if (c !== cacheCls) {
      const m = c.methods.get(key);
      if (m === undefined) throw illegalArgumentJava(`dynamic method [${c.name}, ${key}] not found`);
      cacheCls = c;
      cacheMethod = m;
    }
    return (cacheMethod as JMethod)(o, argv, argt, st);
  };
  return { ev, type: 'def', statement: true, nodes: obj.nodes + args.reduce((n, a) => n + a.nodes, 0) + 1 };
}

function compileStaticCall(ctx: CompileContext, typeName: string, name: string, argExprs: Expr[], pos: number): CExpr {
  const cls = STATIC_CLASSES.get(typeName);
  if (cls === undefined) throw unsupportedType(typeName, pos);
  const key = `${name}/${argExprs.length}`;
  const method = cls.methods.get(key);
  if (method === undefined) {
    if (typeName === 'Math' && name === 'random') {
      throw compileError("method [java.lang.Math, random/0] is excluded from Searchpad's Painless subset: scores must be reproducible.", pos);
    }
    throw compileError(`method [${cls.name}, ${key}] not found`, pos);
  }
  const args = argExprs.map((a, i) => coerce(ctx, ctx.compileExpr(a), method.params[i], false, a.pos));
  const st = ctx.st;
  const tag = tagOfSType(method.returns);
  const fn = method.fn;
  const A = args[0]?.ev;
  const B = args[1]?.ev;
  let ev: Ev;
  if (args.length === 0) ev = () => ((st.pos = pos), (st.t = tag), fn(undefined, undefined));
  else if (args.length === 1) {
    ev = () => {
      const a = (A as Ev)();
      st.pos = pos;
      const r = fn(a, undefined);
      st.t = tag;
      return r;
    };
  } else {
    ev = () => {
      const a = (A as Ev)();
      const b = (B as Ev)();
      st.pos = pos;
      const r = fn(a, b);
      st.t = tag;
      return r;
    };
  }
  return { ev, type: method.returns, statement: true, nodes: args.reduce((n, a) => n + a.nodes, 0) + 1 };
}

// ---- assignment targets ------------------------------------------------------------------------------------------

/** Where an assignment or `++`/`--` writes: `prepare` evaluates receiver and key once, then `load`/`store`. */
export interface Target {
  readonly type: SType;
  readonly nodes: number;
  /** The local variable's slot, when the target is one. */
  readonly slot?: number;
  prepare(): void;
  /** Reads the current value (after `prepare`); sets `st.t`. */
  load(): unknown;
  store(v: unknown, t: number): void;
}

export function compileTarget(ctx: CompileContext, e: Expr): Target {
  const st = ctx.st;
  if (e.kind === 'var') {
    if (e.name === '_score' || e.name === 'params' || e.name === 'doc' || e.name === '_value' || (e.name === 'ctx' && ctx.context === 'update') || (e.name === 'token' && ctx.context === 'analysis') || isContextVariable(ctx, e.name)) {
      throw compileError(`Variable [${e.name}] is read-only.`, e.pos);
    }
    const info = ctx.lookup(e.name);
    if (info === undefined) throw compileError(`Variable [${e.name}] is not defined.`, e.pos);
    const { slot, type } = info;
    const vals = ctx.vals;
    const tags = ctx.tags;
    return {
      type,
      nodes: 1,
      slot,
      prepare: () => undefined,
      load: () => ((st.t = tags[slot]), vals[slot]),
      store: (v, t) => {
        vals[slot] = v;
        tags[slot] = t;
      },
    };
  }
  if (e.kind === 'field' && e.obj.kind !== 'static') {
    const obj = ctx.compileExpr(e.obj);
    const name = e.name;
    const cls = staticClass(obj.type);
    if (cls !== undefined && !cls.map && !cls.list) throw compileError(`field [${canonicalName(obj.type)}, ${name}] not found`, e.pos);
    const O = obj.ev;
    const pos = e.pos;
    let o: unknown = null;
    let ot = TNULL;
    return {
      type: 'def',
      nodes: obj.nodes + 1,
      prepare: () => {
        o = O();
        ot = st.t;
      },
      load: () => {
        st.pos = pos;
        if (ot === TNULL) throw nullPointerJava();
        return loadIndexed(o, ot, listOrKey(o, ot, name), keyTag(o, ot), st);
      },
      store: (v, t) => storeIndexed(o, ot, listOrKey(o, ot, name), keyTag(o, ot), v, t, st, name),
    };
  }
  if (e.kind === 'index') {
    const obj = ctx.compileExpr(e.obj);
    const index = ctx.compileExpr(e.index);
    checkIndexable(obj, e.pos);
    const O = obj.ev;
    const K = index.ev;
    const pos = e.pos;
    let o: unknown = null;
    let ot = TNULL;
    let k: unknown = null;
    let kt = TNULL;
    return {
      type: 'def',
      nodes: obj.nodes + index.nodes + 1,
      prepare: () => {
        o = O();
        ot = st.t;
        k = K();
        kt = st.t;
      },
      load: () => ((st.pos = pos), loadIndexed(o, ot, k, kt, st)),
      store: (v, t) => ((st.pos = pos), storeIndexed(o, ot, k, kt, v, t, st, undefined)),
    };
  }
  throw compileError('Left-hand side cannot be assigned a value.', e.pos);
}

/** For `x.name = v`: a map key (the name), or a list index (the name's digits). */
function listOrKey(o: unknown, ot: number, name: string): unknown {
  const c = ot === TNULL ? undefined : classOf(o, ot);
  return c?.list ? listShortcutIndex(name) : name;
}

function keyTag(o: unknown, ot: number): number {
  const c = ot === TNULL ? undefined : classOf(o, ot);
  return c?.list ? tagOfSType('int') : TSTRING;
}

function storeIndexed(o: unknown, ot: number, k: unknown, kt: number, v: unknown, t: number, st: ExecState, name: string | undefined): void {
  if (ot === TNULL) throw nullPointerJava();
  const c = classOf(o, ot) as JClass;
  if (c.map?.put) return c.map.put(o, k, kt, v, t, st);
  if (c.list?.set) {
    let i = argInt([k], [kt], 0);
    if (i < 0) i += c.list.size(o, st);
    return c.list.set(o, i, v, t, st);
  }
  if (name !== undefined) throw illegalArgumentJava(`dynamic setter [${c.name}, ${name}] not found`);
  throw illegalArgumentJava(`Attempting to address a non-array type [${c.name}] as an array.`);
}
