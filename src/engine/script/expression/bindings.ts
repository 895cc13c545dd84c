/**
 * How an expression variable gets its value, as ES's `ExpressionScriptEngine` binds them: `_score`, numeric params
 * by bare name, and `doc['field']` with its members (`.value` is the minimum, missing values read 0) or methods
 * (`.min()`, `.max()`, `.avg()`, `.median()`, `.sum()`, `.count()`, date getters). Messages are ES's link errors.
 */
import { JavaException, illegalArgumentJava } from '../script-errors';
import type { DocValuesKind } from '../types';

export type Reducer = 'min' | 'max' | 'avg' | 'median' | 'sum' | 'count' | 'empty';
export type DateGetter = 'getYear' | 'getMonth' | 'getDayOfMonth' | 'getHourOfDay' | 'getMinutes' | 'getSeconds';

export type Binding =
  | { kind: 'score' }
  | { kind: 'const'; value: number }
  | { kind: 'doc'; field: string; member?: string; method?: string };

export const parseException = (message: string) => new JavaException('parse_exception', message);

/** Lucene `VariableContext.parse`: `doc`, `['field']`, then one `.member` or `.method()`. */
export function bindVariable(name: string, params: Record<string, unknown>): Binding {
  if (name === '_score') return { kind: 'score' };
  if (name === '_value') return { kind: 'const', value: 0 };
  if (Object.prototype.hasOwnProperty.call(params, name)) {
    const v = params[name];
    if (typeof v !== 'number') throw parseException(`Parameter [${name}] must be a numeric type`);
    return { kind: 'const', value: v };
  }
  const m = /^([_$a-zA-Z][_$a-zA-Z0-9]*)(.*)$/.exec(name) as RegExpExecArray;
  if (m[1] !== 'doc') throw parseException(`Unknown variable [${m[1]}]`);
  const rest = m[2];
  const index = /^\[(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\]/.exec(rest);
  if (index === null) throw parseException("Variable 'doc' must be used with a specific field like: doc['myfield']");
  const field = (index[1] ?? index[2]).replace(/\\(.)/g, '$1');
  const tail = rest.slice(index[0].length);
  if (tail === '') return { kind: 'doc', field };
  const member = /^\.([_$a-zA-Z][_$a-zA-Z0-9]*)(\(\))?$/.exec(tail);
  if (member === null) {
    if (/^\.[_$a-zA-Z][_$a-zA-Z0-9]*(\(\))?\.|^\.[^.]*\./.test(tail)) {
      throw illegalArgumentJava(
        `Variable [${name}] does not follow an allowed format of either doc['field'] or doc['field'].method()`,
      );
    }
    throw illegalArgumentJava(
      'Only member variables or member methods may be accessed on a field when not accessing the field directly',
    );
  }
  return member[2] ? { kind: 'doc', field, method: member[1] } : { kind: 'doc', field, member: member[1] };
}

// Maps, not object literals: member names come from the script and must never reach Object.prototype.
const NUMERIC_MEMBERS = new Map<string, Reducer>([['value', 'min'], ['empty', 'empty'], ['length', 'count']]);
const NUMERIC_METHODS = new Map<string, Reducer>([
  ['getValue', 'min'], ['isEmpty', 'empty'], ['size', 'count'], ['min', 'min'], ['max', 'max'], ['avg', 'avg'],
  ['median', 'median'], ['sum', 'sum'], ['count', 'count'],
]);
const DATE_METHODS = new Map<string, Reducer>([
  ['getValue', 'min'], ['isEmpty', 'empty'], ['size', 'count'], ['getMinimum', 'min'], ['getMaximum', 'max'],
  ['getAverage', 'avg'], ['getMedian', 'median'], ['getSum', 'sum'], ['count', 'count'],
]);
const DATE_GETTERS = new Set<string>(['getYear', 'getMonth', 'getDayOfMonth', 'getHourOfDay', 'getMinutes', 'getSeconds']);

/** What a doc binding computes for a field of `kind`; throws ES's link error for fields and members it rejects. */
export function resolveDocBinding(
  b: Extract<Binding, { kind: 'doc' }>,
  kind: DocValuesKind,
): { reducer: Reducer; dateGetter?: DateGetter } {
  const { field } = b;
  switch (kind) {
    case 'unmapped':
      throw parseException(`Field [${field}] does not exist in mappings`);
    case 'text':
      throw illegalArgumentJava(
        `Fielddata is disabled on text fields by default. Set fielddata=true on [${field}] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.`,
      );
    case 'keyword':
    case 'ip':
    case 'binary':
      throw parseException(`Field [${field}] must be numeric, date, or geopoint`);
    case 'geo_point':
      throw illegalArgumentJava(`expression variables of geo_point fields are not supported by Searchpad yet: [${field}]`);
  }
  const isDate = kind === 'date';
  const what = isDate ? 'date' : 'numeric';
  if (b.method !== undefined) {
    if (isDate && DATE_GETTERS.has(b.method)) return { reducer: 'min', dateGetter: b.method as DateGetter };
    const reducer = (isDate ? DATE_METHODS : NUMERIC_METHODS).get(b.method);
    if (reducer === undefined) {
      throw illegalArgumentJava(`Member method [${b.method}] does not exist for ${what} field [${field}].`);
    }
    return { reducer };
  }
  const member = b.member ?? 'value';
  const reducer = NUMERIC_MEMBERS.get(member);
  if (reducer === undefined) {
    throw illegalArgumentJava(`Member variable [${member}] does not exist for ${what} field [${field}].`);
  }
  return { reducer };
}

/** Applies a reducer to one document's sorted values (ES MultiValueMode; a missing field reads 0). */
export function reduce(values: ArrayLike<number>, reducer: Reducer): number {
  const n = values.length;
  switch (reducer) {
    case 'count':
      return n;
    case 'empty':
      return n === 0 ? 1 : 0;
  }
  if (n === 0) return 0;
  switch (reducer) {
    case 'min':
      return values[0];
    case 'max':
      return values[n - 1];
    case 'median':
      return n % 2 === 1 ? values[(n - 1) / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    default: {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += values[i];
      return reducer === 'sum' ? sum : sum / n;
    }
  }
}

/** ES `DateMethodValueSource`: a UTC calendar field of the (minimum) value; months count from 0. */
export function dateField(millis: number, getter: DateGetter): number {
  const d = new Date(millis);
  switch (getter) {
    case 'getYear':
      return d.getUTCFullYear();
    case 'getMonth':
      return d.getUTCMonth();
    case 'getDayOfMonth':
      return d.getUTCDate();
    case 'getHourOfDay':
      return d.getUTCHours();
    case 'getMinutes':
      return d.getUTCMinutes();
    default:
      return d.getUTCSeconds();
  }
}
