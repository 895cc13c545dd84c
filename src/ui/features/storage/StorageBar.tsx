import { useEffect, useRef, useState } from 'react';
import type { EngineStatus } from '../../client/engine-client';
import { useAppStore } from '../../store/store';
import { engineClient } from '../../app/engine';
import { importBulk, type ImportProgress } from './import-bulk';

interface Usage {
  indices: number;
  docs: number;
  usage?: number;
  quota?: number;
}

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

async function readUsage(): Promise<Usage> {
  const r = await engineClient.request({ method: 'GET', path: '/_cat/indices?format=json' });
  const rows = Array.isArray(r.body) ? (r.body as Array<{ 'docs.count'?: string }>) : [];
  const u: Usage = { indices: rows.length, docs: rows.reduce((n, row) => n + Number(row['docs.count'] ?? 0), 0) };
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate) Object.assign(u, { usage: estimate.usage, quota: estimate.quota });
  return u;
}

/**
 * Where the playground's data lives and how much there is: persistence mode, indices and documents,
 * browser storage used of the quota, bulk import with a progress bar, and "reset playground".
 */
export function StorageBar() {
  const [status, setStatus] = useState<EngineStatus>();
  const [usage, setUsage] = useState<Usage>();
  const [progress, setProgress] = useState<ImportProgress>();
  const [note, setNote] = useState<string>();
  const file = useRef<HTMLInputElement>(null);

  const refresh = () => void readUsage().then(setUsage).catch(() => {});
  // Every answer may have changed the data: re-read the counts after each one.
  const lastResponse = useAppStore((st) => st.response);
  useEffect(() => {
    if (lastResponse) refresh();
  }, [lastResponse]);
  useEffect(() => {
    void engineClient.status.then((s) => {
      setStatus(s);
      refresh();
    });
    return engineClient.onRemoteChange(() => {
      setNote('Updated from another tab');
      refresh();
    });
  }, []);

  const onImport = async (f: File) => {
    setNote(undefined);
    try {
      const done = await importBulk(engineClient, await f.text(), '/_bulk', setProgress);
      setNote(`Imported ${f.name}${done.failedItems ? ` (${done.failedItems} items failed)` : ''}`);
    } catch (e) {
      setNote(e instanceof Error ? e.message : String(e));
    }
    setProgress(undefined);
    refresh();
  };

  const onReset = async () => {
    if (!window.confirm('Delete every index and document of this playground?')) return;
    await engineClient.reset();
    setNote('Playground reset');
    refresh();
  };

  return (
    <div className="storage-bar" data-testid="storage-bar">
      <span data-testid="persistence">
        {status === undefined ? 'Starting…' : status.persistence === 'indexeddb' ? 'Saved in this browser' : `In memory only${status.warning ? `: ${status.warning}` : ''}`}
      </span>
      {usage && (
        <span data-testid="usage">
          {usage.indices} {usage.indices === 1 ? 'index' : 'indices'} · {usage.docs} {usage.docs === 1 ? 'doc' : 'docs'}{usage.usage !== undefined && usage.quota ? ` · ${mb(usage.usage)} of ${mb(usage.quota)}` : ''}
        </span>
      )}
      {progress && (
        <label className="import-progress">
          Importing… <progress data-testid="import-progress" max={progress.total} value={progress.done} /> {progress.done}/{progress.total}
        </label>
      )}
      {note && <span role="status">{note}</span>}
      <span className="spacer" />
      <input ref={file} type="file" accept=".ndjson,.json,.txt" hidden data-testid="import-file" onChange={(e) => e.target.files?.[0] && void onImport(e.target.files[0])} />
      <button type="button" onClick={() => file.current?.click()}>Import _bulk file…</button>
      <button type="button" onClick={() => void onReset()}>Reset playground</button>
    </div>
  );
}
