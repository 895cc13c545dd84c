import { versionConflict } from '../../errors/catalog';
import type { EngineState } from '../../engine-state';
import { parseVersionType } from '../../index/documents';
import type { IndexService } from '../../index/index-service';
import { resolveSingleIndex } from '../../index/resolve-indices';
import type { DocRecord } from '../../index/shard';
import { filterSource, sourceFilterFromParams } from '../../util/source-filter';
import { fetchStoredFields } from '../../search/fetch-fields';
import { paramBoolean } from '../params';
import type { Handler, RestRequest } from '../rest-types';
import { optionalNumberParam } from './common';

/**
 * Finds a document as ES's GET does: realtime reads the latest write, `realtime=false` only what the
 * search reader sees. `type` may be the index's type, `_doc` (its 6.x alias) or `_all`.
 */
export function lookupDocument(
  state: EngineState,
  req: RestRequest,
): { index: IndexService; type: string; id: string; record: DocRecord | undefined } {
  const index = resolveSingleIndex(state, req.pathParams.index);
  const type = req.pathParams.type ?? '_doc';
  const id = req.pathParams.id;
  const routing = req.params.get('routing');
  const realtime = paramBoolean(req.params, 'realtime', true);
  if (paramBoolean(req.params, 'refresh', false)) index.refresh();
  const shard = index.shardFor(id, routing);
  let record = shard.get(id);
  if (record && record.deleted) record = undefined;
  if (record && !realtime) {
    const visible = record.segment !== undefined && shard.reader(true).includes(record.segment) && record.segment.liveDocs[record.segmentDoc!] === 1;
    if (!visible) record = undefined;
  }
  if (record && type !== '_all' && type !== '_doc' && type !== record.type) record = undefined;
  const version = optionalNumberParam(req, 'version');
  if (record && version !== undefined) {
    parseVersionType(req.params.get('version_type'));
    if (record.version !== version) {
      throw versionConflict(type, id, `current version [${record.version}] is different than the one provided [${version}]`, index.name, index.uuid, shard.shardId);
    }
  }
  return { index, type: type === '_all' && record ? record.type : type, id, record };
}

export const getHandler: Handler = (req, state) => {
  const { index, type, id, record } = lookupDocument(state, req);
  if (!record) return { status: 404, body: { _index: index.name, _type: type, _id: id, found: false } };
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
  const filter = sourceFilterFromParams(req.params, (w) => state.deprecations.add(w));
  const storedFields = req.params.get('stored_fields');
  const stored = index.storedSource(record.source);
  if (stored !== undefined && (storedFields === undefined || filter !== undefined)) {
    const src = filter ? filterSource(stored, filter) : stored;
    if (src !== undefined) body._source = src;
  }
  // `stored_fields`: the values of the named fields mapped with `store: true`.
  const fields = storedFields === undefined ? undefined : fetchStoredFields(storedFields.split(',').map((f) => f.trim()).filter(Boolean), index, record.source);
  if (fields) body.fields = fields;
  return { status: 200, body };
};

/** `get_source`: GET /{index}/{type}/{id}/_source — the source alone, 404 when missing. */
export const getSourceHandler: Handler = (req, state) => {
  const { index, type, id, record } = lookupDocument(state, req);
  if (!record) {
    return {
      status: 404,
      body: {
        error: {
          root_cause: [{ type: 'resource_not_found_exception', reason: `Document not found [${index.name}]/[${type}]/[${id}]` }],
          type: 'resource_not_found_exception',
          reason: `Document not found [${index.name}]/[${type}]/[${id}]`,
        },
        status: 404,
      },
    };
  }
  const filter = sourceFilterFromParams(req.params, (w) => state.deprecations.add(w));
  return { status: 200, body: filter ? filterSource(record.source, filter) : record.source };
};
