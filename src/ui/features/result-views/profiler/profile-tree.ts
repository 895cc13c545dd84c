/**
 * Reads a search answer's `profile` section (ES 6.8's layout) for the Search Profiler view, as Kibana's Search
 * Profiler does: per shard, each node's total and self time and its share of the shard's time, its breakdown
 * sorted by time, the collectors, and the aggregations.
 */

export interface BreakdownRow {
  name: string;
  nanos: number;
  count?: number;
  /** Share of the node's own time (0..1). */
  share: number;
}

export interface ProfileNode {
  /** A path of indexes from the shard's first root: unique within a shard, for selection. */
  key: string;
  type: string;
  description: string;
  nanos: number;
  /** The node's time less its children's. */
  selfNanos: number;
  /** Share of the shard's time (0..1): what the bar draws. */
  share: number;
  breakdown: BreakdownRow[];
  children: ProfileNode[];
}

export interface CollectorNode {
  name: string;
  reason: string;
  nanos: number;
  share: number;
  children: CollectorNode[];
}

export interface ProfiledSearch {
  queries: ProfileNode[];
  rewriteNanos: number;
  collectors: CollectorNode[];
}

export interface ProfiledShard {
  /** `[node][index][shard]` as ES writes it. */
  id: string;
  node: string;
  index: string;
  shard: string;
  /** The shard's query time: its searches' query trees and rewrite times. */
  queryNanos: number;
  aggregationNanos: number;
  searches: ProfiledSearch[];
  aggregations: ProfileNode[];
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : Number(x) || 0);

function breakdownOf(raw: unknown): BreakdownRow[] {
  if (!isObj(raw)) return [];
  const rows: BreakdownRow[] = [];
  for (const [name, v] of Object.entries(raw)) {
    if (name.endsWith('_count')) continue;
    const count = raw[`${name}_count`];
    rows.push({ name, nanos: num(v), count: count === undefined ? undefined : num(count), share: 0 });
  }
  const total = rows.reduce((s, r) => s + r.nanos, 0);
  for (const r of rows) r.share = total > 0 ? r.nanos / total : 0;
  return rows.sort((a, b) => b.nanos - a.nanos || a.name.localeCompare(b.name));
}

function nodeOf(raw: unknown, key: string, shardNanos: number): ProfileNode {
  const o = isObj(raw) ? raw : {};
  const nanos = num(o.time_in_nanos);
  const children = (Array.isArray(o.children) ? o.children : []).map((c, i) => nodeOf(c, `${key}.${i}`, shardNanos));
  return {
    key,
    type: String(o.type ?? ''),
    description: String(o.description ?? ''),
    nanos,
    selfNanos: Math.max(0, nanos - children.reduce((s, c) => s + c.nanos, 0)),
    share: shardNanos > 0 ? nanos / shardNanos : 0,
    breakdown: breakdownOf(o.breakdown),
    children,
  };
}

function collectorOf(raw: unknown, total: number): CollectorNode {
  const o = isObj(raw) ? raw : {};
  const nanos = num(o.time_in_nanos);
  return {
    name: String(o.name ?? ''),
    reason: String(o.reason ?? ''),
    nanos,
    share: total > 0 ? nanos / total : 0,
    children: (Array.isArray(o.children) ? o.children : []).map((c) => collectorOf(c, total)),
  };
}

const ID = /^\[([^\]]*)\]\[(.*)\]\[(\d+)\]$/;

/** The shards of a profiled answer, in the answer's order; undefined when it has no profile. */
export function profiledShards(body: unknown): ProfiledShard[] | undefined {
  if (!isObj(body) || !isObj(body.profile) || !Array.isArray(body.profile.shards)) return undefined;
  return body.profile.shards.filter(isObj).map((s) => {
    const id = String(s.id ?? '');
    const [, node = '', index = id, shard = ''] = ID.exec(id) ?? [];
    const rawSearches = (Array.isArray(s.searches) ? s.searches : []).filter(isObj);
    const queryNanos = rawSearches.reduce((t, search) => t + num(search.rewrite_time) + (Array.isArray(search.query) ? search.query : []).reduce((q: number, n) => q + num(isObj(n) ? n.time_in_nanos : 0), 0), 0);
    const rawAggs = Array.isArray(s.aggregations) ? s.aggregations : [];
    const aggregationNanos = rawAggs.reduce((t: number, a) => t + num(isObj(a) ? a.time_in_nanos : 0), 0);
    const searches = rawSearches.map((search, si) => {
      const collectors = Array.isArray(search.collector) ? search.collector : [];
      const collectorTotal = collectors.reduce((t: number, c) => t + num(isObj(c) ? c.time_in_nanos : 0), 0);
      return {
        queries: (Array.isArray(search.query) ? search.query : []).map((q, qi) => nodeOf(q, `${si}.${qi}`, queryNanos)),
        rewriteNanos: num(search.rewrite_time),
        collectors: collectors.map((c) => collectorOf(c, collectorTotal)),
      };
    });
    return { id, node, index, shard, queryNanos, aggregationNanos, searches, aggregations: rawAggs.map((a, i) => nodeOf(a, `a.${i}`, aggregationNanos)) };
  });
}

/** Kibana's time format: milliseconds with three decimals (`0.042ms`). */
export function formatNanos(nanos: number): string {
  return `${(nanos / 1e6).toFixed(3)}ms`;
}

/** Every node of a tree, depth first, with its depth (the rows the view draws). */
export function flatten(nodes: ProfileNode[], depth = 0, out: Array<{ node: ProfileNode; depth: number }> = []) {
  for (const n of nodes) {
    out.push({ node: n, depth });
    flatten(n.children, depth + 1, out);
  }
  return out;
}
