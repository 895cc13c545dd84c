import { createEngine, type EngineOptions, type EngineRequest, type EngineRequestOptions, type EngineResponse, type Mutation, type SegmentCacheWrite, type Snapshot, type SnapshotStore } from '../engine/index.ts';
import type { ExportedDoc, LoadSummary } from './protocol';

/** Serialises work across every tab of the origin (Web Locks in browsers; a local mutex elsewhere). */
export type Lock = <T>(work: () => Promise<T>) => Promise<T>;

/** Tells the other tabs that the stored data changed, and hears them say so (a BroadcastChannel). */
export interface ChangeChannel {
  post(): void;
  onChange(listener: () => void): void;
}

/** What a request's answer may say about where its time went. */
export interface RequestTiming {
  /** Milliseconds its writes took to commit to the store (0 when it wrote nothing). */
  storeMs?: number;
}

export interface HostStatus {
  persistence: 'indexeddb' | 'memory';
  warning?: string;
  load?: LoadSummary;
}

/** A lock local to this context: enough when there is no Web Locks API (Node, tests). */
export function localLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work, work);
    tail = run.catch(() => {});
    return run;
  };
}

/** Counts commits, so the host knows whether a request wrote anything, and the time they took. */
class CountingStore implements SnapshotStore {
  commits = 0;
  commitMs = 0;
  loadCached?: SnapshotStore['loadCached'];
  putSegments?: SnapshotStore['putSegments'];
  constructor(readonly inner: SnapshotStore) {
    if (inner.loadCached && inner.putSegments) {
      this.loadCached = () => inner.loadCached!();
      this.putSegments = (w: SegmentCacheWrite) => inner.putSegments!(w);
    }
  }
  load(): Promise<Snapshot> {
    return this.inner.load();
  }
  async commit(m: Mutation[]) {
    const started = performance.now();
    try {
      await this.inner.commit(m);
    } finally {
      this.commitMs += performance.now() - started;
    }
    if (m.length > 0) this.commits++;
  }
}

/**
 * The engine as a tab's worker hosts it over a shared store. Every request runs under the origin-wide
 * lock, so only one tab's engine touches the database at a time; a tab that hears another one changed
 * the data reloads its engine from the store before its next request; after a write, it tells the others.
 */
export class EngineHost {
  private engine: ReturnType<typeof createEngine>;
  private readonly store: CountingStore;
  private stale = false;

  constructor(
    store: SnapshotStore,
    private readonly lock: Lock,
    private readonly channel: ChangeChannel | undefined,
    readonly status: HostStatus,
    private readonly onRemoteChange?: () => void,
    private readonly onLocalWrite?: () => void,
    /** How the engines it starts yield to the worker's message loop (see EngineOptions). */
    private readonly engineOptions: Omit<EngineOptions, 'store'> = {},
  ) {
    this.store = new CountingStore(store);
    this.engine = this.startEngine();
    channel?.onChange(() => {
      this.stale = true;
      this.onRemoteChange?.();
    });
  }

  get ready() {
    return this.engine.ready;
  }

  private startEngine() {
    return createEngine({ ...this.engineOptions, store: this.store });
  }

  /** What the first load did, for the page's storage bar (undefined without a segment cache). */
  loadSummary(ms: number): LoadSummary | undefined {
    const l = this.engine.lastLoad;
    return l && { ms: Math.round(ms), shardsFromCache: l.fromCache.length, shardsRebuilt: l.rebuilt.length, docsReanalysed: l.reanalysed };
  }

  /**
   * Answers as soon as the engine has; the lock is held until the segment cache write that follows
   * the answer is done, so no other tab reads a cache this one is still writing. `timing.storeMs` is set to
   * the time its writes took to commit to the store (the bench's breakdown of a bulk load).
   */
  request(req: EngineRequest, options?: EngineRequestOptions, timing?: RequestTiming): Promise<EngineResponse> {
    return new Promise((resolve, reject) => {
      this.lock(async () => {
        if (this.stale) {
          this.stale = false;
          this.engine = this.startEngine();
        }
        const before = this.store.commits;
        const msBefore = this.store.commitMs;
        const engine = this.engine;
        try {
          const res = await engine.request(req, options);
          if (timing) timing.storeMs = this.store.commitMs - msBefore;
          if (this.store.commits !== before) {
            this.channel?.post();
            this.onLocalWrite?.();
          }
          resolve(res);
        } catch (e) {
          reject(e);
        }
        await engine.idle();
      }).catch(reject);
    });
  }

  /** The live documents of an index as stored (the write-ahead truth), each shard's in seq_no order. */
  documents(index: string): Promise<ExportedDoc[]> {
    return this.lock(async () => {
      const docs = (await this.store.load()).docs.filter((d) => d.index === index && !d.deleted);
      docs.sort((a, b) => a.shard - b.shard || a.seqNo - b.seqNo);
      return docs.map((d) => ({ id: d.id, type: d.type, ...(d.routing !== undefined ? { routing: d.routing } : {}), source: d.source }));
    });
  }

  /** "Reset playground": empties the store (when it can) and starts a fresh engine. */
  reset(clear: () => Promise<void>): Promise<void> {
    return this.lock(async () => {
      await clear();
      this.engine = this.startEngine();
      await this.engine.ready;
      this.channel?.post();
    });
  }
}
