/** The `profile` section of a search answer, in ES 6.8's layout (SearchProfileShardResults.toXContent). */
import type { CollectorProfile, ProfiledNode, ShardProfile } from '../../search/search-profile';
import { timeValueText } from '../../util/time-value';

import type { VersionProfile } from '../../types';

/**
 * ES writes a breakdown from a java.util.HashMap of the timings and their `_count`s: its keys come in the map's
 * bucket order, which these lists are (as 6.8's and 7.10's answers show them).
 */
const QUERY_BREAKDOWN_KEYS = ['score', 'build_scorer_count', 'match_count', 'create_weight', 'next_doc', 'match', 'create_weight_count',
  'next_doc_count', 'score_count', 'build_scorer', 'advance', 'advance_count'];
/** 7.x (Lucene 8) adds three steps a block-max scorer takes; the engine never takes them (0). */
const QUERY_BREAKDOWN_KEYS_7 = ['set_min_competitive_score_count', 'match_count', 'shallow_advance_count', 'set_min_competitive_score',
  'next_doc', 'match', 'next_doc_count', 'score_count', 'compute_max_score_count', 'compute_max_score', 'advance', 'advance_count', 'score',
  'build_scorer_count', 'create_weight', 'shallow_advance', 'create_weight_count', 'build_scorer'];
const AGG_BREAKDOWN_KEYS = ['reduce', 'build_aggregation', 'build_aggregation_count', 'initialize', 'initialize_count', 'reduce_count', 'collect',
  'collect_count'];

function breakdown<T extends string>(node: ProfiledNode<T>, keys: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of keys) {
    const counted = key.endsWith('_count');
    const t = node.breakdown.get((counted ? key.slice(0, -'_count'.length) : key) as T);
    out[key] = t === undefined ? 0 : counted ? t.count : t.nanos;
  }
  return out;
}

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
  const order = version === '7' ? QUERY_BREAKDOWN_KEYS_7 : QUERY_BREAKDOWN_KEYS;
  const chain = (collectors: CollectorProfile[]) => (version === '7' ? collectors.flatMap((c) => (c.reason === 'search_cancelled' ? c.children : [c])) : collectors);
  const rendered = shards.map((s) => ({
    id: `[${nodeId}][${s.index}][${s.shardId}]`,
    searches: s.searches.map((search) => ({
      query: search.queries.map((q) => renderNode(q, order, human)),
      rewrite_time: search.rewriteNanos,
      collector: chain(search.collector).map((c) => renderCollector(c, human)),
    })),
    aggregations: s.aggregations.map((a) => renderNode(a, AGG_BREAKDOWN_KEYS, human)),
  }));
  rendered.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { shards: rendered };
}
