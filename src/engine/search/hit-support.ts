/**
 * What top_hits borrows from the search layer: a hit sort parsed and checked as the search's `sort` is, and hits
 * written as the search writes them. Lent to the aggregations through their shard context (they sit below
 * search/ and cannot import it).
 */
import type { HitSupport } from '../aggregations/types';
import type { IndexService } from '../index/index-service';
import type { Query } from '../query/query';
import { setMember } from '../util/json';
import type { MatchedQueries } from './matched-queries';
import { highlightHit } from './highlight/highlight-phase';
import { parseHighlight } from './highlight/highlight-request';
import { scoreToJson } from '../util/float';
import { withExactLongs } from '../util/json-numbers';
import { filterSource, type SourceFilter } from '../util/source-filter';
import { compareSortValues, parseSort, sortValue, validateSort } from './sort';

/** The search's query for this index as parsed (what highlighting reads), and the parse of a `highlight_query`. */
export interface HighlightQueries {
  query(): Query;
  parse(json: unknown): Query;
  /** The search's named queries for this index (top_hits' hits carry `matched_queries` as the search's do). */
  matched?(): MatchedQueries | undefined;
}

export function hitSupport(index: IndexService, queries?: HighlightQueries): HitSupport {
  return {
    highlighter(json) {
      const req = parseHighlight(json);
      return (leaf, doc) => {
        const seg = leaf.segment;
        const fields = highlightHit(req, {
          index, segment: seg, doc, fullSource: seg.sources.get(doc), id: seg.id(doc), type: seg.types[doc],
          query: queries!.query(), parse: (q) => queries!.parse(q),
        });
        if (!fields) return undefined;
        const out: Record<string, string[]> = {};
        for (const [field, fragments] of fields) setMember(out, field, fragments);
        return out;
      };
    },
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
      const highlight = opts.highlight?.(leaf, doc);
      if (highlight) hit.highlight = highlight;
      if (opts.sortValues) hit.sort = withExactLongs(opts.sortValues);
      const names = queries?.matched?.()?.({ searcher: leaf.searcher, leaf, localDoc: doc });
      if (names) hit.matched_queries = names;
      return hit;
    },
  };
}
