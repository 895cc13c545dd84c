import { useState } from 'react';
import { clearHistory, firstBodyLine, historyProblem, pinEntry, readHistory, searchHistory, type HistoryEntry } from './history';

function when(at: number): string {
  const d = new Date(at);
  const today = new Date().toDateString() === d.toDateString();
  return today ? d.toLocaleTimeString() : d.toLocaleString();
}

/**
 * The history: the requests run (newest first) and the pinned ones (saved queries, first), each with its body's
 * first line and time; searchable; a click puts the request in the buffer.
 */
export function HistoryPanel({ onLoad }: { onLoad(entry: HistoryEntry): void }) {
  const [entries, setEntries] = useState(readHistory);
  const [query, setQuery] = useState('');
  const [naming, setNaming] = useState<HistoryEntry>();
  const [name, setName] = useState('');
  const shown = searchHistory(entries, query);
  const problem = historyProblem();
  return (
    <div className="history" role="group" aria-label="History">
      <div className="history-bar">
        <input type="search" aria-label="Search the history" placeholder="Search method, path, body or name" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="button" onClick={() => setEntries(clearHistory())} disabled={entries.every((e) => e.name !== undefined)} title="Pinned requests stay">
          Clear
        </button>
      </div>
      {problem && <p role="alert" className="history-problem">{problem}</p>}
      {shown.length === 0 && <p className="hint">{entries.length === 0 ? 'No request run yet.' : 'Nothing matches.'}</p>}
      <ul>
        {shown.map((e) => (
          <li key={`${e.at}-${e.method}-${e.path}`} data-testid="history-entry">
            <button type="button" className="link-button history-load" onClick={() => onLoad(e)} title="Put this request at the end of the buffer">
              {e.name && <strong className="pin-name">★ {e.name} </strong>}
              <span className="answer-line">{e.method} {e.path}</span> <span className="hint">{firstBodyLine(e)}</span>
            </button>{' '}
            <small className="hint">{when(e.at)}</small>{' '}
            {naming === e ? (
              <form
                className="pin-form"
                onSubmit={(ev) => {
                  ev.preventDefault();
                  setEntries(pinEntry(e, name));
                  setNaming(undefined);
                }}
              >
                <input aria-label="Name to save the request under" autoFocus value={name} onChange={(ev) => setName(ev.target.value)} />
                <button type="submit">Save</button>
              </form>
            ) : e.name ? (
              <button type="button" className="link-button" onClick={() => setEntries(pinEntry(e, undefined))}>Unpin</button>
            ) : (
              <button type="button" className="link-button" onClick={() => { setNaming(e); setName(`${e.method} ${e.path}`); }}>Pin…</button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
