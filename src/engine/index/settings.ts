import { illegalArgument } from '../errors/catalog';
import { isObject } from '../util/json';
import { dict, own } from '../util/own';

/** Index settings as ES keeps them: flat `index.*` keys with string (or string list) values. */
export type FlatSettings = Map<string, string | string[]>;

const KNOWN = new Set([
  'number_of_shards', 'number_of_replicas', 'refresh_interval', 'max_result_window', 'max_rescore_window',
  'max_inner_result_window', 'number_of_routing_shards', 'routing_partition_size', 'mapping.total_fields.limit',
  'mapping.depth.limit', 'mapping.nested_fields.limit', 'mapping.nested_objects.limit', 'max_terms_count',
  'max_script_fields', 'max_docvalue_fields_search', 'auto_expand_replicas', 'codec', 'shard.check_on_startup',
  'write.wait_for_active_shards', 'query.default_field', 'max_ngram_diff', 'max_shingle_diff',
  'highlight.max_analyzed_offset', 'search.idle.after', 'gc_deletes', 'priority', 'max_regex_length',
  'max_adjacency_matrix_filters', 'max_slices_per_scroll', 'load_fixed_bitset_filters_eagerly', 'hidden',
  'mapper.dynamic', 'mapping.coerce', 'mapping.ignore_malformed', 'max_refresh_listeners', 'max_terms_count', 'query_string.lenient',
]);
const KNOWN_PREFIXES = ['analysis.', 'similarity.', 'blocks.', 'routing.', 'translog.', 'merge.', 'sort.', 'unassigned.',
  'store.', 'indexing.', 'search.slowlog.', 'indexing.slowlog.', 'lifecycle.', 'soft_deletes.', 'queries.', 'requests.', 'fielddata.'];
const PRIVATE = new Set(['creation_date', 'uuid', 'version.created', 'version.upgraded', 'provided_name', 'creation_date_string']);

/** Flattens `{index: {number_of_shards: 1}}`, `{number_of_shards: 1}` and `{"index.number_of_shards": 1}` alike. */
export function flattenSettings(json: unknown, prefix = ''): FlatSettings {
  const out: FlatSettings = new Map();
  const walk = (v: unknown, p: string) => {
    if (isObject(v)) {
      for (const [k, x] of Object.entries(v)) walk(x, p ? `${p}.${k}` : k);
    } else if (Array.isArray(v)) {
      out.set(p, v.map((x) => (isObject(x) || Array.isArray(x) ? JSON.stringify(x) : String(x))));
    } else if (v !== null && v !== undefined) {
      out.set(p, String(v));
    }
  };
  walk(json, prefix);
  const normalized: FlatSettings = new Map();
  for (const [k, v] of out) normalized.set(k.startsWith('index.') ? k : `index.${k}`, v);
  return normalized;
}

/** Checks user-supplied index settings as ES's IndexScopedSettings does. */
export function validateIndexSettings(s: FlatSettings) {
  for (const key of s.keys()) {
    const k = key.slice('index.'.length);
    if (PRIVATE.has(k)) continue;
    if (KNOWN.has(k) || KNOWN_PREFIXES.some((p) => k.startsWith(p))) continue;
    throw illegalArgument(
      `unknown setting [${key}] please check that any required plugins are installed, or check the breaking changes documentation for removed settings`,
    );
  }
  intSetting(s, 'index.number_of_shards', 5, 1, 1024);
  intSetting(s, 'index.number_of_replicas', 1, 0);
  intSetting(s, 'index.max_result_window', 10000, 1);
  // ES: MapperService's and IndexSettings' bounds for the limits that protect an index.
  intSetting(s, 'index.mapping.total_fields.limit', 1000, 0);
  intSetting(s, 'index.mapping.depth.limit', 20, 1);
  intSetting(s, 'index.mapping.nested_fields.limit', 50, 0);
  intSetting(s, 'index.mapping.nested_objects.limit', 10000, 0);
  intSetting(s, 'index.max_terms_count', 65536, 1);
  const refresh = s.get('index.refresh_interval');
  if (refresh !== undefined) parseTimeValue(String(refresh), 'index.refresh_interval');
}

/**
 * The defaults of the index settings Searchpad reads (IndexScopedSettings' values in 6.8), as `include_defaults`
 * lists them. Settings Searchpad does not have are not listed.
 */
export const INDEX_SETTING_DEFAULTS: ReadonlyMap<string, string> = new Map([
  ['index.refresh_interval', '1s'],
  ['index.max_result_window', '10000'],
  ['index.max_rescore_window', '10000'],
  ['index.max_terms_count', '65536'],
  ['index.mapping.total_fields.limit', '1000'],
  ['index.mapping.depth.limit', '20'],
  ['index.mapping.nested_fields.limit', '50'],
  ['index.mapping.nested_objects.limit', '10000'],
  ['index.routing_partition_size', '1'],
]);

export function intSetting(s: FlatSettings, key: string, def: number, min?: number, max?: number): number {
  const raw = s.get(key);
  if (raw === undefined) return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || String(raw).trim() === '') {
    throw illegalArgument(`Failed to parse value [${raw}] for setting [${key}]`);
  }
  if (min !== undefined && n < min) throw illegalArgument(`Failed to parse value [${raw}] for setting [${key}] must be >= ${min}`);
  if (max !== undefined && n > max) throw illegalArgument(`Failed to parse value [${raw}] for setting [${key}] must be <= ${max}`);
  return n;
}

/** ES time values (`1s`, `500ms`, `-1`): milliseconds, -1 for "never". */
export function parseTimeValue(raw: string, key: string): number {
  const s = raw.trim().toLowerCase();
  if (s === '-1') return -1;
  if (s === '0') return 0;
  const m = /^(\d+(?:\.\d+)?)(nanos|micros|ms|s|m|h|d)$/.exec(s);
  if (!m) {
    throw illegalArgument(`failed to parse setting [${key}] with value [${raw}] as a time value: unit is missing or unrecognized`);
  }
  const n = Number(m[1]);
  const unit: Record<string, number> = { nanos: 1e-6, micros: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  return n * unit[m[2]];
}

/** Nested JSON of flat settings, as GET _settings prints them. */
export function renderSettings(s: FlatSettings): Record<string, unknown> {
  // Every level is named by the user's keys (`index.analysis.__proto__.type`): no prototypes.
  const out = dict();
  for (const [key, value] of [...s.entries()]) {
    const parts = key.split('.');
    let o = out;
    for (let i = 0; i < parts.length - 1; i++) {
      const next = own(o, parts[i]);
      if (!isObject(next)) o[parts[i]] = dict();
      o = o[parts[i]] as Record<string, unknown>;
    }
    o[parts[parts.length - 1]] = value;
  }
  return out;
}

/** The `index.analysis` subtree as a nested object (for the analysis registry). */
export function analysisSettings(s: FlatSettings): Record<string, unknown> {
  const sub: FlatSettings = new Map();
  for (const [k, v] of s) if (k.startsWith('index.analysis.')) sub.set(k.slice('index.analysis.'.length), v);
  return renderSettings(sub);
}
