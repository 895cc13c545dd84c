/**
 * Lambdas as script values: a `LambdaValue` stands for whichever functional interface its receiver wants
 * (`Supplier.get`, `Function.apply`, `Predicate.test`, `Consumer.accept`, `Comparator.compare`...), as Painless
 * converts a lambda at its call site.
 */
import { JavaException, classCastJava } from '../script-errors';
import { defineClass, type JClass, type JMethod } from './jclass';
import type { ExecState } from './state';

/** Runs the lambda on `args` (with their tags); returns its value and leaves its tag in `st.t`. */
export type Invoke = (args: readonly unknown[], tags: readonly number[], st: ExecState) => unknown;

export class LambdaValue {
  readonly cls: JClass = LAMBDA_CLASS;
  constructor(readonly arity: number, readonly invoke: Invoke) {}
}

/** Calls a functional argument of a whitelisted method (removeIf's predicate, sort's comparator...). */
export function callFunctional(fn: unknown, args: readonly unknown[], tags: readonly number[], st: ExecState, iface: string): unknown {
  if (!(fn instanceof LambdaValue)) throw classCastJava(`Cannot cast ${fn === null ? 'null' : 'this value'} to [${iface}]`);
  if (fn.arity !== args.length) {
    throw new JavaException('illegal_argument_exception', `Incorrect number of parameters for [${iface}]: expected [${args.length}] but found [${fn.arity}]`);
  }
  return fn.invoke(args, tags, st);
}

const INTERFACE_METHODS: [string, number][] = [
  ['get', 0], ['getAsInt', 0], ['getAsLong', 0], ['getAsDouble', 0], ['getAsBoolean', 0], ['run', 0], ['call', 0],
  ['apply', 1], ['apply', 2], ['applyAsInt', 1], ['applyAsLong', 1], ['applyAsDouble', 1], ['applyAsInt', 2], ['applyAsLong', 2],
  ['applyAsDouble', 2], ['test', 1], ['test', 2], ['accept', 1], ['accept', 2], ['compare', 2],
];

const LAMBDA_CLASS: JClass = defineClass(
  'java.lang.invoke.LambdaForm',
  INTERFACE_METHODS.map(([name, arity]): [string, JMethod] => [
    `${name}/${arity}`,
    (self: LambdaValue, a, t, st) => callFunctional(self, a.slice(0, arity), Array.from(t).slice(0, arity), st, name),
  ]),
);
