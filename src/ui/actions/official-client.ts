/**
 * `window.searchpad.client`: the official Elasticsearch client over the page's engine client. Its chunk (the
 * client and its Node shims) is fetched after start-up, apart from the main bundle.
 */
import type { Client } from '@elastic/elasticsearch';
import { sendLocal } from './send-request';

let client: Client | undefined;
let failure: unknown;

let loading: Promise<void> | undefined;

/** Loads the client's chunk (once); resolves once the client is built, never rejects (a failed load is reported by `officialClient()`). */
export function loadOfficialClient(): Promise<void> {
  return (loading ??= import('../client/official-client').then(
    (m) => {
      client = m.createOfficialClient(sendLocal);
    },
    (e: unknown) => {
      failure = e;
    },
  ));
}

/** The client, once loaded. */
export function officialClient(): Client {
  if (client) return client;
  throw failure ?? new Error('the official client is still loading: await window.searchpad.ready first');
}
