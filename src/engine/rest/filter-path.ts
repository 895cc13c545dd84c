import { isObject, setMember } from '../util/json';
import { simpleMatch } from '../util/simple-match';

/**
 * ES's `filter_path` response filtering: comma-separated dotted patterns, `*` inside a name, `**` for
 * any depth; a leading `-` excludes. Arrays are traversed transparently. Empty objects are dropped.
 */
export function applyFilterPath(body: unknown, filter: string): unknown {
  const patterns = filter.split(',').map((p) => p.trim()).filter(Boolean);
  const includes = patterns.filter((p) => !p.startsWith('-')).map((p) => p.split('.'));
  const excludes = patterns.filter((p) => p.startsWith('-')).map((p) => p.slice(1).split('.'));
  let out = includes.length > 0 ? include(body, includes) : body;
  if (excludes.length > 0 && out !== undefined) out = exclude(out, excludes);
  return out ?? {};
}

function advance(paths: string[][], key: string): { next: string[][]; matched: boolean } {
  const next: string[][] = [];
  let matched = false;
  for (const p of paths) {
    if (p.length === 0) continue;
    if (p[0] === '**') {
      next.push(p); // ** keeps matching deeper
      const rest = p.slice(1);
      if (rest.length === 0) matched = true;
      else if (simpleMatch(rest[0], key)) {
        if (rest.length === 1) matched = true;
        else next.push(rest.slice(1));
      }
      continue;
    }
    if (simpleMatch(p[0], key)) {
      if (p.length === 1) matched = true;
      else next.push(p.slice(1));
    }
  }
  return { next, matched };
}

function include(value: unknown, paths: string[][]): unknown {
  if (Array.isArray(value)) {
    const items = value.map((v) => include(v, paths)).filter((v) => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (!isObject(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const { next, matched } = advance(paths, k);
    if (matched) setMember(out, k, v);
    else if (next.length > 0) {
      const sub = include(v, next);
      if (sub !== undefined) setMember(out, k, sub);
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function exclude(value: unknown, paths: string[][]): unknown {
  if (Array.isArray(value)) return value.map((v) => exclude(v, paths));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const { next, matched } = advance(paths, k);
    if (matched) continue;
    setMember(out, k, next.length > 0 ? exclude(v, next) : v);
  }
  return out;
}
