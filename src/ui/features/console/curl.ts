import type { ConsoleRequest } from './parse-requests';

/** "Copy as cURL" as Kibana's Console writes it, against a local Elasticsearch (or `npm run serve`). */
export function toCurl(r: ConsoleRequest, host = 'http://localhost:9200'): string {
  const path = r.path.startsWith('/') ? r.path : `/${r.path}`;
  let cmd = `curl -X${r.method.toUpperCase()} "${host}${path}"`;
  if (r.bodyText !== undefined && r.bodyText.trim() !== '') {
    const ndjson = /\/_bulk(\?|$)|\/_msearch(\?|$)/.test(path);
    cmd += ` -H 'Content-Type: application/${ndjson ? 'x-ndjson' : 'json'}' -d'\n${r.bodyText.replace(/'/g, "'\\''")}\n'`;
  }
  return cmd;
}
