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
  /**
   * A more_like_this like/unlike document's terms, fetched as ES does with the multi term vectors API (set by
   * createEngine from termvectors/; the query layer below it only sees this function).
   */
  likeItemTerms?: (item: LikeItem) => LikeItemTerms | undefined;
}

/** A more_like_this item: a stored document by `_index/_type/_id`, or an artificial one (`doc`). */
export interface LikeItem {
  index: string;
  type?: string;
  id?: string;
  doc?: Record<string, unknown>;
  fields?: string[];
  perFieldAnalyzer?: Record<string, string>;
  routing?: string;
  version?: number;
}

/** Each field's terms, in term order, with their frequency in the document (a term vector less positions). */
export type LikeItemTerms = Map<string, Array<{ term: string; freq: number }>>;
