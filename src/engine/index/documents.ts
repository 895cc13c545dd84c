import { EsError } from '../errors/es-error';
import { actionRequestValidation, illegalArgument, versionConflict, invalidTypeName } from '../errors/catalog';
import type { Cooperation } from '../util/cooperation';
import { mergeTypeMapping } from '../mapping/merge-mapping';
import { parseDocument } from '../mapping/parse-document';
import { parseTypeMapping } from '../mapping/parse-mapping';
import { randomBase64Id } from '../util/ids';
import { javaUtf8Length } from '../util/utf8';
import type { IndexService } from './index-service';
import { intSetting } from './settings';
import { invertDocumentCooperatively } from './invert';
import type { DocRecord, Shard } from './shard';
import { recordDoc, recordIndexMeta, type Writes } from './persist';
import { checkCompareAndSet, NO_COMPARE_AND_SET, validateCompareAndSet, type CompareAndSet } from './compare-and-set';

export type VersionType = 'internal' | 'external' | 'external_gte' | 'force';

export function parseVersionType(v: string | undefined): VersionType {
  if (v === undefined) return 'internal';
  const s = v.toLowerCase();
  if (s === 'internal' || s === 'external' || s === 'external_gte' || s === 'force') return s;
  if (s === 'external_gt') return 'external';
  throw illegalArgument(`No version type match [${v}]`);
}

/**
 * VersionType.validateVersionForWrites: an internal version is positive (or one of ES's match-any and
 * match-deleted markers), an external one is not negative.
 */
export function checkVersionForWrites(op: { version?: number; versionType: VersionType }, messages: string[]) {
  const v = op.version;
  if (v === undefined) return;
  const valid = op.versionType === 'internal' ? v > 0 || v === -3 || v === -4 : v >= 0;
  if (!valid) messages.push(`illegal version value [${v}] for version type [${op.versionType.toUpperCase()}]`);
}

export interface IndexOp {
  type: string;
  id?: string;
  source: unknown;
  routing?: string;
  version?: number;
  versionType: VersionType;
  opType: 'index' | 'create';
  /** `if_seq_no` / `if_primary_term` (none when absent). */
  cas?: CompareAndSet;
}

/** What a write reads of the node: its clock (for the version map) and randomness (auto ids). */
export interface NodeClock {
  clock: () => number;
  random: () => number;
}

/** What a write needs of its request: where its writes are recorded, and its yield points. */
export interface WriteScope extends Writes {
  task: Cooperation;
  /** The request's deprecation warnings (internal versioning for concurrency control). */
  deprecations: Set<string>;
}

export interface WriteResult {
  index: IndexService;
  /** The type as the request spelled it (`_doc` is echoed even on an index whose type has another name). */
  type: string;
  id: string;
  version: number;
  result: 'created' | 'updated' | 'deleted' | 'not_found' | 'noop';
  seqNo: number;
  primaryTerm: number;
  shard: Shard;
}

/**
 * The type a request writes to, under 6.x's one-type rule: the index's type, or `_doc` as its alias.
 * Returns the stored type name.
 */
export function resolveWriteType(index: IndexService, type: string): string {
  const current = index.mapping?.name;
  if (current === type) return type;
  if (current === undefined) {
    validateTypeName(type);
    return type;
  }
  if (type === '_doc') return current;
  throw illegalArgument(
    `Rejecting mapping update to [${index.name}] as the final mapping would have more than 1 type: [${current}, ${type}]`,
  );
}

/** MapperService.validateTypeName: the rules a new mapping type's name must follow. */
export function validateTypeName(type: string) {
  if (type.length === 0) throw invalidTypeName('mapping type name is empty');
  if (type.length > 255) throw invalidTypeName(`mapping type name [${type}] is too long; limit is length 255 but was [${type.length}]`);
  if (type.startsWith('_') && type !== '_doc') throw invalidTypeName(`mapping type name [${type}] can't start with '_' unless it is called [_doc]`);
  if (type.includes('#')) throw invalidTypeName(`mapping type name [${type}] should not include '#' in it`);
  if (type.includes(',')) throw invalidTypeName(`mapping type name [${type}] should not include ',' in it`);
  if (type.startsWith('.')) throw illegalArgument(`mapping type name [${type}] must not start with a '.'`);
}

export function validateId(id: string | undefined, messages: string[]) {
  if (id === undefined) return;
  const bytes = javaUtf8Length(id); // ES: IndexRequest counts String.getBytes(UTF_8)
  if (bytes > 512) messages.push(`id is too long, must be no longer than 512 bytes but was: ${bytes}`);
}

function conflict(index: IndexService, shard: Shard, type: string, id: string, reason: string): EsError {
  return versionConflict(type, id, reason, index.name, index.uuid, shard.shardId);
}

/** The version a write gets, or ES's conflict error (es-semantics §0, VersionType rules). */
function nextVersion(op: { version?: number; versionType: VersionType }, current: DocRecord | undefined, fail: (r: string) => EsError): number {
  const exists = current !== undefined && !current.deleted;
  const currentVersion = current ? current.version : -1;
  switch (op.versionType) {
    case 'internal':
      if (op.version !== undefined) {
        if (!exists) throw fail(`document does not exist (expected version [${op.version}])`);
        if (currentVersion !== op.version) {
          throw fail(`current version [${currentVersion}] is different than the one provided [${op.version}]`);
        }
      }
      return current ? currentVersion + 1 : 1;
    case 'external':
      if (op.version === undefined) throw illegalArgument('version must be set for external versioning');
      if (current && currentVersion >= op.version) {
        throw fail(`current version [${currentVersion}] is higher or equal to the one provided [${op.version}]`);
      }
      return op.version;
    case 'external_gte':
      if (op.version === undefined) throw illegalArgument('version must be set for external versioning');
      if (current && currentVersion > op.version) {
        throw fail(`current version [${currentVersion}] is higher than the one provided [${op.version}]`);
      }
      return op.version;
    case 'force':
      return op.version ?? 1;
  }
}

/**
 * Indexes one document: resolves the type, parses it against the mapping (dynamic fields merged, and
 * the mapping limits checked, only once everything parsed), checks versions, analyses it (a long value
 * in pieces, pausing at the request's yield points), then writes it to its shard's buffer. Nothing
 * changes before the last step, so a refused or cancelled document leaves no trace.
 */
export async function indexDocument(node: NodeClock, scope: WriteScope, index: IndexService, op: IndexOp): Promise<WriteResult> {
  const storedType = resolveWriteType(index, op.type);
  const messages: string[] = [];
  if (op.id === '') throw illegalArgument('if _id is specified it must not be empty');
  validateId(op.id, messages);
  // IndexRequest.validate: a create with another version type says only that.
  if (op.opType === 'create' && op.versionType !== 'internal') throw actionRequestValidation(['create operations only support internal versioning. use index instead']);
  if (op.versionType !== 'internal' && op.version === undefined) messages.push('an external version is required');
  if (op.opType === 'create' && op.versionType === 'internal' && op.version !== undefined) {
    messages.push('create operations do not support explicit versions. use index instead');
  }
  checkVersionForWrites(op, messages);
  const cas = op.cas ?? NO_COMPARE_AND_SET;
  validateCompareAndSet(cas, { op: op.opType, version: op.version, versionType: op.versionType }, messages);
  if (index.mapping?.routingRequired && op.routing === undefined) messages.push('routing is required for [' + index.name + ']/[' + storedType + ']/[' + (op.id ?? '_na_') + ']');
  if (messages.length > 0) throw actionRequestValidation(messages);
  if (op.opType === 'index') warnInternalVersioning(scope, index, op);

  const id = op.id ?? randomBase64Id(node.random, 20);
  const mapping = index.mapping ?? parseTypeMapping(storedType, {});
  const parsed = parseDocument(op.source, mapping, id, intSetting(index.settings, 'index.mapping.nested_objects.limit', 10000, 0));
  const newMapping = parsed.dynamicUpdate ? mergeTypeMapping(mapping, parsed.dynamicUpdate) : mapping;
  // ES: the dynamic update goes through the same MapperService checks as a put mapping.
  if (parsed.dynamicUpdate) index.checkMappingLimits(newMapping);

  const shard = index.shardFor(id, op.routing);
  const current = shard.get(id);
  const fail = (r: string) => conflict(index, shard, op.type, id, r);
  checkCompareAndSet(cas, current, { type: op.type, id, index: index.name, uuid: index.uuid, shard: shard.shardId });
  if (op.opType === 'create' && current && !current.deleted) {
    throw fail(`document already exists (current version [${current.version}])`);
  }
  const version = nextVersion(op, current, fail);
  const doc = await invertDocumentCooperatively(
    { fields: parsed.fields },
    { id, type: storedType, source: op.source, version, seqNo: -1, primaryTerm: 1, routing: op.routing },
    (m) => index.indexAnalyzer(m),
    () => scope.task.checkpoint(),
  );

  // Everything validated and analysed: from here on the write happens, with no pause.
  if (newMapping !== index.mapping) {
    index.mapping = newMapping;
    recordIndexMeta(scope, index);
  }
  const seqNo = shard.nextSeqNo++;
  doc.seqNo = seqNo;
  recordDoc(scope, index, shard, shard.index(doc, node.clock()), current?.seqNo);
  return {
    index,
    type: op.type,
    id,
    version,
    result: current && !current.deleted ? 'updated' : 'created',
    seqNo,
    primaryTerm: 1,
    shard,
  };
}

export interface DeleteOp {
  type: string;
  id: string;
  routing?: string;
  version?: number;
  versionType: VersionType;
  /** `if_seq_no` / `if_primary_term` (none when absent). */
  cas?: CompareAndSet;
}

export function deleteDocument(node: NodeClock, scope: WriteScope, index: IndexService, op: DeleteOp): WriteResult {
  const messages: string[] = [];
  validateId(op.id, messages);
  checkVersionForWrites(op, messages);
  const cas = op.cas ?? NO_COMPARE_AND_SET;
  validateCompareAndSet(cas, { op: 'delete', version: op.version, versionType: op.versionType }, messages);
  if (messages.length > 0) throw actionRequestValidation(messages);
  // 6.x's delete asks for the type's mapper (creating it): a second type is refused as an index would be.
  if (index.mapping !== undefined) resolveWriteType(index, op.type);
  warnInternalVersioning(scope, index, op);
  const shard = index.shardFor(op.id, op.routing);
  const current = shard.get(op.id);
  const fail = (r: string) => conflict(index, shard, op.type, op.id, r);
  checkCompareAndSet(cas, current, { type: op.type, id: op.id, index: index.name, uuid: index.uuid, shard: shard.shardId });
  const exists = current !== undefined && !current.deleted;
  if (op.versionType === 'internal' && op.version !== undefined && !exists) {
    throw fail(`current version [-1] is different than the one provided [${op.version}]`);
  }
  const version = nextVersion(op, current, fail);
  const seqNo = shard.nextSeqNo++;
  if (exists) recordDoc(scope, index, shard, shard.delete(op.id, version, seqNo, node.clock())!, current.seqNo);
  else if (current) {
    // Deleting a deleted document still moves its tombstone's version on.
    const replaces = current.seqNo;
    current.version = version;
    current.seqNo = seqNo;
    recordDoc(scope, index, shard, current, replaces);
  }
  return { index, type: op.type, id: op.id, version, result: exists ? 'deleted' : 'not_found', seqNo, primaryTerm: 1, shard };
}

/**
 * 6.7+ deprecates `version` with internal versioning for optimistic concurrency control (IndexRequest and
 * DeleteRequest validation log it), in favour of `if_seq_no` / `if_primary_term`.
 */
function warnInternalVersioning(scope: { deprecations: Set<string> }, index: IndexService, op: { type: string; id?: string; version?: number; versionType: VersionType }) {
  if (op.versionType !== 'internal' || op.version === undefined) return;
  scope.deprecations.add(
    `Usage of internal versioning for optimistic concurrency control is deprecated and will be removed. Please use the \`if_seq_no\` and \`if_primary_term\` parameters instead. (request for index [${index.name}], type [${op.type}], id [${op.id ?? null}])`,
  );
}
