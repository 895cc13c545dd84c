/**
 * ES 6.8's can_match pre-filter phase. When a query_then_fetch search targets more shards than its
 * `pre_filter_shard_size` (128 by default) and its query could be rewritten to match nothing
 * (TransportSearchAction.shouldPreFilterSearchShards, SearchService.canRewriteToMatchNone), each shard first
 * rewrites the query against its own data (SearchService.canMatch); the shards whose query becomes `match_none`
 * are skipped: counted in `_shards.skipped` (and as successful), not searched. If no shard can match, the first
 * one is searched anyway, for a well-formed answer (its aggregations; CanMatchPreFilterSearchPhase).
 *
 * The shard rewrites that can end in `match_none` in 6.8: `match_none` itself; `range` on a field the index does
 * not map, or on a date field whose values in the shard all fall outside the bounds (DateFieldType's
 * isFieldWithinQuery over the shard's points, deleted documents included, as a BKD tree keeps them); `bool`
 * with such a `must` or `filter` clause; `constant_score` with such a filter.
 */
import type { IndexService } from '../index/index-service';
import type { Segment } from '../index/segment';
import { dateRangeBounds, rangeQueryBounds } from '../query/term-level-queries';
import { isObject } from '../util/json';
import type { SearchRequest } from './search-request';

/** Whether the search runs the can_match phase over `shards` shards. */
export function shouldPreFilter(req: SearchRequest, shards: number): boolean {
  return req.searchType === 'query_then_fetch' && canRewriteToMatchNone(req) && req.preFilterShardSize < shards;
}

/**
 * SearchService.canRewriteToMatchNone: a query other than `match_all`, no suggestion, and no top-level
 * aggregation that must see every document (`global`, or `terms` with `min_doc_count: 0`).
 */
function canRewriteToMatchNone(req: SearchRequest): boolean {
  if (req.query === undefined || req.query === null || (isObject(req.query) && 'match_all' in req.query) || req.suggest) return false;
  return !req.aggs?.aggs.some((a) => a.global === true || (a.type === 'terms' && a.minDocCount === 0));
}

/** Whether the query may match in a shard of `index` (whose searchable segments are `segments`). */
export function shardCanMatch(query: unknown, index: IndexService, segments: readonly Segment[], now: number): boolean {
  try {
    return !rewritesToMatchNone(query, index, segments, now);
  } catch {
    return true; // a shard whose can_match fails is searched (and fails there)
  }
}

function clauses(v: unknown): unknown[] {
  return v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
}

function rewritesToMatchNone(query: unknown, index: IndexService, segments: readonly Segment[], now: number): boolean {
  if (!isObject(query)) return false;
  const names = Object.keys(query);
  if (names.length !== 1) return false;
  const body = query[names[0]];
  switch (names[0]) {
    case 'match_none':
      return true;
    case 'range':
      return rangeIsDisjoint(body, index, segments, now);
    case 'bool': {
      if (!isObject(body)) return false;
      const mandatory = [...clauses(body.must), ...clauses(body.filter)];
      // A bool without clauses is match_all; otherwise one mandatory clause that matches nothing is enough.
      return mandatory.some((c) => rewritesToMatchNone(c, index, segments, now));
    }
    case 'constant_score':
      return isObject(body) && rewritesToMatchNone(body.filter, index, segments, now);
    default:
      return false;
  }
}

/** RangeQueryBuilder.getRelation is DISJOINT: an unmapped field, or a date field's shard values out of bounds. */
function rangeIsDisjoint(body: unknown, index: IndexService, segments: readonly Segment[], now: number): boolean {
  const { field, bounds, format } = rangeQueryBounds(body);
  const m = index.fieldMapping(field);
  if (!m) return true;
  if (m.type !== 'date') return false;
  const { lo, hi } = dateRangeBounds(m, bounds, format, now);
  if (!m.index) return true; // no points
  let min = Infinity;
  let max = -Infinity;
  for (const segment of segments) {
    const column = segment.docValues.get(m.path);
    if (!column || !column.numeric) continue;
    const values = column.values as Float64Array;
    for (let i = 0; i < values.length; i++) {
      if (values[i] < min) min = values[i];
      if (values[i] > max) max = values[i];
    }
  }
  if (min > max) return true;
  return max < lo || min > hi;
}
