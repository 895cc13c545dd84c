import type { Analyzer } from '../analysis/analyzer';
import { buildIndexAnalysis, withPositionIncrementGap, type IndexAnalysis } from '../analysis/registry';
import { illegalArgument } from '../errors/catalog';
import type { FieldAliasMapping, LeafFieldMapping, Mapping, TypeMapping } from '../mapping/field-mapping';
import { validateFieldAliases } from '../mapping/field-aliases';
import { checkMappingLimits } from '../mapping/mapping-limits';
import { filterSource } from '../util/source-filter';
import { analysisSettings, intSetting, parseTimeValue, type FlatSettings } from './settings';
import { indexedDocOrder } from './index-sort';
import { Shard } from './shard';
import type { RoutingSettings } from './routing';
import type { StoredScript } from '../storage/snapshot-store';
import { shardIdFor } from './routing';

export interface AliasMetadata {
  filter?: unknown;
  indexRouting?: string;
  searchRouting?: string;
  isWriteIndex?: boolean;
}

/** One index: its metadata (settings, the single 6.x mapping type, aliases), analysis and shards. */
export class IndexService {
  readonly shards: Shard[];
  analysis: IndexAnalysis;
  readonly routingSettings: RoutingSettings;
  mapping: TypeMapping | undefined;
  readonly aliases = new Map<string, AliasMetadata>();
  /** Closed (`POST /{index}/_close`): kept with its documents, but refusing reads and writes. */
  closed = false;
  /** The node's stored scripts (the engine's own map, shared by every index): what `{"script": {"id"}}` runs. */
  storedScripts: ReadonlyMap<string, StoredScript> = new Map();
  private analyzerCache = new Map<string, Analyzer | undefined>();

  constructor(
    readonly name: string,
    readonly uuid: string,
    readonly settings: FlatSettings,
    readonly creationDate: number,
  ) {
    this.analysis = buildIndexAnalysis(analysisSettings(settings));
    const numberOfShards = intSetting(settings, 'index.number_of_shards', 5, 1, 1024);
    this.routingSettings = {
      numberOfShards,
      routingNumShards: intSetting(settings, 'index.number_of_routing_shards', numberOfShards, 1),
      routingPartitionSize: intSetting(settings, 'index.routing_partition_size', 1, 1),
    };
    if (this.routingSettings.routingNumShards % numberOfShards !== 0) {
      throw illegalArgument(
        `the number of source shards [${numberOfShards}] must be a factor of [${this.routingSettings.routingNumShards}]`,
      );
    }
    this.shards = Array.from({ length: numberOfShards }, (_, i) => new Shard(i));
    const order = indexedDocOrder(settings);
    if (order) for (const shard of this.shards) shard.indexSort = order;
  }

  /** `index.refresh_interval` in ms (default 1s; -1 never). */
  get refreshIntervalMs(): number {
    // perf: read before every request (scheduled refreshes) and every search: parsed once per settings.
    if (this.refreshMs === undefined) {
      const refresh = this.settings.get('index.refresh_interval');
      this.refreshMs = refresh === undefined ? 1000 : parseTimeValue(String(refresh), 'index.refresh_interval');
    }
    return this.refreshMs;
  }
  private refreshMs: number | undefined;
  private resultWindow: number | undefined;

  /** Takes new settings (a put settings): the analysis chain is rebuilt from them (only closed indices change it). */
  replaceSettings(next: FlatSettings) {
    this.settings.clear();
    for (const [k, v] of next) this.settings.set(k, v);
    this.refreshMs = undefined;
    this.resultWindow = undefined;
    this.analysis = buildIndexAnalysis(analysisSettings(this.settings));
    this.analyzerCache.clear();
  }

  get numberOfShards(): number {
    return this.routingSettings.numberOfShards;
  }

  get numberOfReplicas(): number {
    return intSetting(this.settings, 'index.number_of_replicas', 1, 0);
  }

  get maxResultWindow(): number {
    return (this.resultWindow ??= intSetting(this.settings, 'index.max_result_window', 10000, 1));
  }

  get maxRescoreWindow(): number {
    return intSetting(this.settings, 'index.max_rescore_window', this.maxResultWindow, 1);
  }

  /** `index.max_script_fields`: script fields one search may ask for. */
  get maxScriptFields(): number {
    return intSetting(this.settings, 'index.max_script_fields', 32, 0);
  }

  /** `index.max_terms_count`: terms a `terms` query may list (6.8 only warns past it). */
  get maxTermsCount(): number {
    return intSetting(this.settings, 'index.max_terms_count', 65536, 1);
  }

  /** Throws ES's error when a mapping this index would take on is over its total-fields or depth limit. */
  checkMappingLimits(next: TypeMapping) {
    validateFieldAliases(next);
    checkMappingLimits(next, this.mapping, this.name, {
      totalFields: intSetting(this.settings, 'index.mapping.total_fields.limit', 1000, 0),
      depth: intSetting(this.settings, 'index.mapping.depth.limit', 20, 1),
      nestedFields: intSetting(this.settings, 'index.mapping.nested_fields.limit', 50, 0),
    });
  }

  shardFor(id: string, routing: string | undefined): Shard {
    return this.shards[shardIdFor(id, routing, this.routingSettings)];
  }

  /**
   * The `_source` Elasticsearch keeps for a document: none with `_source.enabled: false`, the mapping's
   * `_source` includes/excludes applied otherwise (Searchpad keeps the whole document for its own rebuilds).
   */
  storedSource(source: unknown): unknown {
    const tm = this.mapping;
    if (!tm) return source;
    if (!tm.sourceEnabled) return undefined;
    if (tm.sourceIncludes.length === 0 && tm.sourceExcludes.length === 0) return source;
    return filterSource(source, { fetch: true, includes: tm.sourceIncludes, excludes: tm.sourceExcludes });
  }

  /** The leaf mapping of a full field path (multi-fields included), if mapped. */
  fieldMapping(path: string): LeafFieldMapping | undefined {
    if (!this.mapping) return undefined;
    const m = findMapping(this.mapping.root.properties, path);
    if (m?.kind === 'alias') {
      // A field alias resolves to its concrete target wherever a field is read (MapperService.fullName).
      const target = findMapping(this.mapping.root.properties, m.target);
      return target?.kind === 'leaf' ? target : undefined;
    }
    return m && m.kind === 'leaf' ? m : undefined;
  }

  /** The field aliases of the mapping, by their full paths, with their targets. */
  fieldAliases(): FieldAliasMapping[] {
    const out: FieldAliasMapping[] = [];
    const walk = (props: Map<string, Mapping>) => {
      for (const m of props.values()) {
        if (m.kind === 'object') walk(m.properties);
        else if (m.kind === 'alias') out.push(m);
      }
    };
    if (this.mapping) walk(this.mapping.root.properties);
    return out;
  }

  /** Every leaf field path, multi-fields included. */
  fieldPaths(): string[] {
    const out: string[] = [];
    const walkLeaf = (m: LeafFieldMapping) => {
      out.push(m.path);
      for (const sub of m.fields.values()) walkLeaf(sub);
    };
    const walk = (props: Map<string, Mapping>) => {
      for (const m of props.values()) {
        if (m.kind === 'object') walk(m.properties);
        else if (m.kind === 'leaf') walkLeaf(m);
      }
    };
    if (this.mapping) walk(this.mapping.root.properties);
    return out;
  }

  private named(name: string): Analyzer | undefined {
    if (!this.analyzerCache.has(name)) {
      this.analyzerCache.set(name, this.analysis.analyzer(name));
    }
    return this.analyzerCache.get(name);
  }

  private resolveNamed(name: string | undefined, fallback: Analyzer, field: string): Analyzer {
    if (name === undefined) return fallback;
    const a = this.named(name);
    if (!a) throw illegalArgument(`analyzer [${name}] not found for field [${field}]`);
    return a;
  }

  /** The analyzer that indexes a field: text → its analyzer with the position gap; keyword → its normalizer. */
  indexAnalyzer(m: LeafFieldMapping): Analyzer | undefined {
    if (m.type === 'keyword') {
      return m.normalizer ? this.analysis.normalizer(m.normalizer) : undefined;
    }
    if (m.type === 'token_count') return this.resolveNamed(m.analyzer, this.analysis.defaultAnalyzer, m.path);
    if (m.type !== 'text') return undefined;
    const a = this.resolveNamed(m.analyzer, this.analysis.defaultAnalyzer, m.path);
    return m.positionIncrementGap !== undefined ? withPositionIncrementGap(a, m.positionIncrementGap) : a;
  }

  /** The analyzer a query uses on a text field (search_analyzer, then analyzer, then the index default). */
  searchAnalyzer(m: LeafFieldMapping): Analyzer | undefined {
    if (m.type === 'token_count') return undefined;
    if (m.type !== 'text') return this.indexAnalyzer(m);
    if (m.searchAnalyzer) return this.resolveNamed(m.searchAnalyzer, this.analysis.defaultSearchAnalyzer, m.path);
    if (m.analyzer) return this.resolveNamed(m.analyzer, this.analysis.defaultSearchAnalyzer, m.path);
    return this.analysis.defaultSearchAnalyzer;
  }

  /** The analyzer phrase queries use (search_quote_analyzer, then the search analyzer). */
  searchQuoteAnalyzer(m: LeafFieldMapping): Analyzer | undefined {
    if (m.type === 'text' && m.searchQuoteAnalyzer) return this.resolveNamed(m.searchQuoteAnalyzer, this.analysis.defaultSearchQuoteAnalyzer, m.path);
    return this.searchAnalyzer(m);
  }

  /** Analyzer by name, as `per_field_analyzer` and `_analyze` resolve it (index analyzers, then built-ins). */
  analyzerByName(name: string): Analyzer | undefined {
    return this.named(name);
  }

  /** The refresh interval has elapsed since the oldest unrefreshed write: refresh, as ES's scheduler would. */
  maybeScheduledRefresh(now: number) {
    if (this.refreshIntervalMs <= 0) return;
    for (const shard of this.shards) {
      if (shard.unrefreshedSince !== undefined && now - shard.unrefreshedSince >= this.refreshIntervalMs) shard.refresh(true);
    }
  }

  refresh() {
    for (const shard of this.shards) shard.refresh(true);
  }
}

export function findMapping(props: Map<string, Mapping>, path: string): Mapping | undefined {
  const direct = props.get(path);
  if (direct) return direct;
  // Walk objects and multi-fields: `a.b.c` may be object a → object b → leaf c, or leaf a.b → field c.
  const dot = path.indexOf('.');
  if (dot < 0) return undefined;
  for (let i = dot; i >= 0; i = path.indexOf('.', i + 1)) {
    const head = path.slice(0, i);
    const rest = path.slice(i + 1);
    const m = props.get(head);
    if (!m) continue;
    if (m.kind === 'object') {
      const found = findMapping(m.properties, rest);
      if (found) return found;
    } else if (m.kind === 'leaf') {
      const sub = findLeafSub(m, rest);
      if (sub) return sub;
    }
  }
  return undefined;
}

function findLeafSub(m: LeafFieldMapping, rest: string): LeafFieldMapping | undefined {
  const direct = m.fields.get(rest);
  if (direct) return direct;
  const dot = rest.indexOf('.');
  if (dot < 0) return undefined;
  const sub = m.fields.get(rest.slice(0, dot));
  return sub ? findLeafSub(sub, rest.slice(dot + 1)) : undefined;
}
