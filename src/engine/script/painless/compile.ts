/**
 * Compiles a Painless script once per request into a closure tree and wraps it as a `CompiledScript`: per-document
 * execution with the loop counter and step budget reset, ES's compile and runtime `script_exception`s, and
 * deduplicated deprecation warnings.
 */
import { EsError } from '../../errors/es-error';
import * as limits from '../limits';
import {
  JavaException, javaCause, painlessCompileStack, painlessRuntimeStack, scriptException, type ScriptErrorPhase,
} from '../script-errors';
import type { CompileOptions, CompiledScript, DocValuesAccess, ScriptResultType, ScriptSpec, ScriptValue } from '../types';
import { CompileContext } from './context';
import { compileExpr } from './compile-expr';
import { compileProgram, defaultReturn, type SEv } from './compile-stmt';
import { compileCallable, compileFunctions } from './compile-functions';
import { longToDouble } from './long-math';
import * as objects from './objects';
import { parsePainless } from './parser';
import * as state from './state';
import type { ExecState } from './state';
import * as values from './values';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { materializeList, paramsToMap, scriptValueToJson } = objects;
const { DEFAULT_MAX_STEPS, MAX_LOOP_COUNTER } = limits;
const { TBOOL, TDOUBLE, TFLOAT, TINT, TLONG, TNULL } = state;
const { javaClassName, jdkCastMessage } = values;

const LANG = 'painless';

/** An update script reads no doc values. */
const NO_DOC_VALUES: DocValuesAccess = { kind: () => 'unmapped', values: () => [] };

export function compilePainless(spec: ScriptSpec, opts: CompileOptions = {}): CompiledScript {
  const source = spec.source;
  const maxSteps = opts.maxSteps ?? DEFAULT_MAX_STEPS;
  try {
    const program = parsePainless(source);
    const context = opts.context ?? 'score';
    const ctx = new CompileContext(source, scriptParams(spec.params, context), context, opts.typeName, compileExpr);
    ctx.maxSteps = maxSteps;
    ctx.callableCompiler = compileCallable;
    compileFunctions(ctx, program.functions);
    const root = compileProgram(ctx, program.body, maxSteps);
    return new PainlessScript(source, program.statementStarts, ctx, root, maxSteps);
  } catch (e) {
    throw toScriptException('compile error', e, (offset) => painlessCompileStack(source, offset), source);
  }
}

/** The scripted_metric state's deprecated alias in params, per script (6.8's ScriptedMetricAggContexts). */
const AGG_STATE_PARAM: ReadonlyMap<string, { key: string; script: string }> = new Map([
  ['aggs_init', { key: '_agg', script: 'init' }],
  ['aggs_map', { key: '_agg', script: 'map' }],
  ['aggs_combine', { key: '_agg', script: 'combine' }],
  ['aggs_reduce', { key: '_aggs', script: 'reduce' }],
]);

/** A script's `params`: the request's, in a map that warns on reads of the state's deprecated alias. */
function scriptParams(params: Record<string, unknown>, context: string): objects.ScriptMap {
  const map = paramsToMap(params);
  const alias = AGG_STATE_PARAM.get(context);
  if (alias === undefined) return map;
  const warning = `Accessing variable [${alias.key}] via [params.${alias.key}] from within a scripted metric agg ${alias.script} script is deprecated in favor of using [state].`;
  return new objects.WarningKeysMap(map.entries, new Map([[alias.key, warning]]));
}

/** Turns what a script raised into ES's script_exception; bugs (plain Errors) pass through unchanged. */
function toScriptException(
  phase: ScriptErrorPhase,
  e: unknown,
  stack: (offset: number) => string[],
  source: string,
  fallbackOffset = -1,
): unknown {
  if (e instanceof EsError) return e;
  let java: JavaException | undefined;
  if (e instanceof JavaException) java = e;
  // ES: the JVM's StackOverflowError and OutOfMemoryError are caught and reported the same way.
  else if (e instanceof RangeError) {
    java = new JavaException(/string length/i.test(e.message) ? 'out_of_memory_error' : 'stack_overflow_error', null);
  }
  if (java === undefined) return e;
  const offset = java.offset >= 0 ? java.offset : fallbackOffset;
  return scriptException(phase, javaCause(java), stack(offset), source, LANG);
}

const RESULT_TYPES: ScriptResultType[] = ['null', 'boolean', 'int', 'long', 'float', 'double', 'String', 'object'];

class PainlessScript implements CompiledScript {
  private readonly st: ExecState;
  private readonly fallback: { v: unknown; t: number };

  constructor(
    private readonly source: string,
    private readonly statementStarts: readonly number[],
    private readonly ctx: CompileContext,
    private readonly root: SEv,
    private readonly maxSteps: number,
  ) {
    this.st = ctx.st;
    this.fallback = defaultReturn(ctx);

  }

  get warnings(): readonly string[] {
    return [...this.st.warnings];
  }

  get needsScore(): boolean {
    return this.ctx.needsScore;
  }

  get resultType(): ScriptResultType {
    return RESULT_TYPES[this.st.retT];
  }

  link(): void {
    // Painless resolves `doc[...]` per document, as ES does.
  }

  evaluate(doc: number, score: number, docValues: DocValuesAccess, value?: ScriptValue): unknown {
    const st = this.st;
    st.doc = doc;
    st.score = score;
    if (value) {
      st.valueT = value.type === 'long' ? state.TLONG : value.type === 'double' ? state.TDOUBLE : value.type === 'boolean' ? state.TBOOL : state.TSTRING;
      // A long has one spelling (long-math.ts): past 2^53 a bigint.
      st.value = st.valueT === state.TLONG && typeof value.v === 'number' && !Number.isSafeInteger(value.v) ? BigInt(value.v) : value.v;
    }
    st.dv = docValues;
    st.loopCounter = MAX_LOOP_COUNTER;
    st.steps = this.maxSteps;
    st.pos = -1;
    st.ret = this.fallback.v;
    st.retT = this.fallback.t;
    try {
      this.root();
    } catch (e) {
      throw toScriptException(
        'runtime error',
        e,
        (offset) => painlessRuntimeStack(this.source, this.statementStarts, offset),
        this.source,
        st.pos,
      );
    }
    // Doc values read after their document moved on would show another document's values: copy them now.
    if (st.retT === state.TOBJ) st.ret = materializeList(st.ret, st);
    return st.ret;
  }

  executeWithContext(ctxJson: Record<string, unknown>): Record<string, unknown> {
    const ctxMap = paramsToMap(ctxJson);
    this.st.ctxMap = ctxMap;
    try {
      this.evaluate(0, 0, NO_DOC_VALUES);
    } finally {
      this.st.ctxMap = null;
    }
    return scriptValueToJson(ctxMap, state.TOBJ) as Record<string, unknown>;
  }

  evaluateAgg(bound: unknown, doc: number, score: number, docValues: DocValuesAccess): unknown {
    const alias = AGG_STATE_PARAM.get(this.ctx.context);
    const params = this.ctx.params;
    // ES 6.8 keeps the state in params under its old name too (the same object as `state`/`states`).
    if (alias !== undefined) params.put(alias.key, state.TSTRING, bound, state.TOBJ);
    this.st.ctxMap = bound;
    try {
      return this.evaluate(doc, score, docValues);
    } finally {
      this.st.ctxMap = null;
    }
  }

  evaluateToken(token: Record<string, unknown>): unknown {
    this.st.ctxMap = paramsToMap(token);
    try {
      return this.evaluate(0, 0, NO_DOC_VALUES);
    } finally {
      this.st.ctxMap = null;
    }
  }

  execute(doc: number, score: number, docValues: DocValuesAccess): number {
    const v = this.evaluate(doc, score, docValues);
    const t = this.st.retT;
    if (t === TDOUBLE || t === TINT || t === TFLOAT) return v as number;
    if (t === TLONG) return longToDouble(v as number | bigint);
    if (t === TBOOL) return v ? 1 : 0;
    const java =
      t === TNULL
        ? new JavaException('null_pointer_exception', null)
        : new JavaException('class_cast_exception', jdkCastMessage(javaClassName(v, t), 'java.lang.Number'));
    throw toScriptException('runtime error', java, () => ['<<< unknown portion of script >>>'], this.source);
  }
}

