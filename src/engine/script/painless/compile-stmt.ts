/**
 * Compiles Painless statements into closures returning a control signal (NORMAL, BREAK, CONTINUE, RETURN), with ES's
 * statement rules: a last expression statement is the script's value, other expressions must be statements,
 * `Unreachable statement.`, extraneous `if`/loops on constants, and the loop counter (ES `max_loop_counter`) plus
 * Searchpad's step budget charged on every loop iteration.
 */
import { JavaException } from '../script-errors';
import type { Stmt } from './ast';
import { compileCastError, compileError, type CExpr, type CompileContext, type Ev } from './context';
import { compileExpr, declaredType } from './compile-expr';
import { coerce } from './compile-casts';
import { requireBoolean } from './compile-operators';
import * as objects from './objects';
import * as state from './state';
import * as values from './values';
import type { SType } from './values';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { classOf } = objects;
const { BREAK, CONTINUE, NORMAL, RETURN, TBOOL, TDOUBLE, TINT, TNULL, TOBJ } = state;
const { canonicalName, castValue, isLegalCast, tagOfSType } = values;

/** A compiled statement: runs and tells the enclosing block how control leaves it. */
export type SEv = () => number;

interface CStmt {
  readonly ev: SEv;
  /** Control never reaches the next statement (return, break, continue, or an if/else whose branches all escape). */
  readonly escapes: boolean;
  readonly nodes: number;
}

interface Flags {
  /** The statement is in last position of the script (its value is the script's value). */
  readonly lastSource: boolean;
  readonly inLoop: boolean;
}

const LOOP_LIMIT_MESSAGE = 'The maximum number of statements that can be executed in a loop has been reached.';

/** The script's return type, by context: what a `return` converts its value to. */
export function returnType(ctx: CompileContext): SType {
  if (ctx.returnOverride !== undefined) return ctx.returnOverride;
  return ctx.context === 'score' ? 'double' : ctx.context === 'filter' || ctx.context === 'analysis' ? 'boolean' : 'def';
}

export function compileProgram(ctx: CompileContext, body: Stmt[], maxSteps: number): SEv {
  if (body.length === 0) throw compileError('Cannot generate an empty script.', 0);
  ctx.maxSteps = maxSteps;
  return compileStatements(ctx, body, { lastSource: true, inLoop: false }, { budget: stepBudget(maxSteps) }).ev;
}

const stepBudget = (maxSteps: number) =>
  new JavaException('painless_error', `The maximum number of steps [${maxSteps}] a script may take per document has been reached.`);

/** A function's or a block lambda's statements (a value leaves them only through `return`). */
export function compileBody(ctx: CompileContext, body: Stmt[]): SEv {
  return compileStatements(ctx, body, { lastSource: false, inLoop: false }, { budget: stepBudget(ctx.maxSteps) }).ev;
}

interface Shared {
  readonly budget: JavaException;
}

function compileStatements(ctx: CompileContext, body: Stmt[], flags: Flags, shared: Shared): CStmt {
  const compiled: CStmt[] = [];
  for (let i = 0; i < body.length; i++) {
    if (i > 0 && compiled[i - 1].escapes) throw compileError('Unreachable statement.', body[i].pos);
    const last = i === body.length - 1;
    compiled.push(compileStatement(ctx, body[i], { lastSource: flags.lastSource && last, inLoop: flags.inLoop }, shared));
  }
  const evs = compiled.map((c) => c.ev);
  const n = evs.length;
  const escapes = n > 0 && compiled[n - 1].escapes;
  const nodes = compiled.reduce((s, c) => s + c.nodes, 0);
  if (n === 1) return { ev: evs[0], escapes, nodes };
  const ev: SEv = () => {
    for (let i = 0; i < n; i++) {
      const r = evs[i]();
      if (r !== NORMAL) return r;
    }
    return NORMAL;
  };
  return { ev, escapes, nodes };
}

function scoped(ctx: CompileContext, body: Stmt, flags: Flags, shared: Shared): CStmt {
  ctx.pushScope();
  try {
    return body.kind === 'block'
      ? compileStatements(ctx, body.body, flags, shared)
      : compileStatement(ctx, body, flags, shared);
  } finally {
    ctx.popScope();
  }
}

/** Statements a loop body counts for the loop counter (ES: the body block's statement count, at least 1). */
function statementCount(body: Stmt | undefined): number {
  if (body === undefined) return 1;
  return body.kind === 'block' ? Math.max(1, body.body.length) : 1;
}

function compileStatement(ctx: CompileContext, s: Stmt, flags: Flags, shared: Shared): CStmt {
  const st = ctx.st;
  switch (s.kind) {
    case 'expr': {
      const e = compileExpr(ctx, s.expr);
      if (flags.lastSource) return returnValue(ctx, e, s.pos);
      if (!e.statement) throw compileError('Not a statement.', s.pos);
      const E = e.ev;
      return { ev: () => (E(), NORMAL), escapes: false, nodes: e.nodes };
    }
    case 'decl': {
      const type = declaredType(s.type, s.pos);
      const evs: SEv[] = [];
      let nodes = 0;
      for (const v of s.vars) {
        const init = v.init === undefined ? undefined : coerce(ctx, compileExpr(ctx, v.init), type, false, v.init.pos);
        const { slot } = ctx.declare(v.name, type, v.pos);
        const vals = ctx.vals;
        const tags = ctx.tags;
        if (init === undefined) {
          const tag = tagOfSType(type) >= 0 ? tagOfSType(type) : TNULL;
          const zero = tag === TBOOL ? false : tag === TNULL || tag === tagOfSType('String') ? null : 0;
          const defaultTag = tag === tagOfSType('String') ? TNULL : tag;
          evs.push(() => ((vals[slot] = zero), (tags[slot] = defaultTag), NORMAL));
        } else {
          const I = init.ev;
          evs.push(() => ((vals[slot] = I()), (tags[slot] = st.t), NORMAL));
          nodes += init.nodes;
        }
      }
      const ev: SEv = evs.length === 1 ? evs[0] : () => {
        for (const e of evs) e();
        return NORMAL;
      };
      return { ev, escapes: false, nodes: nodes + 1 };
    }
    case 'if': {
      const test = compileExpr(ctx, s.test);
      if (test.constant) throw compileError('Extraneous if statement.', s.pos);
      const T = requireBoolean(ctx, test, s.pos);
      const then = scoped(ctx, s.then, flags, shared);
      const A = then.ev;
      if (s.else === undefined) {
        return { ev: () => (T() ? A() : NORMAL), escapes: false, nodes: test.nodes + then.nodes };
      }
      const other = scoped(ctx, s.else, flags, shared);
      const B = other.ev;
      return { ev: () => (T() ? A() : B()), escapes: then.escapes && other.escapes, nodes: test.nodes + then.nodes + other.nodes };
    }
    case 'while':
    case 'do': {
      const test = compileExpr(ctx, s.test);
      if (s.kind === 'while' && test.constant) {
        if (test.constant.v === false) throw compileError('Extraneous while loop.', s.pos);
        if (s.body === undefined || (s.body.kind === 'block' && s.body.body.length === 0)) {
          // ES 6.8's SWhile (7.x says "No paths out of loop.").
          throw compileError('While loop has no escape.', s.pos);
        }
      }
      const T = requireBoolean(ctx, test, s.pos);
      const body = s.body === undefined ? undefined : scoped(ctx, s.body, { lastSource: false, inLoop: true }, shared);
      const tick = loopTick(ctx, s.pos, statementCount(s.body), test.nodes + (body?.nodes ?? 0) + 1, shared);
      const B = body?.ev;
      const runBody = (): number => (B === undefined ? NORMAL : B());
      const ev: SEv =
        s.kind === 'while'
          ? () => {
              while (T()) {
                tick();
                const r = runBody();
                if (r === BREAK) break;
                if (r === RETURN) return RETURN;
              }
              return NORMAL;
            }
          : () => {
              do {
                tick();
                const r = runBody();
                if (r === BREAK) break;
                if (r === RETURN) return RETURN;
              } while (T());
              return NORMAL;
            };
      return { ev, escapes: false, nodes: test.nodes + (body?.nodes ?? 0) };
    }
    case 'for':
      return compileFor(ctx, s, shared);
    case 'each':
      return compileEach(ctx, s, shared);
    case 'return': {
      if (s.expr === undefined) {
        if (ctx.returnOverride === 'def' || (ctx.returnOverride === undefined && (ctx.context === 'field' || ctx.context === 'update' || ctx.context === 'aggs_init' || ctx.context === 'aggs_map'))) return { ev: () => ((st.ret = null), (st.retT = TNULL), RETURN), escapes: true, nodes: 1 };
        throw compileError('Must return a value from a non-void method.', s.pos);
      }
      return returnValue(ctx, compileExpr(ctx, s.expr), s.expr.pos);
    }
    case 'break':
    case 'continue': {
      if (!flags.inLoop) {
        throw compileError(`${s.kind === 'break' ? 'Break' : 'Continue'} statement outside of a loop.`, s.pos);
      }
      const signal = s.kind === 'break' ? BREAK : CONTINUE;
      return { ev: () => signal, escapes: true, nodes: 1 };
    }
    case 'block':
      return scoped(ctx, s, flags, shared);
  }
}

/** `return e` and the implicit return of a last expression: converts to the script's return type (ES SReturn). */
function returnValue(ctx: CompileContext, e: CExpr, pos: number): CStmt {
  const st = ctx.st;
  const to = returnType(ctx);
  if (!isLegalCast(e.type, to, false)) {
    throw compileCastError(`Cannot cast from [${canonicalName(e.type)}] to [${canonicalName(to)}].`, pos);
  }
  const E = e.ev;
  const ev: SEv =
    to === 'def'
      ? () => {
          st.ret = E();
          st.retT = st.t;
          return RETURN;
        }
      : to === 'double'
        ? () => {
            const v = E();
            // perf: int, float and double are JS numbers, and so is a long below 2^53: widening changes nothing.
            if (st.t >= TINT && st.t <= TDOUBLE) st.ret = typeof v === 'bigint' ? Number(v) : v;
            else {
              st.pos = pos;
              st.ret = castValue(v, st.t, to, false, st);
            }
            st.retT = TDOUBLE;
            return RETURN;
          }
        : () => {
            const v = E();
            st.pos = pos;
            st.ret = castValue(v, st.t, to, false, st);
            st.retT = st.t;
            return RETURN;
          };
  return { ev, escapes: true, nodes: e.nodes };
}

/** Charges one loop iteration: ES's loop counter, then Searchpad's step budget. */
function loopTick(ctx: CompileContext, pos: number, count: number, weight: number, shared: Shared): () => void {
  const st = ctx.st;
  return () => {
    st.loopCounter -= count;
    st.steps -= weight;
    if (st.loopCounter < 0) {
      st.pos = pos;
      throw new JavaException('painless_error', LOOP_LIMIT_MESSAGE);
    }
    if (st.steps < 0) {
      st.pos = pos;
      throw shared.budget;
    }
  };
}

function compileFor(ctx: CompileContext, s: Extract<Stmt, { kind: 'for' }>, shared: Shared): CStmt {
  ctx.pushScope();
  try {
    let init: SEv | undefined;
    let nodes = 0;
    if (s.init !== undefined) {
      if (s.init.kind === 'expr') {
        const e = compileExpr(ctx, s.init.expr);
        if (!e.statement) throw compileError('Not a statement.', s.init.pos);
        const E = e.ev;
        init = () => (E(), NORMAL);
        nodes += e.nodes;
      } else {
        const c = compileStatement(ctx, s.init, { lastSource: false, inLoop: false }, shared);
        init = c.ev;
        nodes += c.nodes;
      }
    }
    let T: Ev | undefined;
    let testNodes = 0;
    if (s.test !== undefined) {
      const test = compileExpr(ctx, s.test);
      if (test.constant?.v === false) throw compileError('Extraneous for loop.', s.pos);
      const emptyBody = s.body === undefined || (s.body.kind === 'block' && s.body.body.length === 0);
      // ES 6.8's SFor: only a constant-true condition is checked; `for (;;) {}` runs into the loop counter.
      if (test.constant?.v === true && emptyBody) throw compileError('For loop has no escape.', s.pos);
      if (!test.constant) T = requireBoolean(ctx, test, s.pos);
      testNodes = test.nodes;
    }
    let U: Ev | undefined;
    let updateNodes = 0;
    if (s.update !== undefined) {
      const u = compileExpr(ctx, s.update);
      if (!u.statement) throw compileError('Not a statement.', s.update.pos);
      U = u.ev;
      updateNodes = u.nodes;
    }
    const body = s.body === undefined ? undefined : scoped(ctx, s.body, { lastSource: false, inLoop: true }, shared);
    const B = body?.ev;
    const weight = testNodes + updateNodes + (body?.nodes ?? 0) + 1;
    const tick = loopTick(ctx, s.pos, statementCount(s.body), weight, shared);
    const ev: SEv = () => {
      if (init !== undefined) init();
      while (T === undefined || T()) {
        tick();
        if (B !== undefined) {
          const r = B();
          if (r === BREAK) break;
          if (r === RETURN) return RETURN;
        }
        if (U !== undefined) U();
      }
      return NORMAL;
    };
    return { ev, escapes: false, nodes: nodes + weight };
  } finally {
    ctx.popScope();
  }
}

function compileEach(ctx: CompileContext, s: Extract<Stmt, { kind: 'each' }>, shared: Shared): CStmt {
  const st = ctx.st;
  const iterable = compileExpr(ctx, s.iterable);
  if (iterable.type !== 'def' && iterable.type !== 'List' && iterable.type !== 'Object') {
    throw compileError(`Illegal for each type [${canonicalName(iterable.type)}].`, s.iterable.pos);
  }
  ctx.pushScope();
  try {
    const type = declaredType(s.type, s.pos);
    const { slot } = ctx.declare(s.name, type, s.pos);
    const body = scoped(ctx, s.body, { lastSource: false, inLoop: true }, shared);
    const I = iterable.ev;
    const B = body.ev;
    const vals = ctx.vals;
    const tags = ctx.tags;
    const tick = loopTick(ctx, s.pos, statementCount(s.body), body.nodes + 1, shared);
    const pos = s.iterable.pos;
    const ev: SEv = () => {
      const o = I();
      const ot = st.t;
      st.pos = pos;
      if (ot === TNULL) throw new JavaException('null_pointer_exception', null);
      const list = ot === TOBJ ? classOf(o, ot)?.list : undefined;
      if (list === undefined) {
        throw new JavaException('illegal_argument_exception', `Cannot iterate over [${classOf(o, ot)?.name}]`);
      }
      for (let i = 0; i < list.size(o, st); i++) {
        tick();
        const v = list.get(o, i, st);
        st.pos = pos;
        vals[slot] = type === 'def' ? v : castValue(v, st.t, type, false, st);
        tags[slot] = st.t;
        const r = B();
        if (r === BREAK) break;
        if (r === RETURN) return RETURN;
      }
      return NORMAL;
    };
    return { ev, escapes: false, nodes: iterable.nodes + body.nodes + 1 };
  } finally {
    ctx.popScope();
  }
}

/** The value a script returns when no `return` ran: ES returns the type's default. */
export function defaultReturn(ctx: CompileContext): { v: unknown; t: number } {
  if (ctx.context === 'score') return { v: 0, t: TDOUBLE };
  if (ctx.context === 'filter' || ctx.context === 'analysis') return { v: false, t: TBOOL };
  return { v: null, t: TNULL };
}
