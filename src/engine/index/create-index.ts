import { EsError } from '../errors/es-error';
import { illegalArgument, invalidIndexName, mapperParsing, resourceAlreadyExists } from '../errors/catalog';
import type { StoredScript, StoredTemplate } from '../storage/snapshot-store';
import type { VersionProfile } from '../types';
import { parseTypeMapping } from '../mapping/parse-mapping';
import type { TypeMapping } from '../mapping/field-mapping';
import { isObject } from '../util/json';
import { randomBase64Id } from '../util/ids';
import { javaUtf8Length } from '../util/utf8';
import { IndexService, type AliasMetadata } from './index-service';
import { parseCreateMappings } from './create-mappings';
import { validateIndexName } from './names';
import { flattenSettings, validateIndexSettings } from './settings';
import { applyTemplates, matchingTemplates } from './templates';

export const DEFAULT_SHARDS_WARNING =
  'the default number of shards will change from [5] to [1] in 7.0.0; if you wish to continue using the default of [5] shards, you must manage this on the create index request or with an index template';

export interface CreateIndexRequest {
  name: string;
  body: unknown;
  /** `include_type_name`: in 6.8 defaults to true (mappings keyed by type). */
  includeTypeName: boolean;
}

function parseAliases(json: unknown): Map<string, AliasMetadata> {
  const out = new Map<string, AliasMetadata>();
  if (json === undefined) return out;
  if (!isObject(json)) throw new EsError({ type: 'parse_exception', reason: 'key [aliases] must be an object', status: 400 });
  for (const [name, def] of Object.entries(json)) {
    const d = isObject(def) ? def : {};
    const meta: AliasMetadata = {};
    if (d.filter !== undefined) meta.filter = d.filter;
    if (d.routing !== undefined) meta.indexRouting = meta.searchRouting = String(d.routing);
    if (d.index_routing !== undefined) meta.indexRouting = String(d.index_routing);
    if (d.search_routing !== undefined) meta.searchRouting = String(d.search_routing);
    if (d.is_write_index !== undefined) meta.isWriteIndex = d.is_write_index === true;
    out.set(name, meta);
  }
  return out;
}

/**
 * Validates and builds a new index, with the node's indices, templates, clock and randomness and the request's
 * response profile; nothing is registered until everything parsed.
 */
export function createIndex(
  state: { indices: ReadonlyMap<string, IndexService>; templates: Map<string, StoredTemplate>; scripts: ReadonlyMap<string, StoredScript>; clock: () => number; random: () => number },
  profile: VersionProfile,
  req: CreateIndexRequest,
  warnings: string[],
): IndexService {
  validateIndexName(req.name, warnings);
  const existing = state.indices.get(req.name);
  if (existing) throw resourceAlreadyExists(req.name, existing.uuid);
  if ([...state.indices.values()].some((s) => s.aliases.has(req.name))) throw invalidIndexName(req.name, 'already exists as alias');
  const body = req.body ?? {};
  if (!isObject(body)) throw new EsError({ type: 'parse_exception', reason: 'Failed to derive xcontent', status: 400 });
  const known = ['settings', 'mappings', 'aliases'];
  // ES 6 accepts settings at the top level of the body when no known key is used.
  const topLevelSettings = Object.keys(body).some((k) => !known.includes(k));
  const settingsJson = topLevelSettings ? Object.fromEntries(Object.entries(body).filter(([k]) => !known.includes(k))) : body.settings;
  const requestSettings = flattenSettings(settingsJson ?? {});
  validateIndexSettings(requestSettings);
  let mapping = parseCreateMappings(body.mappings, req.includeTypeName);
  // Matching index templates give what the request does not say.
  const templates = matchingTemplates(state.templates, req.name);
  const typedRequestMappings = !isObject(body.mappings) || Object.keys(body.mappings).length === 0 ? undefined : req.includeTypeName ? body.mappings : { _doc: body.mappings };
  const applied = applyTemplates(templates, req.name, { settings: requestSettings, mappings: typedRequestMappings, aliases: isObject(body.aliases) ? body.aliases : undefined });
  const settings = applied.settings;
  if (templates.length > 0) mapping = applied.mappings ? parseCreateMappings(applied.mappings, true) : undefined;
  const v7 = profile === '7';
  if (!settings.has('index.number_of_shards') && !v7) warnings.push(DEFAULT_SHARDS_WARNING);
  const aliases = parseAliases(templates.length > 0 ? applied.aliases : body.aliases);
  const uuid = randomBase64Id(state.random, 22);
  const now = state.clock();
  settings.set('index.creation_date', String(now));
  // ES: 7.0 changed the default from five shards to one.
  if (!settings.has('index.number_of_shards')) settings.set('index.number_of_shards', v7 ? '1' : '5');
  if (!settings.has('index.number_of_replicas')) settings.set('index.number_of_replicas', '1');
  settings.set('index.uuid', uuid);
  settings.set('index.version.created', v7 ? '7100299' : '6080499');
  settings.set('index.provided_name', req.name);
  const svc = new IndexService(req.name, uuid, settings, now);
  svc.storedScripts = state.scripts;
  if (mapping) {
    validateMappingAnalyzers(svc, mapping);
    svc.checkMappingLimits(mapping);
    svc.mapping = mapping;
  }
  for (const [alias, meta] of aliases) {
    if (state.indices.has(alias)) throw invalidAliasName(alias);
    svc.aliases.set(alias, meta);
  }
  return svc;
}

const invalidAliasName = (alias: string) =>
  new EsError({
    type: 'invalid_alias_name_exception',
    reason: `Invalid alias name [${alias}], an index exists with the same name as the alias`,
    status: 400,
    metadata: { index_uuid: '_na_', index: alias },
  });

/** Every analyzer a mapping names must exist in the index (ES checks at mapping parse time). */
export function validateMappingAnalyzers(svc: IndexService, mapping: TypeMapping) {
  const previous = svc.mapping;
  svc.mapping = mapping;
  try {
    for (const path of svc.fieldPaths()) {
      const m = svc.fieldMapping(path)!;
      for (const name of [m.analyzer, m.searchAnalyzer, m.searchQuoteAnalyzer]) {
        if (name !== undefined && !svc.analyzerByName(name)) throw mapperParsing(`analyzer [${name}] not found for field [${path.slice(path.lastIndexOf('.') + 1)}]`);
      }
      if (m.normalizer !== undefined && !svc.analysis.normalizer(m.normalizer)) {
        throw mapperParsing(`normalizer [${m.normalizer}] not found for field [${path.slice(path.lastIndexOf('.') + 1)}]`);
      }
    }
  } finally {
    svc.mapping = previous;
  }
}
