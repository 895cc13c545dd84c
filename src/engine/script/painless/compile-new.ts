/**
 * Object creation: `new` of the whitelisted collection and builder classes, and Painless's list and map initializers
 * (`[1, 2]`, `['a': 1]`, `[:]`), which make a new ArrayList or HashMap.
 */
import type { Expr } from './ast';
import { compileError, type CExpr, type CompileContext, type Ev } from './context';
import { unsupportedType } from './compile-constants';
import { ScriptList, ScriptMap, type Slot } from './objects';
import * as limits from '../limits';
import { JavaException, classCastJava } from '../script-errors';
import * as state from './state';
import { StringBuilderValue } from './string-builder';
import * as values from './values';
import { table } from '../../util/own';

const { TNULL, TOBJ } = state;
const { javaClassName, javaToString, jdkCastMessage } = values;

const nodesOf = (parts: CExpr[]) => parts.reduce((n, p) => n + p.nodes, 1);

const collectionTooLarge = () =>
  new JavaException('out_of_memory_error', `a script collection may not exceed [${limits.MAX_COLLECTION_SIZE}] entries`);

/** `[a, b, ...]`: a new ArrayList of the values. */
export function compileListInit(ctx: CompileContext, e: Extract<Expr, { kind: 'listinit' }>): CExpr {
  const items = e.items.map((x) => ctx.compileExpr(x));
  const evs = items.map((x) => x.ev);
  const st = ctx.st;
  const ev: Ev = () => {
    const slots: Slot[] = new Array(evs.length);
    for (let i = 0; i < evs.length; i++) slots[i] = { v: evs[i](), t: st.t };
    st.t = TOBJ;
    return new ScriptList(slots);
  };
  return { ev, type: 'List', statement: false, nodes: nodesOf(items) };
}

/** `[k: v, ...]` / `[:]`: a new HashMap of the entries, later keys replacing earlier ones. */
export function compileMapInit(ctx: CompileContext, e: Extract<Expr, { kind: 'mapinit' }>): CExpr {
  const keys = e.entries.map(([k]) => ctx.compileExpr(k));
  const vals = e.entries.map(([, v]) => ctx.compileExpr(v));
  const K = keys.map((x) => x.ev);
  const V = vals.map((x) => x.ev);
  const st = ctx.st;
  const ev: Ev = () => {
    const m = new ScriptMap();
    for (let i = 0; i < K.length; i++) {
      const k = K[i]();
      const kt = st.t;
      const v = V[i]();
      m.put(k, kt, v, st.t);
    }
    st.t = TOBJ;
    return m;
  };
  return { ev, type: 'Map', statement: false, nodes: nodesOf([...keys, ...vals]) };
}

/** `new ArrayList()`, `new HashMap()`, `new StringBuilder()` and their copying constructors. */
export function compileNew(ctx: CompileContext, e: Extract<Expr, { kind: 'new' }>): CExpr {
  const args = e.args.map((x) => ctx.compileExpr(x));
  const A = args[0]?.ev;
  const st = ctx.st;
  const arity = args.length;
  const notFound = () => compileError(`constructor [${javaName(e.type)}, <init>/${arity}] not found`, e.pos);
  let ev: Ev;
  let type: 'List' | 'Map' | 'def';
  switch (e.type) {
    case 'ArrayList':
    case 'LinkedList':
      type = 'List';
      if (arity === 0) ev = () => ((st.t = TOBJ), new ScriptList());
      else if (arity === 1) {
        ev = () => {
          const list = new ScriptList(copyOfList(A!(), st));
          st.t = TOBJ; // set after the copy, whose element reads move the tag
          return list;
        };
      }
      else throw notFound();
      break;
    case 'HashMap':
    case 'LinkedHashMap':
      type = 'Map';
      if (arity === 0) ev = () => ((st.t = TOBJ), new ScriptMap());
      else if (arity === 1) {
        ev = () => {
          const map = copyOfMap(A!(), st);
          st.t = TOBJ;
          return map;
        };
      }
      else throw notFound();
      break;
    case 'StringBuilder':
      type = 'def';
      if (arity === 0) ev = () => ((st.t = TOBJ), new StringBuilderValue());
      else if (arity === 1) {
        ev = () => {
          const v = A!();
          const t = st.t;
          // StringBuilder(int capacity) starts empty; StringBuilder(String|CharSequence) starts with the text.
          const sb = new StringBuilderValue(t === state.TINT ? '' : javaToString(v, t, st));
          st.t = TOBJ;
          return sb;
        };
      } else throw notFound();
      break;
    default:
      throw unsupportedType(e.type, e.pos);
  }
  return { ev, type, statement: true, nodes: nodesOf(args) };
}

// Keyed by the type a script names: without a prototype (`new constructor()` names no JDK class).
const JAVA_NAMES = table<string>({
  ArrayList: 'java.util.ArrayList', LinkedList: 'java.util.LinkedList', HashMap: 'java.util.HashMap',
  LinkedHashMap: 'java.util.LinkedHashMap', StringBuilder: 'java.lang.StringBuilder',
});
const javaName = (t: string) => JAVA_NAMES[t] ?? t;

function copyOfList(v: unknown, st: state.ExecState): Slot[] {
  const t = st.t;
  if (t === TNULL) throw new JavaException('null_pointer_exception', null);
  const list = t === TOBJ ? (v as { cls: { list?: import('./jclass').ListAccess } }).cls.list : undefined;
  if (list === undefined) throw classCastJava(jdkCastMessage(javaClassName(v, t), 'java.util.Collection'));
  const n = list.size(v, st);
  if (n > limits.MAX_COLLECTION_SIZE) throw collectionTooLarge();
  const out: Slot[] = [];
  for (let i = 0; i < n; i++) {
    const x = list.get(v, i, st);
    out.push({ v: x, t: st.t });
  }
  return out;
}

function copyOfMap(v: unknown, st: state.ExecState): ScriptMap {
  const t = st.t;
  if (t === TNULL) throw new JavaException('null_pointer_exception', null);
  if (!(v instanceof ScriptMap)) throw classCastJava(jdkCastMessage(javaClassName(v, t), 'java.util.Map'));
  return new ScriptMap(new Map(v.entries));
}
