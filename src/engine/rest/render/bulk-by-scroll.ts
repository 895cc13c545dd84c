import { renderWithCause, type EsError } from '../../errors/es-error';

/** What a by-scroll request did (BulkByScrollTask.Status), counted as it went. */
export interface BulkByScrollStatus {
  total: number;
  updated: number;
  created: number;
  deleted: number;
  batches: number;
  versionConflicts: number;
  noops: number;
  requestsPerSecond: number;
  /** Bulk failures: the document and its error (a version conflict when conflicts abort). */
  failures: Array<{ index: string; type: string; id: string; error: EsError }>;
}

export const emptyStatus = (requestsPerSecond: number): BulkByScrollStatus => ({
  total: 0, updated: 0, created: 0, deleted: 0, batches: 0, versionConflicts: 0, noops: 0, requestsPerSecond, failures: [],
});

/**
 * BulkByScrollResponse.toXContent: took and timed_out, the status (delete_by_query leaves out `updated` and
 * `created`, update_by_query `created`), then the failures. The answer's status is the worst failure's (409 for
 * an aborting version conflict).
 */
export function renderBulkByScroll(s: BulkByScrollStatus, took: number, counts: { updated: boolean; created: boolean }) {
  const body: Record<string, unknown> = { took, timed_out: false, total: s.total };
  if (counts.updated) body.updated = s.updated;
  if (counts.created) body.created = s.created;
  body.deleted = s.deleted;
  body.batches = s.batches;
  body.version_conflicts = s.versionConflicts;
  body.noops = s.noops;
  body.retries = { bulk: 0, search: 0 };
  body.throttled_millis = 0;
  body.requests_per_second = s.requestsPerSecond === Infinity ? -1 : s.requestsPerSecond;
  body.throttled_until_millis = 0;
  body.failures = s.failures.map((f) => ({ index: f.index, type: f.type, id: f.id, cause: renderWithCause(f.error), status: f.error.status }));
  const status = s.failures.reduce((worst, f) => Math.max(worst, f.error.status), 200);
  return { status, body };
}
