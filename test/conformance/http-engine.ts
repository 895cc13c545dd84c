import type { ConformanceEngine } from './runner';

/** Parses ES's `Warning` header values (`299 agent "text" ["date"]`) back to their texts. */
export function parseWarnings(header: string | null): string[] {
  if (!header) return [];
  const out: string[] = [];
  const re = /299 \S+ "((?:[^"\\]|\\.)*)"/g;
  for (let m = re.exec(header); m; m = re.exec(header)) out.push(m[1].replace(/\\(.)/g, '$1'));
  return out;
}

/**
 * The runner's engine over HTTP (`--url`): each request is sent to a running server (Searchpad's
 * `npm run serve`, or a real cluster); `reset` wipes indices and templates between tests as ES's own runner does.
 */
export function httpEngine(baseUrl: string): ConformanceEngine & { reset(): Promise<void> } {
  const request = async ({ method, path, body, accept, ndjson }: { method: string; path: string; body?: unknown; accept?: string; ndjson?: boolean }) => {
    const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const isNdjson = ndjson === true;
    const res = await fetch(baseUrl + path, {
      method,
      body: text,
      headers: {
        ...(text === undefined ? {} : { 'content-type': isNdjson ? 'application/x-ndjson' : 'application/json' }),
        ...(accept ? { accept } : {}),
      },
    });
    const raw = await res.text();
    const warnings = parseWarnings(res.headers.get('warning'));
    const type = res.headers.get('content-type') ?? '';
    // A text answer (a `_cat` table, YAML) comes back as the text, with its media type.
    const isText = !type.startsWith('application/json') && type !== '';
    const answer = isText ? raw : raw.length ? (JSON.parse(raw) as unknown) : undefined;
    const contentType = type.split(';')[0];
    return { status: res.status, body: answer, ...(warnings.length ? { warnings } : {}), ...(contentType && contentType !== 'application/json' ? { contentType } : {}) };
  };
  return {
    request,
    async reset() {
      // As ES's ESRestTestCase.wipeCluster: every index, open or closed, then every template.
      await request({ method: 'DELETE', path: '/*?expand_wildcards=open,closed' });
      await request({ method: 'DELETE', path: '/_template/*' });
    },
  };
}
