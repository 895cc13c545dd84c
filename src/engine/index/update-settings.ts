/**
 * Updating an index's settings as ES 6.8's MetaDataUpdateSettingsService does: dynamic settings on open
 * indices, static ones only on closed indices, final ones never; `null` resets a setting to its default;
 * `preserve_existing` only adds what is not set. The whole update is validated before any index changes.
 */
import { actionRequestValidation, illegalArgument } from '../errors/catalog';
import type { Mutation } from '../storage/snapshot-store';
import type { IndexService } from './index-service';
import { toStoredMeta } from './persist';
import { flattenSettings, validateIndexSettings, type FlatSettings } from './settings';

/** Settings that can change on an open index (ES's Property.Dynamic index settings). */
const DYNAMIC = new Set([
  'number_of_replicas', 'auto_expand_replicas', 'refresh_interval', 'max_result_window', 'max_inner_result_window', 'max_rescore_window',
  'max_docvalue_fields_search', 'max_script_fields', 'max_ngram_diff', 'max_shingle_diff', 'max_refresh_listeners', 'max_terms_count',
  'max_regex_length', 'max_adjacency_matrix_filters', 'max_slices_per_scroll', 'highlight.max_analyzed_offset', 'mapping.total_fields.limit',
  'mapping.depth.limit', 'mapping.nested_fields.limit', 'mapping.nested_objects.limit', 'mapper.dynamic', 'write.wait_for_active_shards',
  'query.default_field', 'search.idle.after', 'gc_deletes', 'priority', 'translog.durability', 'translog.sync_interval',
  'translog.flush_threshold_size', 'translog.generation_threshold_size', 'translog.retention.size', 'translog.retention.age',
  'unassigned.node_left.delayed_timeout', 'shard.check_on_startup', 'requests.cache.enable', 'max_inner_result_window',
]);
const DYNAMIC_PREFIXES = ['blocks.', 'routing.allocation.', 'routing.rebalance.', 'search.slowlog.', 'indexing.slowlog.', 'merge.', 'lifecycle.'];
/** Settings fixed at creation (Property.Final) or kept by the engine itself. */
const FINAL = new Set(['number_of_shards', 'number_of_routing_shards', 'routing_partition_size', 'soft_deletes.enabled']);
const PRIVATE = new Set(['creation_date', 'uuid', 'version.created', 'version.upgraded', 'provided_name', 'creation_date_string']);

const isDynamic = (key: string) => {
  const k = key.slice('index.'.length);
  return DYNAMIC.has(k) || DYNAMIC_PREFIXES.some((p) => k.startsWith(p));
};

/** `{settings: {...}}` or the settings themselves (RestUpdateSettingsAction), flattened; `null` values kept as resets. */
export function parseSettingsUpdate(body: unknown): Map<string, string | string[] | null> {
  const json = body !== null && typeof body === 'object' && !Array.isArray(body) && 'settings' in body && typeof (body as { settings: unknown }).settings === 'object'
    ? (body as { settings: unknown }).settings
    : body;
  const out = new Map<string, string | string[] | null>();
  const nulls: string[] = [];
  const walk = (v: unknown, p: string) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) for (const [k, x] of Object.entries(v)) walk(x, p ? `${p}.${k}` : k);
    else if (v === null) nulls.push(p.startsWith('index.') ? p : `index.${p}`);
  };
  walk(json, '');
  for (const [k, v] of flattenSettings(json ?? {})) out.set(k, v);
  for (const k of nulls) out.set(k, null);
  return out;
}

export function updateSettings(mutations: Mutation[], targets: IndexService[], update: Map<string, string | string[] | null>, preserveExisting: boolean) {
  if (update.size === 0) throw actionRequestValidation(['no settings to update']);
  const plans: Array<{ svc: IndexService; next: FlatSettings }> = [];
  const skipped = new Set<string>();
  const openIndices: IndexService[] = [];
  for (const key of update.keys()) {
    const k = key.slice('index.'.length);
    if (PRIVATE.has(k)) throw illegalArgument(`private index setting [${key}] can not be set explicitly`);
  }
  // ES validates the request's settings (names, then values) before looking at any index.
  const given: FlatSettings = new Map();
  for (const [k, v] of update) if (v !== null) given.set(k, v);
  validateIndexSettings(given);
  for (const svc of targets) {
    const next: FlatSettings = new Map(svc.settings);
    for (const [key, value] of update) {
      if (preserveExisting && svc.settings.has(key)) continue;
      if (!isDynamic(key)) {
        if (!svc.closed || FINAL.has(key.slice('index.'.length))) {
          skipped.add(key);
          continue;
        }
      }
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (!svc.closed && [...update.keys()].some((k) => !isDynamic(k) && !(preserveExisting && svc.settings.has(k)))) openIndices.push(svc);
    plans.push({ svc, next });
  }
  if (skipped.size > 0) {
    const finals = [...skipped].filter((k) => FINAL.has(k.slice('index.'.length)));
    if (openIndices.length === 0 && finals.length > 0) throw illegalArgument(`final index setting [${finals[0]}], not updateable`);
    if (openIndices.length > 0) {
      throw illegalArgument(`Can't update non dynamic settings [[${[...skipped].join(', ')}]] for open indices [${openIndices.map((s) => `[${s.name}/${s.uuid}]`).join(', ')}]`);
    }
  }
  // Every index's new settings must be valid before any of them changes.
  for (const { next } of plans) validateIndexSettings(next);
  for (const { svc, next } of plans) {
    svc.replaceSettings(next);
    mutations.push({ op: 'putIndex', meta: toStoredMeta(svc) });
  }
}
