/**
 * `cluster.put_settings` / `cluster.get_settings` for the one dynamic cluster setting Searchpad has:
 * `search.max_buckets`, `search.max_keep_alive` and `search.default_keep_alive` (transient overrides persistent; `null` resets). Other settings are refused by name, as ES
 * refuses settings it does not know. Kept in memory for the engine's life (not written to IndexedDB).
 */
import { illegalArgument } from '../../errors/catalog';
import { parseTimeValue } from '../../index/settings';
import type { EngineState } from '../../engine-state';
import { isObject } from '../../util/json';
import type { Handler } from '../rest-types';

const KNOWN = new Set(['search.max_buckets', 'search.max_keep_alive', 'search.default_keep_alive']);
const TIME_SETTINGS = new Set(['search.max_keep_alive', 'search.default_keep_alive']);
/** Node settings 6.8 registers without `Dynamic`: known, so refused as not updateable rather than unknown. */
const STATIC_SETTINGS = new Set([
  'script.painless.regex.enabled', 'script.allowed_types', 'script.allowed_contexts', 'cluster.name', 'node.name', 'path.data', 'path.logs',
]);

/** Flattens `{search: {max_buckets: 3}}` into `search.max_buckets`. */
function flatten(json: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (!isObject(json)) return out;
  for (const [k, v] of Object.entries(json)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isObject(v)) flatten(v, key, out);
    else out.set(key, v);
  }
  return out;
}

/** `search.max_buckets: "3"` as ES renders settings: nested objects unless `flat_settings`. */
function render(settings: Map<string, string>, flat: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of settings) {
    if (flat) {
      Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      continue;
    }
    const parts = k.split('.');
    let node = out;
    for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = v;
  }
  return out;
}

interface ClusterSettings {
  transient: Map<string, string>;
  persistent: Map<string, string>;
}

const SETTINGS = new WeakMap<EngineState, ClusterSettings>();

function settingsOf(state: EngineState): ClusterSettings {
  let s = SETTINGS.get(state);
  if (!s) SETTINGS.set(state, (s = { transient: new Map(), persistent: new Map() }));
  return s;
}

/** A cluster setting's effective value (transient over persistent), or undefined when unset. */
export function clusterSetting(state: EngineState, key: string): string | undefined {
  const s = SETTINGS.get(state);
  return s?.transient.get(key) ?? s?.persistent.get(key);
}

/** SearchService: the default keep-alive may not exceed the maximum (5m and 24h by default). */
function checkKeepAlives(s: ClusterSettings) {
  const pick = (key: string, fallback: string) => s.transient.get(key) ?? s.persistent.get(key) ?? fallback;
  const def = pick('search.default_keep_alive', '5m');
  const max = pick('search.max_keep_alive', '24h');
  if (parseTimeValue(def, 'search.default_keep_alive') > parseTimeValue(max, 'search.max_keep_alive')) {
    throw illegalArgument(`Default keep alive setting for scroll [search.default_keep_alive] should be smaller than max keep alive [search.max_keep_alive], was (${def} > ${max})`);
  }
}

function effectiveMaxBuckets(s: ClusterSettings): number | undefined {
  const v = s.transient.get('search.max_buckets') ?? s.persistent.get('search.max_buckets');
  return v === undefined ? undefined : Number(v);
}

function validate(key: string, value: unknown, scope: string): string | null {
  if (STATIC_SETTINGS.has(key) && value !== null) throw illegalArgument(`${scope} setting [${key}], not dynamically updateable`);
  if (!KNOWN.has(key)) throw illegalArgument(`${scope} setting [${key}], not recognized`);
  if (value === null) return null;
  if (TIME_SETTINGS.has(key)) {
    parseTimeValue(String(value), key);
    return String(value);
  }
  const n = Number(value);
  if (!Number.isInteger(n) || typeof value === 'boolean') throw illegalArgument(`Failed to parse value [${String(value)}] for setting [${key}]`);
  if (n < 0) throw illegalArgument(`Failed to parse value [${n}] for setting [${key}] must be >= 0`);
  return String(n);
}

export const putClusterSettingsHandler: Handler = async (req, state) => {
  const body = isObject(req.body) ? req.body : {};
  const s = settingsOf(state);
  const applied: ClusterSettings = { transient: new Map(), persistent: new Map() };
  const updates: Array<[Map<string, string>, string, string | null]> = [];
  for (const scope of ['transient', 'persistent'] as const) {
    for (const [k, v] of flatten(body[scope])) {
      const value = validate(k, v, scope);
      updates.push([s[scope], k, value]);
      if (value !== null) applied[scope].set(k, value);
    }
  }
  const next: ClusterSettings = { transient: new Map(s.transient), persistent: new Map(s.persistent) };
  for (const [map, k, v] of updates) {
    const target = map === s.transient ? next.transient : next.persistent;
    if (v === null) target.delete(k);
    else target.set(k, v);
  }
  // Checked on the settings as they would be: a refused update changes nothing.
  checkKeepAlives(next);
  for (const scope of ['transient', 'persistent'] as const) {
    s[scope].clear();
    for (const [k, v] of next[scope]) s[scope].set(k, v);
  }
  state.maxBuckets = effectiveMaxBuckets(s);
  const flat = req.params.get('flat_settings') === 'true';
  return { status: 200, body: { acknowledged: true, persistent: render(applied.persistent, flat), transient: render(applied.transient, flat) } };
};

export const getClusterSettingsHandler: Handler = async (req, state) => {
  const s = settingsOf(state);
  const flat = req.params.get('flat_settings') === 'true';
  return { status: 200, body: { persistent: render(s.persistent, flat), transient: render(s.transient, flat) } };
};
