/**
 * The update API as ES 6.8's UpdateHelper does it: read the live document, then turn the request into an
 * index (merged `doc`, or the source a script left), a delete (`ctx.op = 'delete'`), a create (upsert), or
 * a noop answer that writes nothing.
 */
import { EsError } from '../errors/es-error';
import { actionRequestValidation, documentMissing, illegalArgument, versionConflict } from '../errors/catalog';
import { checkCompareAndSet, isCompareAndSet, validateCompareAndSet, type CompareAndSet } from './compare-and-set';
import { cloneJson, isObject, setMember, type JsonObject } from '../util/json';
import { extractSourceValue } from '../util/source-extract';
import { filterSource, type SourceFilter } from '../util/source-filter';
import { deleteDocument, indexDocument, resolveWriteType, validateId, type NodeClock, type VersionType, type WriteResult, type WriteScope } from './documents';
import type { IndexService } from './index-service';
import type { DocRecord } from './shard';


/** An update script, compiled: runs once over `ctx` (`_source`, `op`, `_id`...) and gives back the context it left. */
export interface UpdateScript {
  run(ctx: JsonObject): JsonObject;
}

/** The body of an update request, parsed. */
export interface UpdateBody {
  doc?: JsonObject;
  upsert?: JsonObject;
  script?: UpdateScript;
  scriptedUpsert: boolean;
  docAsUpsert: boolean;
  detectNoop: boolean;
  /** Deprecated `fields`: values read from the updated source into `get.fields`. */
  fields?: string[];
  /** `_source`: which part of the updated source to return in `get`. */
  source?: SourceFilter;
}

export interface UpdateOp {
  type: string;
  id: string;
  routing?: string;
  body: UpdateBody;
  version?: number;
  versionType: VersionType;
  /** `if_seq_no` / `if_primary_term` (see compare-and-set.ts). */
  cas: CompareAndSet;
  retryOnConflict: number;
}

/** What an update did, with the `get` object of its answer when the request asked for the source or fields. */
export interface UpdateResult extends WriteResult {
  /** True for a noop answer: nothing was written, `_shards` counts no copies. */
  noop: boolean;
  get?: JsonObject;
}

const VERSION_TYPE_NAMES: Record<VersionType, string> = { internal: 'INTERNAL', external: 'EXTERNAL', external_gte: 'EXTERNAL_GTE', force: 'FORCE' };

/** UpdateRequest.validate: every message at once, as ES lists them. */
function validate(op: UpdateOp) {
  const m: string[] = [];
  const b = op.body;
  if (op.version !== undefined && b.upsert !== undefined) m.push("can't provide both upsert request and a version");
  validateId(op.id, m);
  if (op.versionType !== 'internal') m.push(`version type [${VERSION_TYPE_NAMES[op.versionType]}] is not supported by the update API`);
  else if (op.version !== undefined && op.retryOnConflict > 0) m.push("can't provide both retry_on_conflict and a specific version");
  // Negative or non-long values were refused when the request was read (compareAndSetFrom*).
  validateCompareAndSet(op.cas, { op: 'update', version: op.version, versionType: op.versionType }, m);
  if (isCompareAndSet(op.cas) && op.retryOnConflict > 0) m.push('compare and write operations can not be retried');
  if (b.script === undefined && b.doc === undefined) m.push('script or doc is missing');
  if (b.script !== undefined && b.doc !== undefined) m.push("can't provide both script and doc");
  if (b.doc === undefined && b.docAsUpsert) m.push('doc must be specified if doc_as_upsert is enabled');
  if (m.length > 0) throw actionRequestValidation(m);
}

/**
 * Applies one update. The live document is read as a realtime get (with the request's version or
 * if_seq_no check), then changed with the same index and delete paths as those APIs, so the write is
 * persisted and versioned like any other.
 */
export async function updateDocument(state: NodeClock, scope: WriteScope, index: IndexService, op: UpdateOp): Promise<UpdateResult> {
  validate(op);
  resolveWriteType(index, op.type);
  // TransportUpdateAction.resolveRequest: a type whose `_routing` is required needs the request's routing.
  if (index.mapping?.routingRequired && op.routing === undefined) {
    throw new EsError({
      type: 'routing_missing_exception', reason: `routing is required for [${index.name}]/[${op.type}]/[${op.id}]`, status: 400,
      metadata: { index_uuid: '_na_', index: index.name },
    });
  }
  const b = op.body;
  const shard = index.shardFor(op.id, op.routing);
  const live = shard.get(op.id);
  const current = live && !live.deleted ? live : undefined;
  if (current === undefined) return upsert(state, scope, index, op);
  checkExpected(index, op, current, shard.shardId);

  const routing = op.routing ?? current.routing;
  if (b.doc !== undefined) {
    const merged = cloneJson(current.source) as JsonObject;
    const changed = mergeInto(merged, b.doc, b.detectNoop);
    if (b.detectNoop && !changed) return noop(index, op, current, shard, merged);
    const r = await indexDocument(state, scope, index, { type: op.type, id: op.id, source: merged, routing, versionType: 'internal', opType: 'index' });
    return { ...r, result: 'updated', noop: false, get: extractGet(op, r.seqNo, r.primaryTerm, r.version, merged) };
  }

  const ctx = runScript(b.script!, {
    _index: index.name,
    _type: current.type,
    _id: op.id,
    _version: current.version,
    _routing: routing ?? null,
    _now: state.clock(),
    _source: cloneJson(current.source),
    op: 'index',
  });
  const source = ctx._source;
  switch (ctx.op) {
    case 'index': {
      const r = await indexDocument(state, scope, index, { type: op.type, id: op.id, source, routing, versionType: 'internal', opType: 'index' });
      return { ...r, result: 'updated', noop: false, get: extractGet(op, r.seqNo, r.primaryTerm, r.version, source) };
    }
    case 'delete': {
      const r = deleteDocument(state, scope, index, { type: op.type, id: op.id, routing, versionType: 'internal' });
      return { ...r, noop: false, get: extractGet(op, r.seqNo, r.primaryTerm, r.version, source) };
    }
    default:
      // ES: `none`, and any other op (logged there), leaves the document as it is.
      return noop(index, op, current, shard, source);
  }
}

/** The document is missing: create it from `upsert` (or `doc`), through the script when `scripted_upsert`. */
async function upsert(state: NodeClock, scope: WriteScope, index: IndexService, op: UpdateOp): Promise<UpdateResult> {
  const b = op.body;
  let source = b.docAsUpsert ? b.doc : b.upsert;
  const shard = index.shardFor(op.id, op.routing);
  if (source === undefined) throw documentMissing(op.type, op.id, index.name, index.uuid, shard.shardId);
  if (b.scriptedUpsert && b.script !== undefined) {
    const ctx = runScript(b.script, { op: 'create', _source: cloneJson(b.upsert ?? {}), _now: state.clock() });
    if (ctx.op !== 'create') {
      // ES: `none` (or any op but create, logged as invalid) aborts the upsert.
      return {
        index, type: op.type, id: op.id, version: -1, result: 'noop', seqNo: -2, primaryTerm: 0, shard, noop: true,
      };
    }
    source = ctx._source as JsonObject;
  }
  const r = await indexDocument(state, scope, index, { type: op.type, id: op.id, source, routing: op.routing, versionType: 'internal', opType: 'create' });
  return { ...r, noop: false, get: extractGet(op, r.seqNo, r.primaryTerm, r.version, source) };
}

/** The version or if_seq_no the request expects, against the live document (a realtime get's check). */
function checkExpected(index: IndexService, op: UpdateOp, current: DocRecord, shardId: number) {
  if (op.version !== undefined && current.version !== op.version) {
    throw versionConflict(op.type, op.id, `current version [${current.version}] is different than the one provided [${op.version}]`, index.name, index.uuid, shardId);
  }
  checkCompareAndSet(op.cas, current, { type: op.type, id: op.id, index: index.name, uuid: index.uuid, shard: shardId });
}

function noop(index: IndexService, op: UpdateOp, current: DocRecord, shard: UpdateResult['shard'], source: unknown): UpdateResult {
  return {
    index, type: op.type, id: op.id, version: current.version, result: 'noop', seqNo: current.seqNo, primaryTerm: current.primaryTerm, shard, noop: true,
    get: extractGet(op, current.seqNo, current.primaryTerm, current.version, source),
  };
}

/** Runs an update script over `ctx` and checks what it left: `op` a string, `_source` an object. */
function runScript(script: UpdateScript, ctx: JsonObject): JsonObject {
  const out = script.run(ctx);
  if (out.op !== undefined && out.op !== null && typeof out.op !== 'string') throw illegalArgument(`[op] must be a string, got [${String(out.op)}]`);
  if (out.op === 'index' || out.op === 'create') {
    if (!isObject(out._source)) throw illegalArgument('[_source] must be an object after an update script');
  }
  return out;
}

/**
 * XContentHelper.update: merges `changes` into `source` in place (objects recursively, everything else
 * replaced). Returns whether anything changed; once one change is seen (or when `checkValues` is off),
 * later values are not compared.
 */
export function mergeInto(source: JsonObject, changes: JsonObject, checkValues: boolean): boolean {
  let modified = false;
  for (const [key, value] of Object.entries(changes)) {
    if (!Object.prototype.hasOwnProperty.call(source, key)) {
      setMember(source, key, value);
      modified = true;
      continue;
    }
    const old = source[key];
    if (isObject(old) && isObject(value)) {
      modified = mergeInto(old, value, checkValues && !modified) || modified;
      continue;
    }
    setMember(source, key, value);
    if (modified) continue;
    modified = !checkValues || !jsonEquals(old, value);
  }
  return modified;
}

function jsonEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEquals(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEquals(a[k], b[k]));
  }
  return false;
}

/** UpdateHelper.extractGetResult: the `get` object, only when `_source` or `fields` asked for it. */
function extractGet(op: UpdateOp, seqNo: number, primaryTerm: number, version: number, source: unknown): JsonObject | undefined {
  const { fields, source: filter } = op.body;
  const wantsSource = filter !== undefined && filter.fetch;
  if ((fields === undefined || fields.length === 0) && !wantsSource) return undefined;
  let sourceRequested = wantsSource;
  const values = new Map<string, unknown[]>();
  for (const f of fields ?? []) {
    if (f === '_source') {
      sourceRequested = true;
      continue;
    }
    const v = extractSourceValue(source, f);
    if (v === undefined || v === null) continue;
    let list = values.get(f);
    if (!list) values.set(f, (list = []));
    list.push(v);
  }
  const get: JsonObject = {};
  if (seqNo >= 0) {
    get._seq_no = seqNo;
    get._primary_term = primaryTerm;
  }
  get.found = true;
  if (sourceRequested) get._source = wantsSource ? filterSource(source, filter!) : source;
  if (values.size > 0) {
    const out: JsonObject = {};
    for (const [k, v] of values) setMember(out, k, v);
    get.fields = out;
  }
  void version;
  return get;
}
