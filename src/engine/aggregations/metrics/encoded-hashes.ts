/**
 * The HyperLogLog++ encoded hash of each value of a doc-values column, by the value's place in the column, kept with
 * the column: a value's MurmurHash3 is computed once, not per request (ES caches a field's global ordinals across
 * requests in the same spirit). 0 marks a value not hashed yet: encodeHash never returns 0.
 */
import type { DocValuesColumn } from '../../index/segment';

const byColumn = new WeakMap<DocValuesColumn, Map<string, Int32Array>>();

/** The column's codes for one way of hashing and encoding (`key`: the hasher and the precision), filled as values are read. */
export function encodedHashesOf(column: DocValuesColumn, key: string): Int32Array {
  let byKey = byColumn.get(column);
  if (byKey === undefined) byColumn.set(column, (byKey = new Map()));
  let codes = byKey.get(key);
  if (codes === undefined) byKey.set(key, (codes = new Int32Array(column.values.length)));
  return codes;
}
