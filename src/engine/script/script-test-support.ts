/** Test fixture: an in-memory `DocValuesAccess` and helpers to run a script against it (used by the *.test.ts files). */
import { isEsError, renderEsError, type EsError } from '../errors/es-error';
import { compileScript } from './index';
import type { CompileOptions, DocValuesAccess, DocValuesKind, ScriptLang } from './types';

export interface FakeField {
  kind: DocValuesKind;
  /** Values per document id (sorted ascending by the fixture). */
  docs?: (number | string)[][];
}

export function fakeDocValues(fields: Record<string, FakeField>): DocValuesAccess {
  const map = new Map(Object.entries(fields));
  return {
    kind: (f) => map.get(f)?.kind ?? 'unmapped',
    values: (f, doc) => {
      const vals = map.get(f)?.docs?.[doc] ?? [];
      return [...vals].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) as number[] | string[];
    },
  };
}

const NO_FIELDS = fakeDocValues({});

/** Compiles and executes `source` for doc 0. */
export function run(
  source: string,
  opts: { params?: Record<string, unknown>; score?: number; dv?: DocValuesAccess; lang?: ScriptLang; doc?: number } & CompileOptions = {},
): number {
  const script = compileScript({ source, lang: opts.lang ?? 'painless', params: opts.params ?? {} }, opts);
  return script.execute(opts.doc ?? 0, opts.score ?? 1, opts.dv ?? NO_FIELDS);
}

/** Compiles and evaluates `source` for doc 0 in the `field` context, returning the raw value and its Java type. */
export function evaluate(
  source: string,
  opts: { params?: Record<string, unknown>; score?: number; dv?: DocValuesAccess } = {},
): { value: unknown; type: string } {
  const script = compileScript({ source, lang: 'painless', params: opts.params ?? {} }, { context: 'field' });
  const value = script.evaluate(0, opts.score ?? 1, opts.dv ?? NO_FIELDS);
  return { value, type: script.resultType };
}

/** Runs `fn` and returns the EsError it throws, rendered as ES JSON (fails if it does not throw one). */
export function errorOf(fn: () => unknown): { error: EsError; json: Record<string, any> } {
  try {
    fn();
  } catch (e) {
    if (isEsError(e)) return { error: e, json: renderEsError(e).error };
    throw e;
  }
  throw new Error('expected an EsError');
}
