/**
 * Compile-time state shared by the expression and statement compilers: lexical scopes with variable slots, the
 * execution state the closures capture, and the built-in variables of a score script (`_score`, `params`, `doc`).
 */
import { JavaException, classCastJava, illegalArgumentJava } from '../script-errors';
import type { ScriptContext } from '../types';
import type { Expr } from './ast';
import { DocLookup } from './doc-values';
import type { ScriptMap } from './objects';
import { ExecState } from './state';
import type { SType } from './values';
import type { Invoke } from './functional';

/** A compiled expression: `ev` returns the value and leaves its tag in `st.t`. */
export type Ev = () => unknown;

export interface CExpr {
  readonly ev: Ev;
  readonly type: SType;
  /** Compile-time constant value and tag, for folding and constant loop conditions. */
  readonly constant?: { readonly v: unknown; readonly t: number };
  /** ES "statement" expressions (assignments, ++/--, calls) may stand alone; others only as the last statement. */
  readonly statement: boolean;
  /** AST nodes below and including this one: the cost of one evaluation, for the step budget. */
  readonly nodes: number;
}

/**
 * The expression compiler, handed to the context by its one entry (`compile.ts`): member access, calls and
 * indexing compile their operands through it, so the expression forms do not import each other in a circle.
 */
export type ExprCompiler = (ctx: CompileContext, e: Expr) => CExpr;

/** Lambdas and calls of the script's functions, compiled by compile-functions.ts (handed in by `compile.ts`). */
export type CallableCompiler = (ctx: CompileContext, e: Extract<Expr, { kind: 'lambda' | 'fcall' }>) => CExpr;

export interface VarInfo {
  readonly slot: number;
  readonly type: SType;
}

/** Names the script sees without declaring them; redeclaring one is an error. */
export const BUILTIN_VARIABLES = ['params', 'doc', '_score', '_value'] as const;

/** The variables a script context binds besides the built-in ones (a scripted_metric's `state` and `states`). */
export function isContextVariable(ctx: { readonly context: ScriptContext }, name: string): boolean {
  if (name === 'state') return ctx.context === 'aggs_init' || ctx.context === 'aggs_map' || ctx.context === 'aggs_combine';
  if (name === 'states') return ctx.context === 'aggs_reduce';
  return false;
}

export class CompileContext {
  readonly st = new ExecState();
  readonly vals: unknown[] = this.st.vals;
  readonly tags: number[] = this.st.tags;
  readonly docLookup: DocLookup;
  needsScore = false;
  /** The script's functions by name (`boolean f(def x) {...}`), declared before any body is compiled. */
  readonly functions = new Map<string, { arity: number; invoke?: Invoke }>();
  /** Inside a function or a lambda: the type its `return` converts to (the script's own otherwise). */
  returnOverride: SType | undefined;
  /** The step budget per execution (the error a loop raises past it names it). */
  maxSteps = 0;
  private scopes: Map<string, VarInfo>[] = [new Map()];
  private slots = 0;

  constructor(
    readonly source: string,
    readonly params: ScriptMap,
    readonly context: ScriptContext,
    typeName: string | undefined,
    private readonly exprCompiler: ExprCompiler,
  ) {
    this.docLookup = new DocLookup(typeName);
  }

  /** Set by `compile.ts`: how lambdas and function calls compile. */
  callableCompiler: CallableCompiler | undefined;

  compileCallable(e: Extract<Expr, { kind: 'lambda' | 'fcall' }>): CExpr {
    if (this.callableCompiler === undefined) throw compileError('lambdas and functions are not available here', e.pos);
    return this.callableCompiler(this, e);
  }

  /** Compiles a sub-expression (through the injected expression compiler). */
  compileExpr(e: Expr): CExpr {
    return this.exprCompiler(this, e);
  }

  /** Slots handed out so far: a function's locals are the slots its compilation adds. */
  get slotCount(): number {
    return this.slots;
  }

  /** Compiles `fn` where no variable of the script is visible (a function body sees only its parameters). */
  isolated<T>(fn: () => T): T {
    const saved = this.scopes;
    this.scopes = [new Map()];
    try {
      return fn();
    } finally {
      this.scopes = saved;
    }
  }

  pushScope(): void {
    this.scopes.push(new Map());
  }

  popScope(): void {
    this.scopes.pop();
  }

  lookup(name: string): VarInfo | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const v = this.scopes[i].get(name);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  declare(name: string, type: SType, pos: number): VarInfo {
    if ((BUILTIN_VARIABLES as readonly string[]).includes(name) || isContextVariable(this, name) || this.lookup(name) !== undefined) {
      throw illegalArgumentJava(`Variable [${name}] is already defined.`, pos);
    }
    const info = { slot: this.slots++, type };
    this.vals.push(null);
    this.tags.push(0);
    this.scopes[this.scopes.length - 1].set(name, info);
    return info;
  }
}

/** A compile error at `pos` (ES: `Location.createError`). */
export const compileError = (message: string, pos: number) => illegalArgumentJava(message, pos);
export const compileCastError = (message: string, pos: number) => classCastJava(message, pos);

/** Re-throws a JavaException raised while folding a constant at the node's position. */
export function atPosition(e: unknown, pos: number): unknown {
  if (e instanceof JavaException && e.offset < 0) return new JavaException(e.type, e.reason, pos);
  return e;
}
