/**
 * Compile-time constants: a constant expression, the folding of constant operands (ES folds them at compile time,
 * so `1/0` is a compile error) and the error for a type outside the subset. A leaf the expression compilers share.
 */
import type { JavaException } from '../script-errors';
import { atPosition, compileError, type CExpr, type CompileContext } from './context';
import { ExecState } from './state';
import * as values from './values';
import type { SType } from './values';

// perf: imported binding copied to a module constant once (see compile-expr.ts).
const { sTypeOfTag } = values;

/** Scratch state for folding constants at compile time. */
const FOLD_STATE = new ExecState();

export function constant(ctx: CompileContext, v: unknown, t: number, type: SType): CExpr {
  const st = ctx.st;
  return { ev: () => ((st.t = t), v), type, constant: { v, t }, statement: false, nodes: 1 };
}

/** Evaluates `fn` on constant operands now; a Java exception becomes a compile error at `pos`. */
export function fold(ctx: CompileContext, pos: number, type: SType, fn: (st: ExecState) => unknown): CExpr {
  let v: unknown;
  try {
    v = fn(FOLD_STATE);
  } catch (e) {
    throw atPosition(e, pos);
  }
  return constant(ctx, v, FOLD_STATE.t, type === 'def' ? sTypeOfTag(FOLD_STATE.t) : type);
}

export function unsupportedType(typeName: string, pos: number): JavaException {
  return compileError(`type [${typeName}] is not supported in Searchpad's Painless subset.`, pos);
}
