/**
 * The official Elasticsearch JavaScript client (`@elastic/elasticsearch` 6.8.x, the newest line that speaks to a
 * 6.8 server without compatibility headers) wired to a Searchpad engine through `engineConnection`. In the page
 * this module is its own lazily loaded chunk (with the Node built-in shims it needs), so the main bundle is unchanged.
 */
import { Client, type ClientOptions } from '@elastic/elasticsearch';
import { engineConnection, type SendToEngine } from './engine-connection';

/** The address the client believes it talks to; nothing is ever sent to it. */
export const ENGINE_NODE_URL = 'http://searchpad.engine:9200';

/**
 * A `Client` whose every request goes to `send`. `options` are the client's own (headers, requestTimeout...);
 * retries default to none, since repeating a request to an in-process engine can only repeat its work.
 */
export function createOfficialClient(send: SendToEngine, options: Omit<ClientOptions, 'node' | 'nodes' | 'Connection'> = {}): Client {
  return new Client({ maxRetries: 0, ...options, node: ENGINE_NODE_URL, Connection: engineConnection(send) as never });
}

export { Client };
