import { actionRequestValidation } from '../../errors/catalog';
import { EsError } from '../../errors/es-error';
import { notSupportedYet } from '../../errors/not-supported-yet';
import type { EngineState } from '../../engine-state';
import { deleteDocument, indexDocument } from '../../index/documents';
import type { UpdateScript } from '../../index/update-document';
import { illegalArgument } from '../../errors/catalog';
import { cloneJson, type JsonObject } from '../../util/json';
import { parseUpdateBody } from '../params/update-params';
import type { IndexService } from '../../index/index-service';
import { resolveIndices, type IndicesOptions } from '../../index/resolve-indices';
import type { RequestScope } from '../../request-scope';
import { executeSearch, parseSearchRequest, type SearchRequest } from '../../search/search-service';
import type { SearchHit } from '../../search/fetch-phase';
import { isObject } from '../../util/json';
import { bulkByScrollParams, parseConflicts, validateBulkByScroll, type BulkByScrollParams } from '../params/by-query-params';
import { indicesOptionsFromParams } from '../params/indices-options';
import { searchUrlOverrides } from '../params/search-params';
import { sourceFilterFromParams } from '../params/source-params';
import { uriQuery } from '../params/uri-query';
import { emptyStatus, renderBulkByScroll, type BulkByScrollStatus } from '../render/bulk-by-scroll';
import type { Handler, RestRequest } from '../rest-types';
import { searchScopesWithRouting } from './search';

/** A search request's default IndicesOptions: wildcards expand to open indices, closed ones refused. */
const BY_QUERY_INDICES_OPTIONS: IndicesOptions = { ignoreUnavailable: false, allowNoIndices: true, expandWildcards: 'open' };

/** One hit's write: what it did, or throws the write's error (a 409 is a version conflict). */
export type HitWrite = (index: IndexService, hit: SearchHit, routing: string | undefined, script?: UpdateScript) => Promise<WriteOutcome> | WriteOutcome;
type WriteOutcome = 'deleted' | 'updated' | 'created' | 'noop';

/** Errors that fail the whole request (a script's), not one document's write: ES answers them as the request's error. */
const REQUEST_FAILURES = new WeakSet<EsError>();

/** A write's failure on another document than the hit (reindex writes into dest): the index, type and id it names. */
export const FAILED_WRITE = new WeakMap<EsError, { index: string; type: string; id: string }>();

/** The request's own members taken out of the body before the rest is read as a search (extractRequestSpecificFields). */
export function splitBody(body: unknown, p: BulkByScrollParams, own: readonly string[]): { search: Record<string, unknown>; own: Map<string, unknown> } {
  const search: Record<string, unknown> = Object.create(null);
  const taken = new Map<string, unknown>();
  if (body === undefined) return { search, own: taken };
  if (!isObject(body)) throw actionRequestValidation(['source is missing']);
  for (const [k, v] of Object.entries(body)) {
    if (k === 'conflicts') p.conflicts = parseConflicts(v);
    // 6.8 reads the body's `size` as the most documents to process (setSize), not the batch size.
    else if (k === 'size') p.maxDocs = typeof v === 'number' ? v : Number(v);
    else if (own.includes(k)) taken.set(k, v);
    else search[k] = v;
  }
  return { search, own: taken };
}

/**
 * Delete or update by query, synchronously: a scroll over what the query matches (at the last refresh, versions
 * and sequence numbers read there), then each batch of `scroll_size` hits written one document at a time with a
 * compare-and-set on its sequence number. A document changed since the search is a version conflict, never
 * overwritten: counted, and under `conflicts=abort` a failure that stops the request after its batch.
 */
async function runByQuery(req: RestRequest, state: EngineState, scope: RequestScope, own: readonly string[], write: HitWrite) {
  const started = state.clock();
  const p = bulkByScrollParams(req.params);
  const { search, own: members } = splitBody(req.body, p, own);
  validateBulkByScroll(p);
  const script = members.has('script') ? parseUpdateBody({ script: members.get('script') }, scope, state.scripts).script : undefined;
  const urlParams = new Map([...req.params].filter(([k]) => k !== 'size'));
  const sr = parseSearchRequest(search, searchUrlOverrides(urlParams), (text) => scope.deprecations.add(text));
  if (req.params.has('q')) sr.query = uriQuery(req.params.get('q')!, req.params);
  const urlSource = sourceFilterFromParams(req.params, (w) => scope.deprecations.add(w));
  if (urlSource) sr.source = urlSource;
  const indices = resolveIndices(state, req.pathParams.index, indicesOptionsFromParams(req.params, BY_QUERY_INDICES_OPTIONS, { forbidClosed: true }));
  if (p.autoSlices && indices.some((i) => i.shards.length > 1)) throw notSupportedYet('parameter', 'slices');
  // `routing` searches only the shards it routes to (and alias filters apply), as the search API does.
  const scopes = searchScopesWithRouting(state, req.pathParams.index, indices, req.params.get('routing'));
  const status = await scanAndWrite(state, scope, indices, sr, req.pathParams.type?.split(','), p, script, write, scopes);
  return { status, took: Math.max(0, state.clock() - started) };
}


/**
 * The scroll and the writes: every match at the last refresh (versions and sequence numbers read there), in
 * batches of `scroll_size`, each hit written by `write`; stops after the batch where a failure happened.
 */
export async function scanAndWrite(
  state: EngineState, scope: RequestScope, indices: IndexService[], sr: SearchRequest, types: string[] | undefined,
  p: BulkByScrollParams, script: UpdateScript | undefined, write: HitWrite, scopes?: Parameters<typeof executeSearch>[5],
): Promise<BulkByScrollStatus> {
  sr.version = true;
  sr.seqNoPrimaryTerm = true;
  sr.size = p.scrollSize;
  sr.scroll = 300_000;
  const r = await executeSearch(state, scope, indices, sr, types, scopes);
  const status = emptyStatus(p.requestsPerSecond);
  const ordered = r.scroll!.ordered;
  const limit = p.maxDocs === -1 ? ordered.length : Math.min(p.maxDocs, ordered.length);
  status.total = p.maxDocs === -1 ? r.total : Math.min(p.maxDocs, r.total);
  const byName = new Map(indices.map((i) => [i.name, i]));
  const touched = new Set<IndexService>();
  for (let from = 0; from < limit && status.failures.length === 0; from += p.scrollSize) {
    const page = r.scroll!.fetch(ordered.slice(from, Math.min(limit, from + p.scrollSize)));
    status.batches++;
    for (const hit of page) {
      const index = byName.get(hit.index)!;
      const routing = index.shards[hit.shardId]?.get(hit.id)?.routing;
      try {
        const done = await write(index, hit, routing, script);
        touched.add(index);
        if (done === 'deleted') status.deleted++;
        else if (done === 'updated') status.updated++;
        else if (done === 'created') status.created++;
        else status.noops++;
      } catch (e) {
        if (!(e instanceof EsError) || e.status >= 500 || REQUEST_FAILURES.has(e)) throw e;
        if (e.status === 409) {
          status.versionConflicts++;
          if (p.conflicts === 'proceed') continue;
        }
        status.failures.push({ ...(FAILED_WRITE.get(e) ?? { index: hit.index, type: hit.type, id: hit.id }), error: e });
      }
    }
    await scope.task.checkpoint();
  }
  if (p.refresh) for (const index of touched) for (const shard of index.shards) shard.refresh(true);
  return status;
}

export function respond(s: BulkByScrollStatus, took: number, counts: { updated: boolean; created: boolean }) {
  const { status, body } = renderBulkByScroll(s, took, counts);
  return { status, body };
}

/** `delete_by_query`: POST /{index}/_delete_by_query, /{index}/{type}/_delete_by_query. */
export const deleteByQueryHandler: Handler = async (req, state, scope) => {
  if (req.body === undefined && !req.params.has('q')) throw actionRequestValidation(['query is missing']);
  const { status, took } = await runByQuery(req, state, scope, [], (index, hit, routing) => {
    deleteDocument(state, scope, index, {
      type: hit.type, id: hit.id, routing, versionType: 'internal',
      cas: { ifSeqNo: BigInt(hit.seqNo!), ifPrimaryTerm: 1n },
    });
    return 'deleted';
  });
  return respond(status, took, { updated: false, created: false });
};

/** The metadata a by-query script may read but not change (6.8's UpdateByQuery ScriptApplier). */
const FIXED_METADATA = ['_index', '_type', '_id', '_version', '_routing'];

/**
 * Runs the script of an update by query over a hit's `ctx` (6.8's ScriptApplier): `op` starts as `index` and may
 * become `noop` or `delete`; the metadata cannot change.
 */
export function applyScript(script: UpdateScript, ctx: JsonObject, fixed: readonly string[] = FIXED_METADATA): { op: 'index' | 'noop' | 'delete'; source: JsonObject; ctx: JsonObject } {
  try {
    return checkedScript(script, ctx, fixed);
  } catch (e) {
    if (e instanceof EsError) REQUEST_FAILURES.add(e);
    throw e;
  }
}

function checkedScript(script: UpdateScript, ctx: JsonObject, fixed: readonly string[]): { op: 'index' | 'noop' | 'delete'; source: JsonObject; ctx: JsonObject } {
  const before = { ...ctx };
  const out = script.run(ctx);
  const op = out.op;
  if (op === undefined || op === null) throw illegalArgument('Script cleared operation type');
  if (op !== 'index' && op !== 'noop' && op !== 'delete') throw illegalArgument(`Operation type [${String(op)}] not allowed, only [noop, index, delete] are allowed`);
  for (const k of fixed) if (out[k] !== before[k]) throw illegalArgument(`Modifying [${k}] not allowed`);
  return { op, source: out._source as JsonObject, ctx: out };
}

/** `update_by_query`: each match written again (its version bumped), through the `script` when given. */
export const updateByQueryHandler: Handler = async (req, state, scope) => {
  const { status, took } = await runByQuery(req, state, scope, ['script'], async (index, hit, routing, script) => {
    const cas = { ifSeqNo: BigInt(hit.seqNo!), ifPrimaryTerm: 1n };
    let source = hit.source as JsonObject;
    if (script) {
      const ctx: JsonObject = { _index: hit.index, _type: hit.type, _id: hit.id, _version: hit.version!, _routing: routing ?? null, _source: cloneJson(source) as JsonObject, op: 'index' };
      const applied = applyScript(script, ctx);
      if (applied.op === 'noop') return 'noop';
      if (applied.op === 'delete') {
        deleteDocument(state, scope, index, { type: hit.type, id: hit.id, routing, versionType: 'internal', cas });
        return 'deleted';
      }
      source = applied.source;
    }
    await indexDocument(state, scope, index, { type: hit.type, id: hit.id, source, routing, versionType: 'internal', opType: 'index', cas });
    return 'updated';
  });
  return respond(status, took, { updated: true, created: false });
};


/** Rethrottling needs a running task: the tasks API is out of the product, and every request here runs to completion. */
export const rethrottleHandler: Handler = () => {
  throw notSupportedYet('API', '_rethrottle');
};
