/** Limits that keep a script from hanging or crashing the engine; the ES ones carry ES's defaults. */

/** ES: `script.max_size_in_bytes` default: inline sources above it are refused before compiling. */
export const MAX_INLINE_SCRIPT_SIZE_IN_BYTES = 65535;

/** ES: Painless `max_loop_counter`: statements a loop may run per execution (each iteration costs its body's statement count). */
export const MAX_LOOP_COUNTER = 1_000_000;

/** Default work budget per execution, in AST nodes charged per loop iteration (straight-line code is bounded by the source size). */
export const DEFAULT_MAX_STEPS = 10_000_000;

/** Deepest nesting of expressions and blocks the parsers accept (the JVM would overflow its stack somewhere beyond). */
export const MAX_NESTING_DEPTH = 200;

/** Tallest syntax tree the compilers accept: long operator chains (`a+b+c+...`) nest without parentheses. */
export const MAX_TREE_HEIGHT = 1000;

/** Most entries a script may put in one map or list. */
export const MAX_COLLECTION_SIZE = 100_000;

/** Longest string a script may build (a doubling loop would otherwise exhaust memory). */
export const MAX_STRING_LENGTH = 1 << 20;

/** Deepest nesting of `params` JSON that is converted to script values. */
export const MAX_PARAMS_DEPTH = 100;
