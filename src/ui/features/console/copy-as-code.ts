import { isNdjson, requestBody, type ConsoleRequest } from './parse-requests';
import { matchRoute } from './request-line';
import { CONSOLE_API } from './api-routes.generated';

/**
 * "Copy as JavaScript" and "Copy as Python": the request under the cursor as a call of the official client of
 * the profile's major (`@elastic/elasticsearch` and `elasticsearch-py`, 6.x or 7.x). The API and its path
 * parameters come from the route the engine serves; URL parameters become call parameters; the body is the
 * parsed JSON (a list of documents for bulk and msearch). In 6.x a document API gets `type: '_doc'`; 7.x calls
 * are typeless.
 */
export interface ClientCall {
  /** The client's method path: `search`, `indices.create`. */
  api: string;
  params: Record<string, unknown>;
}

export function clientCall(r: ConsoleRequest, profile: '6.8' | '7'): ClientCall | undefined {
  const [pathOnly, query = ''] = r.path.split('?');
  const route = matchRoute(r.method, pathOnly);
  if (!route) return undefined;
  const params: Record<string, unknown> = Object.create(null);
  const pattern = route.path.split('/').filter(Boolean);
  const segments = pathOnly.split('/').filter(Boolean);
  pattern.forEach((p, i) => {
    const name = /^\{(\w+)\}$/.exec(p)?.[1];
    if (name) params[name] = decodeURIComponent(segments[i]);
  });
  // A typeless 6.8 spelling (`/films/_doc/1`) is the typed API of the 6.x client, with type `_doc`.
  if (profile === '6.8' && segments.includes('_doc') && !('type' in params) && /^(index|get|delete|exists|get_source|update|create|termvectors|explain)$/.test(route.api)) params.type = '_doc';
  if (profile === '7' && params.type === '_doc') delete params.type;
  for (const [k, v] of new URLSearchParams(query)) params[k] = v === '' ? true : /^\d+$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v;
  const body = requestBody(r);
  if (typeof body === 'string' && body.trim() !== '') {
    try {
      params.body = isNdjson(r.path) ? body.trim().split('\n').map((l) => JSON.parse(l) as unknown) : JSON.parse(body);
    } catch {
      return undefined; // invalid JSON: nothing sensible to write
    }
  }
  return { api: route.api, params };
}

/** A JavaScript call of the official client; the argument is JSON (a valid JS object literal). */
export function toJavaScript(r: ConsoleRequest, profile: '6.8' | '7'): string | undefined {
  const call = clientCall(r, profile);
  if (!call) return undefined;
  const major = profile === '7' ? '7' : '6';
  return `// npm install @elastic/elasticsearch@${major}
const { Client } = require('@elastic/elasticsearch')
const client = new Client({ node: 'http://localhost:9200' })

const response = await client.${call.api}(${JSON.stringify(call.params, null, 2)})
console.log(response.body)
`;
}

/** Python's spelling of a JSON value (True, False, None), indented as json.dumps would. */
export function pythonLiteral(v: unknown, indent = ''): string {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return JSON.stringify(v);
  if (typeof v === 'string') return JSON.stringify(v);
  const inner = `${indent}    `;
  if (Array.isArray(v)) return v.length === 0 ? '[]' : `[\n${v.map((x) => inner + pythonLiteral(x, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(v as Record<string, unknown>);
  return entries.length === 0 ? '{}' : `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(x, inner)}`).join(',\n')}\n${indent}}`;
}

/** elasticsearch-py's names: `from` is a Python keyword (`from_`), the mapping type is `doc_type`. */
const PY_NAMES: Record<string, string> = { from: 'from_', type: 'doc_type' };

/** A Python call of elasticsearch-py of the same major. */
export function toPython(r: ConsoleRequest, profile: '6.8' | '7'): string | undefined {
  const call = clientCall(r, profile);
  if (!call) return undefined;
  const major = profile === '7' ? '7' : '6';
  const args = Object.entries(call.params).map(([k, v]) => `    ${PY_NAMES[k] ?? k}=${pythonLiteral(v, '    ')}`);
  return `# pip install "elasticsearch>=${major},<${Number(major) + 1}"
from elasticsearch import Elasticsearch

es = Elasticsearch("http://localhost:9200")
response = es.${call.api}(
${args.join(',\n')}
)
print(response)
`;
}

/** Every client API the route table names (for tests: each must exist on the client). */
export const CLIENT_APIS = [...new Set(CONSOLE_API.routes.map((r) => r.api))];
