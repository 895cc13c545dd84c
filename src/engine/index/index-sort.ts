/**
 * The index sort (`index.sort.*`, ES's IndexSortConfig): the order Lucene's IndexWriter writes a segment's
 * documents in, at every flush (a refresh) and merge.
 */
import { compareUtf8 } from '../util/utf8';
import type { DocValue, IndexedDoc } from './indexed-doc';
import type { FlatSettings } from './settings';

export interface SortSpec {
  field: string;
  desc: boolean;
  missingFirst: boolean;
  max: boolean;
}

function list(v: unknown): string[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? v.map(String) : String(v).split(',').map((s) => s.trim()).filter(Boolean);
}

/** `index.sort.field`, `.order`, `.missing` and `.mode`: per field, asc, missing last, min for asc and max for desc. */
export function indexSort(settings: FlatSettings): SortSpec[] {
  const fields = list(settings.get('index.sort.field'));
  const orders = list(settings.get('index.sort.order'));
  const missing = list(settings.get('index.sort.missing'));
  const modes = list(settings.get('index.sort.mode'));
  return fields.map((field, i) => {
    const desc = orders[i] === 'desc';
    return { field, desc, missingFirst: missing[i] === '_first', max: modes[i] === undefined ? desc : modes[i] === 'max' };
  });
}

/** A comparator of documents by the sort, given how to read a document's sorted values of a field. */
export function sortComparator<D>(sort: SortSpec[], values: (doc: D, field: string) => ArrayLike<DocValue> | undefined) {
  // Doc values are sorted: the first is the minimum, the last the maximum.
  const value = (doc: D, s: SortSpec) => {
    const vs = values(doc, s.field);
    return !vs || vs.length === 0 ? undefined : vs[s.max ? vs.length - 1 : 0];
  };
  return (a: D, b: D) => {
    for (const s of sort) {
      const x = value(a, s);
      const y = value(b, s);
      if (x === undefined || y === undefined) {
        if (x === y) continue;
        return (x === undefined) === s.missingFirst ? -1 : 1;
      }
      const c = typeof x === 'string' ? compareUtf8(x, String(y)) : (x as number) - (y as number);
      if (c !== 0) return s.desc ? -c : c;
    }
    return 0;
  };
}

/** The order of analysed documents by the index sort, or undefined when the index has none. */
export function indexedDocOrder(settings: FlatSettings): ((a: IndexedDoc, b: IndexedDoc) => number) | undefined {
  const sort = indexSort(settings);
  return sort.length > 0 ? sortComparator<IndexedDoc>(sort, (doc, field) => doc.docValues.get(field)) : undefined;
}
