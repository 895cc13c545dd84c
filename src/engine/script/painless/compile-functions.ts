/**
 * The script's own functions and its lambdas. Variables live in the script's one frame of slots, so a call saves
 * the slots of its parameters and locals and puts them back after (recursion and re-entrant lambdas keep their
 * own values); `return` inside leaves through the frame's return slot, which the call also saves.
 */
import type { Expr, FunctionDecl } from './ast';
import { compileError, type CExpr, type CompileContext, type Ev } from './context';
import { compileBody } from './compile-stmt';
import { declaredType } from './compile-expr';
import { LambdaValue, type Invoke } from './functional';
import { JavaException } from '../script-errors';
import * as state from './state';
import type { ExecState } from './state';
import type { SType } from './values';

const { RETURN, TNULL, TOBJ } = state;

/** Deepest nesting of function and lambda calls (the JVM's stack would overflow somewhere beyond). */
const MAX_CALL_DEPTH = 256;

/** A body run as a call: slots [from, to) hold its parameters (first) and locals. */
function invoker(st: ExecState, from: number, to: number, run: () => unknown): Invoke {
  const vals = st.vals;
  const tags = st.tags;
  return (args, argTags) => {
    if (st.depth >= MAX_CALL_DEPTH) throw new JavaException('stack_overflow_error', null);
    const savedVals = vals.slice(from, to);
    const savedTags = tags.slice(from, to);
    const ret = st.ret;
    const retT = st.retT;
    st.depth++;
    try {
      for (let i = 0; i < args.length; i++) {
        vals[from + i] = args[i];
        tags[from + i] = argTags[i];
      }
      st.ret = null;
      st.retT = TNULL;
      const v = run();
      const t = st.t;
      return ((st.t = t), v);
    } finally {
      st.depth--;
      for (let i = from; i < to; i++) {
        vals[i] = savedVals[i - from];
        tags[i] = savedTags[i - from];
      }
      st.ret = ret;
      st.retT = retT;
    }
  };
}

/** Runs compiled statements and gives what their `return` left (null with no return), tagged in `st.t`. */
const returned = (st: ExecState, body: () => number) => () => {
  const signal = body();
  if (signal !== RETURN) return ((st.t = TNULL), null);
  const v = st.ret;
  st.t = st.retT;
  return v;
};

/** A declared parameter or return type: the whitelisted functional interfaces and other classes are `def`. */
function functionType(name: string, pos: number): SType {
  if (name === 'void') return 'def';
  try {
    return declaredType(name, pos);
  } catch {
    return 'def';
  }
}

/** Declares every function first (so bodies may call each other), then compiles each body with its own scope. */
export function compileFunctions(ctx: CompileContext, functions: FunctionDecl[]): void {
  for (const f of functions) {
    if (ctx.functions.has(f.name)) throw compileError(`Illegal duplicate functions [${f.name}/${f.params.length}].`, f.pos);
    ctx.functions.set(f.name, { arity: f.params.length });
  }
  for (const f of functions) {
    const info = ctx.functions.get(f.name)!;
    const from = ctx.slotCount;
    const run = ctx.isolated(() => {
      for (const p of f.params) ctx.declare(p.name, functionType(p.type, p.pos), p.pos);
      const saved = ctx.returnOverride;
      ctx.returnOverride = f.returnType === 'void' ? 'def' : functionType(f.returnType, f.pos);
      try {
        return returned(ctx.st, compileBody(ctx, f.body));
      } finally {
        ctx.returnOverride = saved;
      }
    });
    info.invoke = invoker(ctx.st, from, ctx.slotCount, run);
  }
}

/** Lambdas and function calls, as the context hands them over. */
export function compileCallable(ctx: CompileContext, e: Extract<Expr, { kind: 'lambda' | 'fcall' }>): CExpr {
  return e.kind === 'lambda' ? compileLambda(ctx, e) : compileFunctionCall(ctx, e);
}

/** `name(args)`: a call of one of the script's functions. */
function compileFunctionCall(ctx: CompileContext, e: Extract<Expr, { kind: 'fcall' }>): CExpr {
  const info = ctx.functions.get(e.name);
  if (info === undefined || info.arity !== e.args.length) {
    throw compileError(`Unknown call [${e.name}] with [${e.args.length}] arguments.`, e.pos);
  }
  const args = e.args.map((a) => ctx.compileExpr(a));
  const evs = args.map((a) => a.ev);
  const st = ctx.st;
  const pos = e.pos;
  const ev: Ev = () => {
    const vals: unknown[] = new Array(evs.length);
    const tags: number[] = new Array(evs.length);
    for (let i = 0; i < evs.length; i++) {
      vals[i] = evs[i]();
      tags[i] = st.t;
    }
    st.pos = pos;
    return info.invoke!(vals, tags, st);
  };
  return { ev, type: 'def', statement: true, nodes: args.reduce((n, a) => n + a.nodes, 1) };
}

/** A lambda: its parameters are new variables beside the captured ones; its value is a LambdaValue. */
function compileLambda(ctx: CompileContext, e: Extract<Expr, { kind: 'lambda' }>): CExpr {
  const st = ctx.st;
  const from = ctx.slotCount;
  ctx.pushScope();
  const saved = ctx.returnOverride;
  let run: () => unknown;
  try {
    for (const p of e.params) ctx.declare(p.name, 'def', p.pos);
    ctx.returnOverride = 'def';
    if (Array.isArray(e.body)) run = returned(st, compileBody(ctx, e.body));
    else {
      const body = ctx.compileExpr(e.body);
      run = body.ev;
    }
  } finally {
    ctx.returnOverride = saved;
    ctx.popScope();
  }
  const lambda = new LambdaValue(e.params.length, invoker(st, from, ctx.slotCount, run));
  return { ev: () => ((st.t = TOBJ), lambda), type: 'def', statement: false, nodes: 1 };
}
