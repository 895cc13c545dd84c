import { useAppStore, type ShownRequest } from '../store/store';
import { isNdjson, parseRequests, requestAtLine, requestBody, type ConsoleRequest } from '../features/console/parse-requests';
import { useAnswers } from '../features/console/answers-store';
import { withVariables } from '../features/console/variables';
import { EngineRestartedError } from '../client/engine-client';
import { RemoteUnreachable } from '../features/remote/remote-request';
import { sendRequest } from './send-request';
import { addToHistory } from '../features/console/history';
import { prefetchStoredSource } from '../features/result-views/termvectors/stored-source';
import { bufferSettled } from './buffer-loading';
import { askToDelete, exampleIn, rememberExampleIndices, userIndicesDeleted } from '../features/console/example-guard';

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

/** Runs a request of the buffer and records its answer for the console (error markers, the Run all list). */
async function runBufferRequest(written: ConsoleRequest) {
  const req = withVariables(written);
  await runRequest({ method: req.method, path: req.path, body: requestBody(req) });
  // Every way a request ends leaves its answer in the panel, or none (a crash, a restart, an unreachable cluster).
  const answered = useAppStore.getState().response;
  useAnswers.getState().add({
    line: req.startLine,
    method: req.method,
    path: req.path,
    status: answered?.status,
    tookMs: answered?.tookMs,
    body: answered?.body,
    ndjson: isNdjson(req.path),
  });
}

/** Runs the request under the cursor line of the buffer (and remembers it in the history). */
export async function runRequestAtLine(line: number) {
  await runRequestsInLines(line, line);
}

/**
 * Runs the requests lines `from..to` (0-based) touch: the one under the cursor, or every request a selection
 * covers (listed in order as Run all lists them). Each is remembered in the history.
 */
export async function runRequestsInLines(from: number, to: number) {
  const all = parseRequests(useAppStore.getState().buffer);
  const first = requestAtLine(all, from);
  const reqs = all.filter((r) => r === first || (r.startLine > from && r.startLine <= to));
  if (reqs.length === 0) return;
  useAnswers.getState().begin(reqs.length > 1);
  for (const req of reqs) {
    addToHistory({ method: req.method, path: req.path, bodyText: req.bodyText, at: Date.now() });
    await runBufferRequest(req);
  }
}

/**
 * Runs every request of the buffer in order; the panel shows the last answer, and lists every one. An example
 * that would delete an index of the user's asks first (and runs nothing if the answer is no).
 */
export async function runAll() {
  await bufferSettled();
  const buffer = useAppStore.getState().buffer;
  const example = exampleIn(buffer);
  if (example) {
    const exists = async (index: string) => (await sendRequest({ method: 'HEAD', path: `/${encodeURIComponent(index)}` })).status === 200;
    const mine = await userIndicesDeleted(buffer, exists);
    if (mine.length > 0 && !(await askToDelete(example.title, mine))) return;
  }
  useAnswers.getState().begin(true);
  for (const req of parseRequests(buffer)) await runBufferRequest(req);
  if (example) rememberExampleIndices(buffer);
}
