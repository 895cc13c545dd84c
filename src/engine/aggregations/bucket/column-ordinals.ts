/**
 * A doc-values column's distinct values numbered (ES's segment ordinals): `ords[i]` is the number of the column's
 * i-th stored value, `values[o]` the value of number o. Built on a column's first counting aggregation and kept with
 * the column (a segment never changes), so a `terms` aggregation counts into an array instead of a Map per doc.
 */
import type { DocValuesColumn } from '../../index/segment';

export interface ColumnOrdinals {
  readonly ords: Int32Array;
  readonly values: ReadonlyArray<number | string>;
}

const byColumn = new WeakMap<DocValuesColumn, ColumnOrdinals>();

export function columnOrdinals(column: DocValuesColumn): ColumnOrdinals {
  let o = byColumn.get(column);
  if (o === undefined) {
    const stored = column.values;
    const ords = new Int32Array(stored.length);
    // Map keys compare as the terms aggregation's buckets do (SameValueZero: 0 and -0 one value, NaN one).
    const numbers = new Map<number | string, number>();
    const values: Array<number | string> = [];
    for (let i = 0; i < stored.length; i++) {
      const v = stored[i];
      let n = numbers.get(v);
      if (n === undefined) {
        n = values.length;
        numbers.set(v, n);
        values.push(v);
      }
      ords[i] = n;
    }
    byColumn.set(column, (o = { ords, values }));
  }
  return o;
}
