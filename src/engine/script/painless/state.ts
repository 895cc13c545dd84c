/**
 * Per-script execution state, allocated once at compile time and reused for every document (perf: the hot loop
 * allocates nothing). Every compiled expression returns its value and leaves the value's Java type tag in `t`.
 */
import type { DocValuesAccess } from '../types';

/** Runtime type tags: what Java type a JS value stands for. Numeric tags are ordered by promotion rank. */
export const TNULL = 0;
export const TBOOL = 1;
export const TINT = 2;
export const TLONG = 3;
export const TFLOAT = 4;
export const TDOUBLE = 5;
export const TSTRING = 6;
export const TOBJ = 7;

export const isNumericTag = (t: number) => t >= TINT && t <= TDOUBLE;

export class ExecState {
  /** Tag of the value the last evaluated expression returned. */
  t = TNULL;
  /** Offset of the node running a fallible operation, for the runtime script_stack. */
  pos = -1;
  doc = 0;
  score = 0;
  dv: DocValuesAccess | undefined;
  /** `_value` of an aggregation value script, and its tag. */
  value: unknown = null;
  valueT = TNULL;
  /** The `ctx` map of an update script (a ScriptMap), null in other contexts. */
  ctxMap: unknown = null;
  /** ES: Painless loop counter, decremented per iteration by the loop body's statement count. */
  loopCounter = 0;
  /** Searchpad's own work budget, decremented by the node count of each loop iteration. */
  steps = 0;
  /** Local variable slots (values and tags), sized by the compiler. */
  vals: unknown[] = [];
  tags: number[] = [];
  /** The returned value and its tag, set by `return` and by the implicit return of a last expression. */
  ret: unknown = null;
  retT = TNULL;
  readonly warnings = new Set<string>();
  /** Calls of the script's functions and lambdas under way (bounded: JS has a stack too). */
  depth = 0;
}

/** Control-flow signal a compiled statement returns. */
export const NORMAL = 0;
export const BREAK = 1;
export const CONTINUE = 2;
export const RETURN = 3;
