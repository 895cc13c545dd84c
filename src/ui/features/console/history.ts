/**
 * The requests run, newest first, kept in the browser (`searchpad.history`): 500 of them, plus every pinned one
 * (a saved query, under the name the user gave it), which is never dropped.
 */
export interface HistoryEntry {
  method: string;
  path: string;
  bodyText?: string;
  at: number;
  /** Pinned under this name (a saved query). */
  name?: string;
}

const KEY = 'searchpad.history';
export const HISTORY_MAX = 500;

/** Why the last write of the history failed (storage full or disabled), for the panel to say. */
let problem: string | undefined;

export function historyProblem(): string | undefined {
  return problem;
}

export function readHistory(): HistoryEntry[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as HistoryEntry[]).filter((e) => typeof e?.method === 'string' && typeof e?.path === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps the pinned entries and the newest unpinned ones, up to `max`. */
export function capHistory(entries: HistoryEntry[], max = HISTORY_MAX): HistoryEntry[] {
  let unpinned = 0;
  return entries.filter((e) => e.name !== undefined || ++unpinned <= max);
}

/** Writes the history; over the storage quota, drops the oldest unpinned half until it fits, and says so. */
export function writeHistory(entries: HistoryEntry[]): HistoryEntry[] {
  let kept = capHistory(entries);
  for (;;) {
    try {
      localStorage.setItem(KEY, JSON.stringify(kept));
      problem = kept.length < capHistory(entries).length ? `The browser's storage is full: history keeps only the ${kept.length} newest and pinned requests.` : undefined;
      return kept;
    } catch {
      const unpinned = kept.filter((e) => e.name === undefined).length;
      if (unpinned === 0) {
        problem = "The browser's storage is full (or disabled): the history could not be saved.";
        return kept;
      }
      kept = capHistory(kept, Math.floor(unpinned / 2));
    }
  }
}

const same = (a: HistoryEntry, b: HistoryEntry) => a.method === b.method && a.path === b.path && a.bodyText === b.bodyText;

export function addToHistory(entry: HistoryEntry) {
  const all = readHistory();
  const name = all.find((e) => same(e, entry))?.name;
  writeHistory([{ ...entry, ...(name !== undefined ? { name } : {}) }, ...all.filter((e) => !same(e, entry))]);
}

/** Pins an entry under a name (a saved query), or unpins it (name undefined). */
export function pinEntry(entry: HistoryEntry, name: string | undefined): HistoryEntry[] {
  return writeHistory(readHistory().map((e) => (same(e, entry) ? { ...e, name: name?.trim() || undefined } : e)));
}

/** Empties the history, pinned entries kept. */
export function clearHistory(): HistoryEntry[] {
  return writeHistory(readHistory().filter((e) => e.name !== undefined));
}

/** The entries matching a search (method, path, body or name; case-insensitive), pinned ones first. */
export function searchHistory(entries: HistoryEntry[], query: string): HistoryEntry[] {
  const q = query.trim().toLowerCase();
  const hit = (e: HistoryEntry) => !q || `${e.name ?? ''} ${e.method} ${e.path} ${e.bodyText ?? ''}`.toLowerCase().includes(q);
  return [...entries.filter((e) => e.name !== undefined && hit(e)), ...entries.filter((e) => e.name === undefined && hit(e))];
}

/** The first line of a body that says something (not a lone bracket). */
export function firstBodyLine(e: HistoryEntry): string {
  const lines = (e.bodyText ?? '').split('\n').map((l) => l.trim());
  return lines.find((l) => l !== '' && !/^[{}[\]]+,?$/.test(l)) ?? lines.find((l) => l !== '') ?? '';
}

/** A history entry as Console text. */
export function entryText(e: HistoryEntry): string {
  return e.bodyText ? `${e.method} ${e.path}\n${e.bodyText}\n` : `${e.method} ${e.path}\n`;
}
