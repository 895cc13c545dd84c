/**
 * The URL's query string and the readers of its values every handler shares: parsing and decoding, the check that
 * every parameter is known, the strict booleans of 6.x, and typed reads (boolean, int, long, list).
 */
import { illegalArgument } from '../../errors/catalog';
import { parseJavaInt } from '../../util/java-numbers';

/** Parameters every API takes (rest-api-spec `_common.json`). */
export const COMMON_PARAMS = ['pretty', 'human', 'error_trace', 'source', 'source_content_type', 'filter_path', 'format'];

/** Parses a query string as ES's RestUtils.decodeQueryString (`+` is a space, last value wins). */
export function parseQueryString(qs: string): Map<string, string> {
  const params = new Map<string, string>();
  if (!qs) return params;
  for (const part of qs.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = decodeComponent(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decodeComponent(part.slice(eq + 1));
    params.set(key, value);
  }
  return params;
}

export function decodeComponent(s: string): string {
  // Most path segments and values have nothing to decode.
  if (s.indexOf('%') < 0 && s.indexOf('+') < 0) return s;
  const plus = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    throw illegalArgument(`unterminated escape sequence at end of string: ${s}`);
  }
}

/** Lucene's LevenshteinDistance similarity: 1 - distance / max(len). */
function levenshteinSimilarity(a: string, b: string): number {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return n === m ? 1 : 0;
  let prev = Array.from({ length: n + 1 }, (_, i) => i);
  for (let j = 1; j <= m; j++) {
    const cur = [j];
    for (let i = 1; i <= n; i++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[i] = Math.min(cur[i - 1] + 1, prev[i] + 1, prev[i - 1] + cost);
    }
    prev = cur;
  }
  return 1 - prev[n] / Math.max(n, m);
}

/**
 * ES's BaseRestHandler check: every URL parameter must be consumed. The error names the request path
 * and suggests close matches (`-> did you mean [from]?`).
 */
export function checkUnrecognizedParams(rawPath: string, params: Map<string, string>, allowed: readonly string[]) {
  if (params.size === 0) return;
  const known = new Set([...COMMON_PARAMS, ...allowed]);
  const unknown = [...params.keys()].filter((p) => !known.has(p)).sort();
  if (unknown.length === 0) return;
  const parts = unknown.map((p) => {
    const candidates = [...known]
      .map((k) => ({ k, s: levenshteinSimilarity(p, k) }))
      .filter((c) => c.s > 0.5)
      .sort((x, y) => y.s - x.s || x.k.localeCompare(y.k))
      .map((c) => c.k);
    if (candidates.length === 0) return `[${p}]`;
    if (candidates.length === 1) return `[${p}] -> did you mean [${candidates[0]}]?`;
    return `[${p}] -> did you mean any of [${candidates.join(', ')}]?`;
  });
  throw illegalArgument(
    `request [${rawPath}] contains unrecognized parameter${unknown.length > 1 ? 's' : ''}: ${parts.join(', ')}`,
  );
}

/**
 * URL parameters every API that takes them reads with `paramAsBoolean` (strict in 6.x: only `true`,
 * `false` or nothing). `version` is one in search only (a number elsewhere); `refresh` in get only.
 */
const BOOLEAN_PARAMS = new Set(['human', 'error_trace', 'positions', 'offsets', 'payloads', 'term_statistics', 'field_statistics',
  'realtime', 'explain', 'track_scores', 'typed_keys', 'request_cache', 'allow_partial_search_results', 'ignore_unavailable',
  'allow_no_indices', 'flat_settings', 'include_defaults', 'local', 'include_type_name', 'seq_no_primary_term', 'ccs_minimize_roundtrips',
  'rest_total_hits_as_int', 'ignore_throttled', 'v', 'help', 'lenient', 'analyze_wildcard', 'update_all_types', 'pri',
  'wait_for_no_relocating_shards', 'wait_for_no_initializing_shards', 'termStatistics', 'fieldStatistics', 'include_segment_file_sizes']);
const BOOLEAN_IN_API: Record<string, readonly string[]> = { search: ['version'], get: ['refresh'], exists: ['refresh'], get_source: ['refresh'] };

/** ES reads boolean parameters before anything else: a value that is not one is refused whatever the API does with it. */
export function checkBooleanParams(params: Map<string, string>, api: string, allowed: readonly string[]) {
  if (params.size === 0) return;
  const extra = Object.prototype.hasOwnProperty.call(BOOLEAN_IN_API, api) ? BOOLEAN_IN_API[api] : [];
  for (const [name, v] of params) {
    if (v === '' || v === 'true' || v === 'false') continue;
    if ((BOOLEAN_PARAMS.has(name) || extra.includes(name)) && (allowed.includes(name) || COMMON_PARAMS.includes(name))) {
      throw illegalArgument(`Failed to parse value [${v}] as only [true] or [false] are allowed.`);
    }
  }
}

/** A boolean URL parameter as ES reads it (`?refresh` alone is true). */
export function paramBoolean(params: Map<string, string>, name: string, def: boolean): boolean {
  const v = params.get(name);
  if (v === undefined) return def;
  if (v === '' || v === 'true') return true;
  if (v === 'false') return false;
  throw illegalArgument(`Failed to parse value [${v}] as only [true] or [false] are allowed.`);
}

export function paramInt(params: Map<string, string>, name: string, def: number): number {
  const v = params.get(name);
  if (v === undefined) return def;
  const n = parseJavaInt(v);
  if (n === undefined) throw illegalArgument(`Failed to parse int parameter [${name}] with value [${v}]`);
  return n;
}

export function paramList(params: Map<string, string>, name: string): string[] | undefined {
  const v = params.get(name);
  if (v === undefined) return undefined;
  return v.split(',').map((s) => s.trim()).filter((s) => s !== '');
}

/** A long parameter read as a number (`paramAsLong`); absent is undefined. */
export function paramOptionalNumber(params: Map<string, string>, name: string): number | undefined {
  const v = params.get(name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || v.trim() === '') throw illegalArgument(`Failed to parse long parameter [${name}] with value [${v}]`);
  return n;
}
