import { EsError, renderEsError } from '../../errors/es-error';
import type { StoredScriptLookup } from '../../script/index';
import type { RequestScope } from '../../request-scope';
import { actionRequestValidation, illegalArgument, mapperParsing } from '../../errors/catalog';
import { BULK_ACTION_NOT_SUPPORTED_YET, notSupportedYet } from '../../errors/not-supported-yet';
import { checkVersionForWrites, deleteDocument, indexDocument, parseVersionType, type WriteResult } from '../../index/documents';
import { compareAndSetFromBulkMeta, validateCompareAndSet, type CompareAndSet } from '../../index/compare-and-set';
import { renderWriteResult } from '../render/write-result';
import type { Shard } from '../../index/shard';
import { updateDocument, type UpdateBody } from '../../index/update-document';
import { parseUpdateBody } from '../params/update-params';
import { isObject, parseJsonText } from '../../util/json';
import { parseJsonTextInPieces, PIECE, type Pauses } from '../../util/json-pieces';
import { parseSourceFilter, type SourceFilter } from '../../util/source-filter';
import { sourceFilterFromParams } from '../params/source-params';
import { paramList } from '../params/url-params';
import { renderUpdateResult } from './update';
import type { Handler } from '../rest-types';
import { parseRefresh, writeTarget } from './common';

const ACTIONS = ['index', 'create', 'update', 'delete'] as const;
type Action = (typeof ACTIONS)[number];
const META_KEYS = new Set(['_index', '_type', '_id', '_routing', 'routing', '_version', 'version', '_version_type', 'version_type',
  'retry_on_conflict', '_retry_on_conflict', 'pipeline', '_source', '_parent', 'parent', 'if_seq_no', 'if_primary_term', 'fields']);

interface BulkItem {
  action: Action;
  line: number;
  index?: string;
  type?: string;
  id?: string;
  routing?: string;
  version?: number;
  versionType?: string;
  /** `if_seq_no` / `if_primary_term` of the action line. */
  cas: CompareAndSet;
  retryOnConflict?: number;
  /** The action line's `_source` (update items: what `get` returns). */
  fetchSource?: unknown;
  source?: unknown;
  /** Why the source line could not be read: the item fails, as ES parses it only when it indexes it. */
  sourceError?: EsError;
  /** An update item's body, parsed before any item runs. */
  update?: UpdateBody;
}

/** A line of an NDJSON body not parsed yet (a class: no member a user's document could spell makes one). */
class TextLine {
  constructor(readonly text: string, readonly line: number) {}
}

/**
 * Splits an NDJSON bulk body into items, with ES's errors for malformed action lines; awaits `pause`
 * (the request's yield point) between items.
 */
async function parseBulkBody(raw: string | unknown[], defaults: { index?: string; type?: string; fetchSource?: SourceFilter; fields?: string[] }, pause: () => Promise<void>, scope: Pick<RequestScope, 'deprecations'>, storedScripts: StoredScriptLookup, invalidLines?: ReadonlyMap<number, EsError>): Promise<BulkItem[]> {
  const lines: unknown[] = [];
  if (Array.isArray(raw)) lines.push(...raw);
  else {
    const texts = raw.split('\n');
    texts.forEach((t, i) => {
      if (t.trim() === '') return;
      lines.push(new TextLine(t, i + 1));
    });
  }
  // `pause` is the request's yield point (cheap when no yield is due).
  const pauses: Pauses = { due: () => true, pause };
  const parseLine = async (l: unknown): Promise<{ value: unknown; line: number }> => {
    if (l instanceof TextLine) {
      // A line whose bytes are not UTF-8 fails as its parse would: an action line fails the request, a source line its item.
      const invalid = invalidLines?.get(l.line);
      if (invalid) throw invalid;
      // A big line (a 10 MB document) is parsed in pieces, yielding between them.
      const text = l.text;
      const value = text.length > PIECE ? await parseJsonTextInPieces(text, { locations: false }, pauses) : parseJsonText(text, { locations: false });
      return { value, line: l.line };
    }
    return { value: l, line: 0 };
  };
  const items: BulkItem[] = [];
  for (let i = 0; i < lines.length; i++) {
    await pause();
    const { value: action, line } = await parseLine(lines[i]);
    if (!isObject(action)) {
      throw illegalArgument(`Malformed action/metadata line [${line || i + 1}], expected START_OBJECT or END_OBJECT but found [VALUE_STRING]`);
    }
    const keys = Object.keys(action);
    if (keys.length === 0) throw illegalArgument(`Malformed action/metadata line [${line || i + 1}], expected FIELD_NAME but found [END_OBJECT]`);
    if (keys.length !== 1 || !(ACTIONS as readonly string[]).includes(keys[0])) {
      throw illegalArgument(`Malformed action/metadata line [${line || i + 1}], expected one of [create, delete, index, update] but found [${keys[0] ?? ''}]`);
    }
    const kind = keys[0] as Action;
    const meta = action[kind];
    if (!isObject(meta)) throw illegalArgument(`Malformed action/metadata line [${line || i + 1}], expected START_OBJECT but found [${typeof meta}]`);
    for (const k of Object.keys(meta)) {
      if (!META_KEYS.has(k)) throw illegalArgument(`Action/metadata line [${line || i + 1}] contains an unknown parameter [${k}]`);
      if (BULK_ACTION_NOT_SUPPORTED_YET.has(k)) throw notSupportedYet('bulk action member', k);
    }
    const item: BulkItem = {
      action: kind,
      line: line || i + 1,
      index: (meta._index as string | undefined) ?? defaults.index,
      type: (meta._type as string | undefined) ?? defaults.type,
      id: meta._id === undefined || meta._id === null ? undefined : String(meta._id),
      routing: (meta.routing ?? meta._routing) as string | undefined,
      version: (meta.version ?? meta._version) as number | undefined,
      versionType: (meta.version_type ?? meta._version_type) as string | undefined,
      cas: compareAndSetFromBulkMeta(meta),
      retryOnConflict: (meta.retry_on_conflict ?? meta._retry_on_conflict) as number | undefined,
      fetchSource: meta._source,
    };
    if (kind !== 'delete') {
      i++;
      if (i >= lines.length) throw illegalArgument(`Validation Failed: 1: source is missing;`);
      try {
        item.source = (await parseLine(lines[i])).value;
      } catch (e) {
        // An index or create source is parsed when the item runs (it fails alone); an update's now.
        if (!(e instanceof EsError) || kind === 'update') throw e;
        item.sourceError = e;
      }
      if (kind === 'update') {
        // ES parses an update item's body while reading the request: a bad one fails the whole bulk.
        const update = parseUpdateBody(item.source, scope, storedScripts);
        item.update = update;
        if (item.fetchSource !== undefined) update.source ??= parseSourceFilter(item.fetchSource);
        update.source ??= defaults.fetchSource;
        update.fields ??= defaults.fields;
      }
    }
    items.push(item);
  }
  return items;
}

/**
 * `bulk`: many writes in one request; each item succeeds or fails on its own, as ES reports per item.
 * Items run one after another with a yield point between them; a cancel stops the whole request
 * (the engine then rolls back what its items wrote, as for any failed request).
 */
export const bulkHandler: Handler = async (req, state, scope) => {
  const started = state.clock();
  const warnings: string[] = [];
  const refresh = parseRefresh(req);
  const raw = req.rawBody ?? (Array.isArray(req.body) ? req.body : undefined);
  const empty = raw === undefined || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);
  if (empty) throw actionRequestValidation(['no requests added']);
  const pause = () => scope.task.checkpoint();
  // ES 7: a bulk item without a type is a `_doc` item (the typeless bulk API).
  const defaults = {
    index: req.pathParams.index,
    type: req.pathParams.type ?? (scope.profile === '7' ? '_doc' : undefined),
    // What update items return in `get`, unless their action line or body says otherwise.
    fetchSource: sourceFilterFromParams(req.params),
    fields: paramList(req.params, 'fields'),
  };
  const items = await parseBulkBody(raw, defaults, pause, scope, state.scripts, req.invalidLines);
  const messages: string[] = [];
  for (const it of items) {
    if (!it.index) messages.push('index is missing');
    if (!it.type) messages.push('type is missing');
    if ((it.action === 'update' || it.action === 'delete') && it.id === undefined) messages.push('id is missing');
    // BulkRequest.validate collects each item's own validation (its version's range, its if_seq_no pair).
    if (it.version !== undefined && it.action !== 'update') {
      try {
        checkVersionForWrites({ version: Number(it.version), versionType: parseVersionType(it.versionType) }, messages);
      } catch {
        // An unknown version type fails its item below.
      }
    }
    validateCompareAndSet(it.cas, { op: it.action, version: it.version, versionType: it.versionType }, messages);
  }
  if (messages.length > 0) throw actionRequestValidation(messages);

  const touched = new Set<Shard>();
  let errors = false;
  const results: unknown[] = [];
  for (const it of items) {
    await pause();
    try {
      if (it.sourceError) throw mapperParsing('failed to parse', it.sourceError);
      const target = writeTarget(state, scope, it.index!, it.routing, warnings);
      const index = target.index;
      it.routing = target.routing;
      let r: WriteResult;
      const versionType = parseVersionType(it.versionType);
      if (it.action === 'delete') {
        r = deleteDocument(state, scope, index, { type: it.type!, id: it.id!, routing: it.routing, version: it.version, versionType, cas: it.cas });
      } else if (it.action === 'update') {
        const u = await updateDocument(state, scope, index, {
          type: it.type!, id: it.id!, routing: it.routing, body: it.update!, version: it.version, versionType,
          cas: it.cas, retryOnConflict: it.retryOnConflict ?? 0,
        });
        if (!u.noop) touched.add(u.shard);
        const status = u.result === 'created' ? 201 : 200;
        results.push(bulkItem(it.action, renderUpdateResult(u, refresh === 'immediate' && !u.noop, status)));
        continue;
      } else {
        r = await indexDocument(state, scope, index, {
          type: it.type!, id: it.id, source: it.source, routing: it.routing, version: it.version, versionType,
          opType: it.action === 'create' ? 'create' : 'index', cas: it.cas,
        });
      }
      touched.add(r.shard);
      const status = r.result === 'created' ? 201 : r.result === 'not_found' ? 404 : 200;
      results.push(bulkItem(it.action, renderWriteResult(r, refresh === 'immediate', status)));
    } catch (e) {
      // A cancel is the request's end, not this item's failure.
      if (!(e instanceof EsError) || scope.task.cancelled) throw e;
      errors = true;
      const rendered = renderEsError(e).error;
      delete rendered.root_cause;
      results.push(bulkItem(it.action, { _index: it.index, _type: it.type, _id: it.id ?? null, status: e.status, error: rendered }));
    }
  }
  if (refresh !== 'none') for (const s of touched) s.refresh(true);
  return { status: 200, body: { took: Math.max(0, state.clock() - started), errors, items: results }, warnings };
};

/** One item of the answer, `{action: result}` (a literal per action: a computed key makes each item's shape at run time). */
function bulkItem(action: Action, result: unknown) {
  switch (action) {
    case 'index':
      return { index: result };
    case 'create':
      return { create: result };
    case 'update':
      return { update: result };
    case 'delete':
      return { delete: result };
  }
}
