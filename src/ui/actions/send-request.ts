/**
 * Sends a request where the page's requests go: to the cluster in remote mode, else to the in-browser engine with
 * the chosen version profile. The editor, the result views and the pager all send through here, so every view
 * works the same on either side.
 */
import type { EngineRequest } from '../../engine/types';
import type { TimedResponse } from '../client/engine-client';
import { useConnectionStore } from '../features/remote/connection-store';
import { remoteRequest, RemoteUnreachable } from '../features/remote/remote-request';
import { engineClient } from '../client/engine';

/** `signal` cancels a request to the in-browser engine (see EngineClient.request). */
export function sendRequest(req: EngineRequest, options: { signal?: AbortSignal } = {}): Promise<TimedResponse> {
  const c = useConnectionStore.getState();
  return c.remote && c.url ? sendRemote(req) : sendLocal(req, options);
}

/** To the in-browser engine, shaped by the page's profile. */
export function sendLocal(req: EngineRequest, options: { signal?: AbortSignal } = {}): Promise<TimedResponse> {
  return engineClient.request({ ...req, profile: useConnectionStore.getState().profile }, options);
}

/** To the cluster; an unreadable answer is remembered so the page can explain CORS. */
export async function sendRemote(req: EngineRequest): Promise<TimedResponse> {
  const { url, username, password, setUnreachable } = useConnectionStore.getState();
  try {
    const r = await remoteRequest({ url, username, password }, req);
    setUnreachable(undefined);
    return r;
  } catch (e) {
    if (e instanceof RemoteUnreachable) setUnreachable(url);
    throw e;
  }
}
