import { useAppStore } from '../store/store';
import { parseRequests, requestAtLine, requestBody } from '../features/console/parse-requests';
import { engineClient } from './engine';

/** Runs the request under the cursor line of the buffer and puts its answer in the results slice. */
export async function runRequestAtLine(line: number) {
  const { buffer, setRunning, setResponse, setCrash } = useAppStore.getState();
  const req = requestAtLine(parseRequests(buffer), line);
  if (!req) return;
  setRunning({ method: req.method, path: req.path });
  try {
    setResponse(await engineClient.request({ method: req.method, path: req.path, body: requestBody(req) }));
  } catch (e) {
    setCrash(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  }
}
