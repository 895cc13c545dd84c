/**
 * Painless operators at compile time (ES EBinary, EComp, EBool, EUnary, EConditional, EElvis): static operand checks
 * with ES's messages, result types by numeric promotion, constant folding, and closures over the runtime operators.
 */
import type { BinaryOp } from './ast';
import { compileCastError, compileError, type CExpr, type CompileContext, type Ev } from './context';
import { coerce } from './compile-casts';
import { constant, fold } from './compile-constants';
import * as operators from './operators';
import type { ArithOp, BitOp, CompareOp, ShiftOp } from './operators';
import * as state from './state';
import type { ExecState } from './state';
import * as values from './values';
import type { SType } from './values';

// perf: imported bindings copied to module constants once; Node's ESM interop (vitest, tsx) reads
// them through getters, which costs more than the arithmetic in a hot closure.
const { arith, bitNot, bitwise, compare, equals, identical, negate, plus, shift } = operators;
const { TBOOL, TNULL } = state;
const { canonicalName, castValue, isNumericSType, isReferenceSType } = values;

const OP_NAMES: Readonly<Record<string, string>> = {
  '*': 'multiply', '/': 'divide', '%': 'remainder', '+': 'add', '-': 'subtract',
  '<<': 'left shift', '>>': 'right shift', '>>>': 'unsigned shift', '&': 'and', '^': 'xor', '|': 'or',
  '==': 'equals', '===': 'reference equals', '!=': 'not equals', '!==': 'reference not equals',
  '<': 'less than', '<=': 'less than or equals', '>': 'greater than', '>=': 'greater than or equals',
};

const NUMERIC_RANK: readonly SType[] = ['int', 'long', 'float', 'double'];

export function promoteNumeric(a: SType, b: SType): SType {
  return NUMERIC_RANK[Math.max(NUMERIC_RANK.indexOf(a), NUMERIC_RANK.indexOf(b))];
}

const isIntegral = (t: SType) => t === 'int' || t === 'long';

/** ES EBinary/EComp analysis: the static result type, or a compile error for operand types the operator rejects. */
export function binaryType(op: BinaryOp, a: SType, b: SType, pos: number): SType {
  const comparison = op === '<' || op === '<=' || op === '>' || op === '>=';
  const equality = op === '==' || op === '!=' || op === '===' || op === '!==';
  if (a === 'def' || b === 'def') return comparison || equality ? 'boolean' : 'def';
  let ok: boolean;
  let result: SType = 'boolean';
  if (equality) {
    const ref = (t: SType) => isReferenceSType(t) || t === 'null';
    ok = (isNumericSType(a) && isNumericSType(b)) || (a === 'boolean' && b === 'boolean') || (ref(a) && ref(b));
  } else if (comparison) {
    ok = isNumericSType(a) && isNumericSType(b);
  } else if (op === '+' && (a === 'String' || b === 'String')) {
    ok = a !== 'void' && b !== 'void';
    result = 'String';
  } else if (op === '&' || op === '|' || op === '^') {
    ok = (isIntegral(a) && isIntegral(b)) || (a === 'boolean' && b === 'boolean');
    result = a === 'boolean' ? 'boolean' : promoteNumeric(a, b);
  } else if (op === '<<' || op === '>>' || op === '>>>') {
    ok = isIntegral(a) && isIntegral(b);
    result = a;
  } else {
    ok = isNumericSType(a) && isNumericSType(b);
    if (ok) result = promoteNumeric(a, b);
  }
  if (!ok) {
    throw compileCastError(
      `Cannot apply ${OP_NAMES[op]} [${op}] to types [${canonicalName(a)}] and [${canonicalName(b)}].`,
      pos,
    );
  }
  return result;
}

type BinaryFn = (a: unknown, ta: number, b: unknown, tb: number, st: ExecState) => unknown;

export function binaryFn(op: BinaryOp): BinaryFn {
  switch (op) {
    case '+':
    case '-':
    case '*':
    case '/':
    case '%':
      return (a, ta, b, tb, st) => arith(op as ArithOp, a, ta, b, tb, st);
    case '&':
    case '|':
    case '^':
      return (a, ta, b, tb, st) => bitwise(op as BitOp, a, ta, b, tb, st);
    case '<<':
    case '>>':
    case '>>>':
      return (a, ta, b, tb, st) => shift(op as ShiftOp, a, ta, b, tb, st);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return (a, ta, b, tb, st) => compare(op as CompareOp, a, ta, b, tb, st);
    case '==':
      return (a, ta, b, tb, st) => ((st.t = TBOOL), equals(a, ta, b, tb));
    case '!=':
      return (a, ta, b, tb, st) => ((st.t = TBOOL), !equals(a, ta, b, tb));
    case '===':
      return (a, ta, b, tb, st) => ((st.t = TBOOL), identical(a, ta, b, tb));
    default:
      return (a, ta, b, tb, st) => ((st.t = TBOOL), !identical(a, ta, b, tb));
  }
}

export function compileBinary(ctx: CompileContext, op: BinaryOp, left: CExpr, right: CExpr, pos: number): CExpr {
  const type = binaryType(op, left.type, right.type, pos);
  const fn = binaryFn(op);
  if (left.constant && right.constant) {
    const l = left.constant;
    const r = right.constant;
    return fold(ctx, pos, type, (s) => fn(l.v, l.t, r.v, r.t, s));
  }
  const st = ctx.st;
  const L = left.ev;
  const R = right.ev;
  const ev: Ev = () => {
    const a = L();
    const ta = st.t;
    const b = R();
    const tb = st.t;
    st.pos = pos;
    return fn(a, ta, b, tb, st);
  };
  return { ev, type, statement: false, nodes: left.nodes + right.nodes + 1 };
}

/** A boolean operand: statically boolean or def (checked at runtime), else ES's cast error. */
export function requireBoolean(ctx: CompileContext, e: CExpr, pos: number): Ev {
  if (e.type === 'boolean') return e.ev;
  if (e.type !== 'def') throw compileCastError(`Cannot cast from [${canonicalName(e.type)}] to [boolean].`, pos);
  const st = ctx.st;
  const ev = e.ev;
  return () => {
    const v = ev();
    if (st.t !== TBOOL) {
      st.pos = pos;
      castValue(v, st.t, 'boolean', false, st);
    }
    return v;
  };
}

export function compileLogical(ctx: CompileContext, op: '&&' | '||', left: CExpr, right: CExpr, pos: number): CExpr {
  const L = requireBoolean(ctx, left, pos);
  const R = requireBoolean(ctx, right, pos);
  if (left.constant && right.constant) {
    const v = op === '&&' ? (left.constant.v as boolean) && (right.constant.v as boolean) : (left.constant.v as boolean) || (right.constant.v as boolean);
    return constant(ctx, v, TBOOL, 'boolean');
  }
  const st = ctx.st;
  const ev: Ev =
    op === '&&'
      ? () => {
          if (!L()) return ((st.t = TBOOL), false);
          const b = R();
          st.t = TBOOL;
          return b;
        }
      : () => {
          if (L()) return ((st.t = TBOOL), true);
          const b = R();
          st.t = TBOOL;
          return b;
        };
  return { ev, type: 'boolean', statement: false, nodes: left.nodes + right.nodes + 1 };
}

export function compileUnary(ctx: CompileContext, op: '-' | '+' | '!' | '~', operand: CExpr, pos: number): CExpr {
  const st = ctx.st;
  if (op === '!') {
    const ev = requireBoolean(ctx, operand, pos);
    if (operand.constant) return constant(ctx, !operand.constant.v, TBOOL, 'boolean');
    return { ev: () => ((st.t = TBOOL), !ev()), type: 'boolean', statement: false, nodes: operand.nodes + 1 };
  }
  const t = operand.type;
  const name = op === '-' ? 'negative' : op === '+' ? 'positive' : 'not';
  const ok = t === 'def' || (op === '~' ? isIntegral(t) : isNumericSType(t));
  if (!ok) throw compileCastError(`Cannot apply ${name} [${op}] to type [${canonicalName(t)}].`, pos);
  const fn = op === '-' ? negate : op === '+' ? plus : bitNot;
  if (operand.constant) {
    const c = operand.constant;
    return fold(ctx, pos, t, (s) => fn(c.v, c.t, s));
  }
  const O = operand.ev;
  const ev: Ev = () => {
    const v = O();
    st.pos = pos;
    return fn(v, st.t, st);
  };
  return { ev, type: t, statement: false, nodes: operand.nodes + 1 };
}

export function compileConditional(ctx: CompileContext, test: CExpr, then: CExpr, otherwise: CExpr, pos: number): CExpr {
  const T = requireBoolean(ctx, test, pos);
  let type: SType;
  let a = then;
  let b = otherwise;
  if (isNumericSType(then.type) && isNumericSType(otherwise.type)) {
    // ES: both branches are promoted to one numeric type (`c ? 1 : 2.0` is a double).
    type = promoteNumeric(then.type, otherwise.type);
    a = coerce(ctx, then, type, false, pos);
    b = coerce(ctx, otherwise, type, false, pos);
  } else if (then.type === otherwise.type) {
    type = then.type;
  } else if (then.type === 'null' && isReferenceSType(otherwise.type)) {
    type = otherwise.type;
  } else if (otherwise.type === 'null' && isReferenceSType(then.type)) {
    type = then.type;
  } else {
    type = 'def';
  }
  const A = a.ev;
  const B = b.ev;
  const ev: Ev = () => (T() ? A() : B());
  return { ev, type, statement: false, nodes: test.nodes + then.nodes + otherwise.nodes + 1 };
}

export function compileElvis(ctx: CompileContext, left: CExpr, right: CExpr, pos: number): CExpr {
  if (left.type !== 'def' && !isReferenceSType(left.type)) {
    throw compileError(
      left.type === 'null' ? 'Extraneous elvis operator. LHS is null.' : 'Extraneous elvis operator. LHS is a primitive.',
      pos,
    );
  }
  const st = ctx.st;
  const L = left.ev;
  const R = right.ev;
  const type = left.type === right.type ? left.type : 'def';
  return { ev: () => { const v = L(); return st.t === TNULL ? R() : v; }, type, statement: false, nodes: left.nodes + right.nodes + 1 };
}
