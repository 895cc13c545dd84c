import { actionRequestValidation, illegalArgument, xContentParseException } from '../../errors/catalog';
import { notSupportedYet } from '../../errors/not-supported-yet';
import { indexDocument, parseVersionType, type VersionType } from '../../index/documents';
import type { IndexService } from '../../index/index-service';
import { resolveIndices } from '../../index/resolve-indices';
import { parseSearchRequest } from '../../search/search-service';
import { cloneJson, isObject, type JsonObject } from '../../util/json';
import { bulkByScrollParams, parseConflicts, validateBulkByScroll } from '../params/by-query-params';
import { parseUpdateBody } from '../params/update-params';
import type { Handler } from '../rest-types';
import { EsError } from '../../errors/es-error';
import { applyScript, FAILED_WRITE, respond, scanAndWrite } from './by-query';
import { writeTarget } from './common';

interface Dest {
  index: string;
  type?: string;
  routing: { keep: true } | { discard: true } | { value: string };
  opType: 'index' | 'create';
  versionType: VersionType;
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : String(v).split(','));

function parseDest(v: unknown): Dest {
  if (!isObject(v)) throw xContentParseException('[reindex] failed to parse field [dest]');
  const dest: Dest = { index: '', routing: { keep: true }, opType: 'index', versionType: 'internal' };
  for (const [k, value] of Object.entries(v)) {
    if (k === 'index') dest.index = String(value);
    else if (k === 'type') dest.type = String(value);
    else if (k === 'routing') {
      const r = String(value);
      dest.routing = r === 'keep' ? { keep: true } : r === 'discard' ? { discard: true } : r.startsWith('=') ? { value: r.slice(1) } : { value: r };
    } else if (k === 'op_type') {
      if (value !== 'index' && value !== 'create') throw illegalArgument(`opType must be 'create' or 'index', found: [${String(value)}]`);
      dest.opType = value;
    } else if (k === 'version_type') dest.versionType = parseVersionType(String(value));
    else if (k === 'pipeline') throw notSupportedYet('member', 'pipeline');
    else throw xContentParseException(`[dest] unknown field [${k}], parser not found`);
  }
  return dest;
}

/**
 * `reindex`: POST /_reindex. Copies what `source` matches (indices, types, query, `_source`, sort; `size` there
 * is the batch size) into `dest`, through the `script` when given (which may change `_index`, `_type`, `_id`,
 * `_routing`, `_version`, `op`). Remote sources need the network: refused by name.
 */
export const reindexHandler: Handler = async (req, state, scope) => {
  const started = state.clock();
  const p = bulkByScrollParams(req.params);
  if (!isObject(req.body)) throw actionRequestValidation(['source is missing']);
  let source: Record<string, unknown> | undefined;
  let dest: Dest | undefined;
  let scriptJson: unknown;
  for (const [k, v] of Object.entries(req.body)) {
    if (k === 'source') {
      if (!isObject(v)) throw xContentParseException('[reindex] failed to parse field [source]');
      source = v;
    } else if (k === 'dest') dest = parseDest(v);
    else if (k === 'size') p.maxDocs = Number(v);
    else if (k === 'conflicts') p.conflicts = parseConflicts(v);
    else if (k === 'script') scriptJson = v;
    else throw xContentParseException(`[reindex] unknown field [${k}], parser not found`);
  }
  const search: Record<string, unknown> = Object.create(null);
  let indexNames: string[] = [];
  let types: string[] | undefined;
  for (const [k, v] of Object.entries(source ?? {})) {
    if (k === 'index') indexNames = asList(v);
    else if (k === 'type') types = asList(v);
    else if (k === 'remote') throw notSupportedYet('member', 'remote');
    else if (k === 'size') p.scrollSize = Number(v);
    else search[k] = v;
  }
  const messages: string[] = [];
  if (indexNames.length === 0) messages.push('use _all if you really want to copy from all existing indexes');
  if (!dest || dest.index === '') messages.push('index must be specified');
  if (messages.length > 0) throw actionRequestValidation(messages);
  validateBulkByScroll(p);
  const d = dest!;
  const indices = resolveIndices(state, indexNames.join(','), { ignoreUnavailable: false, allowNoIndices: true, expandWildcards: 'open', forbidClosed: true });
  // ReindexValidator: the destination (an alias resolved to its write index) may not be one of the sources.
  const destTarget = state.indices.get(d.index) ?? state.indices.get(resolveAliasName(state, d.index) ?? '');
  if (destTarget && indices.includes(destTarget)) throw actionRequestValidation([`reindex cannot write into an index its reading from [${destTarget.name}]`]);
  const script = scriptJson !== undefined ? parseUpdateBody({ script: scriptJson }, scope, state.scripts).script : undefined;
  const sr = parseSearchRequest(search, {}, (text) => scope.deprecations.add(text));
  const warnings: string[] = [];
  const written = new Set<IndexService>();
  const status = await scanAndWrite(state, scope, indices, sr, types, { ...p, refresh: false }, script, async (_index, hit, routing) => {
    let id = hit.id;
    let target = d.index;
    let type = d.type ?? hit.type;
    let docRouting = 'keep' in d.routing ? routing : 'discard' in d.routing ? undefined : d.routing.value;
    let version: number | undefined = d.versionType === 'internal' ? undefined : hit.version;
    let body = hit.source as JsonObject;
    if (script) {
      const ctx: JsonObject = { _index: hit.index, _type: hit.type, _id: hit.id, _version: hit.version!, _routing: routing ?? null, _source: cloneJson(body) as JsonObject, op: 'index' };
      const applied = applyScript(script, ctx, []);
      if (applied.op === 'noop') return 'noop';
      if (applied.op === 'delete') throw illegalArgument('Operation type [delete] not allowed, only [noop, index] are allowed');
      const out = applied.ctx;
      if (out._index !== hit.index) target = String(out._index);
      if (out._type !== hit.type) type = String(out._type);
      if (out._id !== hit.id) id = String(out._id);
      if (out._routing !== (routing ?? null)) docRouting = out._routing === null ? undefined : String(out._routing);
      if (out._version !== hit.version) version = out._version === null ? undefined : Number(out._version);
      body = applied.source;
    }
    const { index, routing: r } = writeTarget(state, scope, target, docRouting, warnings);
    let res;
    try {
      res = await indexDocument(state, scope, index, { type, id, source: body, routing: r, version, versionType: version === undefined ? 'internal' : d.versionType, opType: d.opType });
    } catch (e) {
      if (e instanceof EsError) FAILED_WRITE.set(e, { index: index.name, type, id });
      throw e;
    }
    written.add(index);
    return res.result === 'created' ? 'created' : 'updated';
  });
  if (p.refresh) for (const index of written) for (const shard of index.shards) shard.refresh(true);
  const res = respond(status, Math.max(0, state.clock() - started), { updated: true, created: true });
  return { ...res, warnings };
};

/** The index an alias writes to, when `name` is an alias with exactly one index (else undefined). */
function resolveAliasName(state: Parameters<Handler>[1], name: string): string | undefined {
  const owners = [...state.indices.values()].filter((i) => i.aliases.has(name));
  return owners.length === 1 ? owners[0].name : undefined;
}
