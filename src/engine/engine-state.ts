import type { IndexService } from './index/index-service';
import type { StoredScript, StoredTemplate } from './storage/snapshot-store';

/**
 * The node: what one engine instance keeps from request to request (its indices, injected clock and
 * randomness, its names). What belongs to the request being handled is its RequestScope (request-scope.ts).
 */
export interface EngineState {
  indices: Map<string, IndexService>;
  /** Index templates by name, applied when an index is created. */
  templates: Map<string, StoredTemplate>;
  /** Stored scripts by id (`PUT _scripts/{id}`), run by `{"script": {"id": ...}}`. */
  scripts: Map<string, StoredScript>;
  clock: () => number;
  random: () => number;
  /** Node-wide counter for artificial term-vector documents' ids (ES uses one too). */
  nextArtificialId: number;
  /** `search.max_buckets` from the cluster settings; undefined for 6.8's default (no limit, a warning past 10000). */
  maxBuckets?: number;
  readonly nodeId: string;
  readonly nodeName: string;
  readonly clusterName: string;
  readonly clusterUuid: string;
}
