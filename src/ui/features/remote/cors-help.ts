/**
 * What to tell a learner whose browser could not read a cluster's answer: fetch says only "TypeError", and the
 * usual cause is a cluster without CORS for this page (or one that is not running, or plain HTTP from an HTTPS page).
 */

export interface CorsHelp {
  summary: string;
  /** elasticsearch.yml (or opensearch.yml) lines that let this page call the cluster. */
  settings: string;
  steps: string[];
}

export function corsHelp(clusterUrl: string, pageOrigin: string): CorsHelp {
  const steps = [
    'Check that the cluster is running and that the address (scheme, host, port) is right.',
    'Allow this page in the cluster’s CORS settings: add these lines to elasticsearch.yml (opensearch.yml for OpenSearch) on every node, then restart it.',
    `Or run Searchpad’s own engine as a local server that allows this page: npx searchpad serve --port 9200 --cors-origin ${pageOrigin} (then use http://127.0.0.1:9200).`,
  ];
  if (pageOrigin.startsWith('https:') && clusterUrl.startsWith('http:')) {
    steps.unshift('This page is served over HTTPS: browsers block calls to plain-HTTP addresses from it. Use an https:// address for the cluster.');
  }
  return {
    summary: `The browser could not read an answer from ${clusterUrl}. Either the cluster is not reachable, or it does not allow requests from this page (CORS).`,
    settings: [
      'http.cors.enabled: true',
      `http.cors.allow-origin: "${pageOrigin}"`,
      'http.cors.allow-methods: OPTIONS, HEAD, GET, POST, PUT, DELETE',
      'http.cors.allow-headers: X-Requested-With, Content-Type, Content-Length, Authorization',
    ].join('\n'),
    steps,
  };
}
