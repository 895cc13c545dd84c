import { useAppStore, type ShownRequest } from '../store/store';
import { parseRequests, requestAtLine, requestBody } from '../features/console/parse-requests';
import { EngineRestartedError } from '../client/engine-client';
import { RemoteUnreachable } from '../features/remote/remote-request';
import { sendRequest } from './send-request';
import { addToHistory } from '../features/console/history';
import { prefetchStoredSource } from '../features/result-views/stored-source';
import { bufferSettled } from './buffer-loading';

/** Cancels the requests the panel is waiting for ("Cancel" in the response panel). */
const running = new Set<AbortController>();

/** Runs a request and puts its answer in the results slice (the views re-run requests through this too). */
export async function runRequest(req: ShownRequest) {
  const { setRunning, setResponse, setCrash, setInterrupted } = useAppStore.getState();
  setRunning(req);
  const controller = new AbortController();
  running.add(controller);
  try {
    prefetchStoredSource(req.path, req.body);
    const response = await sendRequest({ method: req.method, path: req.path, body: req.body }, { signal: controller.signal });
    // perf: where a view's render time starts (npm run bench:browser measures from here to the view on screen).
    performance.mark('searchpad:answered');
    setResponse(response);
  } catch (e) {
    // An unreachable cluster is explained by the connection bar (CORS help), not reported as an engine crash.
    if (e instanceof RemoteUnreachable) useAppStore.setState({ running: false, response: undefined });
    else if (e instanceof EngineRestartedError) setInterrupted(e.message);
    else setCrash(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  } finally {
    running.delete(controller);
  }
}

/** Cancels the running request: the engine answers task_cancelled_exception, which the panel shows. */
export function cancelRunning() {
  for (const c of running) c.abort();
}

/** Runs the request under the cursor line of the buffer (and remembers it in the history). */
export async function runRequestAtLine(line: number) {
  const req = requestAtLine(parseRequests(useAppStore.getState().buffer), line);
  if (!req) return;
  addToHistory({ method: req.method, path: req.path, bodyText: req.bodyText, at: Date.now() });
  await runRequest({ method: req.method, path: req.path, body: requestBody(req) });
}

/** Runs every request of the buffer in order; the panel shows the last answer. */
export async function runAll() {
  await bufferSettled();
  for (const req of parseRequests(useAppStore.getState().buffer)) {
    await runRequest({ method: req.method, path: req.path, body: requestBody(req) });
  }
}
