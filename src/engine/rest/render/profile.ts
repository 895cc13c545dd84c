/** The `profile` section of a search answer, in ES 6.8's layout (SearchProfileShardResults.toXContent). */
import type { CollectorProfile, ProfiledNode, ShardProfile } from '../../search/search-profile';
import { timeValueText } from '../../util/time-value';

import type { VersionProfile } from '../../types';

/** ES writes the breakdowns from a hash map: this is the order its answers show. */
const QUERY_BREAKDOWN_ORDER = ['score', 'build_scorer', 'match', 'create_weight', 'next_doc', 'advance'];
/** 7.x (Lucene 8) adds three steps a block-max scorer takes; the engine never takes them (0). */
const QUERY_BREAKDOWN_ORDER_7 = [...QUERY_BREAKDOWN_ORDER, 'set_min_competitive_score', 'shallow_advance', 'compute_max_score'];
const AGG_BREAKDOWN_ORDER = ['reduce', 'build_aggregation', 'initialize', 'collect'];

function breakdown<T extends string>(node: ProfiledNode<T>, order: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of order) {
    const t = node.breakdown.get(name as T) ?? { nanos: 0, count: 0 };
    out[name] = t.nanos;
    out[`${name}_count`] = t.count;
  }
  // 6.8 writes reduce before and reduce_count after the others (its map's order).
  if ('reduce_count' in out) {
    const count = out.reduce_count;
    delete out.reduce_count;
    const reordered: Record<string, number> = {};
    for (const [k, v] of Object.entries(out)) {
      reordered[k] = v;
      if (k === 'initialize_count') reordered.reduce_count = count;
    }
    return reordered;
  }
  return out;
}

/** `?human` adds `time` (TimeValue's text) before `time_in_nanos`. */
function renderNode<T extends string>(node: ProfiledNode<T>, order: string[], human: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = human
    ? { type: node.type, description: node.description, time: timeValueText(node.nanos), time_in_nanos: node.nanos, breakdown: breakdown(node, order) }
    : { type: node.type, description: node.description, time_in_nanos: node.nanos, breakdown: breakdown(node, order) };
  if (node.children.length > 0) out.children = node.children.map((c) => renderNode(c, order, human));
  return out;
}

function renderCollector(c: CollectorProfile, human: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = human
    ? { name: c.name, reason: c.reason, time: timeValueText(c.nanos), time_in_nanos: c.nanos }
    : { name: c.name, reason: c.reason, time_in_nanos: c.nanos };
  if (c.children.length > 0) out.children = c.children.map((x) => renderCollector(x, human));
  return out;
}

/**
 * `{shards: [{id: "[node][index][shard]", searches, aggregations}]}`, the shards sorted by their id. Under the 7.x
 * profile, the query breakdown has 7.x's steps and no CancellableCollector wraps the chain (7.x cancels in the
 * searcher).
 */
export function renderProfile(shards: readonly ShardProfile[], nodeId: string, human = false, version: VersionProfile = '6.8'): Record<string, unknown> {
  const order = version === '7' ? QUERY_BREAKDOWN_ORDER_7 : QUERY_BREAKDOWN_ORDER;
  const chain = (collectors: CollectorProfile[]) => (version === '7' ? collectors.flatMap((c) => (c.reason === 'search_cancelled' ? c.children : [c])) : collectors);
  const rendered = shards.map((s) => ({
    id: `[${nodeId}][${s.index}][${s.shardId}]`,
    searches: s.searches.map((search) => ({
      query: search.queries.map((q) => renderNode(q, order, human)),
      rewrite_time: search.rewriteNanos,
      collector: chain(search.collector).map((c) => renderCollector(c, human)),
    })),
    aggregations: s.aggregations.map((a) => renderNode(a, AGG_BREAKDOWN_ORDER, human)),
  }));
  rendered.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { shards: rendered };
}
