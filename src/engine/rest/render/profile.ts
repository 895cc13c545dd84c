/** The `profile` section of a search answer, in ES 6.8's layout (SearchProfileShardResults.toXContent). */
import type { CollectorProfile, ProfiledNode, ShardProfile } from '../../search/search-profile';
import { timeValueText } from '../../util/time-value';

/** ES writes the breakdowns from a hash map: this is the order its answers show. */
const QUERY_BREAKDOWN_ORDER = ['score', 'build_scorer', 'match', 'create_weight', 'next_doc', 'advance'];
const AGG_BREAKDOWN_ORDER = ['reduce', 'build_aggregation', 'initialize', 'collect'];

function breakdown<T extends string>(node: ProfiledNode<T>, order: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of order) {
    const t = node.breakdown.get(name as T);
    if (!t) continue;
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

/** `{shards: [{id: "[node][index][shard]", searches, aggregations}]}`, the shards sorted by their id. */
export function renderProfile(shards: readonly ShardProfile[], nodeId: string, human = false): Record<string, unknown> {
  const rendered = shards.map((s) => ({
    id: `[${nodeId}][${s.index}][${s.shardId}]`,
    searches: s.searches.map((search) => ({
      query: search.queries.map((q) => renderNode(q, QUERY_BREAKDOWN_ORDER, human)),
      rewrite_time: search.rewriteNanos,
      collector: search.collector.map((c) => renderCollector(c, human)),
    })),
    aggregations: s.aggregations.map((a) => renderNode(a, AGG_BREAKDOWN_ORDER, human)),
  }));
  rendered.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { shards: rendered };
}
