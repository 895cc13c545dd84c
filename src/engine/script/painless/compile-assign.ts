/**
 * Assignments (`=`, compound `op=`) and `++`/`--` (ES EAssignment): a compound assignment computes in the promoted
 * type and casts back to the target's type explicitly, as Java does; typed numeric locals take a fast path.
 */
import { nullPointerJava } from '../script-errors';
import type { BinaryOp } from './ast';
import { compileCastError, type CExpr, type CompileContext, type Ev } from './context';
import { coerce } from './compile-casts';
import type { Target } from './compile-members';
import { binaryFn, binaryType } from './compile-operators';
import * as longMath from './long-math';
import type { Long } from './long-math';
import * as operators from './operators';
import type { ArithOp } from './operators';
import * as state from './state';
import * as values from './values';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { longAdd } = longMath;
const { arith } = operators;
const { TINT, TNULL } = state;
const { canonicalName, castValue, convertNumber, isLegalCast, isNumericSType, tagOfSType } = values;

const COMPOUND_OPS: Readonly<Record<string, BinaryOp>> = {
  '+=': '+', '-=': '-', '*=': '*', '/=': '/', '%=': '%', '&=': '&', '^=': '^', '|=': '|', '<<=': '<<', '>>=': '>>', '>>>=': '>>>',
};

export function compileAssign(ctx: CompileContext, target: Target, op: string, value: CExpr, pos: number): CExpr {
  const st = ctx.st;
  const nodes = value.nodes + target.nodes + 1;
  if (op === '=') {
    const V = coerce(ctx, value, target.type, false, pos).ev;
    const ev: Ev = () => {
      target.prepare();
      const v = V();
      const t = st.t;
      st.pos = pos;
      target.store(v, t);
      st.t = t;
      return v;
    };
    return { ev, type: target.type, statement: true, nodes };
  }
  const bop = COMPOUND_OPS[op];
  if (target.type !== 'def') {
    const result = binaryType(bop, target.type, value.type === 'null' ? 'Object' : value.type, pos);
    if (!isLegalCast(result, target.type, true)) {
      throw compileCastError(`Cannot cast from [${canonicalName(result)}] to [${canonicalName(target.type)}].`, pos);
    }
  }
  const fn = binaryFn(bop);
  const V = value.ev;
  const type = target.type;
  if (target.slot !== undefined && isNumericSType(type)) {
    // perf: a typed numeric local: compute in the promoted type, then narrow back to the local's type.
    const slot = target.slot;
    const vals = ctx.vals;
    const tt = tagOfSType(type);
    const ev: Ev = () => {
      const cur = vals[slot];
      const v = V();
      const tv = st.t;
      st.pos = pos;
      const r = fn(cur, tt, v, tv, st);
      const out = st.t === tt ? (r as number) : convertNumber(r as number, st.t, tt);
      vals[slot] = out;
      st.t = tt;
      return out;
    };
    return { ev, type, statement: true, nodes };
  }
  const ev: Ev = () => {
    target.prepare();
    const cur = target.load();
    const tc = st.t;
    const v = V();
    const tv = st.t;
    st.pos = pos;
    let r = fn(cur, tc, v, tv, st);
    // ES: a compound assignment casts the result back to the target's type, explicitly.
    if (type !== 'def') r = castValue(r, st.t, type, true, st);
    const tr = st.t;
    target.store(r, tr);
    st.t = tr;
    return r;
  };
  return { ev, type, statement: true, nodes };
}

export function compileIncDec(ctx: CompileContext, target: Target, op: '++' | '--', prefix: boolean, pos: number): CExpr {
  const st = ctx.st;
  const type = target.type;
  if (type !== 'def' && !isNumericSType(type)) {
    throw compileCastError(`Cannot apply ${op === '++' ? 'add [+]' : 'subtract [-]'} to types [${canonicalName(type)}] and [int].`, pos);
  }
  const aop: ArithOp = op === '++' ? '+' : '-';
  if (target.slot !== undefined && isNumericSType(type)) {
    // perf: a typed local always holds its own type, so the update is one Java-typed add.
    const slot = target.slot;
    const vals = ctx.vals;
    const tt = tagOfSType(type);
    const delta = op === '++' ? 1 : -1;
    // A long past 2^53 is a bigint (long-math.ts); every other numeric local is a number.
    const step: (x: Long) => Long =
      type === 'int'
        ? (x) => ((x as number) + delta) | 0
        : type === 'long'
          ? (x) => longAdd(x, delta)
          : type === 'float'
            ? (x) => Math.fround((x as number) + delta)
            : (x) => (x as number) + delta;
    return {
      ev: () => {
        const cur = vals[slot] as Long;
        const r = step(cur);
        vals[slot] = r;
        st.t = tt;
        return prefix ? r : cur;
      },
      type,
      statement: true,
      nodes: 2,
    };
  }
  const ev: Ev = () => {
    target.prepare();
    const cur = target.load();
    const tc = st.t;
    st.pos = pos;
    if (tc === TNULL) throw nullPointerJava();
    let r = arith(aop, cur, tc, 1, TINT, st);
    if (type !== 'def') r = castValue(r, st.t, type, true, st);
    const tr = st.t;
    target.store(r, tr);
    if (prefix) {
      st.t = tr;
      return r;
    }
    st.t = tc;
    return cur;
  };
  return { ev, type, statement: true, nodes: target.nodes + 1 };
}
