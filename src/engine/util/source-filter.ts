import { isObject, setMember } from './json';
import { simpleMatch } from './simple-match';

/** What `_source` filtering keeps: `false` for nothing, or include/exclude patterns on dotted paths. */
export interface SourceFilter {
  fetch: boolean;
  includes: string[];
  excludes: string[];
}

export const FETCH_ALL: SourceFilter = { fetch: true, includes: [], excludes: [] };

function pathMatches(patterns: string[], path: string, prefixOk: boolean): boolean {
  return patterns.some((p) => simpleMatch(p, path) || (prefixOk && (simpleMatch(`${p}.*`, path) || p.startsWith(`${path}.`) || (p.includes('*') && simpleMatch(p, `${path}.x`)))));
}

/**
 * Filters a source document as ES's XContentMapValues.filter: an include matches a path or any path
 * under it; objects left empty by an include are dropped; excludes win over includes.
 */
export function filterSource(source: unknown, f: SourceFilter): unknown {
  if (!f.fetch) return undefined;
  if (f.includes.length === 0 && f.excludes.length === 0) return source;
  const walk = (value: unknown, path: string): unknown => {
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const p = path ? `${path}.${k}` : k;
      if (f.excludes.length > 0 && f.excludes.some((e) => simpleMatch(e, p))) continue;
      const fullyIncluded = f.includes.length === 0 || f.includes.some((i) => simpleMatch(i, p) || simpleMatch(`${i}.*`, p));
      if (fullyIncluded) {
        setMember(out, k, isObject(v) || Array.isArray(v) ? walkAny(v, p, true) : v);
        continue;
      }
      const partially = pathMatches(f.includes, p, true);
      if (!partially) continue;
      if (isObject(v) || Array.isArray(v)) {
        const sub = walkAny(v, p, false);
        if (sub !== undefined && !(isObject(sub) && Object.keys(sub).length === 0)) setMember(out, k, sub);
      }
    }
    return out;
  };
  const walkAny = (value: unknown, path: string, included: boolean): unknown => {
    if (Array.isArray(value)) {
      const items = value.map((v) => (isObject(v) ? (included ? excludeOnly(v, path) : walk(v, path)) : included ? v : undefined));
      const kept = items.filter((v) => v !== undefined && !(isObject(v) && Object.keys(v).length === 0 && !included));
      return kept;
    }
    if (isObject(value)) return included ? excludeOnly(value, path) : walk(value, path);
    return value;
  };
  const excludeOnly = (value: Record<string, unknown>, path: string): Record<string, unknown> => {
    if (f.excludes.length === 0) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const p = `${path}.${k}`;
      if (f.excludes.some((e) => simpleMatch(e, p))) continue;
      setMember(out, k, isObject(v) ? excludeOnly(v, p) : v);
    }
    return out;
  };
  return walk(source, '');
}

/** Parses the body's `_source` member (boolean, string, array, or {includes, excludes}). */
export function parseSourceFilter(json: unknown): SourceFilter {
  if (json === false) return { fetch: false, includes: [], excludes: [] };
  if (json === true || json === undefined || json === null) return FETCH_ALL;
  if (typeof json === 'string') return { fetch: true, includes: [json], excludes: [] };
  if (Array.isArray(json)) return { fetch: true, includes: json.map(String), excludes: [] };
  if (isObject(json)) {
    const arr = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)]);
    return { fetch: true, includes: arr(json.includes ?? json.include), excludes: arr(json.excludes ?? json.exclude) };
  }
  return FETCH_ALL;
}
