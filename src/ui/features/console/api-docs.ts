import { apiDocsUrl } from './request-line';

/** The Elasticsearch 6.8 reference, where "Open documentation" (Ctrl/Cmd+/) points. */
const BASE = 'https://www.elastic.co/guide/en/elasticsearch/reference/6.8/';

/** [path pattern, page by method (`*` for any)], the first that matches wins. */
const PAGES: Array<[RegExp, Record<string, string>]> = [
  [/\/_search\/scroll/, { '*': 'search-request-scroll.html' }],
  [/\/_msearch$/, { '*': 'search-multi-search.html' }],
  [/\/_search$/, { '*': 'search-search.html' }],
  [/\/_count$/, { '*': 'search-count.html' }],
  [/\/_explain(\/|$)/, { '*': 'search-explain.html' }],
  [/\/_validate\/query$/, { '*': 'search-validate.html' }],
  [/\/_mtermvectors$/, { '*': 'docs-multi-termvectors.html' }],
  [/\/_termvectors?(\/|$)/, { '*': 'docs-termvectors.html' }],
  [/\/_analyze$/, { '*': 'indices-analyze.html' }],
  [/\/_bulk$/, { '*': 'docs-bulk.html' }],
  [/\/_mget$/, { '*': 'docs-multi-get.html' }],
  [/\/_delete_by_query$/, { '*': 'docs-delete-by-query.html' }],
  [/\/_update_by_query$/, { '*': 'docs-update-by-query.html' }],
  [/\/_update(\/|$)/, { '*': 'docs-update.html' }],
  [/\/_mappings?(\/|$)/, { PUT: 'indices-put-mapping.html', POST: 'indices-put-mapping.html', '*': 'indices-get-mapping.html' }],
  [/\/_settings(\/|$)/, { PUT: 'indices-update-settings.html', '*': 'indices-get-settings.html' }],
  [/\/_refresh$/, { '*': 'indices-refresh.html' }],
  [/\/_flush$/, { '*': 'indices-flush.html' }],
  [/\/_forcemerge$/, { '*': 'indices-forcemerge.html' }],
  [/\/_aliases?(\/|$)/, { '*': 'indices-aliases.html' }],
  [/\/_stats(\/|$)/, { '*': 'indices-stats.html' }],
  [/^\/_cat\/indices/, { '*': 'cat-indices.html' }],
  [/^\/_cat\/count/, { '*': 'cat-count.html' }],
  [/^\/_cat\/health/, { '*': 'cat-health.html' }],
  [/^\/_cat\/aliases/, { '*': 'cat-alias.html' }],
  [/^\/_cat/, { '*': 'cat.html' }],
  [/^\/_cluster\/health/, { '*': 'cluster-health.html' }],
  [/^\/_cluster\/state/, { '*': 'cluster-state.html' }],
  [/^\/_cluster/, { '*': 'cluster.html' }],
  [/^\/_nodes/, { '*': 'cluster-nodes-info.html' }],
  [/^\/_scripts/, { '*': 'modules-scripting-using.html' }],
  [/^\/[^_/][^/]*\/(_doc|_create|[^_/][^/]*)\/[^/]+$/, { GET: 'docs-get.html', HEAD: 'docs-get.html', DELETE: 'docs-delete.html', '*': 'docs-index_.html' }],
  [/^\/[^_/][^/]*\/(_doc|[^_/][^/]*)\/?$/, { '*': 'docs-index_.html' }],
  [/^\/[^_/][^/]*\/?$/, { PUT: 'indices-create-index.html', DELETE: 'indices-delete-index.html', HEAD: 'indices-exists.html', '*': 'indices-get-index.html' }],
  [/^\/$/, { '*': 'getting-started.html' }],
];

/** The 6.8 reference page of a request's API (undefined when the path names none we know). */
export function docsUrl(method: string, path: string): string | undefined {
  const fromClient = apiDocsUrl(method, path);
  if (fromClient) return fromClient;
  const p = path.split('?')[0];
  for (const [re, pages] of PAGES) {
    if (re.test(p)) return BASE + (pages[method.toUpperCase()] ?? pages['*']);
  }
  return undefined;
}
