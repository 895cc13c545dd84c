/**
 * ES's `ScriptException` (`script_exception`) and the Java exceptions it wraps as `caused_by`; the `script_stack`
 * layouts of Painless (a ±25 character window at compile time, the failing statement at runtime) and expressions.
 * Deviation: Java stack frames that ES lists before the script frame (e.g. `LeafDocLookup.get(...)`) are omitted.
 */
import { EsError } from '../errors/es-error';

/** `reason` of a script_exception: when it failed. Expressions raise `link error` while binding variables. */
export type ScriptErrorPhase = 'compile error' | 'runtime error' | 'link error';

/**
 * A Java exception raised inside the interpreter. Not an `Error` (no stack capture on the hot path); it never leaves
 * this module: `compileScript` and `execute` turn it into a script_exception. `reason` is null where Java's
 * message is null (an unboxing NullPointerException), which ES renders as `"reason": null`.
 */
export class JavaException {
  constructor(
    readonly type: string,
    readonly reason: string | null,
    /** Source offset the error points at; -1 when the thrower leaves it to the caller. */
    readonly offset = -1,
  ) {}
}

export const illegalArgumentJava = (reason: string, offset = -1) =>
  new JavaException('illegal_argument_exception', reason, offset);
export const classCastJava = (reason: string, offset = -1) => new JavaException('class_cast_exception', reason, offset);
export const nullPointerJava = (offset = -1) => new JavaException('null_pointer_exception', null, offset);
export const arithmeticJava = (reason: string, offset = -1) => new JavaException('arithmetic_exception', reason, offset);

/** The `caused_by` object of a script_exception. */
export function javaCause(e: JavaException): EsError {
  // ES: a Java exception with a null message renders `"reason": null`.
  // ExceptionsHelper.status: an IllegalArgumentException is the client's fault (400), anything else 500.
  return new EsError({ type: e.type, reason: e.reason as string, status: e.type === 'illegal_argument_exception' ? 400 : 500 });
}

/**
 * `script_exception` with `script_stack`, `script`, `lang` and `caused_by`. ScriptException does not define its
 * own status in 6.8, so ElasticsearchException's default applies: the status of its cause (400 for an
 * IllegalArgumentException, as compile errors are; 500 otherwise). The root cause is the script_exception
 * itself, never the Java cause.
 */
export function scriptException(
  phase: ScriptErrorPhase,
  cause: EsError,
  scriptStack: string[],
  script: string,
  lang: string,
): EsError {
  const extras = { script_stack: scriptStack, script, lang };
  const head = new EsError({ type: 'script_exception', reason: phase, status: cause.status, extras });
  return new EsError({ type: 'script_exception', reason: phase, status: cause.status, extras, causedBy: cause, rootCauses: [head] });
}

/** `resource_not_found_exception` for a stored script id that the node does not have. */
export const storedScriptNotFound = (id: string) =>
  new EsError({ type: 'resource_not_found_exception', reason: `unable to find script [${id}] in cluster state`, status: 404 });

const HERE = '^---- HERE';

/** Painless compile errors: 25 characters either side of the offset, elided ends marked with `... `. */
export function painlessCompileStack(source: string, offset: number): string[] {
  if (offset < 0) return ['<<< unknown portion of script >>>'];
  const start = Math.max(0, offset - 25);
  const end = Math.min(source.length, offset + 25);
  const snippet = (start > 0 ? '... ' : '') + source.substring(start, end) + (end < source.length ? ' ...' : '');
  const pointer = (start > 0 ? '    ' : '') + ' '.repeat(Math.max(0, offset - start)) + HERE;
  return [snippet, pointer];
}

/**
 * Painless runtime errors: from the last statement start at or before the offset to the next statement start after
 * it (or the end of the source). `statementStarts` is sorted ascending.
 */
export function painlessRuntimeStack(source: string, statementStarts: readonly number[], offset: number): string[] {
  if (offset < 0) return ['<<< unknown portion of script >>>'];
  let start = 0;
  let end = source.length;
  for (const s of statementStarts) {
    if (s <= offset) start = s;
    else {
      end = s;
      break;
    }
  }
  return [source.substring(start, end), ' '.repeat(offset - start) + HERE];
}

/** Lucene expressions: the failing portion (the whole source, or the variable that did not link) and a marker. */
export function expressionStack(portion: string): string[] {
  return [portion, HERE];
}
