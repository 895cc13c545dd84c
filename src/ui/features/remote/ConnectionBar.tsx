import { useState } from 'react';
import type { VersionProfile } from '../../../engine/types';
import { ComparisonView } from './ComparisonView';
import { useConnectionStore } from './connection-store';
import { CorsHelpView } from './CorsHelpView';
import { parseClusterUrl } from './remote-request';
import './connection.css';

const PROFILE_LABELS: Record<VersionProfile, string> = { '6.8': 'Elasticsearch 6.8', '7': 'Elasticsearch 7.x' };

/**
 * The bar that says where requests go: the engine's response shapes (6.8 or 7.x), and remote mode with the
 * cluster's URL and optional credentials. Below it, the CORS help when a cluster could not be read, and the last
 * comparison.
 */
export function ConnectionBar() {
  const { profile, remote, url, username, password, unreachable } = useConnectionStore();
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
  return (
    <section className="connection-bar" aria-label="Connection">
      <div className="connection-row">
        <label>
          Responses as{' '}
          <select aria-label="Response shapes" value={profile} onChange={(e) => setProfile(e.target.value as VersionProfile)}>
            {(Object.keys(PROFILE_LABELS) as VersionProfile[]).map((p) => (
              <option key={p} value={p}>{PROFILE_LABELS[p]}</option>
            ))}
          </select>
        </label>
        <label className="remote-switch">
          <input type="checkbox" role="switch" aria-label="Remote mode" checked={remote} disabled={!url} onChange={(e) => setRemote(e.target.checked)} />
          Send requests to a cluster
        </label>
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
        <span role="status" aria-label="Request target" className="target">
          {urlError ?? (remote && url ? `Requests go to ${url}` : 'Requests go to the in-browser engine')}
        </span>
      </div>
      {unreachable && <CorsHelpView cluster={unreachable} />}
      <ComparisonView />
    </section>
  );
}
