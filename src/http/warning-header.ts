/**
 * The `Warning` header as Elasticsearch writes it (RFC 7234 warn-code 299, agent `Elasticsearch-<version>-<build>`),
 * shared by the HTTP server and the page's official-client connection so both hand clients the same text.
 */
const WARNING_AGENT = 'Elasticsearch-6.8.23-searchpad';

/** One warning text as a header value: quoted, with `\` and `"` escaped. */
export function warningHeader(text: string): string {
  return `299 ${WARNING_AGENT} "${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
