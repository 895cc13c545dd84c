/** The last requests run, newest first, kept in the browser (`searchpad.history`). */
export interface HistoryEntry {
  method: string;
  path: string;
  bodyText?: string;
  at: number;
}

const KEY = 'searchpad.history';
const MAX = 50;

export function readHistory(): HistoryEntry[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as HistoryEntry[]).filter((e) => typeof e?.method === 'string' && typeof e?.path === 'string') : [];
  } catch {
    return [];
  }
}

export function addToHistory(entry: HistoryEntry) {
  const same = (e: HistoryEntry) => e.method === entry.method && e.path === entry.path && e.bodyText === entry.bodyText;
  const next = [entry, ...readHistory().filter((e) => !same(e))].slice(0, MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // full: history is a convenience
  }
}

/** A history entry as Console text. */
export function entryText(e: HistoryEntry): string {
  return e.bodyText ? `${e.method} ${e.path}\n${e.bodyText}\n` : `${e.method} ${e.path}\n`;
}
