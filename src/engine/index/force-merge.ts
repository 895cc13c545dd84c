/**
 * Force merge (ES 6.8's `_forcemerge`): a shard's segments rewritten into one, its deleted documents
 * dropped, in the index sort's order when the index has one (`index.sort.*`: a merged segment is sorted, as
 * Lucene's IndexWriter with an index sort writes it). The merge runs when the shard has more segments than
 * `max_num_segments` or, with `only_expunge_deletes`, holds deleted documents; the documents are analysed
 * again from their sources, as a merge reads them back.
 */
import { parseDocument } from '../mapping/parse-document';
import { compareUtf8 } from '../util/utf8';
import type { IndexService } from './index-service';
import { invertDocument } from './invert';
import type { Segment } from './segment';
import { intSetting } from './settings';

export interface ForceMergeOptions {
  maxNumSegments?: number;
  onlyExpungeDeletes: boolean;
}

interface SortSpec {
  field: string;
  desc: boolean;
  missingFirst: boolean;
  max: boolean;
}

function list(v: string | string[] | undefined): string[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? v : v.split(',').map((s) => s.trim()).filter(Boolean);
}

/** `index.sort.field`, `.order`, `.missing` and `.mode` (IndexSortConfig): per field, asc, missing last, min for asc and max for desc. */
export function indexSort(index: IndexService): SortSpec[] {
  const get = (key: string) => index.settings.get(key) as string | string[] | undefined;
  const fields = list(get('index.sort.field'));
  const orders = list(get('index.sort.order'));
  const missing = list(get('index.sort.missing'));
  const modes = list(get('index.sort.mode'));
  return fields.map((field, i) => {
    const desc = orders[i] === 'desc';
    return { field, desc, missingFirst: missing[i] === '_first', max: modes[i] === undefined ? desc : modes[i] === 'max' };
  });
}

function sortValue(segment: Segment, doc: number, s: SortSpec): number | string | undefined {
  const col = segment.docValues.get(s.field);
  if (!col || col.start[doc] === col.start[doc + 1]) return undefined;
  // Doc values are sorted: the first is the minimum, the last the maximum.
  return col.values[s.max ? col.start[doc + 1] - 1 : col.start[doc]];
}

function comparator(sort: SortSpec[]) {
  return (a: { segment: Segment; doc: number }, b: { segment: Segment; doc: number }) => {
    for (const s of sort) {
      const x = sortValue(a.segment, a.doc, s);
      const y = sortValue(b.segment, b.doc, s);
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

/** Merges the shards of an index as asked; returns how many shards it went over. */
export function forceMerge(index: IndexService, opts: ForceMergeOptions) {
  const sort = indexSort(index);
  const order = sort.length > 0 ? comparator(sort) : undefined;
  const nestedLimit = intSetting(index.settings, 'index.mapping.nested_objects.limit', 10000, 0);
  for (const shard of index.shards) {
    const { count, deleted } = shard.segmentStats;
    const due = opts.onlyExpungeDeletes ? deleted > 0 : opts.maxNumSegments !== undefined && count > opts.maxNumSegments;
    if (!due || !index.mapping) continue;
    const mapping = index.mapping;
    shard.mergeSegments((segment, doc) => {
      const source = segment.sources.get(doc);
      const id = segment.id(doc);
      const parsed = parseDocument(source, mapping, id, nestedLimit);
      const meta = { id, type: segment.types[doc], source, version: segment.versions[doc], seqNo: segment.seqNos[doc], primaryTerm: 1, routing: segment.routings[doc] };
      return invertDocument(parsed, meta, (m) => index.indexAnalyzer(m));
    }, order);
  }
}
