import { versionConflict } from '../../errors/catalog';
import type { EngineState } from '../../engine-state';
import { aliasRouting } from '../../index/aliases';
import { parseVersionType, type VersionType } from '../../index/documents';
import type { IndexService } from '../../index/index-service';
import { resolveSingleIndex } from '../../index/resolve-indices';
import type { DocRecord } from '../../index/shard';
import { extractSourceValue } from '../../util/source-extract';
import { filterSource, type SourceFilter } from '../../util/source-filter';
import { sourceFilterFromParams } from '../params/source-params';
import { paramBoolean, paramList, paramOptionalNumber } from '../params/url-params';
import type { Handler, RestRequest } from '../rest-types';

/** One document read: where, and how (the parameters of a get, or of one mget item). */
export interface GetSpec {
  index: string;
  /** The index's type, `_doc` (its 6.x alias), or `_all`/undefined for any. */
  type: string | undefined;
  id: string;
  routing?: string;
  realtime: boolean;
  version?: number;
  versionType?: VersionType;
}

/**
 * Finds a document as ES's GET does: realtime reads the latest write, `realtime=false` only what the
 * search reader sees. `type` may be the index's type, `_doc` (its 6.x alias) or `_all`.
 */
export function findDocument(state: EngineState, spec: GetSpec): { index: IndexService; type: string; id: string; record: DocRecord | undefined } {
  const index = resolveSingleIndex(state, spec.index);
  const type = spec.type ?? '_all';
  const { id, realtime, version } = spec;
  // Through an alias, its index routing applies (and must agree with the request's).
  const alias = index.name === spec.index ? undefined : index.aliases.get(spec.index);
  const shard = index.shardFor(id, alias ? aliasRouting(spec.index, alias, spec.routing) : spec.routing);
  let record = shard.get(id);
  if (record && record.deleted) record = undefined;
  if (record && !realtime) {
    const visible = record.segment !== undefined && shard.reader(true).includes(record.segment) && record.segment.liveDocs[record.segmentDoc!] === 1;
    if (!visible) record = undefined;
  }
  if (record && type !== '_all' && type !== '_doc' && type !== record.type) record = undefined;
  if (record && version !== undefined && record.version !== version) {
    throw versionConflict(type, id, `current version [${record.version}] is different than the one provided [${version}]`, index.name, index.uuid, shard.shardId);
  }
  // ES 6.x (ShardGetService.innerGet): `_all` (or no type) stands for the index's one type, found or not.
  return { index, type: type === '_all' ? (record?.type ?? index.mapping?.name ?? '_all') : type, id, record };
}

/** `lookupDocument` for a REST get: the spec from the path and URL parameters (`refresh` refreshes first). */
export function lookupDocument(state: EngineState, req: RestRequest) {
  const version = paramOptionalNumber(req.params, 'version');
  const versionType = version !== undefined ? parseVersionType(req.params.get('version_type')) : undefined;
  if (paramBoolean(req.params, 'refresh', false)) resolveSingleIndex(state, req.pathParams.index).refresh();
  return findDocument(state, {
    index: req.pathParams.index,
    type: req.pathParams.type ?? '_doc',
    id: req.pathParams.id,
    routing: req.params.get('routing'),
    realtime: paramBoolean(req.params, 'realtime', true),
    version,
    versionType,
  });
}

/**
 * The body of a found document as GetResult renders it: seq_no, routing, `found`, the source (unless
 * stored fields were asked for without `_source`, ES's normalizeFetchSourceContent) and the stored fields.
 */
export function renderFound(index: IndexService, type: string, id: string, record: DocRecord, storedFields: string[] | undefined, filter: SourceFilter | undefined) {
  const body: Record<string, unknown> = {
    _index: index.name,
    _type: type,
    _id: id,
    _version: record.version,
    _seq_no: record.seqNo,
    _primary_term: record.primaryTerm,
  };
  if (record.routing !== undefined) body._routing = record.routing;
  body.found = true;
  const fetchSource = filter ? filter.fetch : storedFields === undefined || storedFields.includes('_source');
  const stored = index.storedSource(record.source);
  if (stored !== undefined && fetchSource) {
    const src = filter ? filterSource(stored, filter) : stored;
    if (src !== undefined) body._source = src;
  }
  const fields = storedFieldValues(index, record, storedFields);
  if (fields) body.fields = fields;
  return body;
}

/** The values of the requested fields that the mapping stores (`store: true`), read from the source. */
function storedFieldValues(index: IndexService, record: DocRecord, storedFields: string[] | undefined): Record<string, unknown> | undefined {
  if (!storedFields) return undefined;
  const out = new Map<string, unknown[]>();
  for (const f of storedFields) {
    const m = index.fieldMapping(f);
    if (!m || !m.store) continue;
    const v = extractSourceValue(record.source, f);
    if (v === undefined || v === null) continue;
    out.set(f, Array.isArray(v) ? v : [v]);
  }
  return out.size === 0 ? undefined : Object.fromEntries(out);
}

export const getHandler: Handler = (req, state, scope) => {
  const { index, type, id, record } = lookupDocument(state, req);
  if (!record) return { status: 404, body: { _index: index.name, _type: type, _id: id, found: false } };
  return { status: 200, body: renderFound(index, type, id, record, paramList(req.params, 'stored_fields'), sourceFilterFromParams(req.params, (w) => scope.deprecations.add(w))) };
};

/** `get_source`: GET /{index}/{type}/{id}/_source — the source alone, 404 when missing. */
export const getSourceHandler: Handler = (req, state, scope) => {
  const { index, type, id, record } = lookupDocument(state, req);
  // RestGetSourceAction.checkResource: a missing document, or one whose source is not kept (`_source.enabled: false`).
  if (!record || index.mapping?.sourceEnabled === false) {
    const reason = `${record ? 'Source' : 'Document'} not found [${index.name}]/[${type}]/[${id}]`;
    return {
      status: 404,
      body: { error: { root_cause: [{ type: 'resource_not_found_exception', reason }], type: 'resource_not_found_exception', reason }, status: 404 },
    };
  }
  const filter = sourceFilterFromParams(req.params, (w) => scope.deprecations.add(w));
  return { status: 200, body: filter ? filterSource(record.source, filter) : record.source };
};
