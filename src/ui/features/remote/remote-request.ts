/**
 * Sends a console request to a real Elasticsearch or OpenSearch cluster with the browser's fetch, and reads the
 * answer as the engine client gives it (status, JSON body, `Warning` texts, time). Credentials travel only in the
 * Authorization header of each request.
 */
import type { EngineRequest } from '../../../engine/types';
import type { TimedResponse } from '../../client/engine-client';

export interface RemoteTarget {
  /** The cluster's base URL, e.g. `http://localhost:9200` (no credentials in it). */
  url: string;
  username?: string;
  password?: string;
}

/** The browser could not read any answer: the cluster is unreachable, or it refused this origin (CORS). */
export class RemoteUnreachable extends Error {
  constructor(readonly target: string, cause: unknown) {
    super(`could not reach ${target}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteUnreachable';
  }
}

/**
 * Sends `req` to the cluster. Browsers cannot send a body with GET, so a GET with a body goes as POST (every ES API
 * that reads a GET body also takes POST, and ES's own JavaScript client does the same). Resolves with ES's error
 * responses as answers; rejects with `RemoteUnreachable` when no answer could be read.
 */
export async function remoteRequest(target: RemoteTarget, req: EngineRequest, fetchImpl: typeof fetch = fetch): Promise<TimedResponse> {
  const body = req.body === undefined ? undefined : typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
  const hasBody = body !== undefined && body.trim() !== '';
  const method = req.method.toUpperCase() === 'GET' && hasBody ? 'POST' : req.method.toUpperCase();
  const headers: Record<string, string> = {};
  if (hasBody) headers['content-type'] = /\/_(bulk|msearch)(\?|$)/.test(req.path) ? 'application/x-ndjson' : 'application/json';
  if (target.username) headers.authorization = `Basic ${base64Utf8(`${target.username}:${target.password ?? ''}`)}`;
  const started = performance.now();
  let res: Response;
  try {
    res = await fetchImpl(joinUrl(target.url, req.path), { method, headers, ...(hasBody ? { body } : {}), credentials: 'omit', cache: 'no-store' });
  } catch (e) {
    throw new RemoteUnreachable(target.url, e);
  }
  const text = method === 'HEAD' ? '' : await res.text();
  const tookMs = performance.now() - started;
  const warnings = parseWarnings(res.headers.get('warning'));
  return { status: res.status, body: parseBody(text, res.headers.get('content-type')), tookMs, ...(warnings.length > 0 ? { warnings } : {}) };
}

/** The base URL and a console path (`/twitter/_search?size=1`) as one URL. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A user-typed cluster address, checked and split: the URL without credentials, and any `user:pass@` in it. */
export function parseClusterUrl(input: string): { url: string; username?: string; password?: string } | { error: string } {
  let u: URL;
  try {
    u = new URL(input.trim());
  } catch {
    return { error: 'not a URL: write it as http://host:9200' };
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return { error: 'the address must start with http:// or https://' };
  const username = decodeURIComponent(u.username);
  const password = decodeURIComponent(u.password);
  u.username = '';
  u.password = '';
  const url = u.href.replace(/\/+$/, '');
  return { url, ...(username ? { username, password } : {}) };
}

/** `Warning` header values (`299 Elasticsearch-7.10.2-... "text" "date"`, several joined by commas) as their texts. */
export function parseWarnings(header: string | null): string[] {
  if (!header) return [];
  const out: string[] = [];
  for (const m of header.matchAll(/\d{3} \S+ "((?:[^"\\]|\\.)*)"(?: "[^"]*")?/g)) out.push(m[1].replace(/\\(.)/g, '$1'));
  return out;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function base64Utf8(s: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(s)) bin += String.fromCharCode(b);
  return btoa(bin);
}
