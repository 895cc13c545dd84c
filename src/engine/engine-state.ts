import type { IndexService } from './index/index-service';

/** Everything one engine instance knows: its indices and injected clock/randomness. */
export interface EngineState {
  indices: Map<string, IndexService>;
  clock: () => number;
  random: () => number;
  /** Node-wide counter for artificial term-vector documents' ids (ES uses one too). */
  nextArtificialId: number;
  readonly nodeId: string;
  readonly nodeName: string;
  readonly clusterName: string;
  readonly clusterUuid: string;
}
