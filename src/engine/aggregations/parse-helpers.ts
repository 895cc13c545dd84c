/** Reading the members of one aggregation's body, with ES's ObjectParser errors. */
import { illegalArgument, parsingException, xContentParseException } from '../errors/catalog';
import { parseScriptSpec } from '../script/index';
import { isObject } from '../util/json';
import { checkValueType, type ValuesSourceSpec } from './values-source';

const VALUES_SOURCE_KEYS = new Set(['field', 'script', 'missing', 'value_type', 'valueType', 'format']);

export const unknownField = (type: string, key: string) => xContentParseException(`[${type}] unknown field [${key}], parser not found`);

/** Splits a body into its values-source spec and the other members (`own`); anything else is refused. */
export function parseValuesSourceBody(type: string, body: Record<string, unknown>, own: readonly string[], opts: { format?: boolean } = {}) {
  const spec: ValuesSourceSpec = {};
  const rest = new Map<string, unknown>();
  for (const [key, value] of Object.entries(body)) {
    if (VALUES_SOURCE_KEYS.has(key) && !(key === 'format' && opts.format === false)) {
      switch (key) {
        case 'field': spec.field = stringMember(type, key, value); break;
        case 'script': spec.script = parseScriptSpec(value); break;
        case 'missing': spec.missing = value; break;
        case 'format': spec.format = stringMember(type, key, value); break;
        default: {
          const vt = stringMember(type, key, value);
          checkValueType(vt);
          spec.valueType = vt;
        }
      }
    } else if (own.includes(key)) {
      rest.set(key, value);
    } else {
      throw unknownField(type, key);
    }
  }
  return { spec, rest };
}

export function stringMember(type: string, key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw xContentParseException(`[${type}] ${key} doesn't support values of type: ${isObject(value) ? 'START_OBJECT' : Array.isArray(value) ? 'START_ARRAY' : 'VALUE_NULL'}`);
}

export function numberMember(type: string, key: string, value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (value === null) throw xContentParseException(`[${type}] ${key} doesn't support values of type: VALUE_NULL`);
  throw xContentParseException(`[${type}] failed to parse field [${key}]`);
}

export function intMember(type: string, key: string, value: unknown): number {
  const n = numberMember(type, key, value);
  if (!Number.isInteger(n)) throw xContentParseException(`[${type}] failed to parse field [${key}]`);
  return n;
}

export function booleanMember(type: string, key: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw xContentParseException(`[${type}] failed to parse field [${key}]`);
}

export function objectMember(type: string, key: string, value: unknown): Record<string, unknown> {
  if (isObject(value)) return value;
  throw parsingException(`[${type}] ${key} must be an object`);
}

/** ES's `[x] must be greater than or equal to 0. Found [-1.0] in [name]`-style checks. */
export function javaDouble(n: number): string {
  return Number.isInteger(n) ? `${n}.0` : String(n);
}

export function requireField(type: string, name: string, spec: ValuesSourceSpec) {
  if (spec.field === undefined && spec.script === undefined) {
    throw illegalArgument(`Required one of fields [field, script], but none were specified. `);
  }
  void type;
  void name;
}
