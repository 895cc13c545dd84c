import { isObject } from './json';

/** Jackson's name for the token that starts a JSON value. */
export function tokenName(v: unknown): string {
  if (isObject(v)) return 'START_OBJECT';
  if (Array.isArray(v)) return 'START_ARRAY';
  if (typeof v === 'number') return 'VALUE_NUMBER';
  if (typeof v === 'boolean') return 'VALUE_BOOLEAN';
  if (v === null) return 'VALUE_NULL';
  return 'VALUE_STRING';
}
