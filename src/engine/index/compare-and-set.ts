/**
 * Optimistic concurrency control with sequence numbers (`if_seq_no` / `if_primary_term`), as ES 6.8's
 * index, delete, bulk and update requests take it: parsed and range-checked as the request's setters do,
 * validated with the request (`ActionRequestValidationException` messages), and checked against the
 * document's current seq_no and primary term when the write runs (InternalEngine's plan, or the get of
 * an update). Values are Java longs, kept as bigints so a huge one is echoed exactly in the conflict.
 */
import { illegalArgument, versionConflict } from '../errors/catalog';
import type { EsError } from '../errors/es-error';

/** SequenceNumbers.UNASSIGNED_SEQ_NO and the unassigned primary term: "not given". */
export const UNASSIGNED_SEQ_NO = -2n;
export const UNASSIGNED_PRIMARY_TERM = 0n;

export interface CompareAndSet {
  ifSeqNo: bigint;
  ifPrimaryTerm: bigint;
}

export const NO_COMPARE_AND_SET: CompareAndSet = { ifSeqNo: UNASSIGNED_SEQ_NO, ifPrimaryTerm: UNASSIGNED_PRIMARY_TERM };

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** Java's Long.parseLong: an optional sign and decimal digits, within the long range; otherwise undefined. */
export function parseJavaLong(text: string): bigint | undefined {
  if (!/^[+-]?\d+$/.test(text)) return undefined;
  const n = BigInt(text);
  return n < LONG_MIN || n > LONG_MAX ? undefined : n;
}

/** IndexRequest/DeleteRequest.setIfSeqNo: negative values other than "unassigned" are refused. */
export function checkedSeqNo(n: bigint): bigint {
  if (n < 0n && n !== UNASSIGNED_SEQ_NO) throw illegalArgument(`sequence numbers must be non negative. got [${n}].`);
  return n;
}

/** setIfPrimaryTerm: a negative term is refused. */
export function checkedPrimaryTerm(n: bigint): bigint {
  if (n < 0n) throw illegalArgument(`primary term must be non negative. got [${n}]`);
  return n;
}

/** A long from a JSON value, as XContentParser.longValue reads it (numbers truncated, numeric strings coerced). */
function jsonLong(value: unknown): bigint {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const t = Math.trunc(value);
    if (Number.isSafeInteger(t)) return BigInt(t);
  }
  if (typeof value === 'string') {
    const exact = parseJavaLong(value.trim());
    if (exact !== undefined) return exact;
    const n = Number(value);
    if (value.trim() !== '' && Number.isFinite(n) && Number.isSafeInteger(Math.trunc(n))) return BigInt(Math.trunc(n));
  }
  throw illegalArgument(`For input string: "${typeof value === 'string' ? value : JSON.stringify(value)}"`);
}

/** The members of a bulk action line (`if_seq_no`, `if_primary_term`). */
export function compareAndSetFromBulkMeta(meta: Record<string, unknown>): CompareAndSet {
  const ifSeqNo = meta.if_seq_no === undefined ? UNASSIGNED_SEQ_NO : checkedSeqNo(jsonLong(meta.if_seq_no));
  const ifPrimaryTerm = meta.if_primary_term === undefined ? UNASSIGNED_PRIMARY_TERM : checkedPrimaryTerm(jsonLong(meta.if_primary_term));
  return { ifSeqNo, ifPrimaryTerm };
}

export const isCompareAndSet = (cas: CompareAndSet) => cas.ifSeqNo !== UNASSIGNED_SEQ_NO;

/**
 * DocWriteRequest's validation of the pair (index, delete and update requests): no versioning beside it,
 * and both or neither given. `op` says which request, for its own rules (create refuses it outright).
 */
export function validateCompareAndSet(
  cas: CompareAndSet,
  request: { op: 'index' | 'create' | 'delete' | 'update'; version?: number; versionType?: string },
  messages: string[],
) {
  const given = cas.ifSeqNo !== UNASSIGNED_SEQ_NO || cas.ifPrimaryTerm !== UNASSIGNED_PRIMARY_TERM;
  if (request.op === 'create') {
    if (given) messages.push('create operations do not support compare and set. use index instead');
    return;
  }
  const versioned = request.version !== undefined || (request.versionType !== undefined && request.versionType !== 'internal');
  if (cas.ifSeqNo !== UNASSIGNED_SEQ_NO && versioned) messages.push('compare and write operations can not use versioning');
  if (cas.ifPrimaryTerm === UNASSIGNED_PRIMARY_TERM && cas.ifSeqNo !== UNASSIGNED_SEQ_NO) messages.push('ifSeqNo is set, but primary term is [0]');
  if (cas.ifPrimaryTerm !== UNASSIGNED_PRIMARY_TERM && cas.ifSeqNo === UNASSIGNED_SEQ_NO) messages.push(`ifSeqNo is unassigned, but primary term is [${cas.ifPrimaryTerm}]`);
}

/** What the check reads of the document's current state: its seq_no and term, whether live or a tombstone. */
export interface CurrentSeqNo {
  seqNo: number;
  primaryTerm: number;
}

/**
 * InternalEngine's check when the write runs: no current version of the document (never written, or
 * its tombstone gone) or another seq_no or term than the one given is a 409. A tombstone counts as the
 * current version, with the seq_no of its delete. An update checks the live document it read (a missing
 * or deleted one takes the upsert or document-missing path before this check).
 */
export function checkCompareAndSet(
  cas: CompareAndSet,
  current: CurrentSeqNo | undefined,
  target: { type: string; id: string; index: string; uuid: string; shard: number },
): void {
  if (cas.ifSeqNo === UNASSIGNED_SEQ_NO) return;
  const required = `required seqNo [${cas.ifSeqNo}], primary term [${cas.ifPrimaryTerm}]. `;
  let reason: string | undefined;
  if (!current) reason = `${required}but no document was found`;
  else if (BigInt(current.seqNo) !== cas.ifSeqNo || BigInt(current.primaryTerm) !== cas.ifPrimaryTerm) {
    reason = `${required}current document has seqNo [${current.seqNo}] and primary term [${current.primaryTerm}]`;
  }
  if (reason !== undefined) throw conflict(target, reason);
}

function conflict(t: { type: string; id: string; index: string; uuid: string; shard: number }, reason: string): EsError {
  return versionConflict(t.type, t.id, reason, t.index, t.uuid, t.shard);
}
