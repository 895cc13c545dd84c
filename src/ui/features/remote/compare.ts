/** The compare action: one request run on the in-browser engine and on the cluster, and where the answers differ. */
import { sendLocal, sendRemote } from '../../actions/send-request';
import { useAppStore } from '../../store/store';
import { parseRequests, requestAtLine, requestBody } from '../console/parse-requests';
import { withVariables } from '../console/variables';
import { useConnectionStore } from './connection-store';
import { diffJson } from './json-diff';
import { RemoteUnreachable } from './remote-request';

/** Runs the buffer's request under `line` (0-based) on both sides and stores the comparison. */
export async function compareAtLine(line: number) {
  const written = requestAtLine(parseRequests(useAppStore.getState().buffer), line);
  const parsed = written && withVariables(written);
  const { url, profile, setComparison } = useConnectionStore.getState();
  if (!parsed) return;
  if (!url) {
    setComparison({ compareError: 'Enter a cluster URL to compare with.', comparison: undefined });
    return;
  }
  const req = { method: parsed.method, path: parsed.path, body: requestBody(parsed) };
  setComparison({ comparing: true, compareError: undefined });
  try {
    const local = await sendLocal(req);
    const remote = await sendRemote(req);
    const differences = diffJson(local.body, remote.body);
    if (local.status !== remote.status) differences.unshift({ path: '(HTTP status)', left: local.status, right: remote.status });
    setComparison({
      comparing: false,
      comparison: { request: `${req.method} ${req.path}`, profile, cluster: url, localStatus: local.status, remoteStatus: remote.status, differences },
    });
  } catch (e) {
    const message = e instanceof RemoteUnreachable ? 'the cluster could not be reached (see above)' : e instanceof Error ? e.message : String(e);
    setComparison({ comparing: false, comparison: undefined, compareError: `Compare failed: ${message}` });
  }
}
