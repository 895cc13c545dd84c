import { useState } from 'react';
import type { VersionProfile } from '../../../engine/types';
import { ComparisonView } from './ComparisonView';
import { useConnectionStore } from './connection-store';
import { CorsHelpView } from './CorsHelpView';
import { parseClusterUrl } from './remote-request';
import { HeaderMenu } from '../../components/HeaderMenu';
import './connection.css';

const PROFILE_LABELS: Record<VersionProfile, string> = { '6.8': 'Elasticsearch 6.8', '7': 'Elasticsearch 7.x' };

/**
 * Where requests go, as compact controls of the header row: the engine's response shapes (6.8 or 7.x), and
 * behind "Requests go to…", remote mode with the cluster's URL and optional credentials.
 */
export function ConnectionBar() {
  const { profile, remote, url, username, password } = useConnectionStore();
  const { setProfile, setRemote, setCluster, setCredentials } = useConnectionStore.getState();
  const [draft, setDraft] = useState(url);
  const [urlError, setUrlError] = useState<string>();
  const applyUrl = () => {
    if (draft.trim() === '') {
      setCluster('');
      setRemote(false);
      setUrlError(undefined);
      return;
    }
    const parsed = parseClusterUrl(draft);
    if ('error' in parsed) {
      setUrlError(parsed.error);
      return;
    }
    setUrlError(undefined);
    // Credentials typed into the address move to their own fields, never kept in the URL.
    if (parsed.username) setCredentials(parsed.username, parsed.password ?? '');
    setCluster(parsed.url);
    setDraft(parsed.url);
  };
  const target = urlError ?? (remote && url ? `Requests go to ${url}` : 'In-browser engine');
  return (
    <div className="connection-bar">
      <select aria-label="Response shapes" title="The shape of the engine's answers" value={profile} onChange={(e) => setProfile(e.target.value as VersionProfile)}>
        {(Object.keys(PROFILE_LABELS) as VersionProfile[]).map((p) => (
          <option key={p} value={p}>{PROFILE_LABELS[p]}</option>
        ))}
      </select>
      <HeaderMenu label="Connection" testId="connection-menu" summary={<span role="status" aria-label="Request target" className="target" title={remote && url ? target : 'Requests go to the in-browser engine'}>{target}</span>}>
        <p>Send the requests to a cluster of yours (it must allow this page's origin: CORS) instead of the in-browser engine, to compare.</p>
        <div className="connection-row">
          <input
            className="cluster-url"
            aria-label="Cluster URL"
            placeholder="http://localhost:9200"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={applyUrl}
            onKeyDown={(e) => e.key === 'Enter' && applyUrl()}
          />
          <input aria-label="Username" placeholder="user (optional)" autoComplete="off" value={username} onChange={(e) => setCredentials(e.target.value, password)} />
          <input aria-label="Password" type="password" placeholder="password" autoComplete="off" value={password} onChange={(e) => setCredentials(username, e.target.value)} />
        </div>
        <label className="remote-switch">
          <input type="checkbox" role="switch" aria-label="Remote mode" checked={remote} disabled={!url} onChange={(e) => setRemote(e.target.checked)} />
          Send requests to the cluster
        </label>
      </HeaderMenu>
    </div>
  );
}

/** Below the header, when there is something to say: the CORS help for a cluster that could not be read, the last comparison. */
export function ConnectionNotices() {
  const unreachable = useConnectionStore((s) => s.unreachable);
  return (
    <section className="connection-notices" aria-label="Connection">
      {unreachable && <CorsHelpView cluster={unreachable} />}
      <ComparisonView />
    </section>
  );
}
