import { actionRequestValidation, parseException } from '../../errors/catalog';
import { EsError, renderEsError } from '../../errors/es-error';
import { parseVersionType } from '../../index/documents';
import { resolveSingleIndex } from '../../index/resolve-indices';
import { isObject } from '../../util/json';
import { parseSourceFilter, type SourceFilter } from '../../util/source-filter';
import { sourceFilterFromParams } from '../params/source-params';
import { paramBoolean, paramList } from '../params/url-params';
import type { Handler } from '../rest-types';
import { findDocument, renderFound, type GetSpec } from './get';
import { requireBody } from './common';

interface MgetItem extends GetSpec {
  index: string;
  storedFields?: string[];
  source?: SourceFilter;
}

/** The members of a `docs` entry and the deprecated spellings ES 6.8 still reads (with a warning). */
const DEPRECATED_MEMBERS = new Map([
  ['_routing', 'routing'], ['_parent', 'parent'], ['_version', 'version'], ['_version_type', 'version_type'],
]);

/**
 * `mget`: GET/POST /_mget, /{index}/_mget, /{index}/{type}/_mget. `docs` (each with `_index`, `_type`,
 * `_id`, `routing`, `stored_fields`, `_source`, `version`) or `ids`; index, type, stored_fields, _source
 * and routing default from the URL. A document that fails (missing index, an alias over several
 * indices) is an `error` entry; the request itself only fails on a malformed body.
 */
export const mgetHandler: Handler = (req, state, scope) => {
  const body = requireBody(req);
  const defaults = {
    index: req.pathParams.index,
    type: req.pathParams.type,
    routing: req.params.get('routing'),
    storedFields: paramList(req.params, 'stored_fields'),
    source: sourceFilterFromParams(req.params),
    realtime: paramBoolean(req.params, 'realtime', true),
  };
  if (!isObject(body)) throw parseException('Failed to derive xcontent');
  const items: MgetItem[] = [];
  const item = (index: string | undefined, type: string | undefined, id: string | undefined): MgetItem =>
    ({ index: index!, type, id: id!, routing: defaults.routing, realtime: defaults.realtime, storedFields: defaults.storedFields, source: defaults.source });
  for (const [key, value] of Object.entries(body)) {
    if (key === 'docs') {
      if (!Array.isArray(value)) throw parseException(`docs array element should include an object`);
      for (const d of value) items.push(parseDoc(d, item(defaults.index, defaults.type, undefined), (w) => scope.deprecations.add(w)));
    } else if (key === 'ids') {
      if (!Array.isArray(value)) throw parseException('ids array element should only contain ids');
      for (const id of value) {
        if (typeof id !== 'string' && typeof id !== 'number') throw parseException('ids array element should only contain ids');
        items.push(item(defaults.index, defaults.type, String(id)));
      }
    } else {
      throw parseException(`unknown key [${key}] for a ${Array.isArray(value) ? 'START_ARRAY' : isObject(value) ? 'START_OBJECT' : 'VALUE'}, expected [docs] or [ids]`);
    }
  }
  const messages: string[] = [];
  if (items.length === 0) messages.push('no documents to get');
  items.forEach((it, i) => {
    if (it.index === undefined) messages.push(`index is missing for doc ${i}`);
    if (it.id === undefined) messages.push(`id is missing for doc ${i}`);
  });
  if (messages.length > 0) throw actionRequestValidation(messages);

  if (paramBoolean(req.params, 'refresh', false)) {
    for (const it of items) {
      try {
        resolveSingleIndex(state, it.index).refresh();
      } catch {
        // the item answers its own error below
      }
    }
  }
  const docs = items.map((it) => {
    try {
      const { index, type, id, record } = findDocument(state, it);
      if (!record) return { _index: index.name, _type: type, _id: id, found: false };
      return renderFound(index, type, id, record, it.storedFields, it.source);
    } catch (e) {
      if (!(e instanceof EsError)) throw e;
      return { _index: it.index, _type: it.type ?? null, _id: it.id, error: renderEsError(e).error };
    }
  });
  return { status: 200, body: { docs } };
};

function parseDoc(d: unknown, item: MgetItem, warn: (w: string) => void): MgetItem {
  if (!isObject(d)) throw parseException('docs array element should include an object');
  for (const [rawKey, v] of Object.entries(d)) {
    const key = DEPRECATED_MEMBERS.get(rawKey) ?? rawKey;
    if (key !== rawKey) warn(`Deprecated field [${rawKey}] used, expected [${key}] instead`);
    switch (key) {
      case '_index':
        item.index = String(v);
        break;
      case '_type':
        item.type = String(v);
        break;
      case '_id':
        item.id = String(v);
        break;
      case 'routing':
        item.routing = String(v);
        break;
      case 'stored_fields':
        item.storedFields = Array.isArray(v) ? v.map(String) : [String(v)];
        break;
      case 'fields':
        throw parseException('Unsupported field [fields] used, expected [stored_fields] instead');
      case '_source':
        item.source = parseSourceFilter(v);
        break;
      case 'version':
        item.version = Number(v);
        break;
      case 'version_type':
        item.versionType = parseVersionType(String(v));
        break;
      default:
        throw parseException(`failed to parse multi get request. unknown field [${rawKey}]`);
    }
  }
  return item;
}
