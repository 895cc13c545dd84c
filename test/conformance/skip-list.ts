/**
 * What the conformance run skips besides the YAML's own version/feature skips: tests of APIs and features
 * outside Searchpad (a single-node, in-browser playground has no cluster to manage, no nodes, snapshots,
 * tasks, ingest pipelines or shard allocation). Each entry names one such API or feature and nothing else.
 * A test of a feature the product claims or plans is never skipped: while it fails it is in the ratchet.
 */
export interface SkipEntry {
  /** An API of the REST spec (`cluster.state`) or a family (`snapshot.`): a test calling it is skipped. */
  api?: string;
  /** An API directory of the suite (`cluster.put_settings/`): its tests are skipped. */
  directory?: string;
  reason: string;
}

const cluster = 'cluster management and cluster state (a single in-browser node)';
const nodes = 'node information and node statistics';
const shards = 'shard allocation, recovery and shard-level storage';
const stats = 'index and shard statistics (store, indexing, caches, translog, segments)';

export const SKIP_LIST: SkipEntry[] = [
  { api: 'cluster.state', reason: cluster },
  { api: 'cluster.stats', reason: cluster },
  { api: 'cluster.pending_tasks', reason: cluster },
  { api: 'cluster.remote_info', reason: 'cross-cluster search (remote clusters)' },
  { api: 'cluster.reroute', reason: shards },
  { api: 'cluster.allocation_explain', reason: shards },
  { directory: 'cluster.put_settings/', reason: 'persistent and transient cluster settings' },
  { directory: 'cluster.get_settings/', reason: 'persistent and transient cluster settings' },
  { api: 'nodes.', reason: nodes },
  { api: 'cat.nodes', reason: nodes },
  { api: 'cat.nodeattrs', reason: nodes },
  { api: 'cat.plugins', reason: nodes },
  { api: 'cat.thread_pool', reason: nodes },
  { api: 'cat.fielddata', reason: nodes },
  { api: 'snapshot.', reason: 'snapshot and restore' },
  { api: 'cat.snapshots', reason: 'snapshot and restore' },
  { api: 'cat.repositories', reason: 'snapshot and restore' },
  { api: 'tasks.', reason: 'the task management API' },
  { api: 'cat.tasks', reason: 'the task management API' },
  { api: 'ingest.', reason: 'ingest pipelines' },
  { api: 'cat.allocation', reason: shards },
  { api: 'cat.shards', reason: shards },
  { api: 'cat.recovery', reason: shards },
  { api: 'indices.recovery', reason: shards },
  { api: 'indices.shard_stores', reason: shards },
  { api: 'indices.shrink', reason: `${shards} (resizing an index)` },
  { api: 'indices.split', reason: `${shards} (resizing an index)` },
  { api: 'search_shards', reason: shards },
  { api: 'indices.stats', reason: stats },
  { api: 'indices.segments', reason: stats },
  { api: 'cat.segments', reason: stats },
  { api: 'indices.clear_cache', reason: 'node caches (fielddata, query and request caches)' },
  { api: 'indices.flush', reason: 'the translog and Lucene commits (flush, synced flush)' },
  { api: 'indices.flush_synced', reason: 'the translog and Lucene commits (flush, synced flush)' },
  { api: 'indices.upgrade', reason: 'upgrading segments written by older Lucene versions' },
  { api: 'put_script', reason: 'stored scripts (kept in the cluster state)' },
  { api: 'get_script', reason: 'stored scripts (kept in the cluster state)' },
  { api: 'delete_script', reason: 'stored scripts (kept in the cluster state)' },
];

const matchesApi = (entry: string, api: string) => (entry.endsWith('.') ? api.startsWith(entry) : api === entry);

/** Why a test is skipped, from its file's label and the APIs it (with its setup and teardown) calls. */
export function skipReason(file: string, apis: Iterable<string>): string | undefined {
  const dir = SKIP_LIST.find((s) => s.directory && file.startsWith(s.directory));
  if (dir?.directory) return `${dir.directory.slice(0, -1)}: ${dir.reason}`;
  for (const api of apis) {
    const e = SKIP_LIST.find((s) => s.api && matchesApi(s.api, api));
    if (e) return `${api}: ${e.reason}`;
  }
  return undefined;
}
