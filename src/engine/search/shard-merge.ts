/** The coordinator's merge of the shards' hits (ES's SearchPhaseController): one ranking, then the page. */
import type { Hit } from './query-phase';
import { compareSortValues, type SortField } from './sort';

/**
 * Sorts every shard's hits by score (or the sort), then shard order (shard number, index name), then doc, and
 * cuts the page [from, from + size). One shard's hits are in order already.
 */
export function mergeShards(all: Hit[], shardCount: number, sort: SortField[] | undefined, from: number, size: number): Hit[] {
  if (shardCount > 1) all.sort(sort ? (a, b) => compareSortValues(sort, a.sortValues!, b.sortValues!) || a.shardOrder - b.shardOrder || a.doc - b.doc : (a, b) => b.score - a.score || a.shardOrder - b.shardOrder || a.doc - b.doc);
  return all.slice(from, from + size);
}
