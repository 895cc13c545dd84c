import { create } from 'zustand';
import type { IndexRow } from './read-indices';

/**
 * The indices as the storage bar last read them (`_cat/indices`, re-read after every answer, write and
 * change from another tab). The sidebar shows these rows instead of asking the engine again; `reads`
 * counts the reads, so views that depend on the data know when to look again.
 */
export const useIndexList = create<{ rows: IndexRow[]; reads: number }>(() => ({ rows: [], reads: 0 }));

export function publishIndexRows(rows: IndexRow[]) {
  useIndexList.setState((s) => ({ rows, reads: s.reads + 1 }));
}
