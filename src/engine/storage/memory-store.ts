import { cloneJson } from '../util/json';
import { SNAPSHOT_FORMAT_VERSION, type Mutation, type Snapshot, type SnapshotStore, type StoredDoc, type StoredIndexMeta } from './snapshot-store';

/** The in-memory SnapshotStore used by Node, Vitest and the default engine. */
export class MemoryStore implements SnapshotStore {
  private indices = new Map<string, StoredIndexMeta>();
  /** Per index, per id (no composite key strings: one map per index). */
  private docs = new Map<string, Map<string, StoredDoc>>();
  /** Test hook: make the next commit fail, as a full disk would. */
  failNextCommit: Error | undefined;

  async load(): Promise<Snapshot> {
    return {
      formatVersion: SNAPSHOT_FORMAT_VERSION,
      indices: [...this.indices.values()].map(cloneJson),
      docs: [...this.docs.values()].flatMap((byId) => [...byId.values()].map(cloneJson)),
    };
  }

  async commit(mutations: Mutation[]): Promise<void> {
    if (this.failNextCommit) {
      const e = this.failNextCommit;
      this.failNextCommit = undefined;
      throw e;
    }
    for (const m of mutations) {
      switch (m.op) {
        case 'putIndex':
          this.indices.set(m.meta.name, cloneJson(m.meta));
          break;
        case 'deleteIndex':
          this.indices.delete(m.name);
          this.docs.delete(m.name);
          break;
        case 'putDoc': {
          // Sources are immutable once indexed (the engine never edits one in place), so the store
          // keeps the same objects instead of a second copy of every document.
          let byId = this.docs.get(m.doc.index);
          if (!byId) this.docs.set(m.doc.index, (byId = new Map()));
          byId.set(m.doc.id, { ...m.doc });
          break;
        }
      }
    }
  }
}
