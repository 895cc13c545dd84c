/** The URL parameters and body members the reindex module's APIs share (6.8's AbstractBaseReindexRestHandler). */
import { actionRequestValidation, illegalArgument } from '../../errors/catalog';
import { notSupportedYet } from '../../errors/not-supported-yet';
import { parseJavaInt } from '../../util/java-numbers';

export type Conflicts = 'abort' | 'proceed';

/** AbstractBulkByScrollRequest.setConflicts. */
export function parseConflicts(v: unknown): Conflicts {
  if (v === 'abort' || v === 'proceed') return v;
  throw illegalArgument(`conflicts may only be "proceed" or "abort" but was [${String(v)}]`);
}

function intParam(params: Map<string, string>, name: string): number | undefined {
  const v = params.get(name);
  if (v === undefined) return undefined;
  const n = parseJavaInt(v);
  if (n === undefined) throw illegalArgument(`Failed to parse int parameter [${name}] with value [${v}]`);
  return n;
}

/** `requests_per_second`: `unlimited` or -1 is no throttle (rendered -1.0); else a float above 0. */
export function parseRequestsPerSecond(params: Map<string, string>): number {
  const v = params.get('requests_per_second');
  if (v === undefined || v === 'unlimited') return Infinity;
  const n = Math.fround(Number(v));
  if (v.trim() === '' || Number.isNaN(n)) throw illegalArgument(`Failed to parse float parameter [requests_per_second] with value [${v}]`);
  if (n === -1) return Infinity;
  if (n <= 0) throw illegalArgument(`[requests_per_second] must be a float greater than 0. Use -1 to disable throttling.`);
  return n;
}

/** `refresh` is a boolean here (paramAsBoolean): `wait_for` is an error. */
export function parseBooleanRefresh(params: Map<string, string>): boolean {
  const v = params.get('refresh');
  if (v === undefined || v === 'false') return false;
  if (v === '' || v === 'true') return true;
  throw illegalArgument(`Failed to parse value [${v}] as only [true] or [false] are allowed.`);
}

/** What every by-scroll request takes from the URL: the limits, the batch size, conflicts, refresh and throttle. */
export interface BulkByScrollParams {
  /** `size` (max docs), -1 for all matches. */
  maxDocs: number;
  scrollSize: number;
  conflicts: Conflicts;
  refresh: boolean;
  requestsPerSecond: number;
  /** `slices=auto`: one slice per shard, so a single slice only over one shard. */
  autoSlices: boolean;
}

/**
 * The URL's part of a by-scroll request. `wait_for_completion=false` starts a task (the tasks API is out of the
 * product) and more than one slice runs sliced sub-requests: both refused by name.
 */
export function bulkByScrollParams(params: Map<string, string>): BulkByScrollParams {
  const wait = params.get('wait_for_completion');
  if (wait === 'false') throw notSupportedYet('parameter', 'wait_for_completion');
  const slices = params.get('slices');
  if (slices !== undefined && slices !== 'auto') {
    const n = parseJavaInt(slices);
    if (n === undefined) throw illegalArgument(`Failed to parse int parameter [slices] with value [${slices}]`);
    if (n < 1) throw illegalArgument(`[slices] must be a positive integer or the string "auto", but was [${n}]`);
    if (n > 1) throw notSupportedYet('parameter', 'slices');
  }
  return {
    maxDocs: intParam(params, 'size') ?? -1,
    scrollSize: intParam(params, 'scroll_size') ?? 1000,
    conflicts: params.has('conflicts') ? parseConflicts(params.get('conflicts')) : 'abort',
    refresh: parseBooleanRefresh(params),
    requestsPerSecond: parseRequestsPerSecond(params),
    autoSlices: slices === 'auto',
  };
}

/** AbstractBulkByScrollRequest.validate's checks of the limits. */
export function validateBulkByScroll(p: BulkByScrollParams) {
  const messages: string[] = [];
  if (p.maxDocs !== -1 && p.maxDocs <= 0) {
    messages.push(`size should be greater than 0 if the request is limited to some number of documents or -1 if it isn't but it was [${p.maxDocs}]`);
  }
  if (messages.length > 0) throw actionRequestValidation(messages);
}
