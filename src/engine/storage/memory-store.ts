import { cloneJson } from '../util/json';
import {
  SNAPSHOT_FORMAT_VERSION, type CachedSnapshot, type Mutation, type SegmentCacheWrite, type ShardManifest, type Snapshot, type SnapshotStore,
  type StoredDoc, type StoredIndexMeta, type StoredScript, type StoredSegment, type StoredTemplate,
} from './snapshot-store';

export interface MemoryStoreOptions {
  /** Keep encoded segments and manifests, as the browser store (src/worker) does (default false: plain documents). */
  segmentCache?: boolean;
}

const shardKey = (index: string, shard: number) => `${index}\u0000${shard}`;

/** The in-memory SnapshotStore used by Node, Vitest and the default engine. */
export class MemoryStore implements SnapshotStore {
  private indices = new Map<string, StoredIndexMeta>();
  private templates = new Map<string, StoredTemplate>();
  private scripts = new Map<string, StoredScript>();
  /** Per index, per id (no composite key strings: one map per index). */
  private docs = new Map<string, Map<string, StoredDoc>>();
  /** By shard key: the manifest, and the shard's blobs by name. */
  private manifests = new Map<string, ShardManifest>();
  private segments = new Map<string, Map<string, StoredSegment>>();
  /** Test hook: make the next commit fail, as a full disk would. */
  failNextCommit: Error | undefined;
  /** Test hook: segment cache writes fail while set (a crash between a commit and its cache write). */
  failSegmentWrites: Error | undefined;

  constructor(options: MemoryStoreOptions = {}) {
    if (!options.segmentCache) {
      this.loadCached = undefined;
      this.putSegments = undefined;
    }
  }

  async load(): Promise<Snapshot> {
    return {
      formatVersion: SNAPSHOT_FORMAT_VERSION,
      indices: [...this.indices.values()].map(cloneJson),
      docs: [...this.docs.values()].flatMap((byId) => [...byId.values()].map(cloneJson)),
      templates: [...this.templates.values()].map(cloneJson),
      scripts: [...this.scripts.values()].map(cloneJson),
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
        case 'deleteIndex': {
          this.indices.delete(m.name);
          this.docs.delete(m.name);
          const prefix = `${m.name}\u0000`;
          for (const map of [this.manifests, this.segments]) for (const key of [...map.keys()]) if (key.startsWith(prefix)) map.delete(key);
          break;
        }
        case 'putTemplate':
          this.templates.set(m.template.name, cloneJson(m.template));
          break;
        case 'deleteTemplate':
          this.templates.delete(m.name);
          break;
        case 'putScript':
          this.scripts.set(m.script.id, cloneJson(m.script));
          break;
        case 'deleteScript':
          this.scripts.delete(m.id);
          break;
        case 'putDoc': {
          // Sources are immutable once indexed (the engine never edits one in place), so the store
          // keeps the same objects instead of a second copy of every doc.
          let byId = this.docs.get(m.doc.index);
          if (!byId) this.docs.set(m.doc.index, (byId = new Map()));
          byId.set(m.doc.id, { ...m.doc });
          break;
        }
      }
    }
  }

  loadCached?: () => Promise<CachedSnapshot> = async () => {
    const covered = new Map<string, number>();
    const shards: CachedSnapshot['shards'] = [];
    for (const [key, manifest] of this.manifests) {
      covered.set(key, manifest.maxSeqNo);
      const blobs = this.segments.get(key) ?? new Map();
      shards.push({ manifest: structuredCopy(manifest), segments: manifest.segments.flatMap((s) => (blobs.has(s.name) ? [blobs.get(s.name)!] : [])), docsCovered: 0 });
    }
    const docs: StoredDoc[] = [];
    const counts = new Map<string, number>();
    for (const d of [...this.docs.values()].flatMap((byId) => [...byId.values()])) {
      const key = shardKey(d.index, d.shard);
      const max = covered.get(key);
      if (max !== undefined && d.seqNo <= max) counts.set(key, (counts.get(key) ?? 0) + 1);
      else docs.push(cloneJson(d));
    }
    for (const s of shards) s.docsCovered = counts.get(shardKey(s.manifest.index, s.manifest.shard)) ?? 0;
    return { formatVersion: SNAPSHOT_FORMAT_VERSION, indices: [...this.indices.values()].map(cloneJson), shards, docs, templates: [...this.templates.values()].map(cloneJson), scripts: [...this.scripts.values()].map(cloneJson) };
  };

  putSegments?: (write: SegmentCacheWrite) => Promise<void> = async (write) => {
    if (this.failSegmentWrites) throw this.failSegmentWrites;
    for (const { manifest, segments } of write.shards) {
      const key = shardKey(manifest.index, manifest.shard);
      const blobs = this.segments.get(key) ?? new Map<string, StoredSegment>();
      for (const s of segments) blobs.set(s.name, s);
      const named = new Set(manifest.segments.map((s) => s.name));
      for (const name of [...blobs.keys()]) if (!named.has(name)) blobs.delete(name);
      this.segments.set(key, blobs);
      this.manifests.set(key, structuredCopy(manifest));
    }
  };

  /** Test hooks: what the segment cache holds, to damage or drop parts of it. */
  cachedManifests(): ShardManifest[] {
    return [...this.manifests.values()];
  }

  cachedSegments(): StoredSegment[] {
    return [...this.segments.values()].flatMap((m) => [...m.values()]);
  }

  dropSegment(name: string) {
    for (const m of this.segments.values()) m.delete(name);
  }
}

/** Manifests hold typed arrays (live docs), which JSON cloning would lose. */
function structuredCopy(m: ShardManifest): ShardManifest {
  return {
    ...m,
    segments: m.segments.map((s) => ({ ...s, liveDocs: s.liveDocs.slice() })),
    tombstones: m.tombstones.map((t) => ({ ...t })),
  };
}
