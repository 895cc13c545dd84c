/** How a search reports shards that failed: ES's ShardSearchFailure entries and search_phase_execution_exception. */
import { EsError, renderWithCause } from '../errors/es-error';
import type { IndexService } from '../index/index-service';

export interface ShardFailure {
  shard: number;
  index: string;
  node: string;
  /** The cause as ES's error JSON (EsError renders itself: errors/es-error.ts). */
  reason: Record<string, unknown>;
}

export function failureOf(index: IndexService, shard: number, cause: EsError): ShardFailure {
  return { shard, index: index.name, node: 'searchpad', reason: renderWithCause(cause) };
}

/**
 * Every shard failed: search_phase_execution_exception, its status the first failure's (or the first 5xx),
 * failures grouped by index and reason as ES's `grouped: true` does.
 */
export function allShardsFailed(failures: ShardFailure[], causes: EsError[]): EsError {
  const seen = new Set<string>();
  const grouped = failures.filter((f) => {
    const key = `${f.index}\u0000${JSON.stringify(f.reason)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const status = causes.find((c) => c.status >= 500)?.status ?? causes[0].status;
  return new EsError({
    type: 'search_phase_execution_exception',
    reason: 'all shards failed',
    status,
    extras: { phase: 'query', grouped: true, failed_shards: grouped },
    causedBy: causes[0],
    rootCauses: causes.filter((_, i) => grouped.includes(failures[i])),
  });
}

/** `allow_partial_search_results=false` and some shards failed (AbstractSearchAsyncAction's "Partial shards failure"). */
export function partialShardsFailure(failures: ShardFailure[], causes: EsError[]): EsError {
  const e = allShardsFailed(failures, causes);
  return new EsError({ type: e.type, reason: 'Partial shards failure', status: e.status, extras: e.extras, causedBy: causes[0], rootCauses: e.explicitRootCauses });
}

export function shardFailure(index: IndexService, shard: number, cause: EsError): EsError {
  return allShardsFailed([failureOf(index, shard, cause)], [cause]);
}

export function queryPhaseFailure(index: IndexService, reason: string): EsError {
  return shardFailure(index, 0, new EsError({ type: 'query_phase_execution_exception', reason, status: 500 }));
}
