/**
 * Compiles a Lucene expression (`"lang": "expression"`) into a closure tree over doubles: Lucene's operator
 * semantics (booleans are 1/0, a condition is true when non-zero, bit operators go through Java `long`), its
 * function table, and ES's variable binding with `compile error` / `link error` script_exceptions.
 */
import type { EsError } from '../../errors/es-error';
import { EXPRESSION_FUNCTIONS } from '../java-math';
import { JavaException, expressionStack, javaCause, scriptException, type ScriptErrorPhase } from '../script-errors';
import type { CompileOptions, CompiledScript, DocValuesAccess, ScriptResultType, ScriptSpec } from '../types';
import { bindVariable, dateField, reduce, resolveDocBinding, type Binding, type DateGetter, type Reducer } from './bindings';
import { ExpressionParseError, parseExpression, type ExprNode } from './parser';
import * as longMath from '../painless/long-math';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { doubleToInt, doubleToLong, longAnd, longNot, longOr, longShift, longToDouble, longXor } = longMath;

const LANG = 'expression';

const NO_VALUES: ArrayLike<number> = new Float64Array(0);

type NumEv = () => number;

interface EvalState {
  doc: number;
  score: number;
  dv: DocValuesAccess | undefined;
}

interface DocVar {
  readonly name: string;
  readonly binding: Extract<Binding, { kind: 'doc' }>;
  reducer: Reducer;
  dateGetter?: DateGetter;
}

export function compileExpression(spec: ScriptSpec, _opts: CompileOptions = {}): CompiledScript {
  const source = spec.source;
  let ast: ExprNode;
  try {
    ast = parseExpression(source);
  } catch (e) {
    if (e instanceof ExpressionParseError) {
      throw fail('compile error', new JavaException('parse_exception', e.message), source, source);
    }
    if (e instanceof RangeError) throw fail('compile error', new JavaException('stack_overflow_error', null), source, source);
    throw e;
  }
  const compiler = new ExpressionCompiler(source, spec.params);
  let root: NumEv;
  try {
    root = compiler.compile(ast);
  } catch (e) {
    if (e instanceof ExpressionParseError) {
      throw fail('compile error', new JavaException('parse_exception', e.message), source, source);
    }
    throw e;
  }
  return new ExpressionScript(root, compiler);
}

function fail(phase: ScriptErrorPhase, cause: JavaException, portion: string, source: string): EsError {
  return scriptException(phase, javaCause(cause), expressionStack(portion), source, LANG);
}

class ExpressionCompiler {
  readonly st: EvalState = { doc: 0, score: 0, dv: undefined };
  readonly docVars: DocVar[] = [];
  needsScore = false;
  private readonly varEvs = new Map<string, NumEv>();
  private readonly order: string[] = [];

  constructor(
    private readonly source: string,
    private readonly params: Record<string, unknown>,
  ) {}

  compile(n: ExprNode): NumEv {
    switch (n.kind) {
      case 'num': {
        const v = n.value;
        return () => v;
      }
      case 'var':
        return this.variable(n.name);
      case 'call':
        return this.call(n.name, n.args);
      case 'unary': {
        const x = this.compile(n.operand);
        switch (n.op) {
          case '-':
            return () => -x();
          case '+':
            return x;
          case '!':
            return () => (x() === 0 ? 1 : 0);
          default:
            return () => longToDouble(longNot(doubleToLong(x())));
        }
      }
      case 'binary':
        return binary(n.op, this.compile(n.left), this.compile(n.right));
      case 'cond': {
        const t = this.compile(n.test);
        const a = this.compile(n.then);
        const b = this.compile(n.else);
        // ES: Lucene tests a condition with `!= 0`, so NaN counts as true.
        return () => (t() !== 0 ? a() : b());
      }
    }
  }

  private call(name: string, args: ExprNode[]): NumEv {
    const fn = EXPRESSION_FUNCTIONS.get(name);
    if (fn === undefined) {
      throw new ExpressionParseError(`Invalid expression '${this.source}': Unrecognized function call (${name}).`, 0);
    }
    if (fn.arity !== args.length) {
      throw new ExpressionParseError(
        `Invalid expression '${this.source}': Expected (${fn.arity}) arguments for function call (${name}), but found (${args.length}).`,
        0,
      );
    }
    const evs = args.map((a) => this.compile(a));
    // perf: one argument buffer per call site.
    const buf = new Float64Array(evs.length);
    const f = fn.fn;
    if (evs.length === 1) {
      const a = evs[0];
      return () => ((buf[0] = a()), f(buf));
    }
    return () => {
      for (let i = 0; i < evs.length; i++) buf[i] = evs[i]();
      return f(buf);
    };
  }

  /** Variables bind once per name, in order of first appearance (the order ES reports link errors in). */
  private variable(name: string): NumEv {
    const known = this.varEvs.get(name);
    if (known !== undefined) return known;
    this.order.push(name);
    let binding: Binding;
    try {
      binding = bindVariable(name, this.params);
    } catch (e) {
      if (e instanceof JavaException) throw fail('link error', e, name, this.source);
      throw e;
    }
    const st = this.st;
    let ev: NumEv;
    if (binding.kind === 'score') {
      this.needsScore = true;
      ev = () => st.score;
    } else if (binding.kind === 'const') {
      const v = binding.value;
      ev = () => v;
    } else {
      const dv: DocVar = { name, binding, reducer: 'min' };
      this.docVars.push(dv);
      const field = binding.field;
      ev = () => {
        const values = ((st.dv as DocValuesAccess).values(field, st.doc) ?? NO_VALUES) as ArrayLike<number>;
        const v = reduce(values, dv.reducer);
        return dv.dateGetter === undefined ? v : dateField(v, dv.dateGetter);
      };
    }
    this.varEvs.set(name, ev);
    return ev;
  }

  /** Resolves doc variables against the mapping (ES does this while building the query). */
  link(kinds: Pick<DocValuesAccess, 'kind'>): void {
    for (const v of this.docVars) {
      try {
        const r = resolveDocBinding(v.binding, kinds.kind(v.binding.field));
        v.reducer = r.reducer;
        v.dateGetter = r.dateGetter;
      } catch (e) {
        if (e instanceof JavaException) throw fail('link error', e, v.name, this.source);
        throw e;
      }
    }
  }
}

function binary(op: string, a: NumEv, b: NumEv): NumEv {
  switch (op) {
    case '+':
      return () => a() + b();
    case '-':
      return () => a() - b();
    case '*':
      return () => a() * b();
    case '/':
      return () => a() / b();
    case '%':
      return () => a() % b();
    case '<':
      return () => (a() < b() ? 1 : 0);
    case '<=':
      return () => (a() <= b() ? 1 : 0);
    case '>':
      return () => (a() > b() ? 1 : 0);
    case '>=':
      return () => (a() >= b() ? 1 : 0);
    case '==':
      return () => (a() === b() ? 1 : 0);
    case '!=':
      return () => (a() !== b() ? 1 : 0);
    case '&&':
      return () => (a() !== 0 && b() !== 0 ? 1 : 0);
    case '||':
      return () => (a() !== 0 || b() !== 0 ? 1 : 0);
    case '&':
      return () => longToDouble(longAnd(doubleToLong(a()), doubleToLong(b())));
    case '|':
      return () => longToDouble(longOr(doubleToLong(a()), doubleToLong(b())));
    case '^':
      return () => longToDouble(longXor(doubleToLong(a()), doubleToLong(b())));
    case '<<':
    case '>>':
    case '>>>':
      return () => longToDouble(longShift(op, doubleToLong(a()), doubleToInt(b())));
    default:
      throw new Error(`bug: unknown expression operator ${op}`);
  }
}

class ExpressionScript implements CompiledScript {
  readonly warnings: readonly string[] = [];
  private linkedTo: Pick<DocValuesAccess, 'kind'> | undefined;

  constructor(
    private readonly root: NumEv,
    private readonly compiler: ExpressionCompiler,
  ) {}

  get needsScore(): boolean {
    return this.compiler.needsScore;
  }

  get resultType(): ScriptResultType {
    return 'double';
  }

  link(docValues: Pick<DocValuesAccess, 'kind'>): void {
    this.compiler.link(docValues);
    this.linkedTo = docValues;
  }

  evaluate(doc: number, score: number, docValues: DocValuesAccess): number {
    return this.execute(doc, score, docValues);
  }

  execute(doc: number, score: number, docValues: DocValuesAccess): number {
    if (this.linkedTo === undefined) this.link(docValues);
    const st = this.compiler.st;
    st.doc = doc;
    st.score = score;
    st.dv = docValues;
    return this.root();
  }
}

