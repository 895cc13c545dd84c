import { CONSOLE_API } from './api-routes.generated';

/**
 * Completion on a request line, from the engine's route table and the 6.8 client's API definitions
 * (api-routes.generated.ts): the methods, the paths the method serves with the index names filled in, and the
 * URL parameters of the API the path names, each with its type and doc.
 */
export interface LineSuggestion {
  label: string;
  /** A snippet (`${1:id}` where a path part is the user's to write). */
  insertText: string;
  kind: 'method' | 'path' | 'param';
  doc?: string;
}

export const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'HEAD'];

type Route = (typeof CONSOLE_API.routes)[number];

export function methodSuggestions(typed: string): LineSuggestion[] {
  return METHODS.filter((m) => m.startsWith(typed.toUpperCase()) && m !== typed).map((m) => ({ label: m, insertText: `${m} `, kind: 'method' }));
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The paths `method` serves, for the typed start: `{index}` becomes each index name (an index already typed
 * keeps its name), `{type}` the 6.8 `_doc`, other parts (`{id}`...) a tab stop.
 */
export function pathSuggestions(method: string, typed: string, indexNames: string[]): LineSuggestion[] {
  const typedPath = typed.startsWith('/') ? typed : `/${typed}`;
  const typedIndex = /^\/([^/_?][^/?]*)\//.exec(typedPath)?.[1];
  const indices = typedIndex ? [typedIndex] : indexNames;
  const out = new Map<string, LineSuggestion>();
  for (const r of CONSOLE_API.routes) {
    if (!(r.methods as readonly string[]).includes(method) || 'deprecated' in r) continue;
    // Typed 6.x spellings of typeless APIs (`/{index}/{type}/_search`) only repeat them; documents keep theirs.
    if (r.path.includes('{type}') && !r.path.includes('{id}')) continue;
    const fills = r.path.includes('{index}') ? indices : [''];
    for (const index of fills) {
      let stop = 0;
      const label = r.path.replace(PLACEHOLDER, (_, name: string) => (name === 'index' ? index : name === 'type' ? '_doc' : `{${name}}`));
      const insertText = r.path.replace(PLACEHOLDER, (_, name: string) => (name === 'index' ? index : name === 'type' ? '_doc' : `\${${++stop}:${name}}`));
      if (!label.startsWith(typedPath) || label === typedPath) continue;
      if (!out.has(label)) out.set(label, { label, insertText, kind: 'path', doc: r.api });
    }
  }
  // Shorter paths first: `/films/_search` before `/films/_doc/{id}/_termvectors`.
  return [...out.values()].sort((a, b) => a.label.split('/').length - b.label.split('/').length || a.label.localeCompare(b.label));
}

function apiOf(r: Route): (typeof CONSOLE_API.apis)[number] | undefined {
  return CONSOLE_API.apis.find((a) => a.api === r.api);
}

/** The route a request line names (the most literal match), if the engine serves it. */
export function matchRoute(method: string, path: string): Route | undefined {
  const segments = path.split('?')[0].split('/').filter(Boolean);
  let best: { route: Route; literal: number } | undefined;
  for (const r of CONSOLE_API.routes) {
    if (!(r.methods as readonly string[]).includes(method.toUpperCase())) continue;
    const pattern = r.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    let literal = 0;
    const ok = pattern.every((p, i) => {
      if (p.startsWith('{')) return !segments[i].startsWith('_') || p === '{id}' || p === '{name}' || (p === '{type}' && segments[i] === '_doc');
      literal++;
      return p === segments[i];
    });
    if (ok && (!best || literal > best.literal)) best = { route: r, literal };
  }
  return best?.route;
}

/** The URL parameters of the API a path names (after `?` or `&`), without those already given. */
export function paramSuggestions(method: string, pathWithQuery: string, typed: string): LineSuggestion[] {
  const route = matchRoute(method, pathWithQuery);
  if (!route) return [];
  const api = apiOf(route);
  const given = new Set([...new URLSearchParams(pathWithQuery.split('?')[1] ?? '').keys()]);
  const params = [...(api?.params ?? []), ...CONSOLE_API.common.map((name) => ({ name, type: 'string', doc: '' }))];
  return params
    // camelCase spellings (`termStatistics`) are accepted but deprecated: not offered
    .filter((p) => p.name.startsWith(typed) && p.name !== typed && !given.has(p.name) && !/[A-Z]/.test(p.name))
    .map((p) => ({ label: p.name, insertText: p.type === 'boolean' ? `${p.name}=\${1|true,false|}` : `${p.name}=`, kind: 'param', doc: p.doc ? `${p.type}: ${p.doc}` : p.type }));
}

/** The reference page of the API a request line names (from the client's definitions, moved to 6.8). */
export function apiDocsUrl(method: string, path: string): string | undefined {
  const route = matchRoute(method, path);
  return route ? apiOf(route)?.url : undefined;
}
