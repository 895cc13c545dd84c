import type { IndexService } from './index/index-service';
import type { Mutation, StoredTemplate } from './storage/snapshot-store';
import type { Cooperation } from './util/cooperation';
import type { VersionProfile } from './types';

/** Everything one engine instance knows: its indices and injected clock/randomness. */
export interface EngineState {
  indices: Map<string, IndexService>;
  /** Index templates by name, applied when an index is created. */
  templates: Map<string, StoredTemplate>;
  clock: () => number;
  random: () => number;
  /** Node-wide counter for artificial term-vector documents' ids (ES uses one too). */
  nextArtificialId: number;
  /** Writes of the request being handled, committed to the store before it is acknowledged. */
  mutations: Mutation[];
  /** The request being handled: its yield points and whether it was cancelled. */
  task: Cooperation;
  /** Deprecation warnings raised while handling the request (ES's response headers of the thread context). */
  deprecations: Set<string>;
  /** The response shapes of the request being handled (see VersionProfile). */
  profile: VersionProfile;
  /** `search.max_buckets` from the cluster settings; undefined for 6.8's default (no limit, a warning past 10000). */
  maxBuckets?: number;
  readonly nodeId: string;
  readonly nodeName: string;
  readonly clusterName: string;
  readonly clusterUuid: string;
}
