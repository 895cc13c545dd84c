/** A document write's answer (index, create, delete, a bulk item), as ES's DocWriteResponse writes it. */
import type { IndexService } from '../../index/index-service';
import type { WriteResult } from '../../index/documents';

/** `_shards` of a write response: one primary plus the configured replicas (none assigned on one node). */
function writeShards(index: IndexService) {
  return { total: 1 + index.numberOfReplicas, successful: 1, failed: 0 };
}

export function renderWriteResult(r: WriteResult, forcedRefresh: boolean, status?: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    _index: r.index.name,
    _type: r.type,
    _id: r.id,
    _version: r.version,
    result: r.result,
  };
  if (forcedRefresh) out.forced_refresh = true;
  out._shards = writeShards(r.index);
  out._seq_no = r.seqNo;
  out._primary_term = r.primaryTerm;
  // A bulk item ends with its status.
  if (status !== undefined) out.status = status;
  return out;
}
