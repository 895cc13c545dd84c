import type { IndexService } from '../../index/index-service';
import { resolveIndices } from '../../index/resolve-indices';
import { paramBoolean } from '../params';
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

/** `cluster.health`: one node, so replicas are unassigned and an index with replicas is yellow. */
export const clusterHealthHandler: Handler = (req, state) => {
  const targets = req.pathParams.index ? resolveIndices(state, req.pathParams.index) : [...state.indices.values()];
  const { primaries, unassigned, status } = clusterHealth(targets);
  const wanted = req.params.get('wait_for_status');
  const rank = { green: 0, yellow: 1, red: 2 } as Record<string, number>;
  const timedOut = wanted !== undefined && rank[wanted] !== undefined && rank[status] > rank[wanted];
  const total = primaries + unassigned;
  paramBoolean(req.params, 'local', false);
  return {
    status: timedOut ? 408 : 200,
    body: {
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
    },
  };
};
