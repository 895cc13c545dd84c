import { useEffect, useRef, useState } from 'react';
import type { EngineStatus } from '../../client/engine-client';
import { useAppStore } from '../../store/store';
import { engineClient } from '../../client/engine';
import type { ImportProgress } from './import-bulk';
import { exportIndex, importIndexFile } from './index-file';
import { publishIndexRows } from '../indices/index-list';
import { indexRows } from '../indices/read-indices';
import { HeaderMenu } from '../../components/HeaderMenu';

interface Usage {
  indices: number;
  names: string[];
  docs: number;
  usage?: number;
  quota?: number;
}

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

async function readUsage(): Promise<Usage> {
  const r = await engineClient.request({ method: 'GET', path: '/_cat/indices?format=json' });
  const rows = indexRows(r.body);
  publishIndexRows(rows);
  const u: Usage = { indices: rows.length, names: rows.map((row) => row.name), docs: rows.reduce((n, row) => n + row.docs, 0) };
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate) Object.assign(u, { usage: estimate.usage, quota: estimate.quota });
  return u;
}

/** Asks the browser to keep the playground's storage (no eviction under pressure); whether it is kept. */
async function askPersistentStorage(): Promise<boolean | undefined> {
  const storage = navigator.storage;
  if (!storage?.persisted || !storage.persist) return undefined;
  if (await storage.persisted().catch(() => false)) return true;
  return storage.persist().catch(() => false);
}

/** Saves text as a file through a temporary link (no network). */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Where the playground's data lives and how much there is: persistence mode (and whether the browser
 * keeps it for good), indices and documents, browser storage used of the quota, import of a `_bulk` or
 * index export file with a progress bar, export of an index, and "reset playground".
 */
export function StorageBar() {
  const [status, setStatus] = useState<EngineStatus>();
  const [usage, setUsage] = useState<Usage>();
  const [progress, setProgress] = useState<ImportProgress>();
  const [note, setNote] = useState<string>();
  const [persisted, setPersisted] = useState<boolean>();
  const [exported, setExported] = useState<string>('');
  const file = useRef<HTMLInputElement>(null);

  // One read at a time; writes during a read ask for one more afterwards (a bulk import writes often).
  const reading = useRef<'idle' | 'reading' | 'again'>('idle');
  const refresh = () => {
    if (reading.current !== 'idle') {
      reading.current = 'again';
      return;
    }
    reading.current = 'reading';
    void readUsage()
      .then(setUsage, () => {})
      .finally(() => {
        const again = reading.current === 'again';
        reading.current = 'idle';
        if (again) refresh();
      });
  };
  // Every answer may have changed the data: re-read the counts after each one.
  const lastResponse = useAppStore((st) => st.response);
  useEffect(() => {
    if (lastResponse) refresh();
  }, [lastResponse]);
  useEffect(() => {
    void engineClient.status.then((s) => {
      setStatus(s);
      refresh();
      if (s.persistence === 'indexeddb') void askPersistentStorage().then(setPersisted);
    });
    const offStored = engineClient.onStored(refresh);
    const offRemote = engineClient.onRemoteChange(() => {
      setNote('Updated from another tab');
      refresh();
    });
    return () => {
      offStored();
      offRemote();
    };
  }, []);

  const onImport = async (f: File) => {
    setNote(undefined);
    try {
      const done = await importIndexFile(engineClient, await f.text(), setProgress);
      setNote(`Imported ${f.name}${done.failedItems ? ` (${done.failedItems} items failed)` : ''}`);
    } catch (e) {
      setNote(e instanceof Error ? e.message : String(e));
    }
    setProgress(undefined);
    if (file.current) file.current.value = '';
    refresh();
  };

  const exportable = usage?.names ?? [];
  const chosen = exportable.includes(exported) ? exported : exportable[0];
  const onExport = async () => {
    if (!chosen) return;
    setNote(undefined);
    try {
      const { text, docs } = await exportIndex(engineClient, chosen);
      download(`${chosen}.ndjson`, text);
      setNote(`Exported ${chosen} (${docs} ${docs === 1 ? 'doc' : 'docs'})`);
    } catch (e) {
      setNote(e instanceof Error ? e.message : String(e));
    }
  };

  const onReset = async () => {
    if (!window.confirm('Delete every index and document of this playground?')) return;
    await engineClient.reset();
    setNote('Playground reset');
    refresh();
  };

  const persistence = status === undefined ? 'Starting…' : status.persistence === 'indexeddb' ? 'Saved in this browser' : `In memory only${status.warning ? `: ${status.warning}` : ''}`;
  // One compact control of the header: where the data lives and how much, the rest a click away. Its messages
  // (imported, exported, reset) show in full as a toast, and the progress of an import beside it.
  return (
    <div className="storage-bar" data-testid="storage-bar">
      <HeaderMenu
        label="Storage"
        testId="storage-menu"
        summary={
          <>
            <span data-testid="persistence">{persistence}</span>
            {usage && (
              <span data-testid="usage" className="quiet">
                {' · '}
                {usage.indices} {usage.indices === 1 ? 'index' : 'indices'} · {usage.docs} {usage.docs === 1 ? 'doc' : 'docs'}
              </span>
            )}
          </>
        }
      >
        <p>
          {persistence}
          {persisted !== undefined && (
            <>
              {' — '}
              <span data-testid="persisted" title={persisted ? 'The browser keeps this storage until you delete it' : 'The browser may clear this storage when the disk runs low'}>
                {persisted ? 'persistent' : 'may be evicted'}
              </span>
            </>
          )}
        </p>
        {usage?.usage !== undefined && usage.quota ? <p className="quiet">Browser storage: {mb(usage.usage)} of {mb(usage.quota)}</p> : null}
        {status?.load && (status.load.shardsFromCache > 0 || status.load.docsReanalysed > 0) && (
          <p className="quiet" data-testid="load-info">
            {status.load.docsReanalysed > 0
              ? `loaded in ${status.load.ms} ms, ${status.load.docsReanalysed} ${status.load.docsReanalysed === 1 ? 'doc' : 'docs'} re-analysed`
              : `loaded from segments in ${status.load.ms} ms`}
          </p>
        )}
        <div className="menu-actions">
          <input ref={file} type="file" accept=".ndjson,.json,.txt" hidden data-testid="import-file" onChange={(e) => e.target.files?.[0] && void onImport(e.target.files[0])} />
          <button type="button" onClick={() => file.current?.click()} title="A _bulk NDJSON file, or an index exported here">Import file…</button>
          {exportable.length > 0 && (
            <span className="export-index">
              <select aria-label="Index to export" value={chosen} onChange={(e) => setExported(e.target.value)}>
                {exportable.map((n) => (
                  <option key={n} value={n}>{n}</option>
                ))}
              </select>
              <button type="button" onClick={() => void onExport()}>Export index</button>
            </span>
          )}
          <button type="button" className="danger" onClick={() => void onReset()}>Reset playground</button>
        </div>
      </HeaderMenu>
      {progress && (
        <label className="import-progress">
          Importing… <progress data-testid="import-progress" max={progress.total} value={progress.done} /> {progress.done}/{progress.total}
        </label>
      )}
      {note && (
        <div className="toast">
          <p role="status">{note}</p>
          <button type="button" className="link-button" aria-label="Dismiss" onClick={() => setNote(undefined)}>×</button>
        </div>
      )}
    </div>
  );
}
