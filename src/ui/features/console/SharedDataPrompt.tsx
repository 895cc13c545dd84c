import { useEffect, useState } from 'react';
import { engineClient } from '../../client/engine';
import { importIndexFile, readIndexFile } from '../storage/index-file';
import { decodeShareData } from './share-data';
import { fragmentPart } from './share-link';

/** The fragment without its `data=` part, so a reload does not ask again. */
function dropData() {
  const h = window.location.hash.slice(1).split('&').filter((p) => !p.startsWith('data=')).join('&');
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${h ? `#${h}` : ''}`);
}

/**
 * A share link that carries index data asks before it replaces anything: it names the indices and loads
 * them (each deleted first if it exists) only when the user says so.
 */
export function SharedDataPrompt() {
  const [files, setFiles] = useState<Array<{ index: string; text: string }>>();
  const [note, setNote] = useState<string>();
  useEffect(() => {
    const read = () => {
      const data = fragmentPart(window.location.hash, 'data');
      if (data === undefined) return;
      void decodeShareData(data).then((texts) => {
        const named = (texts ?? []).flatMap((text) => {
          try {
            const h = readIndexFile(text).header;
            return h ? [{ index: h.index, text }] : [];
          } catch {
            return [];
          }
        });
        if (named.length === 0) {
          setNote('The link carries data this Searchpad cannot read; nothing was changed.');
          dropData();
        } else setFiles(named);
      });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const load = async () => {
    const list = files ?? [];
    setFiles(undefined);
    dropData();
    try {
      for (const f of list) {
        await engineClient.request({ method: 'DELETE', path: `/${encodeURIComponent(f.index)}` });
        await importIndexFile(engineClient, f.text, () => {});
        await engineClient.request({ method: 'POST', path: `/${encodeURIComponent(f.index)}/_refresh` });
      }
      setNote(`Loaded ${list.map((f) => f.index).join(', ')} from the link.`);
    } catch (e) {
      setNote(e instanceof Error ? e.message : String(e));
    }
  };
  if (files) {
    return (
      <div role="alertdialog" aria-label="Shared data" className="shared-data">
        <p>
          This link carries {files.length === 1 ? 'an index' : `${files.length} indices`}: <strong>{files.map((f) => f.index).join(', ')}</strong>.
          Load {files.length === 1 ? 'it' : 'them'}? An existing index of the same name is replaced; nothing runs until you say so.
        </p>
        <button type="button" onClick={() => void load()}>Load shared data</button>
        <button type="button" onClick={() => { setFiles(undefined); dropData(); }}>Keep my data</button>
      </div>
    );
  }
  return note ? <p role="status" className="shared-data note">{note}</p> : null;
}
