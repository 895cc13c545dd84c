import { illegalArgument } from '../../errors/catalog';
import { own } from '../../util/own';
import type { IndexService } from '../../index/index-service';
import { resolveIndices } from '../../index/resolve-indices';
import { paramBoolean } from '../params/url-params';
import type { Handler } from '../rest-types';

/** The `version` block of each profile's banner: Elasticsearch 6.8.4 on Lucene 7.7.2, or 7.10.2 on Lucene 8.7.0. */
const VERSIONS = {
  '6.8': {
    number: '6.8.4',
    build_flavor: 'oss',
    build_type: 'tar',
    build_hash: 'bca0c8d',
    build_date: '2019-10-16T06:19:49.319352Z',
    build_snapshot: false,
    lucene_version: '7.7.2',
    minimum_wire_compatibility_version: '5.6.0',
    minimum_index_compatibility_version: '5.0.0',
  },
  '7': {
    number: '7.10.2',
    build_flavor: 'oss',
    build_type: 'tar',
    build_hash: '747e1cc71def077253878a59143c1f785afa92b9',
    build_date: '2021-01-13T00:42:12.435326Z',
    build_snapshot: false,
    lucene_version: '8.7.0',
    minimum_wire_compatibility_version: '6.8.0',
    minimum_index_compatibility_version: '6.0.0-beta1',
  },
} as const;

/** `info`: GET / — the node's banner, with the profile's version. */
export const infoHandler: Handler = (_req, state, scope) => ({
  status: 200,
  body: {
    name: state.nodeName,
    cluster_name: state.clusterName,
    cluster_uuid: state.clusterUuid,
    version: VERSIONS[scope.profile],
    tagline: 'You Know, for Search',
  },
});

/** The health of some indices on one node: every primary active, every replica unassigned. */
export function clusterHealth(targets: IndexService[]) {
  let primaries = 0;
  let unassigned = 0;
  for (const svc of targets) {
    primaries += svc.numberOfShards;
    unassigned += svc.numberOfShards * svc.numberOfReplicas;
  }
  const total = primaries + unassigned;
  return {
    primaries,
    activeShards: primaries,
    unassigned,
    status: unassigned > 0 ? 'yellow' : 'green',
    activePercent: total === 0 ? 100.0 : (primaries / total) * 100,
  };
}

/** `wait_for_nodes`: `N`, `>=N`, `<=N`, `>N`, `<N` or `ge(N)`, `le(N)`, `gt(N)`, `lt(N)` against the one node. */
function nodesSatisfy(expr: string, nodes: number): boolean {
  const m = /^(>=|<=|>|<|ge\(|le\(|gt\(|lt\()?\s*(\d+)\)?$/.exec(expr.trim());
  if (!m) throw illegalArgument(`cannot parse wait_for_nodes [${expr}]`);
  const n = Number(m[2]);
  switch (m[1]) {
    case '>=': case 'ge(': return nodes >= n;
    case '<=': case 'le(': return nodes <= n;
    case '>': case 'gt(': return nodes > n;
    case '<': case 'lt(': return nodes < n;
    default: return nodes === n;
  }
}

const RANK: Record<string, number> = { green: 0, yellow: 1, red: 2 };

/**
 * `cluster.health`: one node, so replicas are unassigned and an index with replicas is yellow. A `wait_for_*`
 * condition the one node cannot meet answers 408 with `timed_out: true` at once (nothing can change while the
 * request waits: the engine runs one request at a time). `level=indices|shards` adds the per-index and per-shard parts.
 */
export const clusterHealthHandler: Handler = (req, state) => {
  const targets = req.pathParams.index ? resolveIndices(state, req.pathParams.index) : [...state.indices.values()];
  // 6.8 reads `level` only when rendering: anything but indices or shards is the cluster level.
  const level = req.params.get('level') ?? 'cluster';
  let primaries = 0;
  let unassigned = 0;
  const indices: Record<string, unknown> = {};
  for (const svc of [...targets].sort((a, b) => a.name.localeCompare(b.name))) {
    const replicas = svc.numberOfReplicas;
    primaries += svc.numberOfShards;
    unassigned += svc.numberOfShards * replicas;
    const status = replicas > 0 ? 'yellow' : 'green';
    const part: Record<string, unknown> = {
      status, number_of_shards: svc.numberOfShards, number_of_replicas: replicas, active_primary_shards: svc.numberOfShards,
      active_shards: svc.numberOfShards, relocating_shards: 0, initializing_shards: 0, unassigned_shards: svc.numberOfShards * replicas,
    };
    if (level === 'shards') {
      const shards: Record<string, unknown> = {};
      for (let i = 0; i < svc.numberOfShards; i++) {
        shards[String(i)] = { status, primary_active: true, active_shards: 1, relocating_shards: 0, initializing_shards: 0, unassigned_shards: replicas };
      }
      part.shards = shards;
    }
    indices[svc.name] = part;
  }
  const status = unassigned > 0 ? 'yellow' : 'green';
  const total = primaries + unassigned;
  const wanted = req.params.get('wait_for_status');
  if (wanted !== undefined && own(RANK, wanted.toLowerCase()) === undefined) throw illegalArgument(`unknown cluster health status [${wanted}]`);
  const waitNodes = req.params.get('wait_for_nodes');
  const waitShards = req.params.get('wait_for_active_shards');
  const shardsWanted = waitShards === undefined || waitShards === '' ? 0 : waitShards === 'all' ? total : Number(waitShards);
  if (Number.isNaN(shardsWanted)) throw illegalArgument(`Failed to parse wait_for_active_shards [${waitShards}]`);
  const timedOut = (wanted !== undefined && RANK[status] > RANK[wanted.toLowerCase()])
    || (waitNodes !== undefined && waitNodes !== '' && !nodesSatisfy(waitNodes, 1))
    || primaries < shardsWanted;
  paramBoolean(req.params, 'local', false);
  const body: Record<string, unknown> = {
    cluster_name: state.clusterName,
    status,
    timed_out: timedOut,
    number_of_nodes: 1,
    number_of_data_nodes: 1,
    active_primary_shards: primaries,
    active_shards: primaries,
    relocating_shards: 0,
    initializing_shards: 0,
    unassigned_shards: unassigned,
    delayed_unassigned_shards: 0,
    number_of_pending_tasks: 0,
    number_of_in_flight_fetch: 0,
    task_max_waiting_in_queue_millis: 0,
    active_shards_percent_as_number: total === 0 ? 100.0 : (primaries / total) * 100,
  };
  if (level === 'indices' || level === 'shards') body.indices = indices;
  return { status: timedOut ? 408 : 200, body };
};
