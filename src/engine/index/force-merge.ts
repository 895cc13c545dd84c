/**
 * Force merge (ES 6.8's `_forcemerge`): a shard's segments rewritten into one, its deleted documents
 * dropped, in the index sort's order when the index has one (`index.sort.*`: a merged segment is sorted, as
 * Lucene's IndexWriter with an index sort writes it). The merge runs when the shard has more segments than
 * `max_num_segments` or, with `only_expunge_deletes`, holds deleted documents; the documents are analysed
 * again from their sources, as a merge reads them back.
 */
import { parseDocument } from '../mapping/parse-document';
import type { IndexService } from './index-service';
import { indexSort, sortComparator } from './index-sort';
import { invertDocument } from './invert';
import type { Segment } from './segment';
import { intSetting } from './settings';

export interface ForceMergeOptions {
  maxNumSegments?: number;
  onlyExpungeDeletes: boolean;
}

/** A segment's doc values of one field for one doc (sorted). */
function segmentValues(entry: { segment: Segment; doc: number }, field: string) {
  const col = entry.segment.docValues.get(field);
  if (!col) return undefined;
  return col.values.slice(col.start[entry.doc], col.start[entry.doc + 1]);
}

/** Merges the shards of an index as asked; returns how many shards it went over. */
export function forceMerge(index: IndexService, opts: ForceMergeOptions) {
  const sort = indexSort(index.settings);
  const order = sort.length > 0 ? sortComparator(sort, segmentValues) : undefined;
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
