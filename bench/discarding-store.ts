import { SNAPSHOT_FORMAT_VERSION, type SnapshotStore } from '../src/engine/index.ts';

/**
 * The bench's store: it acknowledges every write and keeps nothing, as in the page, where the documents'
 * persistent copy is in IndexedDB, not in the engine's heap. (Node's default MemoryStore stands in for
 * IndexedDB by holding a record per document: 16 MB of heap for WordNet that the page does not spend.)
 * An engine over it never reloads: the bench sends no write that fails.
 */
export class DiscardingStore implements SnapshotStore {
  async load() {
    return { formatVersion: SNAPSHOT_FORMAT_VERSION, indices: [], docs: [] };
  }
  async commit() {}
}
