/**
 * What top_hits borrows from the search layer: a hit sort parsed and checked as the search's `sort` is, and hits
 * written as the search writes them. Lent to the aggregations through their shard context (they sit below
 * search/ and cannot import it).
 */
import type { HitSupport } from '../aggregations/types';
import type { IndexService } from '../index/index-service';
import { scoreToJson } from '../util/float';
import { withExactLongs } from '../util/json-numbers';
import { filterSource, type SourceFilter } from '../util/source-filter';
import { compareSortValues, parseSort, sortValue, validateSort } from './sort';

export function hitSupport(index: IndexService): HitSupport {
  return {
    sorter(json) {
      const sort = parseSort(json);
      validateSort(sort, index);
      return {
        byScore: sort.some((s) => s.field === '_score'),
        values: (leaf, doc, score) => sort.map((s) => sortValue(s, index, leaf.segment, doc, leaf.docBase + doc, score)),
        compare: (a, b) => compareSortValues(sort, a, b),
      };
    },
    render(leaf, doc, opts) {
      const seg = leaf.segment;
      const hit: Record<string, unknown> = { _index: index.name, _type: seg.types[doc], _id: seg.id(doc) };
      if (opts.version) hit._version = seg.versions[doc];
      if (opts.seqNo) {
        hit._seq_no = seg.seqNos[doc];
        hit._primary_term = 1; // one primary, never failed over
      }
      hit._score = opts.score === null ? null : scoreToJson(opts.score);
      const source = seg.sources.get(doc);
      const src = opts.source ? filterSource(source, opts.source as SourceFilter) : source;
      if (src !== undefined) hit._source = src;
      if (opts.sortValues) hit.sort = withExactLongs(opts.sortValues);
      return hit;
    },
  };
}
