import { bodyPosition, type BodyPosition } from './body-position';
import { bracketDepth } from './json-tokens';

/**
 * What to offer at the cursor of a Console buffer: on a request line, API paths and index names; inside
 * a body, query DSL keys and the fields of the index the request addresses.
 */
export type CompletionContext =
  | { kind: 'method'; typed: string }
  | { kind: 'path'; method: string; typed: string }
  | { kind: 'param'; method: string; path: string; typed: string }
  | ({ kind: 'body'; method: string; /** The request's path (the body's own keys are `path`). */ url: string; index?: string; ndjsonLine?: number } & BodyPosition)
  | { kind: 'none' };

const METHOD = /^\s*(GET|PUT|POST|DELETE|HEAD)\s+(\S*)$/i;
const METHOD_LINE = /^\s*(GET|PUT|POST|DELETE|HEAD)\s+(\S+)/i;
const NDJSON = /\/_bulk(\?|$)|\/_msearch(\?|$)/;

export function completionContext(lines: string[], line: number, column: number): CompletionContext {
  const before = lines[line].slice(0, column);
  const m = METHOD.exec(before);
  if (m) {
    const q = m[2].indexOf('?');
    if (q < 0) return { kind: 'path', method: m[1].toUpperCase(), typed: m[2] };
    const typed = /[^?&]*$/.exec(m[2])![0];
    return typed.includes('=') ? { kind: 'none' } : { kind: 'param', method: m[1].toUpperCase(), path: m[2], typed };
  }
  const startsRequest = /^[A-Za-z]*$/.test(before) && lines[line].slice(column).trim() === '';
  for (let l = line; l >= 0; l--) {
    const head = METHOD_LINE.exec(lines[l]);
    if (!head) continue;
    if (l === line) return { kind: 'none' };
    // A word at the start of a line after a body that closed is the next request's method.
    if (startsRequest && bracketDepth(lines.slice(l + 1, line).join('\n')) <= 0) return { kind: 'method', typed: before };
    const path = head[2].startsWith('/') ? head[2] : `/${head[2]}`;
    const first = path.replace(/^\//, '').split(/[/?]/)[0];
    const index = first && !first.startsWith('_') && !first.includes('*') && !first.includes(',') ? safeDecode(first) : undefined;
    const method = head[1].toUpperCase();
    if (NDJSON.test(path)) {
      // Each line of a bulk or msearch body is a JSON document of its own.
      const ndjsonLine = lines.slice(l + 1, line).filter((t) => t.trim() !== '').length;
      return { kind: 'body', method, url: path, index, ndjsonLine, ...bodyPosition(before) };
    }
    const text = [...lines.slice(l + 1, line), before].join('\n');
    return { kind: 'body', method, url: path, index, ...bodyPosition(text) };
  }
  return startsRequest ? { kind: 'method', typed: before } : { kind: 'none' };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Every field path of a GET _mapping answer (multi-fields included). */
export function fieldsOfMapping(body: unknown): string[] {
  const out = new Set<string>();
  const walk = (props: Record<string, unknown> | undefined, prefix: string) => {
    for (const [name, def] of Object.entries(props ?? {})) {
      const path = prefix + name;
      const d = def as { properties?: Record<string, unknown>; fields?: Record<string, unknown> };
      if (d.properties) walk(d.properties, `${path}.`);
      else out.add(path);
      for (const sub of Object.keys(d.fields ?? {})) out.add(`${path}.${sub}`);
    }
  };
  for (const index of Object.values((body ?? {}) as Record<string, { mappings?: Record<string, { properties?: Record<string, unknown> }> }>)) {
    for (const type of Object.values(index.mappings ?? {})) walk(type.properties, '');
  }
  return [...out].sort();
}
